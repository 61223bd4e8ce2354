import TextBytes

/// The names a query may hold on one screen, each once (names equal as `String`s share a slot):
/// the screen's query parameters, the campaign parameters, the known click ids and the required
/// campaign names. A slot records what the matcher needs about the name, so reading a query item
/// is one lookup, and "seen" bookkeeping is an array indexed by slot.
///
/// A row of ``CompiledRouteMap/tables``: its arrays hold plain numbers and flags, read in place.
struct ParamTable: Sendable {
    /// The parameter that declares a name, as the matcher reads it: the screen's first query
    /// parameter with the name, else the campaign's first. The facts of its type that the
    /// matcher tests on every value are copied here, so that only the slow paths fetch the
    /// ``ParamSpec`` from the catalog.
    struct Declaration: Sendable {
        /// The parameter's entry in the catalog.
        let entry: Int32
        /// Declared by the campaign, not by the screen.
        let isCampaign: Bool
        /// The check of its values in ``CompiledRouteMap/checks``, with the lower-case policy
        /// when the slot is ``Entry/isLowercase``.
        let check: Int32
        /// `spec.type` is a list.
        let isList: Bool
        /// `spec.type.readsText`.
        let readsText: Bool
        /// `spec.type.acceptsEmpty && !spec.isRequired`: an empty value is a value.
        let acceptsEmpty: Bool
        /// `spec.plusAsSpace`.
        let plusAsSpace: Bool
    }

    struct Entry: Sendable {
        /// The declaration of this name; nil for a name neither the screen nor the campaign declares.
        let declaration: Declaration?
        /// One of `knownClickIDs`.
        let isClickID: Bool
        /// `hasPrefix("utm_")`.
        let isCampaignMarker: Bool
        /// A campaign parameter (and no query parameter of the screen) whose value must be
        /// lower-case under `campaign.lowercase`.
        let isLowercase: Bool
    }

    /// One of the screen's query parameters, as the check for missing ones reads it.
    struct QuerySlot: Sendable {
        /// Its catalog entry.
        let entry: Int32
        /// Its slot among ``names``.
        let slot: Int
        let isRequired: Bool
        /// Whether it has a default that reads as valid against its type (a defaulted reading
        /// reads it again when asked; an invalid default leaves the parameter absent).
        let hasValidDefault: Bool
    }

    let names: NameKeys
    /// Parallel to `names.keys`.
    let entries: [Entry]
    /// The screen's query parameters, in declaration order.
    let queries: [QuerySlot]
    /// The slot of each of `campaign.requiredNames`.
    let requiredSlots: [Int]
    /// Per requirement of `campaign.required`, its slots' positions in `requiredSlots`.
    let requirements: [Range<Int>]
    /// The names of the screen's query parameters then the campaign's, prepared as the
    /// candidates for "did you mean".
    let suggestionCandidates: Suggestions.Candidates
    /// Those names lower-cased, to tell a name written in the wrong case.
    let lowercasedKnownNames: [String]

    /// A table of `queryParams` and the campaign's parameters, whose catalog entries are
    /// `queryEntries` and `campaignEntries`; the checks of their values are added to `checks`,
    /// and the rules those hold to `rules`.
    init(
        queryParams: [ParamSpec], queryEntries: [Int32], campaign: CampaignRules, campaignEntries: [Int32], checks: inout [ValueCheck],
        rules: inout ValueRules
    ) {
        var names: [String] = []
        func slot(_ name: String) -> Int {
            if let index = names.firstIndex(where: { $0 == name }) { return index }
            names.append(name)
            return names.count - 1
        }
        let querySlots = queryParams.map { slot($0.name) }
        for spec in campaign.params { _ = slot(spec.name) }
        for name in knownClickIDs.sorted() { _ = slot(name) }
        requiredSlots = campaign.requiredNames.map(slot)
        var start = 0
        requirements = campaign.required.map { requirement in
            defer { start += requirement.anyOf.count }
            return start..<start + requirement.anyOf.count
        }
        self.names = NameKeys(names)
        entries = names.map { name in
            let queryPosition = queryParams.firstIndex { $0.name == name }
            let campaignPosition = campaign.params.firstIndex { $0.name == name }
            let isLowercase = queryPosition == nil && campaignPosition != nil && campaign.lowercase.applies(to: name)
            let declared =
                queryPosition.map { (queryParams[$0], queryEntries[$0]) }
                ?? campaignPosition.map { (campaign.params[$0], campaignEntries[$0]) }
            let declaration = declared.map { spec, entry in
                checks.append(ValueCheck(spec, lowercase: isLowercase, rules: &rules))
                var isList = false
                if case .list = spec.type { isList = true }
                return Declaration(
                    entry: entry, isCampaign: queryPosition == nil, check: Int32(checks.count - 1), isList: isList,
                    readsText: spec.type.readsText, acceptsEmpty: spec.type.acceptsEmpty && !spec.isRequired,
                    plusAsSpace: spec.plusAsSpace)
            }
            return Entry(
                declaration: declaration, isClickID: knownClickIDs.contains(name),
                isCampaignMarker: campaign.isCampaignMarker(name), isLowercase: isLowercase)
        }
        queries = queryParams.indices.map { position in
            let spec = queryParams[position]
            let hasValidDefault = if let text = spec.defaultValue, case .valid = spec.type.read(text) { true } else { false }
            return QuerySlot(
                entry: queryEntries[position], slot: querySlots[position], isRequired: spec.isRequired, hasValidDefault: hasValidDefault)
        }
        suggestionCandidates = Suggestions.Candidates((queryParams + campaign.params).map(\.name))
        lowercasedKnownNames = suggestionCandidates.names.map { $0.lowercased() }
    }

    /// Whether the screen or the campaign declares a parameter called `name` (as `String`s compare).
    func declares(_ name: String) -> Bool {
        names.keys.firstIndex { $0.text == name }.map { entries[$0].declaration != nil } ?? false
    }
}
