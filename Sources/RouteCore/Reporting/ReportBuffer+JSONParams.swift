extension ReportBuffer {
    /// Appends the parameters of `check --format json`'s `route`: `"params":{…}`, the declared
    /// parameters that have a value, by name; then `,"campaign":{…}` likewise for the campaign
    /// ones and `,"extras":{…}` for the undeclared query parameters, with their text, each when
    /// not empty. Names and texts are read from the link's bytes in place.
    package mutating func append(jsonParamsOf analysis: LinkAnalysis) {
        let catalog = analysis.catalog
        var hasCampaign = false
        var hasExtras = false
        analysis.forEachRecord(where: { $0.isCampaign || !$0.isDeclared(in: catalog) }) { record, value, _ in
            if record.isDeclared(in: catalog) {
                if value != nil { hasCampaign = true }
            } else if record.source == .query {
                hasExtras = true
            }
        }
        append("\"params\":")
        appendJSONValues(of: analysis, campaign: false)
        if hasCampaign {
            append(",\"campaign\":")
            appendJSONValues(of: analysis, campaign: true)
        }
        guard hasExtras else { return }
        append(",\"extras\":{")
        var first = true
        analysis.forEachRecord(where: { !$0.isDeclared(in: catalog) && $0.source == .query }) { record, _, bytes in
            if !first { append(",") }
            first = false
            append(jsonString: record.nameOrigin(catalog: catalog), in: bytes)
            append(":")
            if let text = record.textOrigin(spec: record.spec(in: catalog)) { append(jsonString: text, in: bytes) } else { append("null") }
        }
        append("}")
    }

    /// An object of the declared parameters that have a value, by name: the campaign ones, or
    /// the others.
    private mutating func appendJSONValues(of analysis: LinkAnalysis, campaign: Bool) {
        let catalog = analysis.catalog
        append("{")
        var first = true
        analysis.forEachRecord(where: { $0.isCampaign == campaign && $0.isDeclared(in: catalog) }) { record, value, bytes in
            guard let value else { return }
            if !first { append(",") }
            first = false
            append(jsonString: record.nameOrigin(catalog: catalog), in: bytes)
            append(":")
            append(json: value, in: bytes)
        }
        append("}")
    }
}
