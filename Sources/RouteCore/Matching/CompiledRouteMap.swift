import PlatformLinks
import TextBytes

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

/// A name from the route map, ready to be compared with bytes of a link.
struct NameKey: Sendable {
    /// The name as the route map writes it.
    let text: String
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// Every byte is ASCII.
    let isASCII: Bool
    /// ASCII with no `%`: a link's name that is ASCII without `%` (so it decodes to itself) equals
    /// this one exactly when the bytes are equal. Other names need a `String` comparison, since
    /// `String` equality is canonical equivalence (U+212A KELVIN SIGN equals "K").
    ///
    /// Whatever else equals a simple name takes more bytes than it: an escape takes three bytes
    /// for one, any other character at least two, and a non-ASCII character is equivalent to at
    /// most one ASCII character (U+212A to "K", U+037E to ";"). So a link's bytes as many as the
    /// name's equal it only when they are its bytes, and fewer bytes never do.
    let isSimple: Bool
    /// The first eight bytes (fewer for a shorter name), little-endian: most names differ here.
    let head: UInt64

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        isSimple = isASCII && !bytes.contains(UInt8(ascii: "%"))
        head = bytes.withLinkBytes { $0.head(0..<$0.count) }
    }

    /// Whether `range` of `bytes`, longer than eight bytes and starting with this name's first
    /// eight, holds exactly this name's bytes.
    ///
    /// Out of line: most names are settled by their head, and the few longer ones should not
    /// make every lookup prepare for this loop.
    @inline(never)
    func hasBytes(of bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        guard self.bytes.count == range.count else { return false }
        return self.bytes.withLinkBytes { own in
            // Eight bytes at a time after the head, the last word overlapping the one before.
            var offset = 8
            while true {
                let start = min(offset, own.count - 8)
                if own.word(at: start) != bytes.word(at: range.lowerBound + start) { return false }
                if start + 8 >= own.count { return true }
                offset += 8
            }
        }
    }
}

/// A list of names, searched in order, or by their bytes in a hash table.
struct NameKeys: Sendable {
    let keys: [NameKey]
    /// Some key is not ``NameKey/isSimple``.
    let hasComplexKeys: Bool
    /// Some key is not ASCII.
    let hasNonASCIIKeys: Bool
    /// Open addressing by ``NameKey/head`` and length: per distinct byte string, the first key
    /// with it. At most a quarter full.
    private let buckets: [Bucket]
    /// `buckets.count` is `1 << bucketBits`.
    private let bucketBits: Int
    /// `buckets.count - 1`.
    private let bucketMask: Int

    init(_ names: [String]) {
        keys = names.map(NameKey.init)
        hasComplexKeys = keys.contains { !$0.isSimple }
        hasNonASCIIKeys = keys.contains { !$0.isASCII }
        var bits = 3
        while 1 << bits < 4 * keys.count { bits += 1 }
        var buckets = [Bucket](repeating: Bucket(head: 0, count: 0, position: -1), count: 1 << bits)
        for (position, key) in keys.enumerated() {
            var bucket = Self.bucket(head: key.head, count: key.bytes.count, bits: bits)
            // A later key with the same bytes stays out: the first one answers.
            while buckets[bucket].position >= 0, keys[Int(buckets[bucket].position)].bytes != key.bytes {
                bucket = (bucket + 1) & ((1 << bits) - 1)
            }
            if buckets[bucket].position < 0 {
                buckets[bucket] = Bucket(head: key.head, count: Int32(key.bytes.count), position: Int32(position))
            }
        }
        self.buckets = buckets
        bucketBits = bits
        bucketMask = (1 << bits) - 1
    }

    var count: Int { keys.count }

    /// The position of the first key whose bytes are exactly those of `range`; nil when none is.
    func index(of bytes: LinkBytes, _ range: Range<Int>) -> Int? {
        let head = bytes.head(range)
        let count = range.count
        var bucket = Self.bucket(head: head, count: count, bits: bucketBits)
        while true {
            let entry = buckets[bucket]
            guard entry.position >= 0 else { return nil }
            // Head and length in the bucket settle a name of up to eight bytes.
            if entry.head == head, Int(entry.count) == count, count <= 8 || keys[Int(entry.position)].hasBytes(of: bytes, range) {
                return Int(entry.position)
            }
            bucket = (bucket &+ 1) & bucketMask
        }
    }

    /// A key's ``NameKey/head`` and length, and its position in `keys` (-1 for an empty bucket).
    private struct Bucket: Sendable {
        var head: UInt64
        var count: Int32
        var position: Int32
    }

    @inline(__always)
    private static func bucket(head: UInt64, count: Int, bits: Int) -> Int {
        Int(truncatingIfNeeded: ((head &+ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(truncatingIfNeeded: 64 &- bits))
    }
}

final class CompiledTab: Sendable {
    /// The index in `tab.screens` of the root screen (the first screen called `tab.root`).
    let rootScreen: Int?
    /// Per screen, parallel to `tab.screens`.
    let screens: [CompiledScreen]

    init(_ tab: Tab, campaign: CampaignRules, campaignEntries: [Int32], catalog: inout ParamCatalog) {
        rootScreen = tab.screens.firstIndex { $0.name == tab.root }
        screens = tab.screens.map {
            CompiledScreen($0, campaign: campaign, campaignEntries: campaignEntries, catalog: &catalog)
        }
    }
}

final class CompiledScreen: Sendable {
    /// One part of the path template.
    struct Part: Sendable {
        /// What the part matches.
        enum Kind: Sendable {
            case literal, parameter, optionalParameter, wildcard
        }

        let kind: Kind
        /// The literal text; nil for a parameter or `*`.
        let literal: NameKey?
        /// For a parameter, its declaration in `screen.params`; nil when undeclared.
        let spec: ParamSpec?
        /// `spec`'s entry in the catalog.
        let entry: Int32
        /// The check of `spec`'s values.
        let check: ValueCheck?
    }

    /// `screen.name`.
    let name: String
    let template: [Part]
    /// Whether the template has a parameter (path parameters are then read after matching).
    let hasPathParameters: Bool
    let params: ParamTable
    /// `screen.requiresLogin`.
    let requiresLogin: Bool

    /// The parts of `path`, each parameter with its declaration among `params`, whose catalog
    /// entries are `entries`.
    static func parts(of path: PathTemplate, params: [ParamSpec], entries: [Int32]) -> [Part] {
        path.segments.map { segment in
            switch segment {
            case .literal(let text):
                return Part(kind: .literal, literal: NameKey(text), spec: nil, entry: -1, check: nil)
            case .parameter(let name), .optionalParameter(let name):
                let position = params.firstIndex { $0.name == name }
                let spec = position.map { params[$0] }
                return Part(
                    kind: segment == .parameter(name) ? .parameter : .optionalParameter, literal: nil, spec: spec,
                    entry: position.map { entries[$0] } ?? -1, check: spec.map { ValueCheck($0) })
            case .wildcard:
                return Part(kind: .wildcard, literal: nil, spec: nil, entry: -1, check: nil)
            }
        }
    }

    /// The catalog entries of `params`.
    let entries: [Int32]

    init(_ screen: Screen, campaign: CampaignRules, campaignEntries: [Int32], catalog: inout ParamCatalog) {
        name = screen.name
        let entries = screen.params.map { catalog.add($0) }
        self.entries = entries
        // An exact path does not follow the tab's segment, so a tab's screens never match it.
        template = screen.isExact ? [] : Self.parts(of: screen.path, params: screen.params, entries: entries)
        hasPathParameters = template.contains { $0.spec != nil }
        let queryParams = screen.queryParams
        let queryEntries = queryParams.map { spec in entries[screen.params.firstIndex { $0 == spec }!] }
        params = ParamTable(queryParams: queryParams, queryEntries: queryEntries, campaign: campaign, campaignEntries: campaignEntries)
        requiresLogin = screen.requiresLogin
    }
}

/// The names a query may hold on one screen, each once (names equal as `String`s share a slot):
/// the screen's query parameters, the campaign parameters, the known click ids and the required
/// campaign names. A slot records what the matcher needs about the name, so reading a query item
/// is one lookup, and "seen" bookkeeping is an array indexed by slot.
final class ParamTable: Sendable {
    /// The parameter that declares a name, as the matcher reads it: the screen's first query
    /// parameter with the name, else the campaign's first. A class, so that reading an entry
    /// copies one reference.
    final class Declaration: Sendable {
        let spec: ParamSpec
        /// `spec`'s entry in the catalog.
        let entry: Int32
        /// Declared by the campaign, not by the screen.
        let isCampaign: Bool
        /// The check of `spec`'s values, with the lower-case policy when the entry is
        /// ``Entry/isLowercase``.
        let check: ValueCheck

        init(spec: ParamSpec, entry: Int32, isCampaign: Bool, check: ValueCheck) {
            self.spec = spec
            self.entry = entry
            self.isCampaign = isCampaign
            self.check = check
        }
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

        init(declaration: Declaration?, isClickID: Bool, isCampaignMarker: Bool, isLowercase: Bool) {
            self.declaration = declaration
            self.isClickID = isClickID
            self.isCampaignMarker = isCampaignMarker
            self.isLowercase = isLowercase
        }
    }

    let names: NameKeys
    /// Parallel to `names.keys`.
    let entries: [Entry]
    /// `screen.queryParams`, in declaration order.
    let querySpecs: [ParamSpec]
    /// The catalog entry of each of `querySpecs`.
    let queryEntries: [Int32]
    /// The slot of each of `querySpecs`.
    let querySlots: [Int]
    /// Whether each of `querySpecs` has a default that reads as valid against its type (a
    /// defaulted reading reads it again when asked; an invalid default leaves the parameter absent).
    let hasValidDefault: [Bool]
    /// The slot of each of `campaign.requiredNames`.
    let requiredSlots: [Int]
    /// Per requirement of `campaign.required`, its slots' positions in `requiredSlots`.
    let requirements: [Range<Int>]
    /// `campaign.params`.
    let campaignSpecs: [ParamSpec]
    /// The names of `querySpecs` then `campaignSpecs`, prepared as the candidates for "did you mean".
    let suggestionCandidates: Suggestions.Candidates
    /// Those names lower-cased, to tell a name written in the wrong case.
    let lowercasedKnownNames: [String]
    /// What the screen accepts besides campaign parameters, for an unknown parameter's message:
    /// "takes userId, articleId" or "takes no parameters".
    let takes: String

    /// A table of `queryParams` and the campaign's parameters, whose catalog entries are
    /// `queryEntries` and `campaignEntries`.
    init(queryParams: [ParamSpec], queryEntries: [Int32], campaign: CampaignRules, campaignEntries: [Int32]) {
        var names: [String] = []
        func slot(_ name: String) -> Int {
            if let index = names.firstIndex(where: { $0 == name }) { return index }
            names.append(name)
            return names.count - 1
        }
        querySlots = queryParams.map { slot($0.name) }
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
                Declaration(spec: spec, entry: entry, isCampaign: queryPosition == nil, check: ValueCheck(spec, lowercase: isLowercase))
            }
            return Entry(
                declaration: declaration, isClickID: knownClickIDs.contains(name),
                isCampaignMarker: campaign.isCampaignMarker(name), isLowercase: isLowercase)
        }
        querySpecs = queryParams
        self.queryEntries = queryEntries
        hasValidDefault = queryParams.map { spec in
            guard let defaultValue = spec.defaultValue, case .valid = spec.type.read(defaultValue) else { return false }
            return true
        }
        campaignSpecs = campaign.params
        suggestionCandidates = Suggestions.Candidates((queryParams + campaign.params).map(\.name))
        lowercasedKnownNames = suggestionCandidates.names.map { $0.lowercased() }
        let screenNames = queryParams.map(\.name).filter { campaign.param(named: $0) == nil }
        takes = screenNames.isEmpty ? "takes no parameters" : "takes " + screenNames.joined(separator: ", ")
    }

    /// Whether the screen or the campaign declares a parameter called `name` (as `String`s compare).
    func declares(_ name: String) -> Bool {
        names.keys.firstIndex { $0.text == name }.map { entries[$0].declaration != nil } ?? false
    }
}
