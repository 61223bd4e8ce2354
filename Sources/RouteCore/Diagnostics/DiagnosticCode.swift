/// The stable, kebab-case identifier of every problem RouteScope can report.
///
/// The raw value is the code printed in text output (`error[type-mismatch]`) and written to JSON.
/// Codes never change meaning once released, so QA pipelines can filter on them.
public enum DiagnosticCode: String, Sendable, CaseIterable, Codable {
    // Syntax (RFC 3986)
    case invalidSyntax = "invalid-syntax"
    case badPercentEncoding = "bad-percent-encoding"
    case needsEncoding = "needs-encoding"
    case invalidUTF8 = "invalid-utf8"
    // Where the link goes
    case unknownScheme = "unknown-scheme"
    case notAnAppLink = "not-an-app-link"
    /// With an Android manifest loaded: a link the app's router reads that Android 12+ does not
    /// take into the app (the browser, or no intent filter). A chooser between the app's own
    /// activities is not one: the user lands in the app either way.
    case notAnAndroidAppLink = "not-an-android-app-link"
    case unknownTab = "unknown-tab"
    case unknownScreen = "unknown-screen"
    case extraPath = "extra-path"
    case catchAll = "catch-all"
    // Parameters
    case missingParam = "missing-param"
    case missingValue = "missing-value"
    case emptyValue = "empty-value"
    case typeMismatch = "type-mismatch"
    case outOfRange = "out-of-range"
    case notInEnum = "not-in-enum"
    case patternMismatch = "pattern-mismatch"
    case tooLong = "too-long"
    case tooShort = "too-short"
    case duplicateParam = "duplicate-param"
    case unknownParam = "unknown-param"
    case caseMismatch = "case-mismatch"
    // Campaigns
    case campaignMissing = "campaign-missing"
    case campaignInvalid = "campaign-invalid"
    case paramsInFragment = "params-in-fragment"
    // Navigation
    case loginRequired = "login-required"

    /// The severity this code is always reported with.
    public var severity: Severity {
        switch self {
        case .needsEncoding, .catchAll, .unknownParam, .caseMismatch, .paramsInFragment: .warning
        case .loginRequired: .note
        default: .error
        }
    }
}
