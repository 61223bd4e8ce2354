/// The stable, kebab-case identifier of every problem RouteScope can report.
///
/// The raw value is the code printed in text output (`error[type-mismatch]`) and written to JSON.
/// Codes never change meaning once released, so QA pipelines can filter on them.
public enum DiagnosticCode: String, Sendable, CaseIterable, Codable {
    // Syntax (RFC 3986)
    /// A character RFC 3986 forbids where it stands (a raw space, a second `#`, a control or
    /// invisible character), or a malformed scheme, IP literal or port.
    case invalidSyntax = "invalid-syntax"
    /// A `%` not followed by two hex digits.
    case badPercentEncoding = "bad-percent-encoding"
    /// Raw non-ASCII text, which iOS 17 and later encode silently and older routers may not.
    case needsEncoding = "needs-encoding"
    /// Percent-escapes or raw bytes that are not UTF-8, or U+FFFD already in the text.
    case invalidUTF8 = "invalid-utf8"
    // Where the link goes
    /// A scheme the app does not handle, or none.
    case unknownScheme = "unknown-scheme"
    /// An `https` link that opens in the browser: another host, `http`, outside the web prefix,
    /// or excluded by the apple-app-site-association.
    case notAnAppLink = "not-an-app-link"
    /// With an Android manifest loaded: a link the app's router reads that Android 12+ does not
    /// take into the app (the browser, or no intent filter). A chooser between the app's own
    /// activities is not one: the user lands in the app either way.
    case notAnAndroidAppLink = "not-an-android-app-link"
    /// A tab the app does not have, a screen where the tab belongs, or a link without the
    /// route map's `prefix`.
    case unknownTab = "unknown-tab"
    /// A screen the tab does not have.
    case unknownScreen = "unknown-screen"
    /// Path segments after the screen's path, or an empty segment (a stray `/`).
    case extraPath = "extra-path"
    /// No route takes the path, so the link lands on a screen whose path is `*`.
    case catchAll = "catch-all"
    /// A `{name}` left in a link written from a template.
    case unfilledPlaceholder = "unfilled-placeholder"
    // Parameters
    /// A required parameter is absent.
    case missingParam = "missing-param"
    /// A parameter written without `=`.
    case missingValue = "missing-value"
    /// `name=` for a parameter that needs a value, or an empty element of a list.
    case emptyValue = "empty-value"
    /// A value that does not read as its parameter's type.
    case typeMismatch = "type-mismatch"
    /// A number outside its parameter's `min` and `max`.
    case outOfRange = "out-of-range"
    /// A value that is none of the enum's values.
    case notInEnum = "not-in-enum"
    /// A string that does not match its parameter's `pattern`.
    case patternMismatch = "pattern-mismatch"
    /// A string longer than its parameter's `max_length`.
    case tooLong = "too-long"
    /// A string shorter than its parameter's `min_length`.
    case tooShort = "too-short"
    /// A parameter given twice (a list may repeat).
    case duplicateParam = "duplicate-param"
    /// A parameter the screen does not take.
    case unknownParam = "unknown-param"
    /// A parameter name that differs from the route map's only in case, or a campaign value
    /// with upper-case letters under the route map's `lowercase` policy.
    case caseMismatch = "case-mismatch"
    // Campaigns
    /// Required campaign parameters (`utm_*`) absent.
    case campaignMissing = "campaign-missing"
    /// A campaign value that breaks its declared type or pattern.
    case campaignInvalid = "campaign-invalid"
    /// Parameters after `#`, which the app's router never reads.
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
    /// The screen needs a login: a logged-out user sees the login screen first.
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
