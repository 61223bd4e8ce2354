import RouteCore
import Testing

/// The campaign rules of the route map: GA4's required alternatives, the lower-case policy,
/// repeated utm keys, click ids and parameters lost in the fragment. Each case states the exact
/// bytes with markers (see `Support/Markers.swift`) and the exact fix.
@Suite("Campaign rules, at their exact spans")
struct CampaignRuleTests {
    /// A map whose utm_medium is free text, so that only the lower-case policy judges its case.
    static func map(lowercase: String) -> RouteMap {
        try! RouteMapLoader.load(
            yaml: """
                schemes: [t]
                tabs: [{name: a, root: s, screens: {s: {}}}]
                campaign:
                  params: {utm_source: string, utm_medium: string, utm_campaign: string, utm_id: string, utm_content: string}
                  required: [utm_source, utm_medium, [utm_campaign, utm_id]]
                  lowercase: \(lowercase)
                """)
    }

    // MARK: Required alternatives (GA4: utm_campaign or utm_id)

    @Test func anUnmetAlternativeNamesEveryNameAndInsertsTheFirst() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=mail&utm_medium=email1️⃣2️⃣", [diag(.campaignMissing, "utm_campaign", 1, 2)])
        #expect(
            analysis.diagnostics[0].message
                == "campaign links need utm_campaign or utm_id; this link has other utm_ parameters, so analytics will file it incompletely")
        #expect(analysis.diagnostics[0].fix == Fix(span: 50..<50, replacement: "&utm_campaign={utm_campaign}", .hasPlaceholders))
    }

    @Test func eitherAlternativeMeetsTheRequirement() {
        expectClean("myapp://home/feed?utm_source=mail&utm_medium=email&utm_id=abc123")
        expectClean("myapp://home/feed?utm_source=mail&utm_medium=email&utm_campaign=spring")
        expectClean("myapp://home/feed?utm_id=abc123&utm_campaign=spring&utm_medium=email&utm_source=mail")
    }

    @Test func underCampaignEveryRequirementIsReportedOnce() {
        let analysis = expectDiagnostics(
            "myapp://home/feed1️⃣2️⃣",
            [
                diag(.campaignMissing, "utm_source", 1, 2), diag(.campaignMissing, "utm_medium", 1, 2),
                diag(.campaignMissing, "utm_campaign", 1, 2),
            ], campaign: true)
        #expect(analysis.diagnostics.map(\.message) == [
            "campaign links need utm_source", "campaign links need utm_medium", "campaign links need utm_campaign or utm_id",
        ])
        #expect(analysis.diagnostics.map(\.fix) == [
            Fix(span: 17..<17, replacement: "?utm_source={utm_source}", .hasPlaceholders), Fix(span: 17..<17, replacement: "?utm_medium={utm_medium}", .hasPlaceholders),
            Fix(span: 17..<17, replacement: "?utm_campaign={utm_campaign}", .hasPlaceholders),
        ])
    }

    @Test func threeAlternativesReadAsAList() {
        let map = try! RouteMapLoader.load(
            yaml: """
                schemes: [t]
                tabs: [{name: a, root: s, screens: {s: {}}}]
                campaign:
                  params: {utm_source: string, utm_campaign: string, utm_id: string, utm_name: string}
                  required: [[utm_campaign, utm_id, utm_name]]
                """)
        let analysis = expectDiagnostics("t://a?utm_source=x1️⃣2️⃣", [diag(.campaignMissing, "utm_campaign", 1, 2)], map: map)
        #expect(analysis.diagnostics[0].message.hasPrefix("campaign links need utm_campaign, utm_id or utm_name;"))
    }

    // MARK: Lower-case policy

    @Test func anUpperCaseValueIsACaseMismatchOverTheValue() {
        let analysis = expectDiagnostics(
            "t://a?utm_source=mail&utm_medium=1️⃣Email2️⃣&utm_campaign=spring", [diag(.caseMismatch, "utm_medium", 1, 2)],
            map: Self.map(lowercase: "[utm_source, utm_medium, utm_campaign]"))
        let diagnostic = analysis.diagnostics[0]
        #expect(
            diagnostic.message
                == #"utm_medium is "Email"; campaign values are lower-case by policy, and GA4 counts "Email" and "email" as different values"#)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.fix == Fix(span: 33..<38, replacement: "email", .machineApplicable))
        #expect(diagnostic.expected == "email" && diagnostic.found == "Email")
        #expect(analysis.ok, "a warning: the link still works")
    }

    @Test func theSampleMapAppliesThePolicyToUTMCampaign() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=mail&utm_medium=email&utm_campaign=1️⃣Spring_Sale2️⃣",
            [diag(.caseMismatch, "utm_campaign", 1, 2)])
        #expect(analysis.diagnostics[0].fix?.replacement == "spring_sale")
    }

    @Test func percentEscapesAreKeptAsWritten() {
        let analysis = expectDiagnostics(
            "t://a?utm_source=mail&utm_medium=email&utm_campaign=1️⃣Spring%2FSale%2c2️⃣",
            [diag(.caseMismatch, "utm_campaign", 1, 2)], map: Self.map(lowercase: "true"))
        #expect(analysis.diagnostics[0].fix?.replacement == "spring%2Fsale%2c", "escapes stay, letters lower-case")
    }

    @Test func anEscapedUpperCaseLetterIsEncodedAfresh() {
        // %C3%89 is "É": lower-casing letters outside escapes cannot reach it.
        let analysis = expectDiagnostics(
            "t://a?utm_source=mail&utm_medium=email&utm_campaign=1️⃣%C3%89t%C3%A92️⃣",
            [diag(.caseMismatch, "utm_campaign", 1, 2)], map: Self.map(lowercase: "true"))
        #expect(analysis.diagnostics[0].fix?.replacement == "%C3%A9t%C3%A9")
        #expect(analysis.diagnostics[0].found == "Été")
    }

    @Test func lowercaseTrueCoversEveryUTMParameter() {
        expectDiagnostics(
            "t://a?utm_source=mail&utm_medium=email&utm_id=x&utm_content=1️⃣Hero2️⃣",
            [diag(.caseMismatch, "utm_content", 1, 2)], map: Self.map(lowercase: "true"))
        expectClean("t://a?utm_source=mail&utm_medium=email&utm_id=x&utm_content=Hero", map: Self.map(lowercase: "[utm_medium]"))
        expectClean("t://a?utm_source=Mail&utm_medium=Email&utm_id=X", map: Self.map(lowercase: "false"))
    }

    @Test func aValueThatBreaksItsTypeGetsOnlyCampaignInvalid() {
        // utm_source's pattern in the sample already forbids upper case; one problem, one report.
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=1️⃣Newsletter2️⃣&utm_medium=email&utm_campaign=nov",
            [diag(.campaignInvalid, "utm_source", 1, 2)])
        #expect(analysis.diagnostics[0].severity == .error)
    }

    @Test func lowerCaseAndDigitsAreClean() {
        expectClean("myapp://home/feed?utm_source=mail.2&utm_medium=email&utm_campaign=spring-2026_%C3%A9t%C3%A9+x")
    }

    // MARK: Repeated keys

    @Test func aRepeatedUTMKeyIsADuplicateOnTheSecond() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?utm_source=a&1️⃣utm_source2️⃣=b&utm_medium=email&utm_campaign=x",
            [diag(.duplicateParam, "utm_source", 1, 2)])
        #expect(
            analysis.diagnostics[0].message
                == "utm_source appears more than once; analytics keeps only one of the values, so the other is lost")
        #expect(analysis.diagnostics[0].fix == Fix(span: 30..<43, replacement: "", .maybeIncorrect))
        #expect(
            analysis.diagnostics[0].fix.map { $0.applied(to: analysis.input) }
                == "myapp://home/feed?utm_source=a&utm_medium=email&utm_campaign=x")
    }

    @Test func aRepeatedDeclaredClickIDIsADuplicateToo() {
        expectDiagnostics("myapp://home/feed?gclid=a&1️⃣gclid2️⃣=b", [diag(.duplicateParam, "gclid", 1, 2)])
    }

    // MARK: Click ids and fragments

    @Test(arguments: ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid", "dclid"])
    func clickIDsAreAcceptedOnEveryScreen(_ name: String) {
        expectClean("myapp://home/articleDetail?userId=1&articleId=2&\(name)=Cj0KCQ-abc_123")
        expectClean("https://example.com/app/home/feed?\(name)=x")
    }

    @Test func anUndeclaredClickIDLookalikeIsUnknown() {
        expectDiagnostics("myapp://home/articleDetail?userId=1&articleId=2&1️⃣gclidd2️⃣=x", [diag(.unknownParam, "gclidd", 1, 2)])
    }

    @Test func paramsInFragmentSpansTheWholeFragment() {
        let analysis = expectDiagnostics(
            "myapp://home/feed?category=tech#1️⃣utm_source=mail&utm_medium=email2️⃣", [diag(.paramsInFragment, nil, 1, 2)])
        #expect(analysis.diagnostics[0].message.hasPrefix("utm_source, utm_medium are after \"#\""))
        #expect(analysis.diagnostics[0].fix == Fix(span: 31..<32, replacement: "&", .maybeIncorrect))
        #expect(
            analysis.diagnostics[0].fix.map { $0.applied(to: analysis.input) }
                == "myapp://home/feed?category=tech&utm_source=mail&utm_medium=email")
    }

    @Test func paramsInFragmentAfterAnEmptyQuery() {
        let analysis = expectDiagnostics("myapp://home/feed?#1️⃣utm_source=x2️⃣", [diag(.paramsInFragment, nil, 1, 2)])
        #expect(analysis.diagnostics[0].fix == Fix(span: 18..<19, replacement: "", .maybeIncorrect))
    }
}

/// `campaign:` in a route map: the shapes `required:` and `lowercase:` accept, and the errors
/// for the others, with positions.
@Suite("Campaign rules in the route map")
struct CampaignRuleLoaderTests {
    static func problems(_ campaign: String) -> [String] {
        RouteMapLoaderTests.problems(
            """
            schemes: [t]
            tabs: [{name: a, root: s, screens: {s: {}}}]
            campaign:
              params: {utm_source: string, utm_medium: string, utm_campaign: string, utm_id: string}

            """ + campaign)
    }

    @Test func nestedListsAreAlternatives() throws {
        let map = try RouteMapLoader.load(
            yaml: """
                schemes: [t]
                tabs: [{name: a, root: s, screens: {s: {}}}]
                campaign:
                  params: {utm_source: string, utm_campaign: string, utm_id: string}
                  required:
                    - utm_source
                    - [utm_campaign, utm_id]
                  lowercase: true
                """)
        #expect(map.campaign.required == ["utm_source", CampaignRules.Requirement(anyOf: ["utm_campaign", "utm_id"])!])
        #expect(map.campaign.requiredNames == ["utm_source", "utm_campaign", "utm_id"])
        #expect(map.campaign.lowercase == .allUTM)
        #expect(RouteMap.sample.campaign.lowercase == .params(["utm_source", "utm_medium", "utm_campaign"]))
    }

    @Test func badRequiredShapesArePositioned() {
        #expect(Self.problems("  required: [utm_source, {a: b}]\n") == [
            "5:26: each item of campaign.required must be a parameter name or a list of alternatives, like [utm_campaign, utm_id], not a mapping"
        ])
        #expect(Self.problems("  required: [utm_source, [utm_campaign, [utm_id]]]\n") == [
            "5:41: alternatives in campaign.required must be parameter names; lists cannot nest"
        ])
        #expect(Self.problems("  required: [[]]\n") == [
            "5:14: an empty list in campaign.required can never be met; list the alternatives, like [utm_campaign, utm_id]"
        ])
        #expect(Self.problems("  required: [utm_source, [utm_campaign, utm_idd]]\n") == [
            "5:41: campaign.required names \"utm_idd\", which is not declared under campaign.params"
        ])
        #expect(Self.problems("  required: {utm_source: true}\n") == ["5:13: campaign.required must be a list"])
    }

    @Test func badLowercaseShapesArePositioned() {
        #expect(Self.problems("  lowercase: [utm_source, utm_meduim]\n") == [
            "5:27: campaign.lowercase names \"utm_meduim\", which is not declared under campaign.params"
        ])
        #expect(Self.problems("  lowercase: {utm_source: true}\n") == ["5:14: campaign.lowercase must be a list"])
        #expect(Self.problems("  lowercase: [[utm_source]]\n") == [
            "5:15: each item of campaign.lowercase must be a single value, not a list"
        ])
        #expect(Self.problems("  lowercase: utm_source\n").isEmpty, "one name is a one-item list")
    }
}
