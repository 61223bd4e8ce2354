/// The diagnostics of one link, bounded: past ``limit`` they are counted, not kept, so a
/// megabyte of bad characters costs memory for 200 diagnostics, not a million.
///
/// ``finished()`` then adds one summary that keeps the worst suppressed severity (so a link is
/// never called ok because its errors were cut) and points at the first suppressed problem of
/// that severity.
struct DiagnosticList: Sendable, Hashable {
    /// The most diagnostics kept for one link.
    static let limit = 200

    private(set) var items: [Diagnostic] = []
    private var suppressed = 0
    private var worstSuppressed: (code: DiagnosticCode, span: Range<Int>)?

    var count: Int { items.count }

    /// Whether another diagnostic would be kept; when not, call ``suppress(_:at:)`` instead of
    /// building its message.
    var hasRoom: Bool { items.count < Self.limit }

    mutating func append(_ diagnostic: Diagnostic) {
        // Room for a few at once: a link with one problem usually has another.
        if items.capacity == 0 { items.reserveCapacity(4) }
        items.append(diagnostic)
    }

    /// Counts a diagnostic that is not kept.
    mutating func suppress(_ code: DiagnosticCode, at span: Range<Int>) {
        suppressed += 1
        if worstSuppressed.map({ code.severity > $0.code.severity }) ?? true { worstSuppressed = (code, span) }
    }

    /// The kept diagnostics, plus a summary when some were suppressed.
    func finished() -> [Diagnostic] {
        guard suppressed > 0, let worst = worstSuppressed else { return items }
        return items + [
            Diagnostic(
                worst.code,
                "\(suppressed) more problem\(suppressed == 1 ? "" : "s") not listed (only the first \(Self.limit) are); the first \(worst.code.severity.rawValue) among them is a \(worst.code.rawValue) here",
                span: worst.span)
        ]
    }

    static func == (lhs: DiagnosticList, rhs: DiagnosticList) -> Bool {
        lhs.items == rhs.items && lhs.suppressed == rhs.suppressed && lhs.worstSuppressed?.code == rhs.worstSuppressed?.code
            && lhs.worstSuppressed?.span == rhs.worstSuppressed?.span
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(suppressed)
    }
}
