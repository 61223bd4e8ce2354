import TextBytes

extension PatternProgram {
    /// Whether the pattern matches anywhere in the UTF-8 `bytes`, by Thompson NFA simulation.
    ///
    /// The simulation keeps the set of instructions the NFA can be at and advances all of
    /// them together, one scalar at a time, re-entering the start of the program at every
    /// position (search semantics). Each step visits every instruction at most once, so the
    /// cost is O(`bytes.count` × `instructions.count`) and needs no allocation beyond four
    /// scratch buffers of `instructions.count` elements.
    func matches(_ bytes: LinkBytes) -> Bool {
        let count = instructions.count
        return ClosureScratch.withCapacity(count) { scratch in
            ScratchList<Int32>.withCapacity(count) { current in
                ScratchList<Int32>.withCapacity(count) { next in
                    Self.simulate(
                        bytes: bytes,
                        instructions: instructions,
                        sets: sets,
                        current: &current,
                        next: &next,
                        scratch: &scratch)
                }
            }
        }
    }

    private static func simulate(
        bytes: LinkBytes,
        instructions: [Instruction],
        sets: [ScalarSet],
        current: inout ScratchList<Int32>,
        next: inout ScratchList<Int32>,
        scratch: inout ClosureScratch
    ) -> Bool {
        if scratch.collect(
            from: 0, atStart: true, atEnd: false, in: instructions, into: &current)
        {
            return true
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let scalar: UInt32
            if byte < 0x80 {
                scalar = UInt32(byte)
                index += 1
            } else {
                scalar = UTF8Decoding.decodeNonASCII(bytes, at: &index)
            }
            scratch.advanceGeneration()
            next.removeAll()
            for leaf in current {
                guard case .consume(let set) = instructions[Int(leaf)], sets[Int(set)].contains(scalar) else {
                    continue
                }
                if scratch.collect(
                    from: leaf + 1, atStart: false, atEnd: false, in: instructions, into: &next)
                {
                    return true
                }
            }
            if scratch.collect(
                from: 0, atStart: false, atEnd: false, in: instructions, into: &next)
            {
                return true
            }
            swap(&current, &next)
            if current.isEmpty {
                return false
            }
        }
        scratch.advanceGeneration()
        next.removeAll()
        for leaf in current
        where instructions[Int(leaf)] == .assertEnd {
            if scratch.collect(
                from: leaf + 1, atStart: bytes.isEmpty, atEnd: true, in: instructions, into: &next)
            {
                return true
            }
        }
        return false
    }
}
