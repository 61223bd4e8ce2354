/// A problem's code and where it stands: all a ``LinkVerdict`` keeps of it.
public struct LinkProblem: Sendable, Hashable {
    /// The stable code; the severity follows from it.
    public var code: DiagnosticCode
    /// The UTF-8 byte range of the offending characters. Empty means an insertion point.
    public var span: Range<Int>

    package init(_ code: DiagnosticCode, span: Range<Int>) {
        self.code = code
        self.span = span
    }

    /// The severity, fixed by the ``code``.
    public var severity: Severity { code.severity }
}

extension LinkProblem: ProblemRecord {
    static var isWorded: Bool { false }

    init(_ code: DiagnosticCode, span: Range<Int>, words: () -> Diagnostic.Words) {
        self.init(code, span: span)
    }
}
