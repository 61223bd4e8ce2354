import PlatformLinks
import TextBytes

/// A ``RouteMap`` prepared once for matching many links: one immutable value of flat tables.
///
/// Tabs, screens, template parts, parameter tables and value checks are rows of arrays, and rows
/// refer to each other by position: a screen names its parts as a range of ``parts`` and its
/// query names as a position in ``tables``; a part names its literal in ``literals``, its
/// parameter by catalog entry and its check in ``checks``. Every row is a struct, so the matcher
/// reads one in place, without counting a reference; this owner is the one object, which the
/// matcher holds for one call and which the threads of `check --jobs` share.
///
/// Names compare as `String`s do (canonical equivalence); bytes decide only when that gives the
/// same answer, and a `String` comparison decides otherwise (see ``NameKey``).
final class CompiledRouteMap: Sendable {
    /// The route map, for the rare paths (diagnostics) and the values copied into results.
    let routeMap: RouteMap
    /// `routeMap.schemes`.
    let schemes: NameKeys
    /// `routeMap.prefix`.
    let schemePrefix: NameKeys
    /// `routeMap.web?.hosts`, empty without web links.
    let webHosts: NameKeys
    /// `routeMap.web?.prefix`, empty without web links.
    let webPrefix: NameKeys
    /// The same names, prepared for "did you mean", which also decides how an unknown tab recovers.
    let tabCandidates: Suggestions.Candidates
    /// Per tab, parallel to `routeMap.tabs`.
    let tabs: [CompiledTab]
    /// Every screen, tab after tab, each tab's in the order of its `screens`.
    let screens: [CompiledScreen]
    /// The name of each tab, parallel to ``tabs``, and of each screen, parallel to ``screens``:
    /// what an analysis words its tab and screen with, read without copying a tab.
    let tabNames: [String], screenNames: [String]
    /// The parts of every screen's template and every route's pattern.
    let parts: [TemplatePart]
    /// The literal segments of ``parts``.
    let literals: [NameKey]
    /// The checks of the parameters' values, on their bytes.
    let checks: [ValueCheck]
    /// The string, enum and url rules that ``checks`` name by position.
    let valueRules: ValueRules
    /// The query names of each screen, and of a link with no screen (``noScreenTable``).
    let tables: [ParamTable]
    /// The catalog entries of each screen's `params`, screen after screen (``CompiledScreen/entries``).
    let screenEntries: [Int32]
    /// The position in ``tables`` of the names a link with no screen may hold: campaign
    /// parameters and click ids.
    let noScreenTable: Int
    /// The tabs a link's first segment names: those whose path is one literal segment, by that
    /// segment (the tab's name, unless the route map gives it a path).
    let tabSegments: NameKeys
    /// For each key of `tabSegments`, the tab's position in `tabs`.
    let tabBySegment: [Int]
    /// Every route, in the order they are tried.
    let routes: RouteTable
    /// `routeMap.web`, read without copying the route map.
    let web: WebLinks?
    /// Whether `web` is there, and has an apple-app-site-association: flags that the matcher
    /// tests on every web link without reaching into the optional (whose tag, copy and destroy
    /// go through value witnesses).
    let hasWeb: Bool, hasAppSiteAssociation: Bool
    /// `routeMap.android`, likewise.
    let android: AndroidAppLinks?
    /// "https" and "http".
    let webSchemes = NameKeys(["https", "http"])
    /// The schemes that open the app, as an unknown scheme's problem lists them: the custom
    /// ones, then "https" when the app has web links.
    let acceptedSchemes: [String]
    /// `routeMap.tabsLeadEveryPath`, which walks every screen: settled once, not per link.
    let tabsLeadEveryPath: Bool
    /// Every parameter a record can name.
    let catalog: ParamCatalog
    /// Per requirement of `routeMap.campaign.required`, the catalog entry of its first name.
    let requirementEntries: [Int32]

    init(_ routeMap: RouteMap) {
        self.routeMap = routeMap
        schemes = NameKeys(routeMap.schemes)
        acceptedSchemes = routeMap.schemes + (routeMap.web != nil ? ["https"] : [])
        tabsLeadEveryPath = routeMap.tabsLeadEveryPath
        schemePrefix = NameKeys(routeMap.prefix)
        webHosts = NameKeys(routeMap.web?.hosts ?? [])
        webPrefix = NameKeys(routeMap.web?.prefix ?? [])
        let named = routeMap.tabs.indices.filter { routeMap.tabs[$0].isNamedBySegment }
        tabSegments = NameKeys(named.map { routeMap.tabs[$0].path.description })
        tabBySegment = named
        tabCandidates = Suggestions.Candidates(routeMap.tabs.map(\.name))
        tabNames = routeMap.tabs.map(\.name)
        screenNames = routeMap.tabs.flatMap { $0.screens.map(\.name) }
        web = routeMap.web
        hasWeb = routeMap.web != nil
        hasAppSiteAssociation = routeMap.web?.appSiteAssociation != nil
        android = routeMap.android

        var tables = Tables(campaign: routeMap.campaign)
        requirementEntries = tables.requirementEntries
        let tabs = routeMap.tabs.map { tables.addTab($0) }
        self.tabs = tabs
        routes = RouteTable(routeMap, tables: &tables, tabs: tabs)
        noScreenTable = tables.addTable(queryParams: [], queryEntries: [])
        screens = tables.screens
        parts = tables.parts
        literals = tables.literals
        checks = tables.checks
        valueRules = tables.valueRules
        self.tables = tables.tables
        screenEntries = tables.screenEntries
        catalog = tables.catalog
    }

    /// A scheme the map knows: one of its own, or a web link's.
    enum KnownScheme { case custom, https, http }

    /// The scheme in `range` of `bytes` when it is ASCII and, lower-cased, one of the map's (all
    /// ASCII) or http(s); nil otherwise, when the general path decides.
    func knownScheme(_ range: Range<Int>, in bytes: LinkBytes) -> KnownScheme? {
        guard !schemes.hasNonASCIIKeys, bytes.isASCII(range) else { return nil }
        // The usual scheme has no upper case, so it is its own lower-cased form: one hash lookup.
        if !bytes.containsASCIIUppercase(range) {
            if schemes.index(of: bytes, range) != nil { return .custom }
            if webSchemes.index(of: bytes, range) != nil { return range.count == 5 ? .https : .http }
            return nil
        }
        if bytes.lowercasedIndex(of: range, in: schemes) != nil { return .custom }
        if bytes.lowercasedIndex(of: range, in: webSchemes) != nil { return range.count == 5 ? .https : .http }
        return nil
    }

    /// The compiled row of the screen at `index`.
    @inline(__always)
    func screen(_ index: ScreenIndex) -> CompiledScreen {
        screens[tabs[index.tab].screens.lowerBound + index.screen]
    }

    /// The name of the screen at `index`.
    func screenName(_ index: ScreenIndex) -> String {
        screenNames[tabs[index.tab].screens.lowerBound + index.screen]
    }

    /// The position in ``tables`` of the query names of the screen at `index`, or of a link with
    /// no screen.
    @inline(__always)
    func tableIndex(_ index: ScreenIndex?) -> Int {
        index.map { screen($0).table } ?? noScreenTable
    }

    /// ``ValueCheck/verdict(on:_:traits:rules:)`` of the check at `check` in ``checks``.
    ///
    /// Here, where ``valueRules`` is read in place: handed in from the matcher, it would be copied,
    /// each of its arrays retained and released, for every value.
    @inline(__always)
    func verdict(ofCheck check: Int, on bytes: LinkBytes, _ range: Range<Int>, traits: LinkByte) -> ValueVerdict {
        checks[check].verdict(on: bytes, range, traits: traits, rules: valueRules)
    }

    /// ``ValueCheck/typeVerdict(on:_:rules:)`` of the check at `check` in ``checks``, as
    /// ``verdict(ofCheck:on:_:traits:)`` reads it.
    func typeVerdict(ofCheck check: Int, on bytes: LinkBytes, _ range: Range<Int>) -> ValueVerdict {
        checks[check].typeVerdict(on: bytes, range, rules: valueRules)
    }

    /// The declaration of the parameter numbered `entry` in the catalog (declared, by construction).
    func spec(_ entry: Int32) -> ParamSpec { catalog[entry].spec! }
}
