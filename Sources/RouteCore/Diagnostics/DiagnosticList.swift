/// The problems of one link, bounded: past ``limit`` they are counted, not kept, so a megabyte
/// of bad characters costs memory for 200 problems, not a million.
///
/// ``finished()`` then adds one summary that keeps the worst suppressed severity (so a link is
/// never called ok because its errors were cut) and points at the first suppressed problem of
/// that severity.
struct DiagnosticList<Problem: ProblemRecord>: Sendable, Hashable {
    /// The most problems kept for one link.
    static var limit: Int { 200 }

    private(set) var items: [Problem] = []
    private var suppressed = 0
    private var worstSuppressed: LinkProblem?

    /// Records a problem, or only counts it when ``limit`` are kept already; `words` writes its
    /// words when the problems keep them.
    mutating func record(_ code: DiagnosticCode, at span: Range<Int>, words: () -> Diagnostic.Words) {
        guard items.count < Self.limit else { return suppress(code, at: span) }
        // Room for a few at once: a link with one problem usually has another.
        if items.capacity == 0 { items.reserveCapacity(4) }
        items.append(Problem(code, span: span, words: words))
    }

    /// Counts a problem that is not kept.
    private mutating func suppress(_ code: DiagnosticCode, at span: Range<Int>) {
        suppressed += 1
        if worstSuppressed.map({ code.severity > $0.severity }) ?? true { worstSuppressed = LinkProblem(code, span: span) }
    }

    /// The kept problems, plus a summary when some were suppressed.
    func finished() -> [Problem] {
        guard suppressed > 0, let worst = worstSuppressed else { return items }
        let summary = Problem(worst.code, span: worst.span) {
            Diagnostic.Words(
                message: "\(suppressed) more problem\(suppressed == 1 ? "" : "s") not listed (only the first \(Self.limit) are); the first \(worst.severity.rawValue) among them is a \(worst.code.rawValue) here")
        }
        return items + [summary]
    }
}
