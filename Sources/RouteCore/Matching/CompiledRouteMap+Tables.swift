extension CompiledRouteMap {
    /// The flat tables of a compiled map as they are filled in, row by row.
    struct Tables {
        let campaign: CampaignRules
        var catalog = ParamCatalog()
        /// The catalog entries of `campaign.params`.
        let campaignEntries: [Int32]
        /// Per requirement of `campaign.required`, the catalog entry of its first name.
        let requirementEntries: [Int32]
        var screens: [CompiledScreen] = []
        var parts: [TemplatePart] = []
        var literals: [NameKey] = []
        var checks: [ValueCheck] = []
        var valueRules = ValueRules()
        var tables: [ParamTable] = []
        var screenEntries: [Int32] = []

        init(campaign: CampaignRules) {
            self.campaign = campaign
            var catalog = ParamCatalog()
            let campaignEntries = campaign.params.map { catalog.add($0) }
            requirementEntries = campaign.required.map { requirement in
                let name = requirement.anyOf[0]
                return campaign.params.firstIndex { $0.name == name }.map { campaignEntries[$0] } ?? catalog.add(undeclared: name)
            }
            self.campaignEntries = campaignEntries
            self.catalog = catalog
        }

        /// Adds the rows of `tab` and its screens.
        mutating func addTab(_ tab: Tab) -> CompiledTab {
            let first = screens.count
            for screen in tab.screens { addScreen(screen, in: tab) }
            return CompiledTab(screens: first..<screens.count, rootScreen: tab.rootIndex)
        }

        private mutating func addScreen(_ screen: Screen, in tab: Tab) {
            let names = screen.readingNames(in: tab)
            let entries = screen.params.indices.map { catalog.add(screen.params[$0], as: names[$0]) }
            let firstEntry = screenEntries.count
            screenEntries += entries
            // An exact path does not follow the tab's segment, so a tab's screens never match it.
            let template =
                screen.isExact ? parts.count..<parts.count : addTemplate(screen.path, of: screen, after: tab.path.parameterNames, entries: entries)
            let queryParams = screen.queryParams
            let queryEntries = queryParams.map { spec in entries[screen.params.firstIndex { $0 == spec }!] }
            screens.append(
                CompiledScreen(
                    parts: template, hasPathParameters: parts[template].contains { $0.entry >= 0 },
                    table: addTable(queryParams: queryParams, queryEntries: queryEntries), entries: firstEntry..<screenEntries.count,
                    requiresLogin: screen.requiresLogin, isInNavigator: !screen.navigators.isEmpty))
        }

        /// Adds the parts of `path`, each parameter with its declaration among the params of
        /// `screen` (``Screen/paramIndex(named:occurrence:)``; `earlier` names the parameters of
        /// the path that comes before, the tab's), whose catalog entries are `entries`; gives
        /// their positions in `parts`.
        mutating func addTemplate(_ path: PathTemplate, of screen: Screen, after earlier: [String] = [], entries: [Int32]) -> Range<Int> {
            let first = parts.count
            let params = screen.params
            var occurrences: [String: Int] = [:]
            for name in earlier { occurrences[name, default: 0] += 1 }
            for segment in path.segments {
                switch segment {
                case .literal(let text):
                    literals.append(NameKey(text))
                    parts.append(TemplatePart(kind: .literal, literal: Int32(literals.count - 1), entry: -1, check: -1))
                case .parameter(let name), .optionalParameter(let name):
                    let position = screen.paramIndex(named: name, occurrence: occurrences[name, default: 0])
                    occurrences[name, default: 0] += 1
                    let check = position.map { addCheck(ValueCheck(params[$0], rules: &valueRules)) } ?? -1
                    parts.append(
                        TemplatePart(
                            kind: segment == .parameter(name) ? .parameter : .optionalParameter, literal: -1,
                            entry: position.map { entries[$0] } ?? -1, check: check))
                case .wildcard:
                    parts.append(TemplatePart(kind: .wildcard, literal: -1, entry: -1, check: -1))
                }
            }
            return first..<parts.count
        }

        mutating func addCheck(_ check: ValueCheck) -> Int32 {
            checks.append(check)
            return Int32(checks.count - 1)
        }

        /// Adds the table of `queryParams` (catalog entries `queryEntries`) and the campaign's
        /// parameters; gives its position in `tables`.
        mutating func addTable(queryParams: [ParamSpec], queryEntries: [Int32]) -> Int {
            let table = ParamTable(
                queryParams: queryParams, queryEntries: queryEntries, campaign: campaign, campaignEntries: campaignEntries,
                checks: &checks, rules: &valueRules)
            tables.append(table)
            return tables.count - 1
        }
    }
}
