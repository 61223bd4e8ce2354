import TextBytes

extension ReportBuffer {
    /// Appends the parameters of `check --format json`'s `route`: `"params":{…}`, the declared
    /// parameters that have a value, by name; then `,"campaign":{…}` likewise for the campaign
    /// ones and `,"extras":{…}` for the undeclared query parameters, with their text, each when
    /// not empty. Names and texts are read from the link's bytes in place.
    ///
    /// The link's bytes are borrowed once for the three objects, and each record is looked at
    /// directly: a name or text that is its own JSON string is copied in one pass
    /// (``OutputBytes/append(plainJSONString:_:percentDecoded:plusAsSpace:)``), with no `String`
    /// and no closure per record.
    package mutating func append(jsonParamsOf analysis: LinkAnalysis) {
        guard !analysis.records.isEmpty else {
            append("\"params\":{}")
            return
        }
        analysis.input.withUTF8Bytes { bytes in
            // The first pass sees which of the other two objects have anything to look for.
            let (hasCampaign, hasExtras) = appendJSONValues(of: analysis, campaign: false, opening: "\"params\":{", evenWhenEmpty: true, in: bytes)
            if hasCampaign { appendJSONValues(of: analysis, campaign: true, opening: ",\"campaign\":{", evenWhenEmpty: false, in: bytes) }
            if hasExtras { appendJSONExtras(of: analysis, in: bytes) }
        }
    }

    /// Appends `opening`, the declared parameters that have a value, by name (the campaign ones,
    /// or the others), and `}`; nothing at all when there are none, unless `evenWhenEmpty`.
    ///
    /// - Returns: whether the link has a declared parameter of the other kind, and an undeclared
    ///   query parameter.
    @discardableResult
    private mutating func appendJSONValues(
        of analysis: LinkAnalysis, campaign: Bool, opening: StaticString, evenWhenEmpty: Bool, in bytes: LinkBytes
    ) -> (hasOtherKind: Bool, hasUndeclared: Bool) {
        let catalog = analysis.catalog
        var first = true
        var hasOtherKind = false
        var hasUndeclared = false
        if evenWhenEmpty { append(opening) }
        for record in analysis.records {
            guard record.isDeclared(in: catalog) else {
                hasUndeclared = hasUndeclared || record.source == .query
                continue
            }
            guard record.isCampaign == campaign else {
                hasOtherKind = true
                continue
            }
            guard let value = record.typed(in: bytes, catalog: catalog, extras: analysis.extras) else { continue }
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
        return (hasOtherKind, hasUndeclared)
    }

    /// Appends `,"extras":{…}`, the undeclared query parameters by name, each with its text (null
    /// without an `=`); nothing when there are none.
    private mutating func appendJSONExtras(of analysis: LinkAnalysis, in bytes: LinkBytes) {
        let catalog = analysis.catalog
        var first = true
        for record in analysis.records where record.source == .query && !record.isDeclared(in: catalog) {
            append(first ? ",\"extras\":{" : ",")
            first = false
            append(jsonString: record.nameOrigin(catalog: catalog), in: bytes)
            append(":")
            if let text = record.textOrigin(catalog: catalog) { append(jsonString: text, in: bytes) } else { append("null") }
        }
        if !first { append("}") }
    }
}
