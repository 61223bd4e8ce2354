/// How serious a ``Diagnostic`` is.
///
/// Only errors make a link fail; warnings fail it under `check --strict`; notes never do.
public enum Severity: String, Sendable, Comparable, Codable, CaseIterable {
    /// Information, such as a login gate; never a failure.
    case note
    /// The link works, but something in it is fragile or lost.
    case warning
    /// The link fails.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Notes come before warnings, and warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
