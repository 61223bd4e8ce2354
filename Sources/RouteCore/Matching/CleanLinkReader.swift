/// Reads the usual link in one pass over its bytes: a custom-scheme or https link whose every
/// name is plain ASCII and which has no problem at all, or only the `login-required` note of a
/// screen behind the login.
///
/// It answers exactly as ``LinkMatcher`` would, or not at all: at the first thing it does not
/// settle on bytes (a problem to report, an escape in a name, a fragment, an
/// apple-app-site-association to consult) it returns nil, and the matcher reads the link from
/// the start, so every problem is still worded in one place. `CleanLinkReaderTests` checks the
/// agreement, and `routescope-bench dump` compares whole builds.
///
/// ``LinkAnalyzer/verdict(_:)`` runs it keeping nothing: for a clean link that pass allocates
/// nothing (bar the note of a login screen). ``LinkAnalyzer/analyze(_:)`` runs it keeping the
/// components and readings (``Parts``).
struct CleanLinkReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let map: CompiledRouteMap
    let requiresCampaign: Bool

    /// Where a clean link lands, as positions in the compiled map: plain numbers, which cost
    /// nothing to return from the passes over the link's bytes.
    struct Landing: Sendable, Equatable {
        var kind: LinkKind
        /// The tab's index in the map, and the bytes that name it.
        var tab: Int
        var tabSpan: Range<Int>
        /// The screen's index in its tab, and the path segments that name it (nil for the root).
        var screen: Int
        var screenSpan: Range<Int>?
        /// The screen requires login, so the landing has the `login-required` note.
        var requiresLogin: Bool

        /// The tab's name in `map`, and the bytes that name it.
        func tabMatch(in map: CompiledRouteMap) -> NameMatch {
            NameMatch(name: map.tabNames.keys[tab].text, span: tabSpan)
        }

        /// The screen's name in `map`, and the bytes that name it.
        func screenMatch(in map: CompiledRouteMap) -> NameMatch {
            NameMatch(name: map.tabs[tab].screens[screen].name, span: screenSpan)
        }

        /// The `login-required` note of a screen behind the login; empty otherwise.
        func notes<Problem: ProblemRecord>(in map: CompiledRouteMap) -> [Problem] {
            guard requiresLogin, let message = map.tabs[tab].screens[screen].loginMessage else { return [] }
            return [Problem(.loginRequired, span: screenSpan ?? tabSpan) { Diagnostic.Words(message: message) }]
        }
    }

    /// What a keeping read keeps of a clean link: its components and one reading per parameter.
    struct Parts {
        var url = ScannedURL()
        var params: [ParamReading] = []
    }

    /// The most path segments and query items the reader reads; the matcher reads longer links.
    /// Room for these stays on the stack.
    static let maximumSegments = 16
    static let maximumItems = 16

    /// Reads a link with no diagnostic exactly as the matcher would, and returns where it lands;
    /// nil when the matcher must decide.
    ///
    /// - Parameter parts: nil to keep nothing; otherwise filled with the link's components and
    ///   readings. Both ways take the same decisions, so they read the same links.
    func land(keeping parts: inout Parts?) -> Landing? {
        guard map.namesArePlain, !bytes.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.maximumSegments) { segments in
            withUnsafeTemporaryAllocation(of: PlainLinkSyntax.Item.self, capacity: Self.maximumItems) { items in
                var layout = PlainLinkSyntax.Layout(segments: ScratchList(segments), items: ScratchList(items))
                guard PlainLinkSyntax(bytes: bytes).scan(into: &layout), !layout.segments.overflowed, !layout.items.overflowed else { return nil }
                if parts != nil { parts!.url = layout.url }
                return resolve(layout, keeping: &parts)
            }
        }
    }

    /// Where the scanned link lands, with its parameters checked (and kept in `parts`).
    private func resolve(_ layout: PlainLinkSyntax.Layout, keeping parts: inout Parts?) -> Landing? {
        let isWeb: Bool
        if index(lowercasing: layout.scheme, hasUppercase: layout.schemeHasUppercase, in: map.schemes) != nil {
            isWeb = false
        } else if index(lowercasing: layout.scheme, hasUppercase: layout.schemeHasUppercase, in: map.webSchemes) == 0 {
            isWeb = true
        } else {
            return nil
        }
        guard let (tabRange, screenSegments) = isWeb ? webDestination(layout) : (layout.host, layout.segments[...]),
            let tab = bytes.firstIndex(decodedName: tabRange, in: map.tabNames)
        else { return nil }
        parts?.params.reserveCapacity(layout.items.count + 4)
        guard let (screen, screenSpan) = resolveScreen(tab: tab, segments: screenSegments, keeping: &parts) else { return nil }
        let requiresLogin = map.withTab(tab) {
            $0.withScreen(screen) { compiledScreen -> Bool? in
                readQuery(layout.items, table: compiledScreen.params, keeping: &parts) ? compiledScreen.requiresLogin : nil
            }
        }
        guard let requiresLogin else { return nil }
        return Landing(
            kind: isWeb ? .webLink : .customScheme, tab: tab, tabSpan: tabRange, screen: screen, screenSpan: screenSpan,
            requiresLogin: requiresLogin)
    }

    /// The first of `names` (all ASCII) equal to `range` lower-cased: a hash lookup unless
    /// `range` holds an upper-case letter.
    func index(lowercasing range: Range<Int>, hasUppercase: Bool, in names: NameKeys) -> Int? {
        hasUppercase ? bytes.lowercasedIndex(of: range, in: names) : names.index(of: bytes, range)
    }

    // MARK: Destination

    /// The tab and screen segments of an https link on one of the map's hosts, under its prefix.
    func webDestination(_ layout: PlainLinkSyntax.Layout) -> (Range<Int>, Slice<ScratchList<Range<Int>>>)? {
        guard map.opensWebLinksByPath, index(lowercasing: layout.host, hasUppercase: layout.hostHasUppercase, in: map.webHosts) != nil
        else { return nil }
        let prefix = map.webPrefix.keys
        let segments = layout.segments
        guard segments.count > prefix.count, !segments.contains(where: { $0.isEmpty }) else { return nil }
        for (segment, key) in zip(segments, prefix) where !bytes.bytesEqual(segment, key.bytes) { return nil }
        return (segments[prefix.count], segments[(prefix.count + 1)...])
    }

    /// The screen the segments name in `tab`, with its path parameters checked (and kept in
    /// `parts`); nil when the matcher would report a problem (a stray `/`, extra segments, no such
    /// screen, a value that does not fit).
    func resolveScreen(
        tab: Int, segments: Slice<ScratchList<Range<Int>>>, keeping parts: inout Parts?
    ) -> (screen: Int, span: Range<Int>?)? {
        var segments = segments
        if segments.last?.isEmpty == true { segments.removeLast() }
        guard !segments.contains(where: { $0.isEmpty }) else { return nil }
        return map.withTab(tab) { compiledTab in
            guard !segments.isEmpty else {
                guard let root = compiledTab.rootScreen else { return nil }
                return (root, nil)
            }
            guard let (index, consumed) = compiledTab.bestScreen(matching: segments, in: bytes, segmentsArePlain: true),
                consumed == segments.count,
                compiledTab.withScreen(index, { checkPathParameters(of: $0, in: segments, keeping: &parts) })
            else { return nil }
            return (index, segments.first!.lowerBound..<segments.last!.upperBound)
        }
    }

    /// Whether the path parameters of `screen`, whose template matched every one of `segments`,
    /// hold values of their types (kept in `parts`).
    func checkPathParameters(of screen: CompiledScreen, in segments: Slice<ScratchList<Range<Int>>>, keeping parts: inout Parts?) -> Bool {
        guard screen.hasPathParameters else { return true }
        // Path segments here hold no escape: their text is their bytes.
        guard parts != nil else {
            for (offset, check) in screen.pathChecks {
                let segment = segments[segments.startIndex + offset]
                guard check._withUnsafeGuaranteedRef({ $0.typeVerdict(on: bytes, segment) })
                    ?? screen.template[offset].spec!.type.read(bytes.text(segment)).isValid
                else { return false }
            }
            return true
        }
        for (part, segment) in zip(screen.template, segments) {
            guard let spec = part.spec else { continue }
            let text = bytes.text(segment)
            guard case .valid(let value) = spec.type.read(text) else { return false }
            parts!.params.append(ParamReading(name: spec.name, spec: spec, source: .path, text: text, value: value, valueSpan: segment))
        }
        return true
    }

    // MARK: Parameters

    /// Checks every query item against `table`, then the declared parameters the link leaves out
    /// (and keeps their readings in `parts`); false when the matcher would report a problem.
    func readQuery(_ items: ScratchList<PlainLinkSyntax.Item>, table: ParamTable, keeping parts: inout Parts?) -> Bool {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, table.names.count)) { seen in
            // Per slot, the index of its reading (any index when keeping nothing); -1 when unseen.
            seen.initialize(repeating: -1)
            var isCampaignLink = requiresCampaign
            // Tested once: testing the optional copies it.
            let keeping = parts != nil
            for scanned in items where !scanned.span.item.isEmpty {
                let item = scanned.span
                guard let slot = table.names.index(of: bytes, item.name) else { return false }
                let entry = table.entries[slot]
                if entry.isCampaignMarker { isCampaignLink = true }
                if entry.isDeclared {
                    guard let valueRange = item.value else { return false }
                    guard keeping else {
                        // Borrowed: checking a value retains nothing.
                        let fits = entry.withDeclaration { declaration in
                            // A repeated key adds to a list; any other repeat is a problem.
                            (seen[slot] < 0 || declaration.check.isList)
                                && (declaration.check.verdict(on: bytes, valueRange, traits: scanned.valueTraits)
                                    ?? (read(valueRange, spec: declaration.spec, lowercase: entry.isLowercase, traits: scanned.valueTraits) != nil))
                        }
                        guard fits == true else { return false }
                        seen[slot] = 0
                        continue
                    }
                    let declaration = entry.declaration!
                    let spec = declaration.spec
                    guard let (text, value) = read(valueRange, spec: spec, lowercase: entry.isLowercase, traits: scanned.valueTraits)
                    else { return false }
                    if seen[slot] >= 0 {
                        // As above; both readings are lists, as their spec is.
                        guard case .list(let more) = value, case .list(let first)? = parts!.params[seen[slot]].value else { return false }
                        parts!.params[seen[slot]].value = .list(first + more)
                        continue
                    }
                    seen[slot] = parts!.params.count
                    parts!.params.append(
                        ParamReading(
                            name: spec.name, spec: spec, isCampaign: declaration.isCampaign || entry.isClickID, source: .query, text: text,
                            value: value, nameSpan: item.name, valueSpan: valueRange))
                } else {
                    // A click id the map does not declare: accepted, with its text.
                    guard entry.isClickID else { return false }
                    guard keeping else {
                        if let value = item.value, !scanned.valueTraits.isPlain(plusAsSpace: false), decoded(value, plusAsSpace: false) == nil {
                            return false
                        }
                        continue
                    }
                    var reading = ParamReading(
                        name: table.names.keys[slot].text, spec: nil, isCampaign: true, source: .query, nameSpan: item.name,
                        valueSpan: item.value)
                    if let value = item.value {
                        guard let text = decoded(value, plusAsSpace: false) else { return false }
                        reading.text = text
                    }
                    parts!.params.append(reading)
                }
            }
            for (offset, spec) in table.querySpecs.enumerated() where seen[table.querySlots[offset]] < 0 {
                if spec.isRequired { return false }
                guard keeping else { continue }
                if let defaultValue = spec.defaultValue, let value = table.defaults[offset] {
                    parts!.params.append(ParamReading(name: spec.name, spec: spec, source: .defaulted, text: defaultValue, value: value))
                } else {
                    parts!.params.append(ParamReading(name: spec.name, spec: spec, source: .absent))
                }
            }
            if isCampaignLink {
                for requirement in table.requirements where table.requiredSlots[requirement].allSatisfy({ seen[$0] < 0 }) {
                    return false
                }
            }
            return true
        }
    }

    /// The text and typed value of a declared parameter's value, whose bytes have `traits`; nil
    /// when it is empty where that is not allowed, does not fit its type, or breaks the campaign
    /// lower-case policy.
    func read(_ range: Range<Int>, spec: ParamSpec, lowercase: Bool, traits: LinkByte) -> (String, TypedValue)? {
        if range.isEmpty {
            guard spec.type.acceptsEmpty, !spec.isRequired else { return nil }
            return ("", .string(""))
        }
        guard let text = decoded(range, plusAsSpace: spec.plusAsSpace) else { return nil }
        if case .list(let rule) = spec.type {
            var values: [TypedValue] = []
            for element in ListRule.elementRanges(in: bytes, range) {
                guard !element.isEmpty, let elementText = decoded(element, plusAsSpace: spec.plusAsSpace),
                    case .valid(let value) = rule.element.read(elementText)
                else { return nil }
                values.append(value)
            }
            return (text, .list(values))
        }
        guard case .valid(let value) = spec.type.read(text) else { return nil }
        if lowercase, hasUppercase(text, traits: traits) { return nil }
        return (text, value)
    }

    /// Whether lower-casing `text`, decoded from bytes with `traits`, would change it.
    func hasUppercase(_ text: String, traits: LinkByte) -> Bool {
        guard traits.isPlain(plusAsSpace: false) else { return text.lowercased() != text }
        return traits.contains(.uppercase)
    }

    /// The decoded text of `range`; nil when its escapes do not decode to UTF-8.
    func decoded(_ range: Range<Int>, plusAsSpace: Bool) -> String? {
        let decoded = PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace)
        return decoded.invalidUTF8.isEmpty ? decoded.text : nil
    }
}
