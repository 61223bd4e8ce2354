import TextBytes

/// A pattern compiled to a Thompson NFA: a list of instructions in which `consume`
/// reads one scalar and every other instruction is an epsilon move or an assertion.
///
/// Execution starts at instruction 0; reaching `match` means the pattern matched.
/// Epsilon closures are computed with a visited mark per instruction, so loops whose
/// body can match the empty string (such as `(a*)*`) terminate, and one step of a
/// simulation visits every instruction at most once.
struct PatternProgram: Sendable {
    /// One NFA instruction.
    enum Instruction: Equatable, Sendable {
        /// Reads one scalar that must be in `sets[set]`, then continues at the next instruction.
        case consume(set: Int32)
        /// Continues at both targets.
        case split(Int32, Int32)
        /// Continues at the target.
        case jump(Int32)
        /// Continues at the next instruction only at the start of the text.
        case assertStart
        /// Continues at the next instruction only at the end of the text.
        case assertEnd
        /// The pattern has matched.
        case match
    }

    /// The largest number of instructions a pattern may compile to; it bounds matching cost per scalar.
    static let maximumInstructionCount = 10_000

    /// The instructions; the last one is `match`.
    let instructions: [Instruction]

    /// The distinct scalar sets referenced by `consume` instructions.
    let sets: [ScalarSet]

    /// Compiles a syntax tree, failing if the program would exceed ``maximumInstructionCount``.
    init(compiling syntax: PatternSyntax) throws(PatternError) {
        var compiler = Compiler()
        try compiler.emit(syntax)
        guard compiler.instructions.count < Self.maximumInstructionCount else {
            throw Compiler.tooComplex(at: 0)
        }
        compiler.instructions.append(.match)
        instructions = compiler.instructions
        sets = compiler.sets
    }
}

extension PatternProgram {
    /// Emits instructions for syntax trees.
    private struct Compiler {
        var instructions: [Instruction] = []
        var sets: [ScalarSet] = []
        private var setIndices: [ScalarSet: Int32] = [:]

        /// The error for a pattern whose program would exceed the instruction limit.
        static func tooComplex(at offset: Int) -> PatternError {
            PatternError(
                message: "pattern is too complex: it would compile to more than "
                    + "\(PatternProgram.maximumInstructionCount) instructions",
                offset: offset)
        }

        /// The position the next instruction will occupy.
        private var next: Int32 { Int32(instructions.count) }

        /// Appends the instructions for `syntax`, checking each repetition against the instruction limit before expanding it.
        mutating func emit(_ syntax: PatternSyntax) throws(PatternError) {
            switch syntax {
            case .scalars(let set):
                instructions.append(.consume(set: index(of: set)))
            case .startAnchor:
                instructions.append(.assertStart)
            case .endAnchor:
                instructions.append(.assertEnd)
            case .concatenation(let items):
                for item in items {
                    try emit(item)
                }
            case .alternation(let branches):
                var exits: [Int] = []
                for branch in branches.dropLast() {
                    let split = instructions.count
                    instructions.append(.split(next + 1, -1))
                    try emit(branch)
                    exits.append(instructions.count)
                    instructions.append(.jump(-1))
                    instructions[split] = .split(Int32(split) + 1, next)
                }
                try emit(branches[branches.count - 1])
                for exit in exits {
                    instructions[exit] = .jump(next)
                }
            case .repetition(let body, let minimum, let maximum, let offset):
                guard instructions.count + Self.size(of: syntax) < PatternProgram.maximumInstructionCount else {
                    throw Self.tooComplex(at: offset)
                }
                try emitRepetition(of: body, minimum: minimum, maximum: maximum)
            }
        }

        /// Appends `body` repeated `minimum` to `maximum` (`nil`: unbounded) times.
        private mutating func emitRepetition(of body: PatternSyntax, minimum: Int, maximum: Int?) throws(PatternError) {
            switch (minimum, maximum) {
            case (0, nil):
                // loop: split(body, exit); body; jump loop
                let loop = instructions.count
                instructions.append(.split(next + 1, -1))
                try emit(body)
                instructions.append(.jump(Int32(loop)))
                instructions[loop] = .split(Int32(loop) + 1, next)
            case (_, nil):
                // body{minimum - 1}; loop: body; split(loop, exit)
                for _ in 1..<minimum {
                    try emit(body)
                }
                let loop = next
                try emit(body)
                instructions.append(.split(loop, next + 1))
            case (_, let maximum?):
                // body{minimum}; (split(body, exit); body){maximum - minimum}
                for _ in 0..<minimum {
                    try emit(body)
                }
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(instructions.count)
                    instructions.append(.split(next + 1, -1))
                    try emit(body)
                }
                for split in splits {
                    instructions[split] = .split(Int32(split) + 1, next)
                }
            }
        }

        /// The number of instructions `emit` produces for `syntax`, saturating just above the maximum.
        private static func size(of syntax: PatternSyntax) -> Int {
            let size: Int
            switch syntax {
            case .scalars, .startAnchor, .endAnchor:
                size = 1
            case .concatenation(let items):
                size = items.reduce(0) { $0 + Self.size(of: $1) }
            case .alternation(let branches):
                size = branches.reduce(2 * (branches.count - 1)) { $0 + Self.size(of: $1) }
            case .repetition(let body, let minimum, let maximum, _):
                let bodySize = Self.size(of: body)
                switch (minimum, maximum) {
                case (0, nil): size = bodySize + 2
                case (_, nil): size = minimum * bodySize + 1
                case (_, let maximum?): size = minimum * bodySize + (maximum - minimum) * (bodySize + 1)
                }
            }
            return min(size, PatternProgram.maximumInstructionCount)
        }

        /// The index of `set` in `sets`, appending it if new.
        private mutating func index(of set: ScalarSet) -> Int32 {
            if let index = setIndices[set] {
                return index
            }
            let index = Int32(sets.count)
            sets.append(set)
            setIndices[set] = index
            return index
        }
    }
}

extension PatternProgram {
    /// Reusable buffers for epsilon-closure computation over a program of `count` instructions.
    ///
    /// Closures computed with the same `generation` share visited marks, so together they
    /// visit each instruction at most once; ``advanceGeneration()`` starts a fresh set.
    struct ClosureScratch {
        /// `marks[pc] == generation` when instruction `pc` has been visited in the current generation.
        private var marks: ScratchList<Int>
        /// The depth-first work list.
        private var stack: ScratchList<Int32>
        private var generation = 1

        private init(marks: ScratchList<Int>, stack: ScratchList<Int32>) {
            self.marks = marks
            self.stack = stack
        }

        /// `body` given the scratch for a program of `count` instructions, in memory lent for the call.
        static func withCapacity<Result>(_ count: Int, _ body: (inout ClosureScratch) -> Result) -> Result {
            ScratchList<Int>.withRepeating(0, count: count) { marks in
                ScratchList<Int32>.withCapacity(count) { stack in
                    var scratch = ClosureScratch(marks: marks, stack: stack)
                    return body(&scratch)
                }
            }
        }

        /// Forgets all visited marks.
        @inline(__always)
        mutating func advanceGeneration() {
            generation += 1
        }

        /// Follows epsilon moves from `start`, appending every reached `consume`
        /// instruction (and, unless `atEnd`, every reached `assertEnd`) to `leaves`.
        ///
        /// - Returns: `true` as soon as `match` is reached; `leaves` is then incomplete.
        @inline(__always)
        mutating func collect(
            from start: Int32,
            atStart: Bool,
            atEnd: Bool,
            in instructions: [Instruction],
            into leaves: inout ScratchList<Int32>
        ) -> Bool {
            let generation = generation
            guard marks[Int(start)] != generation else { return false }
            marks[Int(start)] = generation
            stack.removeAll()
            stack.append(start)
            @inline(__always) func push(_ pc: Int32) {
                if marks[Int(pc)] != generation {
                    marks[Int(pc)] = generation
                    stack.append(pc)
                }
            }
            while !stack.isEmpty {
                let pc = stack.removeLast()
                switch instructions[Int(pc)] {
                case .consume:
                    leaves.append(pc)
                case .split(let first, let second):
                    push(second)
                    push(first)
                case .jump(let target):
                    push(target)
                case .assertStart:
                    if atStart {
                        push(pc + 1)
                    }
                case .assertEnd:
                    if atEnd {
                        push(pc + 1)
                    } else {
                        leaves.append(pc)
                    }
                case .match:
                    return true
                }
            }
            return false
        }
    }
}
