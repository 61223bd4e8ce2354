import PlatformLinks
import TextBytes

/// Everything RouteScope learned about one link: its components, where it goes, every parameter
/// read against its type, and every problem with its exact span.
///
/// A plain value: everything is read when the link is analysed. Problems are data
/// (``problems``); ``diagnostics`` words them. For the cheap question (is the link ok, and
/// which problems does it have, where) ask ``LinkAnalyzer/verdict(_:)`` instead.
public struct LinkAnalysis: Sendable, Hashable {
    /// The analysed text; every span is a UTF-8 byte range into it.
    public let input: String
    /// The components with their byte ranges.
    public let url: ScannedURL
    /// The link inside ``input``, without the text pasted or exported around it.
    package let link: Range<Int>
    /// Custom scheme, web link, or neither.
    public let kind: LinkKind
    /// The tab the link selects, when it could be resolved.
    public var tab: NameMatch? {
        tabChoice.map { choice in
            NameMatch(name: map.tabNames[choice.tab], span: choice.span, written: choice.written.map { map.tabNames[$0] })
        }
    }
    /// The screen the link opens, when it could be resolved.
    public var screen: NameMatch? {
        screenChoice.map { choice in
            let name = map.screenName(choice.screen)
            return NameMatch(name: name, span: choice.span, written: choice.isWritten ? name : nil)
        }
    }
    /// ``tab`` and ``screen`` by position: plain rows, worded when asked.
    let tabChoice: TabChoice?
    let screenChoice: ScreenChoice?
    /// The nested navigators that hold ``screen`` inside its tab, outermost first; empty for a
    /// screen directly in its tab.
    public var navigators: [String] {
        guard let screenIndex, map.screen(screenIndex).isInNavigator else { return [] }
        return map.routeMap.tabs[screenIndex.tab].screens[screenIndex.screen].navigators
    }
    /// The route map's declaration of ``screen``: whether a logged-out user sees the login
    /// screen first (``Screen/requiresLogin``), whether it is pushed or presented modally
    /// (``Screen/presentation``), and its parameters; nil when the link reaches no screen.
    public var declaredScreen: Screen? {
        screenIndex.map { map.routeMap.tabs[$0.tab].screens[$0.screen] }
    }
    /// Where ``screen`` is in the route map.
    let screenIndex: ScreenIndex?
    /// What the matcher recorded of each parameter, in the order of ``params``.
    let records: [ParamRecord]
    /// The route map the link was read against, which records and problems point into.
    let map: CompiledRouteMap
    /// Whether the link was read as `check --campaign` reads it, so that a fix is judged as the
    /// link was.
    let requiresCampaign: Bool
    /// The values that records keep aside (lists, JSON).
    let extras: [TypedValue]
    /// Every problem, ordered by position in the input.
    public let problems: [LinkProblem]
    /// For an https link on a web host, whether the apple-app-site-association lets it open the
    /// app, and which rule decided; nil when no such file is loaded, or for other links.
    public let appLinkEligibility: AppLinkEligibility?
    /// Where Android 12+ opens the link, when the route map names an Android manifest (its
    /// `android` key); nil otherwise.
    public let androidEligibility: AndroidLinkEligibility?

    init(
        input: String, url: ScannedURL, link: Range<Int>, kind: LinkKind, tabChoice: TabChoice?, screenChoice: ScreenChoice?,
        screenIndex: ScreenIndex?, records: [ParamRecord], map: CompiledRouteMap, requiresCampaign: Bool, extras: [TypedValue],
        problems: [LinkProblem], appLinkEligibility: AppLinkEligibility?, androidEligibility: AndroidLinkEligibility?
    ) {
        self.input = input
        self.url = url
        self.link = link
        self.kind = kind
        self.tabChoice = tabChoice
        self.screenChoice = screenChoice
        self.screenIndex = screenIndex
        self.records = records
        self.map = map
        self.requiresCampaign = requiresCampaign
        self.extras = extras
        self.problems = problems
        self.appLinkEligibility = appLinkEligibility
        self.androidEligibility = androidEligibility
    }

    /// Every problem in words, ordered by position in the input: each of ``problems``, worded by
    /// the renderer that `check` and the explorer use. Worded when asked; keep the result when
    /// reading it more than once.
    ///
    /// A fix is machine-applicable only when it keeps that promise: one that would add an error
    /// to the link, applied alone, is a guess (``Fix/Applicability-swift.enum/maybeIncorrect``),
    /// unless a machine-applicable fix of its own mends that error (a value in the wrong case,
    /// revealed once its name's case is mended), as ``LinkAnalyzer/everyFix(for:)`` goes on to.
    public var diagnostics: [Diagnostic] {
        var diagnostics = renderedDiagnostics
        _ = judgeFixes(of: &diagnostics, stoppingAtFirstSafe: false)
        return diagnostics
    }

    /// The first problem whose fix is machine-applicable, as ``diagnostics`` words it, judging
    /// no fix after it: what ``LinkAnalyzer/everyFix(for:)`` applies next.
    package var firstSafelyFixed: Diagnostic? {
        var diagnostics = renderedDiagnostics
        return judgeFixes(of: &diagnostics, stoppingAtFirstSafe: true).map { diagnostics[$0] }
    }

    /// Tries each fix the renderer marks machine-applicable, in order, and offers one that would
    /// leave an error no safe fix mends as a guess; returns the index of the first that stays
    /// safe. Each try reads the whole link again, so a link with very many fixes has its first
    /// ones tried, and offers the rest as guesses until the first are applied. Past the problem
    /// limit, counts of errors say nothing, and no fix is judged, as the breach rule judges.
    private func judgeFixes(of diagnostics: inout [Diagnostic], stoppingAtFirstSafe: Bool) -> Int? {
        guard keepsEveryProblem else { return diagnostics.firstIndex { $0.fix?.applicability == .machineApplicable } }
        let analyzer = LinkAnalyzer(compiled: map, requiresCampaign: requiresCampaign)
        var tried = 0
        var firstSafe: Int?
        for index in diagnostics.indices {
            guard let fix = diagnostics[index].fix, fix.applicability == .machineApplicable else { continue }
            tried += 1
            if tried > Self.triedFixLimit || analyzer.addsLastingError(fix, to: self) {
                diagnostics[index].fix?.applicability = .maybeIncorrect
            } else if firstSafe == nil {
                firstSafe = index
                if stoppingAtFirstSafe { break }
            }
        }
        return firstSafe
    }

    /// The most machine-applicable fixes of one link tried before they are offered.
    static let triedFixLimit = 64

    /// Every problem in words as the renderer gives them, before any fix is judged.
    var renderedDiagnostics: [Diagnostic] {
        guard !problems.isEmpty else { return [] }
        return input.withUTF8Bytes { bytes in
            let renderer = ProblemRenderer(bytes: bytes, url: url)
            return problems.map { renderer.diagnostic($0, in: self) }
        }
    }

    /// The parameters the records name.
    var catalog: ParamCatalog { map.catalog }

    /// One reading per parameter: every declared one (present, defaulted or missing) and every
    /// unknown one, in the order a person would read them.
    ///
    /// Each name and text is decoded from ``input`` when asked: the analysis records where they
    /// are, which is all its decisions need.
    public var params: [ParamReading] { readings(of: { _ in true }) }

    /// The readings ``route`` is made of: declared parameters, not campaign ones, that have a value
    /// (a default that does not fit its type reads as no value). The report writers ask for these
    /// without decoding the others.
    package var routeReadings: [ParamReading] {
        // The catalog alone is captured: a closure that captured `self` would copy the analysis.
        let catalog = catalog
        return readings(of: { $0.isRouteParam(in: catalog) })
    }

    /// The readings of the records `include` takes, each decoded from ``input``.
    private func readings(of include: (ParamRecord) -> Bool) -> [ParamReading] {
        guard !records.isEmpty else { return [] }
        return input.withUTF8Bytes { bytes in
            var readings: [ParamReading] = []
            readings.reserveCapacity(records.count)
            for record in records where include(record) {
                readings.append(record.reading(in: bytes, catalog: catalog, extras: extras))
            }
            return readings
        }
    }

    /// True when no problem is an error.
    public var ok: Bool { !problems.contains { $0.severity == .error } }

    /// True when some problem is a warning.
    public var hasWarnings: Bool { problems.contains { $0.severity == .warning } }

    /// The destination with its typed values, when the link is valid; nil when any error stands.
    public var route: Route? {
        guard ok, let tab, let screen else { return nil }
        return Route(
            tab: tab.name, navigators: navigators, screen: screen.name,
            params: routeReadings.compactMap { reading in reading.value.map { RouteParam(name: reading.name, value: $0) } })
    }

    /// ``link``'s text: the input without the text around the link.
    package var linkText: String {
        link == 0..<input.utf8.count ? input : input.withUTF8Bytes { $0.text(link) }
    }

    /// The verdict this analysis contains: what ``LinkAnalyzer/verdict(_:)`` gives for the same link.
    public var verdict: LinkVerdict {
        LinkVerdict(kind: kind, problems: problems, appLinkEligibility: appLinkEligibility, androidEligibility: androidEligibility)
    }

    /// The same analysis with other problems (the link builder adds its placeholders' own), or
    /// another iOS or Android answer.
    package func replacing(
        problems: [LinkProblem]? = nil, appLinkEligibility: AppLinkEligibility?? = nil, androidEligibility: AndroidLinkEligibility?? = nil
    ) -> LinkAnalysis {
        LinkAnalysis(
            input: input, url: url, link: link, kind: kind, tabChoice: tabChoice, screenChoice: screenChoice, screenIndex: screenIndex,
            records: records, map: map, requiresCampaign: requiresCampaign, extras: extras, problems: problems ?? self.problems, appLinkEligibility: appLinkEligibility ?? self.appLinkEligibility,
            androidEligibility: androidEligibility ?? self.androidEligibility)
    }

    /// Equal when the link, its reading and its problems are equal, against equal route maps.
    public static func == (lhs: LinkAnalysis, rhs: LinkAnalysis) -> Bool {
        lhs.input == rhs.input && lhs.url == rhs.url && lhs.link == rhs.link && lhs.kind == rhs.kind
            && lhs.tabChoice == rhs.tabChoice && lhs.screenChoice == rhs.screenChoice && lhs.screenIndex == rhs.screenIndex && lhs.records == rhs.records && lhs.extras == rhs.extras
            && lhs.problems == rhs.problems && lhs.requiresCampaign == rhs.requiresCampaign && lhs.appLinkEligibility == rhs.appLinkEligibility
            && lhs.androidEligibility == rhs.androidEligibility && (lhs.map === rhs.map || lhs.map.routeMap == rhs.map.routeMap)
    }

    /// Hashes the link, its problems and its parameter readings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(input)
        hasher.combine(problems)
        hasher.combine(records)
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
    /// The tab or screen the analysis reads the link against.
    public var name: String
    /// The bytes naming it; nil when implied (the root screen of `myapp://home`).
    public var span: Range<Int>?
    /// The tab or screen the link names as written; nil when it names none, and ``name`` is the
    /// suggestion the matcher went on with (`myapp://hom/feed` goes on in tab `home`). For a
    /// screen that lives in another tab, the tab's `written` is the tab the link names.
    public var written: String?

    package init(name: String, span: Range<Int>?, written: String?) {
        self.name = name
        self.span = span
        self.written = written
    }

    /// Whether the link names this tab or screen as written.
    package var isAsWritten: Bool { written == name }
}

/// One parameter as the link supplies it, read against its declaration.
public struct ParamReading: Sendable, Hashable {
    /// Where the value came from.
    public enum Source: String, Sendable, Hashable {
        /// A query item.
        case query
        /// A path segment, for a `{name}` in the screen's path.
        case path
        /// Absent from the link; the declared default applies.
        case defaulted = "default"
        /// Absent, with no default.
        case absent
    }

    /// The decoded name.
    public var name: String
    /// The declaration; nil for an unknown parameter.
    package var spec: ParamSpec?
    /// Whether it is a campaign parameter (`utm_*`, click ids).
    public var isCampaign: Bool
    /// Where the value came from: the query, the path, or the default.
    public var source: Source
    /// The decoded text, before typing; nil when there was no `=`.
    public var text: String?
    /// The typed value, when it fits its type (or the default applies).
    public var value: TypedValue?
    /// The UTF-8 bytes of the name in the link; nil for a path parameter or a default.
    public var nameSpan: Range<Int>?
    /// The UTF-8 bytes of the value in the link; nil when the link has none.
    public var valueSpan: Range<Int>?
    /// The worst severity reported for this parameter; nil when it is fine.
    package var status: Severity?

    package init(
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

/// Where a valid link lands: a tab, a screen at its place in the tab, and typed parameter values.
///
/// Two routes are equal when they name the same tab, navigators, screen and parameter values, in
/// any order: `?userId=1&articleId=2` and `?articleId=2&userId=1` land on the same screen.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// The tab's name.
    public var tab: String
    /// The nested navigators that hold ``screen`` inside its tab, outermost first; empty for a
    /// screen directly in its tab. With ``tab`` and ``screen``, the screen's place: one name may
    /// appear at two levels of a tab.
    public var navigators: [String]
    /// The screen's name.
    public var screen: String
    /// Typed values, defaults included: path parameters, then the query's, then defaults.
    public var params: [RouteParam]

    /// A route to `screen` in `tab`, inside `navigators` (outermost first), with these values.
    public init(tab: String, navigators: [String] = [], screen: String, params: [RouteParam] = []) {
        self.tab = tab
        self.navigators = navigators
        self.screen = screen
        self.params = params
    }

    /// The value of the parameter `name`.
    public subscript(name: String) -> TypedValue? { params.first { $0.name == name }?.value }

    /// Equal when the tab, navigators and screen are equal and the parameters hold the same
    /// values by name, in any order.
    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.tab == rhs.tab && lhs.navigators == rhs.navigators && lhs.screen == rhs.screen && lhs.valuesByName == rhs.valuesByName
    }

    /// Hashes the place and the values by name, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tab)
        hasher.combine(navigators)
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
    /// The parameter's name, as the route map declares it.
    public var name: String
    /// The value, read as the parameter's type.
    public var value: TypedValue

    /// A parameter `name` with `value`.
    public init(name: String, value: TypedValue) {
        self.name = name
        self.value = value
    }
}

extension LinkAnalysis: CustomReflectable {
    /// What the analysis says, as its public properties give it: each parameter as a reading.
    public var customMirror: Mirror {
        var children: KeyValuePairs<String, Any> = [
            "input": input, "url": url, "kind": kind, "tab": tab as Any, "screen": screen as Any, "params": params,
            "diagnostics": diagnostics, "appLinkEligibility": appLinkEligibility as Any,
        ]
        if !navigators.isEmpty {
            children = [
                "input": input, "url": url, "kind": kind, "tab": tab as Any, "navigators": navigators, "screen": screen as Any,
                "params": params, "diagnostics": diagnostics, "appLinkEligibility": appLinkEligibility as Any,
            ]
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
