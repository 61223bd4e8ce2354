extension ReportBuffer {
    /// Appends the parameters of `check --format json`'s `route`: `"params":{…}`, the declared
    /// parameters that have a value, by name; then `,"campaign":{…}` likewise for the campaign
    /// ones and `,"extras":{…}` for the undeclared query parameters, with their text, each when
    /// not empty. Names and texts are read from the link's bytes in place.
    package mutating func append(jsonParamsOf analysis: LinkAnalysis) {
        appendJSONValues(of: analysis, campaign: false, opening: "\"params\":{", evenWhenEmpty: true)
        appendJSONValues(of: analysis, campaign: true, opening: ",\"campaign\":{", evenWhenEmpty: false)
        let catalog = analysis.catalog
        var first = true
        analysis.forEachRecord(where: { !$0.isDeclared(in: catalog) && $0.source == .query }) { record, _, bytes in
            append(first ? ",\"extras\":{" : ",")
            first = false
            append(jsonString: record.nameOrigin(catalog: catalog), in: bytes)
            append(":")
            if let text = record.textOrigin(spec: record.spec(in: catalog)) { append(jsonString: text, in: bytes) } else { append("null") }
        }
        if !first { append("}") }
    }

    /// Appends `opening`, the declared parameters that have a value, by name (the campaign ones,
    /// or the others), and `}`; nothing at all when there are none, unless `evenWhenEmpty`.
    private mutating func appendJSONValues(of analysis: LinkAnalysis, campaign: Bool, opening: StaticString, evenWhenEmpty: Bool) {
        let catalog = analysis.catalog
        var first = true
        if evenWhenEmpty { append(opening) }
        analysis.forEachRecord(where: { $0.isCampaign == campaign && $0.isDeclared(in: catalog) }) { record, value, bytes in
            guard let value else { return }
            if !first {
                append(",")
            } else if !evenWhenEmpty {
                append(opening)
            }
            first = false
            append(jsonString: record.nameOrigin(catalog: catalog), in: bytes)
            append(":")
            append(json: value, in: bytes)
        }
        if !first || evenWhenEmpty { append("}") }
    }
}
