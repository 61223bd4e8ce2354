@testable import RouteCore
import Testing

/// The lookup structures behind the matcher's fast paths agree with the plain definitions they
/// replace: `RouteMap` lookups for `CompiledRouteMap`, byte-by-byte tests for value traits.
struct CompiledRouteMapTests {
    @Test func valueTraitsTellPlainBytes() {
        for text in ["abc", "a%20b", "a+b", "ABC", "café", "", "x=y&z"] {
            text.withUTF8Bytes { bytes in
                let traits = LinkByte.traits(of: bytes, 0..<bytes.count)
                #expect(traits.isPlain(plusAsSpace: false) == bytes.isPlain(0..<bytes.count), "\(text)")
                #expect(traits.isPlain(plusAsSpace: true) == bytes.isPlain(0..<bytes.count, plusAsSpace: true), "\(text)")
                #expect(traits.contains(.uppercase) == bytes.containsASCIIUppercase(0..<bytes.count), "\(text)")
                #expect(traits.isSubset(of: LinkByte.traits), "\(text)")
            }
        }
    }

    @Test func tablesMirrorTheSampleRouteMap() {
        let map = RouteMap.sample
        let compiled = CompiledRouteMap(map)
        #expect(compiled.tabSegments.keys.map(\.text) == map.tabs.map(\.name))
        #expect(compiled.tabBySegment == Array(map.tabs.indices))
        #expect(compiled.schemes.keys.map(\.text) == map.schemes)
        #expect(compiled.webHosts.keys.map(\.text) == map.web?.hosts)
        #expect(compiled.screens.count == map.tabs.map(\.screens.count).reduce(0, +))
        for (tabIndex, (tab, compiledTab)) in zip(map.tabs, compiled.tabs).enumerated() {
            #expect(compiledTab.rootScreen.map { tab.screens[$0].name } == tab.rootScreen?.name)
            #expect(compiledTab.screens.count == tab.screens.count)
            for (screenIndex, screen) in tab.screens.enumerated() {
                let compiledScreen = compiled.screen(ScreenIndex(tab: tabIndex, screen: screenIndex))
                #expect(compiledScreen.requiresLogin == screen.requiresLogin)
                #expect(compiled.screenEntries[compiledScreen.entries].map { compiled.catalog[$0].spec } == screen.params)
                #expect(compiledScreen.parts.count == screen.path.segments.count)
                for (position, segment) in zip(compiledScreen.parts, screen.path.segments) {
                    let part = compiled.parts[position]
                    switch segment {
                    case .literal(let text): #expect(compiled.literals[Int(part.literal)].text == text)
                    case .parameter(let name), .optionalParameter(let name):
                        #expect(compiled.catalog[part.entry].spec?.name == name)
                        #expect(part.check >= 0)
                    case .wildcard: #expect(part.kind == .wildcard)
                    }
                }
                let table = compiled.tables[compiledScreen.table]
                #expect(table.queries.map { compiled.catalog[$0.entry].spec } == screen.queryParams)
                for (query, spec) in zip(table.queries, screen.queryParams) {
                    #expect(table.names.keys[query.slot].text == spec.name)
                    #expect(table.entries[query.slot].declaration?.entry == query.entry)
                    #expect(table.entries[query.slot].declaration?.isCampaign == false)
                    #expect(query.isRequired == spec.isRequired)
                    let valid = if let text = spec.defaultValue, case .valid = spec.type.read(text) { true } else { false }
                    #expect(query.hasValidDefault == valid)
                }
                for (offset, name) in map.campaign.requiredNames.enumerated() {
                    let slot = table.requiredSlots[offset]
                    #expect(table.names.keys[slot].text == name)
                    // The sample's screens declare no campaign name themselves.
                    #expect(table.entries[slot].declaration.map { compiled.catalog[$0.entry].spec } == map.campaign.param(named: name))
                    #expect(table.entries[slot].declaration?.isCampaign == true)
                }
                for (slot, key) in table.names.keys.enumerated() {
                    #expect(table.entries[slot].isClickID == knownClickIDs.contains(key.text))
                    #expect(table.entries[slot].isCampaignMarker == key.text.hasPrefix("utm_"))
                }
            }
        }
    }

    /// The hash lookup finds what a search in order finds: the first key with the same bytes.
    /// Names share their first eight bytes and lengths often here, and repeat, so buckets collide;
    /// some differ only after their eighth byte, up to the sixteenth and past it.
    @Test func hashedLookupFindsTheFirstKeyWithTheSameBytes() {
        var random = SplitMix64(seed: 0x4A5B)
        let stems = [
            "", "utm_", "utm_campa", "a", "articleId", "articleIdText", "utm_campaign_medium_", "utm_campaign", "utm_campbign",
            "utm_campaign_med", "utm_campaign_mee", "utm_campaign_mede",
        ]
        func word() -> String {
            stems[Int(random.next() % UInt64(stems.count))] + String(repeating: "x", count: Int(random.next() % 3))
        }
        for size in [0, 1, 2, 7, 8, 9, 40] {
            let keys = NameKeys((0..<size).map { _ in word() })
            for probe in keys.keys.map(\.text) + (0..<50).map({ _ in word() }) {
                let expected = keys.keys.firstIndex { $0.bytes == Array(probe.utf8) }
                // Alone, where the name ends the buffer, and inside a longer link, where whole
                // words are read past the name's end.
                #expect(probe.withUTF8Bytes { keys.index(of: $0, 0..<$0.count) } == expected, "\(probe) in \(keys.keys.map(\.text))")
                let link = "?" + probe + "=1234567890abcdef"
                let range = 1..<1 + probe.utf8.count
                #expect(link.withUTF8Bytes { keys.index(of: $0, range) } == expected, "\(probe) inside a link")
            }
        }
    }

    @Test func namesThatAreEqualStringsShareASlot() {
        // U+212A KELVIN SIGN is canonically equivalent to "K", and "é" to "e" + U+0301.
        var checks: [ValueCheck] = []
        var rules = ValueRules()
        let table = ParamTable(
            queryParams: [
                ParamSpec(name: "\u{212A}", type: .int(IntRule())), ParamSpec(name: "K", type: .bool),
                ParamSpec(name: "caf\u{E9}", type: .string(StringRule())),
            ],
            queryEntries: [0, 1, 2],
            campaign: CampaignRules(params: [ParamSpec(name: "cafe\u{301}", type: .string(StringRule()))], required: ["K"]),
            campaignEntries: [3], checks: &checks, rules: &rules)
        let slots = table.queries.map(\.slot)
        #expect(slots[0] == slots[1])
        #expect(table.requiredSlots == [slots[0]])
        // The screen's "café" declares the slot it shares with the campaign's "cafe\u{301}".
        #expect(table.entries[slots[2]].declaration?.isCampaign == false)
        #expect(table.entries[slots[2]].declaration?.entry == 2)
        #expect(table.names.hasComplexKeys)
        #expect(!table.names.keys[slots[0]].isSimple)
        // One check per declared name: "\u{212A}" (declared first, as an int), "café", and the click ids' none.
        #expect(checks.count == 2)
    }

    @Test func canonicallyEquivalentNamesMatchAsStringsDo() {
        let map = RouteMap.unchecked(
            app: "Odd", schemes: ["kapp"],
            tabs: [
                Tab(name: "\u{212A}", root: "k", screens: [Screen(name: "k", params: [ParamSpec(name: "caf\u{E9}", type: .int(IntRule()))])])
            ])
        let analysis = LinkAnalyzer(routeMap: map).analyze("kapp://K/k?cafe%CC%81=1")
        #expect(analysis.diagnostics.isEmpty)
        #expect(analysis.tab?.name == "\u{212A}")
        #expect(analysis.params.first?.name == "cafe\u{301}")
        #expect(analysis.params.first?.spec?.name == "caf\u{E9}")
        #expect(analysis.params.first?.value == .int(1))
    }

    @Test func changingTheRouteMapRecompilesIt() {
        var analyzer = LinkAnalyzer(routeMap: .sample)
        #expect(analyzer.analyze("myapp://home").ok)
        analyzer.routeMap.tabs[0].name = "start"
        #expect(!analyzer.analyze("myapp://home").ok)
        #expect(analyzer.analyze("myapp://start").tab?.name == "start")
        analyzer.routeMap.schemes = ["other"]
        #expect(analyzer.analyze("other://start").kind == .customScheme)
    }

    @Test func paramSpecsKeepValueSemantics() {
        let original = ParamSpec(name: "page", type: .int(IntRule(min: 1)), defaultValue: "1")
        var copy = original
        #expect(copy == original && copy.hashValue == original.hashValue)
        copy.name = "pages"
        copy.defaultValue = nil
        copy.isRequired = true
        #expect(original.name == "page" && original.defaultValue == "1" && !original.isRequired)
        #expect(copy.name == "pages" && copy.defaultValue == nil && copy.isRequired)
        #expect(copy != original)
        copy.name = "page"
        copy.defaultValue = "1"
        copy.isRequired = false
        #expect(copy == original && copy.hashValue == original.hashValue)
        #expect(Mirror(reflecting: original).children.map(\.label) == ["name", "type", "isRequired", "defaultValue", "summary", "plusAsSpace"])
    }
}
