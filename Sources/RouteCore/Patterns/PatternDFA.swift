import TextBytes

/// A deterministic automaton equivalent to a ``PatternProgram``, built eagerly by subset
/// construction over the program's ``PatternAlphabet``.
///
/// Matching costs one table lookup per scalar. Subset construction can need exponentially
/// many states for some patterns (such as `(a|b)*a(a|b){20}`), so construction gives up
/// past a state or work budget and the caller falls back to NFA simulation.
///
/// A class, so that copying a ``Pattern`` (as reading a value against its type does) retains
/// one reference rather than each of the tables.
final class PatternDFA: Sendable {
    /// The default limit on the number of states.
    static let defaultMaximumStates = 1000

    /// The limit on construction cost, measured in instruction visits and set-membership tests.
    private static let maximumConstructionCost = 20_000_000

    /// Transition value meaning "the pattern has matched": the whole search succeeds.
    private static let accept: Int32 = -1

    /// Transition value meaning "no match can start at or after this point": the search fails.
    private static let reject: Int32 = -2

    /// The scalar classification shared by all states.
    private let alphabet: PatternAlphabet

    /// Row-major transitions: entry `state * classCount + class` is the next state's row
    /// offset (`nextState * classCount`), or ``accept`` or ``reject``.
    private let transitions: [Int32]

    /// Whether the text is matched when it ends in the state, by state index.
    private let acceptsAtEnd: [Bool]

    /// The row offset of the state at the start of the text, or ``accept`` or ``reject``.
    private let initial: Int32

    /// Builds the automaton for `program`, or returns `nil` if it would need more than
    /// `maximumStates` states or too much construction work.
    init?(program: PatternProgram, maximumStates: Int = defaultMaximumStates) {
        let rangeCount = program.sets.reduce(0) { $0 + $1.ranges.count }
        guard program.sets.count * (128 + 2 * rangeCount + 1) <= Self.maximumConstructionCost else {
            return nil
        }
        let alphabet = PatternAlphabet(sets: program.sets)
        guard let tables = Construction.run(instructions: program.instructions, alphabet: alphabet, maximumStates: maximumStates)
        else { return nil }
        self.alphabet = alphabet
        transitions = tables.transitions
        acceptsAtEnd = tables.acceptsAtEnd
        initial = tables.initial
    }

    /// Whether the pattern matches anywhere in the UTF-8 `bytes`.
    func matches(_ bytes: LinkBytes) -> Bool {
        guard initial >= 0 else { return initial == Self.accept }
        let asciiClasses = alphabet.asciiClasses
        var state = initial
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let scalarClass: Int32
            if byte < 0x80 {
                scalarClass = asciiClasses[Int(byte)]
                index += 1
            } else {
                scalarClass = alphabet.classOf(
                    nonASCII: UTF8Decoding.decodeNonASCII(bytes, at: &index))
            }
            let next = transitions[Int(state) + Int(scalarClass)]
            if next < 0 {
                return next == Self.accept
            }
            state = next
        }
        return acceptsAtEnd[Int(state) / alphabet.classCount]
    }
}

extension PatternDFA {
    /// The result of subset construction, as stored in ``PatternDFA``.
    private struct Tables {
        var transitions: [Int32] = []
        var acceptsAtEnd: [Bool] = []
        var initial: Int32 = 0
    }

    /// The state of subset construction.
    private struct Construction {
        /// A DFA state: the sorted `consume` and `assertEnd` instructions the NFA may be at,
        /// and whether it is the state at the start of the text (where `^` holds).
        private struct Key: Hashable {
            var leaves: [Int32]
            var atStart: Bool
        }

        private let instructions: [PatternProgram.Instruction]
        private let alphabet: PatternAlphabet
        private let maximumStates: Int
        private var scratch: PatternProgram.ClosureScratch
        /// Receives the leaves of the closure being computed; has room for `instructions.count` elements.
        private var closureLeaves: ScratchList<Int32>
        /// The states found so far, in the order their transition rows are laid out.
        private var states: [Key] = []
        private var stateIndices: [Key: Int32] = [:]
        private var tables = Tables()

        /// Runs subset construction, returning `nil` if it exceeds the budget.
        static func run(
            instructions: [PatternProgram.Instruction],
            alphabet: PatternAlphabet,
            maximumStates: Int
        ) -> Tables? {
            let count = instructions.count
            return PatternProgram.ClosureScratch.withCapacity(count) { scratch in
                ScratchList<Int32>.withCapacity(count) { closureLeaves in
                    var construction = Construction(
                        instructions: instructions,
                        alphabet: alphabet,
                        maximumStates: maximumStates,
                        scratch: scratch,
                        closureLeaves: closureLeaves)
                    return construction.build() ? construction.tables : nil
                }
            }
        }

        private init(
            instructions: [PatternProgram.Instruction],
            alphabet: PatternAlphabet,
            maximumStates: Int,
            scratch: PatternProgram.ClosureScratch,
            closureLeaves: ScratchList<Int32>
        ) {
            self.instructions = instructions
            self.alphabet = alphabet
            self.maximumStates = maximumStates
            self.scratch = scratch
            self.closureLeaves = closureLeaves
        }

        /// Explores all states reachable from the initial one; returns `false` if over budget.
        private mutating func build() -> Bool {
            scratch.advanceGeneration()
            closureLeaves.removeAll()
            let initialMatches = scratch.collect(
                from: 0, atStart: true, atEnd: false, in: instructions, into: &closureLeaves)
            guard let initial = intern(matched: initialMatches, atStart: true) else {
                return false
            }
            tables.initial = initial
            var stateIndex = 0
            while stateIndex < states.count {
                let leaves = states[stateIndex].leaves
                for scalarClass in 0..<alphabet.classCount {
                    guard let next = step(from: leaves, on: scalarClass) else { return false }
                    tables.transitions.append(next)
                }
                stateIndex += 1
            }
            return true
        }

        /// The transition value for reading a scalar of `scalarClass` in the state with `leaves`.
        private mutating func step(from leaves: [Int32], on scalarClass: Int) -> Int32? {
            scratch.advanceGeneration()
            closureLeaves.removeAll()
            var matched = false
            for leaf in leaves {
                guard case .consume(let set) = instructions[Int(leaf)],
                    alphabet.contains(scalarClass, inSet: Int(set))
                else { continue }
                matched = scratch.collect(
                    from: leaf + 1, atStart: false, atEnd: false, in: instructions, into: &closureLeaves)
                if matched { break }
            }
            if !matched {
                matched = scratch.collect(
                    from: 0, atStart: false, atEnd: false, in: instructions, into: &closureLeaves)
            }
            return intern(matched: matched, atStart: false)
        }

        /// The transition value for the state made of ``closureLeaves``, adding it if new; `nil`
        /// if that would exceed the budget.
        private mutating func intern(matched: Bool, atStart: Bool) -> Int32? {
            if matched {
                return PatternDFA.accept
            }
            if closureLeaves.isEmpty {
                return PatternDFA.reject
            }
            let key = Key(
                leaves: closureLeaves.sorted(), atStart: atStart)
            if let index = stateIndices[key] {
                return index * Int32(alphabet.classCount)
            }
            // Computing one transition visits at most every instruction once.
            guard states.count < maximumStates,
                (states.count + 1) * alphabet.classCount * instructions.count
                    <= PatternDFA.maximumConstructionCost
            else { return nil }
            let index = Int32(states.count)
            states.append(key)
            stateIndices[key] = index
            tables.acceptsAtEnd.append(reachesMatchAtEnd(from: key))
            return index * Int32(alphabet.classCount)
        }

        /// Whether the text is matched if it ends in the state `key`.
        private mutating func reachesMatchAtEnd(from key: Key) -> Bool {
            scratch.advanceGeneration()
            closureLeaves.removeAll()
            for leaf in key.leaves where instructions[Int(leaf)] == .assertEnd {
                if scratch.collect(
                    from: leaf + 1, atStart: key.atStart, atEnd: true, in: instructions, into: &closureLeaves)
                {
                    return true
                }
            }
            return false
        }
    }
}
