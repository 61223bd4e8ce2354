/// What the scanner and the matcher record of each problem they find: a ``Diagnostic`` with its
/// words, or only a ``LinkProblem``'s code and span.
///
/// Both are generic over it, so one implementation of every rule serves a full analysis and a
/// cheap verdict: the compiler specialises each, and with ``isWorded`` false the work that only
/// words and readings need is left out. A record cannot change a decision: recording returns
/// nothing the rules read, and where a rule reads ``isWorded`` it only skips work whose outcome
/// the bytes already settle (`VerdictTests` checks that both records give the same problems).
protocol ProblemRecord: Sendable, Hashable {
    /// Whether problems are recorded with their words, and parameters with their readings.
    /// When false, the `words` of ``init(_:span:words:)`` are never written.
    static var isWorded: Bool { get }

    /// Records a problem; `words` writes its words, when they are kept.
    init(_ code: DiagnosticCode, span: Range<Int>, words: () -> Diagnostic.Words)

    var code: DiagnosticCode { get }
    var span: Range<Int> { get }
}
