import RouteCore

/// The JSON form of an analysis: one object per link, as `check --format json` writes it
/// (JSON Lines). The schema is in DESIGN.md; keys are always written in the same order.
package enum JSONReport {
    /// The analysis as a JSON object.
    ///
    /// - Parameters:
    ///   - line: the input line number, when the link came from a file.
    ///   - android: where Android opens the link, when a manifest was given.
    package static func object(_ analysis: LinkAnalysis, line: Int? = nil, android: AndroidLinkEligibility? = nil) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("input", .string(analysis.input)),
            ("ok", .bool(analysis.ok)),
            ("kind", .string(analysis.kind.rawValue)),
        ]
        if let line { pairs.append(("line", .int(line))) }
        if let eligibility = analysis.appLinkEligibility { pairs.append(("aasa", aasa(eligibility))) }
        if let android { pairs.append(("android", self.android(android))) }
        pairs.append(("route", route(analysis)))
        pairs.append(("diagnostics", .array(analysis.diagnostics.map(\.jsonValue))))
        return .object(pairs)
    }

    /// One line of JSON Lines output, without the newline.
    package static func line(_ analysis: LinkAnalysis, line: Int? = nil, android: AndroidLinkEligibility? = nil) -> String {
        object(analysis, line: line, android: android).serialized()
    }

    /// The line for a table row with no link: `{"line":7,"ok":false,"problem":{"code":"short-row","message":"…"}}`.
    package static func line(_ problem: RowProblem) -> String {
        JSONValue.object([
            ("line", .int(problem.line)), ("ok", .bool(false)),
            ("problem", .object([("code", .string(problem.kind.rawValue)), ("message", .string(problem.message))])),
        ]).serialized()
    }

    static func route(_ analysis: LinkAnalysis) -> JSONValue {
        guard let tab = analysis.tab, let screen = analysis.screen else { return .null }
        var params: [(key: String, value: JSONValue)] = []
        var extras: [(key: String, value: JSONValue)] = []
        var campaign: [(key: String, value: JSONValue)] = []
        for reading in analysis.params {
            if reading.spec == nil {
                if reading.source == .query { extras.append((reading.name, reading.text.map(JSONValue.string) ?? .null)) }
                continue
            }
            guard let value = reading.value else { continue }
            if reading.isCampaign { campaign.append((reading.name, value.jsonValue)) } else { params.append((reading.name, value.jsonValue)) }
        }
        var pairs: [(key: String, value: JSONValue)] = [
            ("tab", .string(tab.name)), ("screen", .string(screen.name)), ("params", .object(params)),
        ]
        if !campaign.isEmpty { pairs.append(("campaign", .object(campaign))) }
        if !extras.isEmpty { pairs.append(("extras", .object(extras))) }
        return .object(pairs)
    }

    /// `{"result": "match", "detail": 0, "component": 2}`; a legacy path's index is `path`, and
    /// `no-match` has no indices.
    static func aasa(_ eligibility: AppLinkEligibility) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("result", .string(eligibility.result.rawValue))]
        if let detail = eligibility.detail { pairs.append(("detail", .int(detail))) }
        if let component = eligibility.component { pairs.append(("component", .int(component))) }
        if let path = eligibility.legacyPath { pairs.append(("path", .int(path))) }
        return .object(pairs)
    }

    /// `{"result": "opens-app", "activity": "org.example.Main", "filter": 1, "reason": "…"}`;
    /// `activity` and `filter` only when a filter is concerned.
    static func android(_ eligibility: AndroidLinkEligibility) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("result", .string(eligibility.result.rawValue))]
        if let activity = eligibility.activity { pairs.append(("activity", .string(activity))) }
        if let filter = eligibility.filter { pairs.append(("filter", .int(filter))) }
        pairs.append(("reason", .string(eligibility.reason)))
        return .object(pairs)
    }
}
