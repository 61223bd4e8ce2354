/// A ``RouteMap`` prepared once for matching many links: every name a link is compared against
/// (schemes, web hosts and prefix, tabs, screen path literals, parameter names) as UTF-8 bytes,
/// and per screen a table of the parameter names its query may hold, with indices into the
/// route map's arrays.
///
/// ``LinkAnalyzer`` builds one per route map, so the matcher compares bytes and passes indices
/// instead of building strings and copying `Screen` and `ParamSpec` values. Names compare as
/// `String`s do (canonical equivalence); bytes decide only when that gives the same answer, and
/// a `String` comparison decides otherwise (see ``NameKey``).
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
    /// The parameter table when no screen could be resolved: campaign parameters and click ids.
    let noScreen: ParamTable
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
        var catalog = ParamCatalog()
        let campaign = routeMap.campaign
        let campaignEntries = campaign.params.map { catalog.add($0) }
        requirementEntries = campaign.required.map { requirement in
            let name = requirement.anyOf[0]
            return campaign.params.firstIndex { $0.name == name }.map { campaignEntries[$0] } ?? catalog.add(undeclared: name)
        }
        tabs = routeMap.tabs.map {
            CompiledTab($0, campaign: campaign, campaignEntries: campaignEntries, catalog: &catalog)
        }
        routes = RouteTable(routeMap, tabs: tabs)
        web = routeMap.web
        hasWeb = routeMap.web != nil
        hasAppSiteAssociation = routeMap.web?.appSiteAssociation != nil
        android = routeMap.android
        noScreen = ParamTable(queryParams: [], queryEntries: [], campaign: campaign, campaignEntries: campaignEntries)
        self.catalog = catalog
    }
}
