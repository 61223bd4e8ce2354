extension PatternProgram {
    /// Whether the pattern matches anywhere in the UTF-8 `bytes`, by Thompson NFA simulation.
    ///
    /// The simulation keeps the set of instructions the NFA can be at and advances all of
    /// them together, one scalar at a time, re-entering the start of the program at every
    /// position (search semantics). Each step visits every instruction at most once, so the
    /// cost is O(`bytes.count` × `instructions.count`) and needs no allocation beyond four
    /// scratch buffers of `instructions.count` elements.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = instructions.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { marks in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * count) { lists in
                instructions.withUnsafeBufferPointer { instructions in
                    sets.withUnsafeBufferPointer { sets in
                        var scratch = ClosureScratch(
                            marks: marks, stack: UnsafeMutableBufferPointer(rebasing: lists[..<count]))
                        return Self.simulate(
                            bytes: bytes,
                            instructions: instructions,
                            sets: sets,
                            current: lists.baseAddress! + count,
                            next: lists.baseAddress! + 2 * count,
                            scratch: &scratch)
                    }
                }
            }
        }
    }

    private static func simulate(
        bytes: UnsafeBufferPointer<UInt8>,
        instructions: UnsafeBufferPointer<Instruction>,
        sets: UnsafeBufferPointer<ScalarSet>,
        current initialCurrent: UnsafeMutablePointer<Int32>,
        next initialNext: UnsafeMutablePointer<Int32>,
        scratch: inout ClosureScratch
    ) -> Bool {
        var current = initialCurrent
        var next = initialNext
        var currentCount = 0
        if scratch.collect(
            from: 0, atStart: true, atEnd: false, in: instructions, into: current, count: &currentCount)
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
            var nextCount = 0
            for leaf in UnsafeBufferPointer(start: current, count: currentCount) {
                guard case .consume(let set) = instructions[Int(leaf)], sets[Int(set)].contains(scalar) else {
                    continue
                }
                if scratch.collect(
                    from: leaf + 1, atStart: false, atEnd: false, in: instructions, into: next, count: &nextCount)
                {
                    return true
                }
            }
            if scratch.collect(
                from: 0, atStart: false, atEnd: false, in: instructions, into: next, count: &nextCount)
            {
                return true
            }
            swap(&current, &next)
            currentCount = nextCount
            if currentCount == 0 {
                return false
            }
        }
        scratch.advanceGeneration()
        var ignoredCount = 0
        for leaf in UnsafeBufferPointer(start: current, count: currentCount)
        where instructions[Int(leaf)] == .assertEnd {
            if scratch.collect(
                from: leaf + 1, atStart: bytes.isEmpty, atEnd: true, in: instructions, into: next,
                count: &ignoredCount)
            {
                return true
            }
        }
        return false
    }
}
