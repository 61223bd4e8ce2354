/// How serious a ``Diagnostic`` is.
///
/// Only errors make a link fail; warnings fail it under `check --strict`; notes never do.
public enum Severity: String, Sendable, Comparable, Codable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
