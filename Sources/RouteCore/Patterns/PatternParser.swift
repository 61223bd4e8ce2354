/// A recursive-descent parser from pattern source to ``PatternSyntax``.
///
/// The parser is deliberately strict: any construct that ECMAScript and ICU would read
/// differently, or that cannot be matched in linear time, is rejected with a
/// ``PatternError`` pointing at the offending UTF-8 byte offset.
struct PatternParser {
    /// The largest count accepted in `{n}`, `{n,}` and `{n,m}`.
    static let maximumRepetitionCount = 1000

    /// The deepest nesting of groups accepted; it bounds the recursion of parser and compiler.
    static let maximumNestingDepth = 100

    /// A bracket-expression member or escape: either one scalar or a whole set such as `\d`.
    private enum Element {
        case scalar(UInt32)
        case set(ScalarSet)
    }

    /// The scalars of the pattern source.
    private let scalars: [Unicode.Scalar]

    /// The UTF-8 byte offset of every scalar, plus the total length as a final entry.
    private let offsets: [Int]

    /// The index into `scalars` of the next scalar to read.
    private var position = 0

    /// The number of groups currently open.
    private var depth = 0

    /// The names of the named groups seen so far.
    private var groupNames: Set<String> = []

    /// Parses `source`, returning its syntax tree.
    static func parse(_ source: String) throws(PatternError) -> PatternSyntax {
        var parser = PatternParser(source)
        let syntax = try parser.parseAlternation()
        if parser.position < parser.scalars.count {
            throw parser.error("unbalanced parenthesis: unexpected ')'", at: parser.position)
        }
        return syntax
    }

    private init(_ source: String) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var offset = 0
        for scalar in source.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.offsets = offsets
    }

    // MARK: Reading

    /// The next scalar, or `nil` at the end of the source.
    private var peek: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    /// The scalar after the next one, or `nil` if there is none.
    private var peekSecond: Unicode.Scalar? {
        position + 1 < scalars.count ? scalars[position + 1] : nil
    }

    /// Consumes the next scalar if it is `scalar`.
    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    /// An error located at the scalar with index `index`.
    private func error(_ message: String, at index: Int) -> PatternError {
        PatternError(message: message, offset: offsets[index])
    }

    // MARK: Expressions

    /// alternation := concatenation ('|' concatenation)*
    private mutating func parseAlternation() throws(PatternError) -> PatternSyntax {
        var branches = [try parseConcatenation()]
        while consume("|") {
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// concatenation := (atom quantifier?)*
    private mutating func parseConcatenation() throws(PatternError) -> PatternSyntax {
        var items: [PatternSyntax] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            let isAnchor = scalar == "^" || scalar == "$"
            let atom = try parseAtom()
            items.append(try parseQuantifier(applyingTo: atom, quantifiable: !isAnchor))
        }
        return items.count == 1 ? items[0] : .concatenation(items)
    }

    /// Parses one atom: a group, bracket expression, `.`, anchor, escape or literal scalar.
    private mutating func parseAtom() throws(PatternError) -> PatternSyntax {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "(":
            return try parseGroup(openedAt: start)
        case "[":
            return .scalars(try parseBracketExpression(openedAt: start))
        case ".":
            return .scalars(.dot)
        case "^":
            return .startAnchor
        case "$":
            return .endAnchor
        case "\\":
            switch try parseEscape(startingAt: start, inBrackets: false) {
            case .scalar(let value): return .scalars(ScalarSet(value))
            case .set(let set): return .scalars(set)
            }
        case "*", "+", "?":
            throw error("nothing to repeat", at: start)
        case "{":
            _ = try parseBraces(openedAt: start)
            throw error("nothing to repeat", at: start)
        default:
            return .scalars(ScalarSet(scalar.value))
        }
    }

    /// Parses an optional quantifier (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each optionally lazy) after an atom.
    private mutating func parseQuantifier(
        applyingTo atom: PatternSyntax,
        quantifiable: Bool
    ) throws(PatternError) -> PatternSyntax {
        let start = position
        let minimum: Int
        let maximum: Int?
        switch peek {
        case "*":
            position += 1
            (minimum, maximum) = (0, nil)
        case "+":
            position += 1
            (minimum, maximum) = (1, nil)
        case "?":
            position += 1
            (minimum, maximum) = (0, 1)
        case "{":
            position += 1
            (minimum, maximum) = try parseBraces(openedAt: start)
        default:
            return atom
        }
        guard quantifiable else {
            throw error("nothing to repeat", at: start)
        }
        if !consume("?"), peek == "+" {
            throw error("possessive quantifiers are not supported", at: position)
        }
        if let next = peek, next == "*" || next == "+" || next == "?" || next == "{" {
            throw error("nothing to repeat", at: position)
        }
        return .repetition(atom, minimum: minimum, maximum: maximum, offset: offsets[start])
    }

    /// Parses the rest of `{n}`, `{n,}` or `{n,m}` after the `{` at index `start`.
    private mutating func parseBraces(openedAt start: Int) throws(PatternError) -> (Int, Int?) {
        let invalid = error(
            "invalid quantifier: expected {n}, {n,} or {n,m}; escape a literal '{' as \\{", at: start)
        guard let minimum = try parseCount() else { throw invalid }
        if consume("}") {
            return (minimum, minimum)
        }
        guard consume(",") else { throw invalid }
        if consume("}") {
            return (minimum, nil)
        }
        guard let maximum = try parseCount(), consume("}") else { throw invalid }
        guard minimum <= maximum else {
            throw error("invalid repetition range {\(minimum),\(maximum)}: minimum exceeds maximum", at: start)
        }
        return (minimum, maximum)
    }

    /// Parses a decimal repetition count, or returns `nil` if no digit follows.
    private mutating func parseCount() throws(PatternError) -> Int? {
        let start = position
        var digits = ""
        while let scalar = peek, ("0"..."9").contains(scalar) {
            digits.unicodeScalars.append(scalar)
            position += 1
        }
        guard !digits.isEmpty else { return nil }
        guard let count = Int(digits), count <= Self.maximumRepetitionCount else {
            throw error(
                "repetition count \(digits) exceeds the maximum of \(Self.maximumRepetitionCount)", at: start)
        }
        return count
    }

    // MARK: Groups

    /// Parses a group after the `(` at index `start`.
    private mutating func parseGroup(openedAt start: Int) throws(PatternError) -> PatternSyntax {
        if consume("?") {
            try parseGroupPrefix(openedAt: start)
        }
        guard depth < Self.maximumNestingDepth else {
            throw error("groups nest more than \(Self.maximumNestingDepth) levels deep", at: start)
        }
        depth += 1
        let inner = try parseAlternation()
        depth -= 1
        guard consume(")") else {
            throw error("unbalanced parenthesis: missing ')'", at: start)
        }
        return inner
    }

    /// Validates what follows `(?`: accepts `(?:` and `(?<name>`, rejects everything else.
    private mutating func parseGroupPrefix(openedAt start: Int) throws(PatternError) {
        let linear = "(matching must stay linear-time)"
        switch peek {
        case ":":
            position += 1
        case "=", "!":
            throw error("lookahead assertions are not supported \(linear)", at: start)
        case "<" where peekSecond == "=" || peekSecond == "!":
            throw error("lookbehind assertions are not supported \(linear)", at: start)
        case "<":
            position += 1
            try parseGroupName(openedAt: start)
        case ">":
            throw error("atomic groups are not supported", at: start)
        case let scalar?:
            throw error("unsupported group syntax '(?\(scalar)'", at: start)
        case nil:
            throw error("unsupported group syntax '(?'", at: start)
        }
    }

    /// Parses `name>` of a named group; names follow the ECMAScript ASCII identifier rules.
    private mutating func parseGroupName(openedAt start: Int) throws(PatternError) {
        let nameStart = position
        var name = ""
        while let scalar = peek, scalar != ">" {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
            guard isLetter || (!name.isEmpty && ("0"..."9").contains(scalar)) else {
                throw error("invalid group name", at: position)
            }
            name.unicodeScalars.append(scalar)
            position += 1
        }
        guard consume(">") else {
            throw error("unterminated group name", at: start)
        }
        guard !name.isEmpty else {
            throw error("invalid group name", at: position - 1)
        }
        guard groupNames.insert(name).inserted else {
            throw error("duplicate group name '\(name)'", at: nameStart)
        }
    }

    // MARK: Bracket expressions

    /// Parses a bracket expression after the `[` at index `start`.
    private mutating func parseBracketExpression(openedAt start: Int) throws(PatternError) -> ScalarSet {
        let negated = consume("^")
        let contentStart = position
        if peek == "]" {
            throw error("empty character class; escape a literal ']' as \\]", at: start)
        }
        var ranges: [ClosedRange<UInt32>] = []
        var sets: [ScalarSet] = []
        while !consume("]") {
            guard peek != nil else {
                throw error("unterminated character class", at: start)
            }
            let lowerStart = position
            let lower = try parseBracketElement(contentStart: contentStart)
            guard peek == "-", let afterDash = peekSecond, afterDash != "]" else {
                switch lower {
                case .scalar(let value): ranges.append(value...value)
                case .set(let set): sets.append(set)
                }
                continue
            }
            position += 1
            let upperStart = position
            let upper = try parseBracketElement(contentStart: contentStart)
            guard case .scalar(let lowerValue) = lower else {
                throw error("invalid range: a class escape cannot be a range endpoint", at: lowerStart)
            }
            guard case .scalar(let upperValue) = upper else {
                throw error("invalid range: a class escape cannot be a range endpoint", at: upperStart)
            }
            guard lowerValue <= upperValue else {
                let text = String(String.UnicodeScalarView(scalars[lowerStart..<position]))
                throw error("invalid range \(text)", at: lowerStart)
            }
            ranges.append(lowerValue...upperValue)
        }
        let set = sets.reduce(ScalarSet(ranges: ranges)) { $0.union($1) }
        return negated ? set.inverted : set
    }

    /// Parses one member of a bracket expression: a scalar, an escape, or a literal `-` at either end.
    private mutating func parseBracketElement(contentStart: Int) throws(PatternError) -> Element {
        let start = position
        let scalar = scalars[position]
        position += 1
        switch scalar {
        case "\\":
            return try parseEscape(startingAt: start, inBrackets: true)
        case "[":
            throw error("nested '[' in a character class is not supported; escape it as \\[", at: start)
        case "&" where peek == "&":
            throw error("'&&' in a character class is not supported; escape '&' as \\&", at: start)
        case "-" where start != contentStart && peek != "]" && peek != nil:
            throw error("ambiguous '-' in character class; escape it as \\-", at: start)
        default:
            return .scalar(scalar.value)
        }
    }

    // MARK: Escapes

    /// Parses an escape sequence after the `\` at index `start`.
    private mutating func parseEscape(startingAt start: Int, inBrackets: Bool) throws(PatternError) -> Element {
        guard let scalar = peek else {
            throw error("incomplete escape at end of pattern", at: start)
        }
        position += 1
        switch scalar {
        case "d": return .set(.digits)
        case "D": return .set(ScalarSet.digits.inverted)
        case "w": return .set(.wordCharacters)
        case "W": return .set(ScalarSet.wordCharacters.inverted)
        case "s": return .set(.whitespace)
        case "S": return .set(ScalarSet.whitespace.inverted)
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "v": return .scalar(0x0B)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "u": return .scalar(try parseHexEscape(startingAt: start, fixedDigits: 4))
        case "x": return .scalar(try parseHexEscape(startingAt: start, fixedDigits: 2))
        case "1"..."9" where !inBrackets, "k" where !inBrackets && peek == "<":
            throw error("backreferences are not supported (matching must stay linear-time)", at: start)
        case "b" where !inBrackets, "B" where !inBrackets:
            throw error("word-boundary assertions (\\b, \\B) are not supported", at: start)
        case "p", "P":
            throw error("Unicode property escapes (\\p, \\P) are not supported", at: start)
        case " "..."~" where !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar):
            return .scalar(scalar.value)
        default:
            throw error("unsupported escape \\\(scalar)", at: start)
        }
    }

    /// Parses the digits of `\uXXXX` / `\xXX` (exactly `fixedDigits` hex digits) or `\u{X…}` / `\x{X…}`.
    private mutating func parseHexEscape(startingAt start: Int, fixedDigits: Int) throws(PatternError) -> UInt32 {
        let letter = scalars[start + 1]
        let braced = consume("{")
        var value: UInt32 = 0
        var digitCount = 0
        while let scalar = peek, let digit = Self.hexValue(scalar), braced || digitCount < fixedDigits {
            guard digitCount < 6 else { break }
            value = value << 4 | digit
            digitCount += 1
            position += 1
        }
        let isComplete = braced ? digitCount > 0 && consume("}") : digitCount == fixedDigits
        guard isComplete else {
            throw error(
                "invalid escape \\\(letter): expected \(fixedDigits) hex digits or {hex digits}", at: start)
        }
        guard Unicode.Scalar(value) != nil else {
            throw error("invalid Unicode scalar value in escape \\\(letter)", at: start)
        }
        return value
    }

    /// The value of an ASCII hexadecimal digit, or `nil` if `scalar` is not one.
    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }
}
