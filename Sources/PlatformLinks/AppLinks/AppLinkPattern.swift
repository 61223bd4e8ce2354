import TextBytes

/// One pattern of an apple-app-site-association file, compiled for matching: the value of a
/// component's `/`, `?` or `#` key, of one query item, or of a legacy `paths` entry.
///
/// The syntax is Apple's:
/// - `*` matches any run of characters, possibly empty;
/// - `?` matches exactly one character, so `?*` matches at least one;
/// - `$(name)` matches any of the strings a substitution variable lists (each may hold `*` and
///   `?`), or one character of a predefined class such as `$(digit)`;
/// - every other character matches itself.
///
/// ```swift
/// let pattern = try AppLinkPattern("/buy/?*", variables: .predefined)
/// pattern.matches("/buy/42")   // true
/// pattern.matches("/buy/")     // false: ?* needs at least one character
/// ```
///
/// A character is a Unicode scalar. Matching simulates the compiled automaton over the text once,
/// so its cost is at most the text's length times the pattern's size: `*`-heavy patterns cannot
/// backtrack exponentially.
package struct AppLinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as the file writes it.
    package let source: String
    /// The automaton: node `i` consumes a character and goes on to `i + 1`, or moves without
    /// consuming (``Node/fork(_:_:)``, ``Node/jump(_:)``).
    let nodes: [Node]
    /// The targets of every ``Node/fork(_:_:)``.
    let branches: [Int32]
    /// `*` alone: matches any text, and absence.
    package let matchesEverything: Bool

    /// The longest pattern accepted, in Unicode scalars.
    package static let maximumLength = 1024
    /// The most nodes one compiled pattern may hold (substitution variables expand in place).
    package static let maximumNodes = 20_000

    enum Node: Sendable, Hashable {
        /// Consumes this scalar.
        case scalar(UInt32)
        /// Consumes any one scalar (`?`).
        case any
        /// Consumes any scalars, staying here; also moves on without consuming (`*`).
        case star
        /// Consumes one scalar of the class.
        case characterClass(AppLinkCharacterClass)
        /// Moves to each of `branches[start ..< start + count]` without consuming.
        case fork(Int32, Int32)
        /// Moves to the node without consuming.
        case jump(Int32)
        /// The end: the text matched if it ends here.
        case accept
    }

    /// A problem in a pattern's text.
    package struct SyntaxError: Error, Sendable, Hashable {
        /// What is wrong, in a sentence.
        package var message: String
        /// The UTF-8 offset in the pattern's source where it is.
        package var offset: Int
        /// Whether the pattern is beyond RouteScope's size limits (which keep matching linear),
        /// rather than text iOS cannot read.
        package var isLimit: Bool

        package init(message: String, offset: Int, isLimit: Bool = false) {
            self.message = message
            self.offset = offset
            self.isLimit = isLimit
        }
    }

    /// Compiles `source`, resolving `$(name)` against `variables`.
    ///
    /// - Throws: ``SyntaxError`` for an unknown or unterminated variable, or a pattern beyond the
    ///   size limits.
    package init(_ source: String, variables: AppLinkSubstitutionVariables) throws(SyntaxError) {
        var builder = Builder()
        try builder.append(source, variables: variables, inVariable: false)
        self.init(source: source, builder: builder)
    }

    /// Compiles a path pattern (a `/` key, or a legacy `paths` entry with `variables` nil). As
    /// iOS reads it, a pattern that does not start with `*` starts with exactly one `/`: its
    /// leading slashes, however many, are read as one, and none is read as one too. So `"abc"`
    /// and `"//abc"` both match the path `/abc`, as `"/abc"` does. The ``source`` stays as the
    /// file writes it.
    package init(path source: String, variables: AppLinkSubstitutionVariables?) throws(SyntaxError) {
        var builder = Builder()
        let slashes = source.utf8.prefix { $0 == UInt8(ascii: "/") }.count
        if !source.hasPrefix("*") { builder.nodes.append(.scalar(UInt32(UInt8(ascii: "/")))) }
        do {
            try builder.append(String(source.dropFirst(slashes)), variables: variables, inVariable: false)
        } catch {
            throw SyntaxError(message: error.message, offset: error.isLimit ? error.offset : error.offset + slashes, isLimit: error.isLimit)
        }
        self.init(source: source, builder: builder)
    }

    /// A pattern that matches nothing, not even the empty text: what iOS makes of a pattern it
    /// cannot read (an unknown substitution variable, an unclosed `$(`).
    package static func never(source: String) -> AppLinkPattern {
        var builder = Builder()
        builder.nodes.append(.fork(0, 0))
        return AppLinkPattern(source: source, builder: builder)
    }

    /// `*`: any text, and absence; what a key that a rule leaves out stands for.
    package static let anything: AppLinkPattern = {
        var builder = Builder()
        builder.nodes.append(.star)
        return AppLinkPattern(source: "*", builder: builder)
    }()

    /// `/*`: any path (an empty path is matched as `/`).
    package static let anyPath: AppLinkPattern = {
        var builder = Builder()
        builder.nodes += [.scalar(UInt32(UInt8(ascii: "/"))), .star]
        return AppLinkPattern(source: "/*", builder: builder)
    }()

    /// The pattern `builder` compiled.
    init(source: String, builder: Builder) {
        self.source = source
        nodes = builder.nodes + [.accept]
        branches = builder.branches
        matchesEverything = nodes == [.star, .accept]
    }

    /// A pattern that matches exactly `literal`, with no wildcards (a query item's name).
    init(literal: String) {
        source = literal
        nodes = literal.unicodeScalars.map { Node.scalar($0.value) } + [.accept]
        branches = []
        matchesEverything = false
    }

    package var description: String { source }

    /// Whether `text` matches, case-sensitively.
    package func matches(_ text: String, caseSensitive: Bool = true) -> Bool {
        return text.withUTF8Bytes { bytes in
            var cursor = AppLinkTextCursor(bytes: bytes, range: 0..<bytes.count, decoding: false)
            return matches(&cursor, caseSensitive: caseSensitive)
        }
    }

    /// Whether the text under `cursor` matches; simulates the automaton once over the text.
    ///
    /// With `orWithSlash`, the text followed by one `/` may match instead (a path whose trailing
    /// slashes the caller has trimmed: iOS finds `/buy` and `/buy/` alike).
    func matches(_ cursor: inout AppLinkTextCursor, caseSensitive: Bool, orWithSlash: Bool = false) -> Bool {
        if matchesEverything { return true }
        let count = nodes.count
        // marks[i] == generation: node i is in the set being built.
        return ScratchList<Int32>.withRepeating(0, count: count) { marks in
            ScratchList<Int32>.withCapacity(count) { current in
                ScratchList<Int32>.withCapacity(count) { next in
                    // Each node is on the stack at most once (a push checks the mark, and the only node
                    // with several predecessors, a variable's end, is popped right after its first
                    // push); the spare room is a margin, not a need.
                    ScratchList<Int32>.withCapacity(2 * count + 1) { stack in
                        simulate(
                            &cursor, caseSensitive: caseSensitive, orWithSlash: orWithSlash, marks: &marks, current: &current,
                            next: &next, stack: &stack)
                    }
                }
            }
        }
    }

    /// ``matches(_:caseSensitive:orWithSlash:)`` in the scratch lists it is lent, each with room
    /// for every node (the stack for twice as many).
    private func simulate(
        _ cursor: inout AppLinkTextCursor, caseSensitive: Bool, orWithSlash: Bool, marks: inout ScratchList<Int32>,
        current: inout ScratchList<Int32>, next: inout ScratchList<Int32>, stack: inout ScratchList<Int32>
    ) -> Bool {
        var generation: Int32 = 1
        add(0, to: &current, marks: &marks, generation: generation, stack: &stack)
        var slashLeft = orWithSlash
        while !current.isEmpty {
            let scalar: UInt32
            if let next = cursor.next() {
                scalar = next
            } else {
                for node in current where nodes[Int(node)] == .accept { return true }
                guard slashLeft else { return false }
                slashLeft = false
                scalar = UInt32(UInt8(ascii: "/"))
            }
            let folded = caseSensitive ? scalar : Self.fold(scalar)
            generation += 1
            next.removeAll()
            for index in current.indices {
                let node = Int(current[index])
                let advances: Bool
                switch nodes[node] {
                case .scalar(let expected): advances = (caseSensitive ? expected : Self.fold(expected)) == folded
                case .any: advances = true
                case .characterClass(let characterClass): advances = characterClass.contains(scalar)
                case .star:
                    add(Int32(node), to: &next, marks: &marks, generation: generation, stack: &stack)
                    continue
                case .fork, .jump, .accept: advances = false
                }
                if advances {
                    add(Int32(node + 1), to: &next, marks: &marks, generation: generation, stack: &stack)
                }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds `start` and every node reachable from it without consuming to `set`.
    private func add(
        _ start: Int32, to set: inout ScratchList<Int32>, marks: inout ScratchList<Int32>, generation: Int32,
        stack: inout ScratchList<Int32>
    ) {
        stack.append(start)
        while !stack.isEmpty {
            let node = Int(stack.removeLast())
            guard marks[node] != generation else { continue }
            marks[node] = generation
            switch nodes[node] {
            case .fork(let first, let branchCount):
                // Pushed in reverse, so branches are explored in order (the order is not observable).
                for branch in branches[Int(first)..<Int(first + branchCount)].reversed() where marks[Int(branch)] != generation {
                    stack.append(branch)
                }
            case .jump(let target):
                if marks[Int(target)] != generation { stack.append(target) }
            case .star:
                set.append(Int32(node))
                if marks[node + 1] != generation { stack.append(Int32(node + 1)) }
            case .scalar, .any, .characterClass, .accept:
                set.append(Int32(node))
            }
        }
    }

    /// ASCII letters to lower case: `caseSensitive: false` folds ASCII only, so a comparison
    /// never depends on locale or Unicode tables.
    @inline(__always)
    static func fold(_ scalar: UInt32) -> UInt32 {
        scalar >= 0x41 && scalar <= 0x5A ? scalar + 0x20 : scalar
    }

    /// Compiles pattern text into nodes.
    struct Builder {
        var nodes: [Node] = []
        var branches: [Int32] = []

        /// Compiles `source`; with `variables` nil, `$(` is ordinary text. Inside a variable's
        /// value (`inVariable`), another variable is an error.
        mutating func append(_ source: String, variables: AppLinkSubstitutionVariables?, inVariable: Bool) throws(SyntaxError) {
            let scalars = Array(source.unicodeScalars)
            guard scalars.count <= AppLinkPattern.maximumLength else {
                throw SyntaxError(
                    message: "the pattern is \(scalars.count) characters long; at most \(AppLinkPattern.maximumLength) are accepted",
                    offset: 0, isLimit: true)
            }
            var index = 0
            var offset = 0
            while index < scalars.count {
                let scalar = scalars[index]
                switch scalar {
                case "*":
                    // `**` is `*`: one star node keeps the automaton small.
                    if nodes.last != .star { nodes.append(.star) }
                case "?": nodes.append(.any)
                case "$" where variables != nil && index + 1 < scalars.count && scalars[index + 1] == "(":
                    guard let close = scalars[(index + 2)...].firstIndex(of: ")") else {
                        throw SyntaxError(message: "\"$(\" has no closing \")\"", offset: offset)
                    }
                    let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                    guard !inVariable, let variables else {
                        throw SyntaxError(message: "a substitution variable's value cannot use another variable, $(\(name))", offset: offset)
                    }
                    try appendVariable(name, variables: variables, offset: offset)
                    for skipped in scalars[index..<close] { offset += String(skipped).utf8.count }
                    index = close
                default: nodes.append(.scalar(scalar.value))
                }
                offset += String(scalars[index]).utf8.count
                index += 1
                guard nodes.count < AppLinkPattern.maximumNodes else {
                    throw SyntaxError(
                        message: "the pattern is too complex once its variables are expanded (more than \(AppLinkPattern.maximumNodes) steps)",
                        offset: 0, isLimit: true)
                }
            }
        }

        mutating func appendVariable(_ name: String, variables: AppLinkSubstitutionVariables, offset: Int) throws(SyntaxError) {
            switch variables.lookUp(name) {
            case .characterClass(let characterClass)?: nodes.append(.characterClass(characterClass))
            case .values(let values)?:
                // fork → each value, then a jump past the last one.
                let fork = nodes.count
                nodes.append(.fork(0, 0))
                var starts: [Int32] = []
                var jumps: [Int] = []
                for value in values {
                    starts.append(Int32(nodes.count))
                    do {
                        try append(value, variables: variables, inVariable: true)
                    } catch {
                        throw SyntaxError(message: "in $(\(name)): \(error.message)", offset: offset, isLimit: error.isLimit)
                    }
                    jumps.append(nodes.count)
                    nodes.append(.jump(0))
                    guard nodes.count < AppLinkPattern.maximumNodes else {
                        throw SyntaxError(
                            message: "the pattern is too complex once $(\(name)) is expanded (more than \(AppLinkPattern.maximumNodes) steps)",
                            offset: offset, isLimit: true)
                    }
                }
                let end = Int32(nodes.count)
                for jump in jumps { nodes[jump] = .jump(end) }
                nodes[fork] = .fork(Int32(branches.count), Int32(starts.count))
                branches.append(contentsOf: starts)
            case nil:
                let known = variables.names
                let suggestion = Suggestions.closest(to: name, in: known)
                throw SyntaxError(
                    message: "unknown substitution variable $(\(name))"
                        + (suggestion.map { "; did you mean $(\($0))?" } ?? "; define it under applinks.substitutionVariables"),
                    offset: offset)
            }
        }
    }
}
