/// Which rule found a ``LinkProblem``, with what its words are made of: indices into the route
/// map, spans of the link, and the few names a rule chose. Never words: ``ProblemRenderer``
/// writes them from this, the link's bytes and the analysis.
///
/// Each case says where its problem stands (the span it is recorded at), when that is not plain.
package enum ProblemDetail: Sendable, Hashable {
    // MARK: Syntax (the scanner)

    /// `:x`: the scheme is empty.
    case emptyScheme
    /// A scheme whose first byte (the span) is not a letter.
    case schemeStartsWithNonLetter
    /// Non-ASCII text in the scheme.
    case nonASCIIScheme
    /// `[` opens an IP literal that never closes; the span is the `[`.
    case unclosedIPLiteral
    /// Something other than `:port` after an IP literal.
    case textAfterIPLiteral
    /// A byte an IP literal may not hold.
    case notAllowedInIPLiteral
    /// An IP literal that is no address; the span includes the brackets.
    case notAnIPLiteral
    /// A port that is not all digits.
    case portNotDigits
    /// A port over 65535.
    case portOutOfRange
    /// A `%` not followed by two hex digits; the span is the `%` and the would-be digits.
    case badPercentEscape
    /// Raw bytes that are not UTF-8.
    case invalidUTF8Bytes(URLComponentKind)
    /// U+FFFD in the text: it was not UTF-8 before it reached RouteScope.
    case replacementCharacter(URLComponentKind)
    /// An invisible character (the span is its bytes).
    case invisibleCharacter(URLComponentKind)
    /// Raw non-ASCII text that must be percent-encoded.
    case rawNonASCII(URLComponentKind)
    /// An ASCII byte (the span) that RFC 3986 does not allow where it stands.
    case disallowedByte(URLComponentKind)
    /// A `{name}` left from a template (the span).
    case unfilledPlaceholder
    /// The `&` (the span) where a query without `?` starts.
    case missingQueryMark
    /// `&amp;` (the span, or `amp;` after `?`): `&` escaped for HTML.
    case htmlEscapedSeparator
    /// `;` (the span) where `&` belongs between two parameters.
    case wrongSeparator
    /// A raw `#` (the span) right after the `=` of parameter `name`, read as part of its value.
    case hashInValue(name: Range<Int>)
    /// Text pasted or exported with the link (the span), on one side of it: a label or an
    /// opening bracket before its scheme, punctuation or a closing quote after it.
    case textAroundLink(TextAroundLink.Side)

    // MARK: Where the link goes (the matcher)

    /// A scheme the map does not declare; `suggestion` is the closest accepted one.
    case unknownScheme(suggestion: String?)
    /// No scheme at all; `isFixable` when the link starts with a tab, so `scheme://` can be added.
    case noScheme(isFixable: Bool)
    /// One of the app's web hosts at the start of a link without a scheme; read as https.
    case missingScheme
    /// `myapp:///home/…`: the span is the third slash; `tab` is the segment read as a path.
    case tabAfterEmptyHost(scheme: Range<Int>, tab: Range<Int>)
    /// `myapp:home/…`: the span is where `//` goes; `tab` is the segment read as a path.
    case tabWithoutAuthority(scheme: Range<Int>, tab: Range<Int>)
    /// A custom-scheme link without the map's `prefix`; the span is the segments it has instead.
    case missingSchemePrefix(scheme: Range<Int>)
    /// An https link on a host the app does not claim; the span is the host (or the scheme).
    case notAWebHost
    /// An http link: universal links and app links need https.
    case insecureWebLink
    /// The apple-app-site-association sends the link to Safari (the analysis has its answer).
    case excludedByAppSiteAssociation
    /// A web link whose path is not under the map's web prefix; `startsWithTab` when it would be
    /// with the prefix inserted.
    case outsideWebPrefix(startsWithTab: Bool)
    /// Android does not take the link into the app (the analysis has its answer).
    case notAnAndroidAppLink
    /// The link names no tab; the span is where one goes.
    case noTab
    /// A screen's name where the tab belongs; `owner` is the tab that has the screen.
    case screenNamedAsTab(owner: Int)
    /// An unknown tab; `suggestion` is the closest tab, which the match went on with.
    case unknownTab(suggestion: Int?)
    /// The screen exists in tab `screen.tab`, not in `linkTab`, the tab the link names (at
    /// `tabSpan`); `firstSegment` is the screen's first segment.
    case screenInOtherTab(screen: ScreenIndex, linkTab: Int, tabSpan: Range<Int>?, firstSegment: Range<Int>)
    /// No screen of `tab` has this first segment; `suggestion` is the closest screen, which the
    /// match went on with.
    case unknownScreen(tab: Int, suggestion: Int?)
    /// A path that no route takes, in a map whose first segment does not always name a tab;
    /// `written` is the path as decoded.
    case noRoute(written: String)
    /// Segments after `screen`'s template; the span starts at the `/` before them.
    case extraPath(screen: ScreenIndex)
    /// An empty path segment; the span is its stray `/`.
    case straySlash
    /// A screen inside a nested navigator, written without the navigators' part of its path;
    /// the link has the last `segmentCount` segments of its template.
    case screenInNavigator(screen: ScreenIndex, segmentCount: Int)
    /// The link lands on `screen`, whose own path is `*`.
    case catchAll(screen: ScreenIndex)
    /// The link writes a tab (at `tabSpan`) before a path that is read from the link's start:
    /// route `route` of the compiled table, an exact screen's or navigator's, takes the segments
    /// after it, from `firstSegment` on (`demo://home/legal/terms` for `legal/terms`).
    case pathFromLinkStart(route: Int, tabSpan: Range<Int>, firstSegment: Range<Int>)

    // MARK: Parameters

    /// Path parameter `entry` of `screen` is missing; the template's parameters from part
    /// `firstPart` on are inserted together by the fix.
    case missingPathParameter(screen: ScreenIndex, entry: Int32, firstPart: Int)
    /// Parameter `position` of the screen that route `route` lands on is left out by that
    /// route's path (a tab's or navigator's own path).
    case missingLandingParameter(route: Int, position: Int)
    /// A required query parameter (catalog `entry`) of `screen` is missing.
    case missingQueryParameter(screen: ScreenIndex, entry: Int32)
    /// A campaign requirement (`campaign.required[requirement]`) none of whose names is present.
    case campaignMissing(requirement: Int, isRequiredEverywhere: Bool)
    /// A repeated parameter (the span is its name); `removal` deletes the repeat and one `&`.
    case duplicateParameter(isCampaign: Bool, removal: Range<Int>)
    /// A parameter (catalog `entry`) without `=`.
    case missingValue(entry: Int32)
    /// A parameter (catalog `entry`) with an empty value that its type or requirement refuses.
    case emptyValue(entry: Int32)
    /// An empty element of list parameter `entry`.
    case emptyListElement(entry: Int32)
    /// A run of escapes (the span) each written `%25XY`, `%2525XY`…, in a value of parameter
    /// `entry`, whose type reads text, not a link: a `%` escaped again.
    case doubleEncoded(entry: Int32)
    /// A value (or list `isElement`) of parameter `entry` that its type refuses; the found text
    /// is the span decoded, `+` as a space when `decodesPlus`.
    case invalidValue(ValueFault, entry: Int32, isElement: Bool, decodesPlus: Bool)
    /// A campaign value with upper-case letters under the lower-case policy.
    case uppercaseCampaignValue(entry: Int32)
    /// Bytes (the span) that decode to invalid UTF-8 in a parameter's name or value.
    case invalidUTF8(in: ParameterName)
    /// A name that differs from a known one (`known`, in the screen's suggestion candidates)
    /// only in case.
    case nameCaseMismatch(known: Int)
    /// A name neither the screen nor the campaign declares.
    case unknownParameter
    /// Parameters written after `#`, which the router never reads.
    case parametersInFragment(names: [String])

    // MARK: Navigation and building

    /// `screen`, which the link opens, requires a login.
    case loginRequired(screen: ScreenIndex)
    /// The builder left `{name}` for a path parameter of `screen` read under `name`, the one at
    /// `param` in the screen's `params` when it declares it, with no value (`isEmpty`: an empty
    /// one).
    case pathPlaceholder(name: String, param: Int?, screen: ScreenIndex, isEmpty: Bool)
    /// More problems than are kept: `count` not listed, the worst of them at the span.
    case suppressed(count: Int)
}

/// The name of the parameter a problem is about: a declared one, by catalog entry, or the name
/// as written in the link, by its span.
package enum ParameterName: Sendable, Hashable {
    case entry(Int32)
    case written(Range<Int>)
}

/// A screen of the route map, by position: `routeMap.tabs[tab].screens[screen]`.
package struct ScreenIndex: Sendable, Hashable {
    package var tab: Int
    package var screen: Int
}
