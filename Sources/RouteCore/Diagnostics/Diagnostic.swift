/// One problem found in a link: what, where (exact UTF-8 bytes), and how to fix it.
///
/// ```swift
/// let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home/articleDetail?userId=1&articleId=abc")
/// analysis.diagnostics.first?.code   // .typeMismatch
/// analysis.diagnostics.first?.span   // 46..<49, the bytes "abc"
/// ```
public struct Diagnostic: Sendable, Hashable {
    /// The stable code; the severity follows from it.
    public var code: DiagnosticCode
    /// One sentence naming the parameter and what was expected and found.
    public var message: String
    /// The UTF-8 byte range of the offending characters. Empty means an insertion point.
    public var span: Range<Int>
    /// The parameter involved, when there is one.
    public var param: String?
    /// What the route map expected, in words ("an integer ≥ 1").
    public var expected: String?
    /// What the link had.
    public var found: String?
    /// The edit of the link that resolves the problem, when there is one; its
    /// ``Fix/applicability`` says whether it is safe to apply unseen.
    public var fix: Fix?

    package init(
        _ code: DiagnosticCode, _ message: String, span: Range<Int>, param: String? = nil,
        expected: String? = nil, found: String? = nil, fix: Fix? = nil
    ) {
        self.code = code
        self.message = message
        self.span = span
        self.param = param
        self.expected = expected
        self.found = found
        self.fix = fix
    }

    /// The severity, fixed by the ``code``.
    public var severity: Severity { code.severity }

    /// Everything but the code and span: what ``ProblemRenderer`` writes about a problem.
    struct Words {
        var message: String
        var param: String?
        var expected: String?
        var found: String?
        var fix: Fix?
    }
}
