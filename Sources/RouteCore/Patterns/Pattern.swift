import TextBytes

/// A regular expression for validating route-map string parameters, with matching
/// guaranteed to run in linear time.
///
/// Route maps constrain parameters with patterns such as `^[a-z0-9_.-]+$`, and the text
/// they are matched against comes from users. Backtracking engines (Swift `Regex`,
/// `NSRegularExpression`, ICU, JavaScript) can take exponential time on some
/// pattern/text pairs: `^(a+)+$` against `"aaaa…ab"` tries every way of splitting the
/// `a`s between the two `+` before failing, doubling the work with every extra `a`. `Pattern`
/// never backtracks: it compiles to a Thompson NFA and simulates all of its states in
/// lockstep, usually through an eagerly built DFA. Matching a text of *n* bytes against
/// a program of *m* instructions costs **O(n × m) in the worst case** (O(n) when the DFA
/// is used), and compilation rejects programs over 10 000 instructions.
///
/// ## Semantics
///
/// `matches(_:)` uses search semantics, like JavaScript's `RegExp.test`: the
/// pattern may match any substring unless anchored with `^` (start of text) or `$` (end of
/// text); there is no multiline mode. Matching works on Unicode scalars without
/// normalization and is case-sensitive.
///
/// ## Syntax
///
/// The ECMAScript/ICU subset accepted:
/// - Literal scalars; `.` matches any scalar except `\n`, `\r`, U+2028 and U+2029.
/// - Escapes: `\d` (`[0-9]`), `\w` (`[A-Za-z0-9_]`), `\s` (ECMAScript white space and
///   line terminators) and their negations `\D \W \S`; `\t \n \r \f \v`; `\uXXXX`,
///   `\xXX`, `\u{X…}` and `\x{X…}`; and `\` before any ASCII punctuation or space
///   for that character (`\. \\ \/ \- \^ \$ \| \( \) \[ \] \{ \} \* \+ \?` …).
/// - Bracket expressions `[…]` and `[^…]` with ranges (`a-z`) and escapes; `-` is literal
///   as the first or last member.
/// - Groups `(…)`, `(?:…)` and `(?<name>…)` (all only group), alternation `|`.
/// - Quantifiers `*`, `+`, `?`, `{n}`, `{n,}` and `{n,m}` with counts up to 1000, each
///   optionally lazy (`*?`); laziness does not change whether a text matches.
///
/// Constructs that cannot be matched in linear time (backreferences, lookaround,
/// possessive quantifiers, atomic groups) or that other engines would read differently
/// (`{` not starting a quantifier, nested `[`, `&&`, `[]`, a `-` between ranges) are
/// rejected with a ``PatternError`` carrying the UTF-8 byte offset of the problem.
public struct Pattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern source the pattern was compiled from.
    public let source: String

    /// The executable form of the pattern: a DFA, or when that would have too many states, the
    /// program whose NFA is simulated. Exactly one is set. (Two optionals rather than an enum, so
    /// that matching borrows the engine instead of copying it out of an enum payload.)
    private let dfa: PatternDFA?
    private let program: PatternProgram?

    /// Compiles `source`.
    ///
    /// - Throws: ``PatternError`` describing the first syntax error or unsupported construct.
    public init(_ source: String) throws(PatternError) {
        try self.init(source, maximumDFAStates: PatternDFA.defaultMaximumStates)
    }

    /// Compiles `source`, simulating the NFA instead of building a DFA with more than `maximumDFAStates` states.
    init(_ source: String, maximumDFAStates: Int) throws(PatternError) {
        let program = try PatternProgram(compiling: PatternParser.parse(source))
        self.source = source
        dfa = PatternDFA(program: program, maximumStates: maximumDFAStates)
        self.program = dfa == nil ? program : nil
    }

    /// Whether matching uses a DFA rather than NFA simulation.
    var usesDFA: Bool { dfa != nil }

    /// The pattern source.
    public var description: String { source }

    /// Whether the pattern matches `text` or a substring of it.
    public func matches(_ text: String) -> Bool {
        text.withUTF8Bytes { matches(utf8: $0) }
    }

    /// Whether the pattern matches `text` or a substring of it.
    package func matches(_ text: Substring) -> Bool {
        text.utf8.withLinkBytes { matches(utf8: $0) }
    }

    /// Whether the pattern matches the UTF-8 text in `bytes` or a substring of it.
    ///
    /// Ill-formed UTF-8 is read as U+FFFD replacement characters, as by `String(decoding:as:)`.
    package func matches(utf8 bytes: some Collection<UInt8>) -> Bool {
        bytes.withLinkBytes { matches(utf8: $0) }
    }

    /// Whether the pattern matches the UTF-8 text in `bytes` or a substring of it; the fastest entry point.
    ///
    /// Ill-formed UTF-8 is read as U+FFFD replacement characters, as by `String(decoding:as:)`.
    func matches(utf8 bytes: LinkBytes) -> Bool {
        dfa?.matches(bytes) ?? program!.matches(bytes)
    }

    /// Patterns are equal when their sources are equal.
    public static func == (lhs: Pattern, rhs: Pattern) -> Bool {
        lhs.source == rhs.source
    }

    /// Hashes the source.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}
