/// The one-character classes behind Apple's predefined substitution variables: `$(alpha)`,
/// `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)` and `$(xdigit)`.
///
/// Each matches exactly one ASCII character, as the variables' lists in Apple's documentation
/// spell them out (`A`–`Z`, `a`–`z`, `0`–`9`, and `a`–`f`, `A`–`F` for hex digits).
package enum AppLinkCharacterClass: String, Sendable, Hashable, CaseIterable {
    /// `A`–`Z` and `a`–`z`.
    case alpha
    /// `A`–`Z`.
    case upper
    /// `a`–`z`.
    case lower
    /// `A`–`Z`, `a`–`z` and `0`–`9`.
    case alnum
    /// `0`–`9`.
    case digit
    /// `0`–`9`, `A`–`F` and `a`–`f`.
    case xdigit

    /// Whether the Unicode scalar `scalar` (its value) belongs to the class.
    package func contains(_ scalar: UInt32) -> Bool {
        let isUpper = scalar >= 0x41 && scalar <= 0x5A
        let isLower = scalar >= 0x61 && scalar <= 0x7A
        let isDigit = scalar >= 0x30 && scalar <= 0x39
        switch self {
        case .alpha: return isUpper || isLower
        case .upper: return isUpper
        case .lower: return isLower
        case .alnum: return isUpper || isLower || isDigit
        case .digit: return isDigit
        case .xdigit: return isDigit || (scalar >= 0x41 && scalar <= 0x46) || (scalar >= 0x61 && scalar <= 0x66)
        }
    }
}
