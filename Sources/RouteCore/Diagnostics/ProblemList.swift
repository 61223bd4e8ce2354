/// The problems of one link, bounded: past ``limit`` they are counted, not kept, so a megabyte
/// of bad characters costs memory for 200 problems, not a million.
///
/// ``finished()`` then adds one summary that keeps the worst suppressed severity (so a link is
/// never called ok because its errors were cut) and points at the first suppressed problem of
/// that severity.
struct ProblemList: Sendable {
    /// The most problems kept for one link.
    static var limit: Int { 200 }

    private(set) var items: [LinkProblem] = []
    private var suppressed = 0
    private var worstSuppressed: (code: DiagnosticCode, span: Range<Int>)?

    /// Records a problem, or only counts it when ``limit`` are kept already.
    mutating func record(_ code: DiagnosticCode, at span: Range<Int>, _ detail: ProblemDetail) {
        guard items.count < Self.limit else { return suppress(code, at: span) }
        // Room for a few at once: a link with one problem usually has another.
        if items.capacity == 0 { items.reserveCapacity(4) }
        items.append(LinkProblem(code, span: span, detail))
    }

    /// Counts a problem that is not kept.
    private mutating func suppress(_ code: DiagnosticCode, at span: Range<Int>) {
        suppressed += 1
        if worstSuppressed.map({ code.severity > $0.code.severity }) ?? true { worstSuppressed = (code, span) }
    }

    /// The kept problems, plus a summary when some were suppressed.
    func finished() -> [LinkProblem] {
        guard suppressed > 0, let worst = worstSuppressed else { return items }
        return items + [LinkProblem(worst.code, span: worst.span, .suppressed(count: suppressed))]
    }
}
