/// Everything RouteScope learned about one link: its components, where it goes, every parameter
/// read against its type, and every problem with its exact span.
///
/// Unless the link was analysed keeping them, the components (``url``) and readings
/// (``params``) are read from the link again when asked for. For a link with no problem, each
/// ask reads them, which takes time in proportion to its length: bind them once, or call
/// ``keepComponents()``, when using them more than once, or analyse with
/// ``LinkAnalyzer/analyze(_:keepingComponents:wordingProblems:)`` when every link's readings
/// will be used. For a link with problems, the first ask for any of them, for ``tab`` or
/// ``screen``, or for the words of a problem matches the link again, and keeps it all.
public struct LinkAnalysis: Sendable, Hashable, CustomReflectable {
    /// The analysed text; every span is a UTF-8 byte range into it.
    public var input: String {
        // Components read on demand are read from the input, so they are kept before it changes.
        willSet { keepComponents() }
    }
    /// Custom scheme, web link, or neither.
    public var kind: LinkKind
    /// Every problem, ordered by position in the input.
    public var diagnostics: [Diagnostic]
    /// For an https link on a web host, whether the apple-app-site-association lets it open the
    /// app, and which rule decided; nil when no such file is loaded, or for other links.
    public var appLinkEligibility: AppLinkEligibility?
    /// The destination, components and readings, or where the link landed and how to read them.
    private var parts: Parts

    /// Boxed, so an analysis stays small to return and copy.
    private enum Parts: Sendable {
        indirect case kept(Kept)
        /// A clean link: the landing names the destination, and the link is read again for the rest.
        case readOnDemand(CleanLinkParts)
        /// A link with problems, matched without its readings: the match gives everything.
        case matchedOnDemand(DeferredMatch)
    }

    /// The destination, components and readings, as stored values.
    private struct Kept: Sendable {
        var tab: NameMatch?
        var screen: NameMatch?
        var url: ScannedURL
        var params: [ParamReading]
    }

    public init(
        input: String, url: ScannedURL, kind: LinkKind, tab: NameMatch?, screen: NameMatch?, params: [ParamReading],
        diagnostics: [Diagnostic], appLinkEligibility: AppLinkEligibility? = nil
    ) {
        self.input = input
        self.kind = kind
        self.diagnostics = diagnostics
        self.appLinkEligibility = appLinkEligibility
        parts = .kept(Kept(tab: tab, screen: screen, url: url, params: params))
    }

    /// The analysis of a link ``CleanLinkReader`` checked, whose names, components and readings
    /// `cleanLink` gives on demand.
    init(input: String, diagnostics: [Diagnostic], cleanLink: CleanLinkParts) {
        self.input = input
        kind = cleanLink.landing.kind
        self.diagnostics = diagnostics
        appLinkEligibility = nil
        parts = .readOnDemand(cleanLink)
    }

    /// The analysis of a link with problems ``LinkMatcher`` matched without reading its
    /// parameters, whose destination, components and readings `deferredMatch` gives.
    init(
        input: String, kind: LinkKind, diagnostics: [Diagnostic], appLinkEligibility: AppLinkEligibility?,
        deferredMatch: DeferredMatch
    ) {
        self.input = input
        self.kind = kind
        self.diagnostics = diagnostics
        self.appLinkEligibility = appLinkEligibility
        parts = .matchedOnDemand(deferredMatch)
    }

    /// The tab the link selects, when it could be resolved.
    public var tab: NameMatch? {
        get {
            switch parts {
            case .kept(let kept): kept.tab
            case .readOnDemand(let cleanLink): cleanLink.tab
            case .matchedOnDemand(let deferred): deferred.full.tab
            }
        }
        set { modifyKept { $0.tab = newValue } }
    }

    /// The screen the link opens, when it could be resolved.
    public var screen: NameMatch? {
        get {
            switch parts {
            case .kept(let kept): kept.screen
            case .readOnDemand(let cleanLink): cleanLink.screen
            case .matchedOnDemand(let deferred): deferred.full.screen
            }
        }
        set { modifyKept { $0.screen = newValue } }
    }

    /// The components with their byte ranges.
    public var url: ScannedURL {
        get { components.url }
        set { modifyKept { $0.url = newValue } }
    }

    /// One reading per parameter: every declared one (present, defaulted or missing) and every
    /// unknown one, in the order a person would read them.
    public var params: [ParamReading] {
        get { components.params }
        set { modifyKept { $0.params = newValue } }
    }

    /// Reads the components and readings now if they are read on demand, and keeps them, so that
    /// later uses of ``url`` and ``params`` cost nothing.
    public mutating func keepComponents() {
        if case .kept = parts { return }
        parts = .kept(kept)
    }

    /// True when no diagnostic is an error.
    public var ok: Bool { !diagnostics.contains { $0.severity == .error } }

    /// True when some diagnostic is a warning.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }

    /// The destination with its typed values, when the link is valid; nil when any error stands.
    public var route: Route? {
        guard ok, let tab, let screen else { return nil }
        return Route(
            tab: tab.name, screen: screen.name,
            params: params.compactMap { reading in
                guard reading.spec != nil, !reading.isCampaign, let value = reading.value else { return nil }
                return RouteParam(name: reading.name, value: value)
            })
    }

    /// Two analyses are equal when every property is, however their components are stored.
    public static func == (lhs: LinkAnalysis, rhs: LinkAnalysis) -> Bool {
        guard lhs.input == rhs.input, lhs.kind == rhs.kind, lhs.tab == rhs.tab, lhs.screen == rhs.screen,
            lhs.diagnostics == rhs.diagnostics, lhs.appLinkEligibility == rhs.appLinkEligibility
        else { return false }
        let (left, right) = (lhs.components, rhs.components)
        return left.url == right.url && left.params == right.params
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(input)
        hasher.combine(kind)
        hasher.combine(tab)
        hasher.combine(screen)
        hasher.combine(diagnostics)
    }

    /// The properties in declaration order, as if every one were stored.
    public var customMirror: Mirror {
        let (url, params) = components
        return Mirror(
            self,
            children: [
                "input": input, "url": url, "kind": kind, "tab": tab as Any, "screen": screen as Any, "params": params,
                "diagnostics": diagnostics, "appLinkEligibility": appLinkEligibility as Any,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }

    /// ``url`` and ``params``, read at most once.
    private var components: (url: ScannedURL, params: [ParamReading]) {
        switch parts {
        case .kept(let kept): return (kept.url, kept.params)
        case .readOnDemand(let cleanLink): return cleanLink.read(input)
        case .matchedOnDemand(let deferred):
            let full = deferred.full
            return (full.url, full.params)
        }
    }

    /// Every stored value, read now if read on demand.
    private var kept: Kept {
        switch parts {
        case .kept(let kept): return kept
        case .readOnDemand(let cleanLink):
            let (url, params) = cleanLink.read(input)
            return Kept(tab: cleanLink.tab, screen: cleanLink.screen, url: url, params: params)
        case .matchedOnDemand(let deferred):
            let full = deferred.full
            return Kept(tab: full.tab, screen: full.screen, url: full.url, params: full.params)
        }
    }

    /// Changes a stored value, keeping every other one first.
    private mutating func modifyKept(_ change: (inout Kept) -> Void) {
        var kept = kept
        change(&kept)
        parts = .kept(kept)
    }
}

/// How a link reaches the app.
public enum LinkKind: String, Sendable, Hashable, CaseIterable {
    /// `myapp://…`, a scheme the route map declares.
    case customScheme = "custom-scheme"
    /// `https://<web host>/…`, a universal link or app link.
    case webLink = "web-link"
    /// Anything else: another host, another scheme, no scheme.
    case other
}

/// A resolved name (tab or screen) and the bytes of the link that named it.
public struct NameMatch: Sendable, Hashable {
    public var name: String
    /// The bytes naming it; nil when implied (the root screen of `myapp://home`).
    public var span: Range<Int>?

    public init(name: String, span: Range<Int>?) {
        self.name = name
        self.span = span
    }
}

/// One parameter as the link supplies it, read against its declaration.
public struct ParamReading: Sendable, Hashable {
    /// Where the value came from.
    public enum Source: String, Sendable, Hashable {
        case query, path, fragment
        /// Absent from the link; the declared default applies.
        case defaulted = "default"
        /// Absent, with no default.
        case absent
    }

    /// The decoded name.
    public var name: String
    /// The declaration; nil for an unknown parameter.
    public var spec: ParamSpec?
    /// Whether it is a campaign parameter (`utm_*`, click ids).
    public var isCampaign: Bool
    public var source: Source
    /// The decoded text, before typing; nil when there was no `=`.
    public var text: String?
    /// The typed value, when it fits its type (or the default applies).
    public var value: TypedValue?
    public var nameSpan: Range<Int>?
    public var valueSpan: Range<Int>?
    /// The worst severity reported for this parameter; nil when it is fine.
    public var status: Severity?

    public init(
        name: String, spec: ParamSpec?, isCampaign: Bool = false, source: Source, text: String? = nil,
        value: TypedValue? = nil, nameSpan: Range<Int>? = nil, valueSpan: Range<Int>? = nil, status: Severity? = nil
    ) {
        self.name = name
        self.spec = spec
        self.isCampaign = isCampaign
        self.source = source
        self.text = text
        self.value = value
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
        self.status = status
    }
}

/// Where a valid link lands: a tab, a screen, and typed parameter values.
///
/// Two routes are equal when they name the same tab, screen and parameter values, in any order:
/// `?userId=1&articleId=2` and `?articleId=2&userId=1` land on the same screen.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    public var tab: String
    public var screen: String
    /// Typed values, defaults included: path parameters, then the query's, then defaults.
    public var params: [RouteParam]

    public init(tab: String, screen: String, params: [RouteParam] = []) {
        self.tab = tab
        self.screen = screen
        self.params = params
    }

    /// The value of the parameter `name`.
    public subscript(name: String) -> TypedValue? { params.first { $0.name == name }?.value }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.tab == rhs.tab && lhs.screen == rhs.screen && lhs.valuesByName == rhs.valuesByName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tab)
        hasher.combine(screen)
        hasher.combine(valuesByName)
    }

    /// The values keyed by name; the first wins if a name repeats.
    private var valuesByName: [String: TypedValue] {
        Dictionary(params.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `articleDetail(userId: 100, articleId: 200)`, as navigation stacks show a screen.
    public var description: String {
        guard !params.isEmpty else { return screen }
        var out = screen + "("
        for (index, param) in params.enumerated() {
            if index > 0 { out += ", " }
            out += param.name
            out += ": "
            out += param.value.displayText
        }
        return out + ")"
    }
}

/// One typed parameter value of a ``Route``.
public struct RouteParam: Sendable, Hashable {
    public var name: String
    public var value: TypedValue

    public init(name: String, value: TypedValue) {
        self.name = name
        self.value = value
    }
}
