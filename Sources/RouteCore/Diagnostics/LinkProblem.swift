/// A problem found in a link, as data: its code, the exact bytes it is about, and what the words
/// about it are made of.
///
/// The scanner and the matcher record problems and never word them. `ProblemRenderer` writes
/// the words of an analysis's problems when they are asked for (``LinkAnalysis/diagnostics``),
/// as swift-argument-parser words its parse errors only when it prints them.
public struct LinkProblem: Sendable, Hashable {
    /// The stable code; the severity follows from it.
    public var code: DiagnosticCode
    /// The UTF-8 byte range of the offending characters. Empty means an insertion point.
    public var span: Range<Int>
    /// Which rule found the problem, and what about (which parameter, screen, suggestion).
    package var detail: ProblemDetail

    package init(_ code: DiagnosticCode, span: Range<Int>, _ detail: ProblemDetail) {
        self.code = code
        self.span = span
        self.detail = detail
    }

    /// The severity, fixed by the ``code``.
    public var severity: Severity { code.severity }
}
