/// One problem found in a link: what, where (exact UTF-8 bytes), and how to fix it.
///
/// ```swift
/// let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/articleDetail?userId=1&articleId=abc")
/// analysis.diagnostics.first?.code   // .typeMismatch
/// analysis.diagnostics.first?.span   // 48..<51, the bytes "abc"
/// ```
///
/// The code and span are always at hand. The words (``message``, ``param``, ``expected``,
/// ``found``, ``fix``) of a problem that
/// ``LinkAnalyzer/analyze(_:keepingComponents:wordingProblems:)`` found may be written only
/// when first asked for, so that a run that only counts problems never builds them. Either way
/// they are the same words.
public struct Diagnostic: Sendable, Hashable, CustomReflectable {
    /// The stable code; the severity follows from it.
    public var code: DiagnosticCode
    /// The UTF-8 byte range of the offending characters. Empty means an insertion point.
    public var span: Range<Int>
    private var wording: Wording

    /// The words of a diagnostic, as written.
    struct Words: Sendable, Hashable {
        var message: String
        var param: String?
        var expected: String?
        var found: String?
        var fix: Fix?
    }

    /// The words, or where they are written when asked for.
    enum Wording: Sendable {
        case written(Words)
        /// The words of the `index`-th problem the matcher reports when it writes them.
        case deferred(DeferredMatch, index: Int)
    }

    public init(
        _ code: DiagnosticCode, _ message: String, span: Range<Int>, param: String? = nil,
        expected: String? = nil, found: String? = nil, fix: Fix? = nil
    ) {
        self.code = code
        self.span = span
        wording = .written(Words(message: message, param: param, expected: expected, found: found, fix: fix))
    }

    /// A diagnostic whose words `wording` gives.
    init(_ code: DiagnosticCode, span: Range<Int>, wording: Wording) {
        self.code = code
        self.span = span
        self.wording = wording
    }

    /// One sentence naming the parameter and what was expected and found.
    public var message: String {
        get { words.message }
        set { modifyWords { $0.message = newValue } }
    }
    /// The parameter involved, when there is one.
    public var param: String? {
        get { words.param }
        set { modifyWords { $0.param = newValue } }
    }
    /// What the route map expected, in words ("an integer ≥ 1").
    public var expected: String? {
        get { words.expected }
        set { modifyWords { $0.expected = newValue } }
    }
    /// What the link had.
    public var found: String? {
        get { words.found }
        set { modifyWords { $0.found = newValue } }
    }
    /// A machine-applicable edit, when one is certain enough to offer.
    public var fix: Fix? {
        get { words.fix }
        set { modifyWords { $0.fix = newValue } }
    }

    /// The severity, fixed by the ``code``.
    public var severity: Severity { code.severity }

    /// The words, written now if they were deferred.
    var words: Words {
        switch wording {
        case .written(let words): words
        case .deferred(let deferred, let index): deferred.words(at: index, code: code)
        }
    }

    /// Whether the words are yet to be written.
    var wordsAreDeferred: Bool {
        if case .deferred = wording { return true }
        return false
    }

    private mutating func modifyWords(_ change: (inout Words) -> Void) {
        var words = words
        change(&words)
        wording = .written(words)
    }

    /// Two diagnostics are equal when their code, span and words are, however the words are held.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.code == rhs.code && lhs.span == rhs.span && lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(span)
    }

    /// The properties in declaration order, as if every one were stored.
    public var customMirror: Mirror {
        let words = words
        return Mirror(
            self,
            children: [
                "code": code, "message": words.message, "span": span, "param": words.param as Any,
                "expected": words.expected as Any, "found": words.found as Any, "fix": words.fix as Any,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}
