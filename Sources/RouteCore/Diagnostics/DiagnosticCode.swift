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
    /// A `{name}` left in a link written from a template.
    case unfilledPlaceholder = "unfilled-placeholder"
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
    /// `&amp;` where `&` belongs: a link copied from HTML (an email template).
    case htmlEscapedSeparator = "html-escaped-separator"
    /// `%25` followed by two hex digits: a value encoded twice, so the app reads `%20`, not a space.
    case doubleEncoded = "double-encoded"
    /// `&` where the query's `?` belongs: `…/r/42&utm_source=…`.
    case missingQueryMark = "missing-query-mark"
    /// One of the app's web hosts written without `https://`.
    case missingScheme = "missing-scheme"
    /// `;` where `&` belongs between parameters.
    case wrongSeparator = "wrong-separator"
    /// A raw `#` inside a value (`color=#FF0000`), which starts the fragment.
    case hashInValue = "hash-in-value"
    /// Text pasted or exported with a link (`see …`, `(…)`, `"…"`, a trailing `.`), read as
    /// part of it by the app.
    case textAroundLink = "text-around-link"
    // Navigation
    case loginRequired = "login-required"

    /// The severity this code is always reported with.
    public var severity: Severity {
        switch self {
        case .needsEncoding, .unknownParam, .caseMismatch, .paramsInFragment, .doubleEncoded: .warning
        case .loginRequired: .note
        default: .error
        }
    }
}
