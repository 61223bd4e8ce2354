/// Android's `android:pathAdvancedPattern`, with the semantics of AOSP's
/// `PatternMatcher.PATTERN_ADVANCED_GLOB`: a small regular-expression subset.
///
/// Tokens are a literal character, `.` (any character), `[…]` and `[^…]` sets with `a-z`
/// ranges, and `\` escapes. A token may carry one modifier: `*`, `+`, `{n}`, `{m,n}` or `{m,}`.
///
/// Matching is greedy and never backtracks, as on Android (`matchAdvancedPattern`): each token
/// takes as many characters as it can, so `/.*\.html` matches nothing (the `.*` eats the `.html`
/// too). Every token is tried even after the path ran out, so a trailing `x*` or `x{0,2}` matches
/// the empty rest of a path while a trailing `x+` does not; the path must be used up. Each path
/// character is examined once per token it meets: linear time.
package struct AndroidAdvancedPattern: Sendable, Hashable {
    /// What one token accepts.
    enum Accepts: Sendable, Hashable {
        case character(UInt16)
        case any
        /// Inclusive ranges; `inverted` for `[^…]`.
        case set([ClosedRange<UInt16>], inverted: Bool)
    }

    struct Token: Sendable, Hashable {
        var accepts: Accepts
        var minimum: Int
        var maximum: Int
    }

    /// Why Android refuses the pattern, and the 0-based UTF-16 offset the problem was found at.
    package struct SyntaxError: Error, Sendable, Hashable {
        package var offset: Int
        package var message: String

        package init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// Android's storage for one parsed pattern, in 32-bit slots (`MAX_PATTERN_STORAGE`).
    static let maximumSlots = 2048

    let tokens: [Token]

    /// Parses `pattern` as Android's `PatternMatcher` does when it installs the app; a pattern it
    /// rejects makes the whole package fail to install.
    package init(_ pattern: String) throws(SyntaxError) {
        var parser = Parser(Array(pattern.utf16))
        tokens = try parser.parse()
    }

    /// Whether `path` matches, as Android decides.
    package func matches(_ path: [UInt16]) -> Bool {
        var position = 0
        for token in tokens {
            var taken = 0
            while taken < token.maximum, position + taken < path.count,
                Self.accepts(token.accepts, path[position + taken])
            {
                taken += 1
            }
            if taken < token.minimum { return false }
            position += taken
        }
        return position >= path.count
    }

    static func accepts(_ accepts: Accepts, _ unit: UInt16) -> Bool {
        switch accepts {
        case .character(let character): unit == character
        case .any: true
        case .set(let ranges, let inverted): ranges.contains { $0.contains(unit) } != inverted
        }
    }

    /// The parser, state for state as Android's `parseAndVerifyAdvancedPattern`.
    private struct Parser {
        let pattern: [UInt16]
        var index = 0
        var tokens: [Token] = []
        var slots = 0
        /// The token's modifier is already set, so another modifier is an error.
        var lastIsModified = false

        init(_ pattern: [UInt16]) { self.pattern = pattern }

        static func unit(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }

        mutating func parse() throws(SyntaxError) -> [Token] {
            while index < pattern.count {
                if slots > AndroidAdvancedPattern.maximumSlots - 3 {
                    throw SyntaxError(offset: index, message: "the pattern is too large for Android (more than \(AndroidAdvancedPattern.maximumSlots) parsed slots)")
                }
                let unit = pattern[index]
                switch unit {
                case Self.unit("["): try parseSet()
                case Self.unit("{"): try parseRange()
                case Self.unit("*"): try modify(minimum: 0, maximum: Int.max)
                case Self.unit("+"): try modify(minimum: 1, maximum: Int.max)
                // Outside a range Android drops `}` without a word.
                case Self.unit("}"): index += 1
                case Self.unit("."):
                    append(.any, slots: 1)
                    index += 1
                case Self.unit("\\"):
                    guard index + 1 < pattern.count else {
                        throw SyntaxError(offset: index, message: "the pattern ends with an escape `\\`")
                    }
                    append(.character(pattern[index + 1]), slots: 1)
                    index += 2
                default:
                    append(.character(unit), slots: 1)
                    index += 1
                }
            }
            return tokens
        }

        mutating func append(_ accepts: Accepts, slots used: Int) {
            tokens.append(Token(accepts: accepts, minimum: 1, maximum: 1))
            slots += used
            lastIsModified = false
        }

        mutating func modify(minimum: Int, maximum: Int) throws(SyntaxError) {
            guard !tokens.isEmpty, !lastIsModified else {
                throw SyntaxError(offset: index, message: "a modifier (`*`, `+` or `{…}`) must follow a token")
            }
            tokens[tokens.count - 1].minimum = minimum
            tokens[tokens.count - 1].maximum = maximum
            lastIsModified = true
            slots += 1
            index += 1
        }

        /// `[…]` or `[^…]`; inside, every character is literal except `\` and the `a-z` range dash.
        mutating func parseSet() throws(SyntaxError) {
            let start = index
            guard index + 1 < pattern.count else {
                throw SyntaxError(offset: start, message: "the set `[` is not closed with `]`")
            }
            let inverted = pattern[index + 1] == Self.unit("^")
            index += inverted ? 2 : 1
            var ranges: [ClosedRange<UInt16>] = []
            var rangeLow: UInt16?
            var hasMembers = false
            slots += 1
            while index < pattern.count {
                if slots > AndroidAdvancedPattern.maximumSlots - 3 {
                    throw SyntaxError(offset: index, message: "the pattern is too large for Android (more than \(AndroidAdvancedPattern.maximumSlots) parsed slots)")
                }
                var unit = pattern[index]
                if unit == Self.unit("]") {
                    guard hasMembers else {
                        throw SyntaxError(offset: index, message: "the set has no characters; Android requires at least one")
                    }
                    index += 1
                    slots += 1
                    tokens.append(Token(accepts: .set(ranges, inverted: inverted), minimum: 1, maximum: 1))
                    lastIsModified = false
                    return
                }
                if unit == Self.unit("\\") {
                    guard index + 1 < pattern.count else {
                        throw SyntaxError(offset: index, message: "the pattern ends with an escape `\\`")
                    }
                    index += 1
                    unit = pattern[index]
                }
                if let low = rangeLow {
                    // Android keeps a reversed range such as `z-a`, which then matches nothing.
                    if low <= unit { ranges.append(low...unit) }
                    rangeLow = nil
                    slots += 1
                } else if index + 2 < pattern.count, pattern[index + 1] == Self.unit("-"),
                    pattern[index + 2] != Self.unit("]")
                {
                    rangeLow = unit
                    hasMembers = true
                    slots += 1
                    index += 1
                } else {
                    ranges.append(unit...unit)
                    hasMembers = true
                    slots += 2
                }
                index += 1
            }
            throw SyntaxError(offset: start, message: "the set `[` is not closed with `]`")
        }

        /// `{n}`, `{m,n}` or `{m,}` after a token; the numbers are read like Java's `parseInt`.
        mutating func parseRange() throws(SyntaxError) {
            let start = index
            guard !tokens.isEmpty, !lastIsModified else {
                throw SyntaxError(offset: index, message: "a modifier (`*`, `+` or `{…}`) must follow a token")
            }
            guard let close = pattern[(index + 1)...].firstIndex(of: Self.unit("}")) else {
                throw SyntaxError(offset: start, message: "the range `{` is not closed with `}`")
            }
            let body = String(decoding: pattern[(index + 1)..<close], as: UTF16.self)
            let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            let minimum = Self.javaInteger(parts[0])
            let maximum = parts.count == 1 ? minimum : parts[1].isEmpty ? Int.max : Self.javaInteger(parts[1])
            guard let minimum, let maximum else {
                throw SyntaxError(offset: start, message: "the range `{\(body)}` is not `{n}`, `{m,n}` or `{m,}` with whole numbers")
            }
            guard minimum <= maximum else {
                throw SyntaxError(offset: start, message: "the range `{\(body)}` has its minimum above its maximum")
            }
            tokens[tokens.count - 1].minimum = minimum
            tokens[tokens.count - 1].maximum = maximum
            lastIsModified = true
            // The start, the two numbers, then the size check Android makes again at the `}`.
            slots += 3
            if slots > AndroidAdvancedPattern.maximumSlots - 3 {
                throw SyntaxError(offset: close, message: "the pattern is too large for Android (more than \(AndroidAdvancedPattern.maximumSlots) parsed slots)")
            }
            slots += 1
            index = close + 1
        }

        /// Java's `Integer.parseInt`: an optional sign, then decimal digits, in 32-bit range.
        static func javaInteger(_ text: Substring) -> Int? {
            guard let value = Int32(text) else { return nil }
            return Int(value)
        }
    }
}
