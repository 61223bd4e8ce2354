import TextBytes

/// Parameter readings written straight from the link's bytes: a name or a text that the link
/// holds as it stands (ASCII, with no escape and no `+` read as a space) is copied in place, and
/// only any other is decoded into a `String`, by the rules ``ParamRecord/reading(in:catalog:extras:)``
/// decodes with.
extension ParamRecord.Origin {
    /// `body` applied to the UTF-8 bytes of the text: the link's own bytes when they are the
    /// text as they stand, the decoded text's otherwise.
    @inline(__always)
    func withTextBytes<Result>(in bytes: LinkBytes, _ body: (LinkBytes) -> Result) -> Result {
        if case .link(let span, let plusAsSpace) = self, bytes.isPlain(span, plusAsSpace: plusAsSpace) {
            return body(bytes[rebasing: span])
        }
        return text(in: bytes).withUTF8Bytes(body)
    }
}

extension LinkAnalysis {
    /// Calls `body` with each parameter record that `include` takes, in the order of ``params``,
    /// with its typed value (nil when it has none) and the link's bytes: the readings a report
    /// writes, looked at in place.
    func forEachRecord(
        where include: (ParamRecord) -> Bool, _ body: (_ record: ParamRecord, _ value: ParamRecord.Typed?, _ bytes: LinkBytes) -> Void
    ) {
        guard !records.isEmpty else { return }
        input.withUTF8Bytes { bytes in
            for record in records where include(record) {
                body(record, record.typed(in: bytes, catalog: catalog, extras: extras), bytes)
            }
        }
    }
}

extension ReportBuffer {
    /// Appends the text `origin` gives, as it is.
    mutating func append(_ origin: ParamRecord.Origin, in bytes: LinkBytes) {
        origin.withTextBytes(in: bytes) { output.append($0) }
    }

    /// Appends the text `origin` gives as a JSON string literal: the link's bytes in one pass
    /// when they are the string as they stand, else through the decoded text and the escapes.
    ///
    /// Inlined where a report writes a parameter, the usual case without a call.
    @inline(__always)
    mutating func append(jsonString origin: ParamRecord.Origin, in bytes: LinkBytes) {
        if case .link(let span, let plusAsSpace) = origin, output.append(plainJSONString: bytes, span, percentDecoded: true, plusAsSpace: plusAsSpace) {
            return
        }
        appendDecodedJSONString(origin, in: bytes)
    }

    /// The other case of ``append(jsonString:in:)``: the text decoded, then escaped.
    @inline(never)
    private mutating func appendDecodedJSONString(_ origin: ParamRecord.Origin, in bytes: LinkBytes) {
        origin.withTextBytes(in: bytes) { append(jsonString: $0) }
    }

    /// Appends the value as its ``TypedValue/jsonValue`` serializes, a text or a number without
    /// making the `TypedValue`.
    mutating func append(json value: ParamRecord.Typed, in bytes: LinkBytes) {
        switch value {
        case .text(let origin): append(jsonString: origin, in: bytes)
        case .int(let number): append(decimal: number)
        case .double(let number): append(jsonNumber: number)
        case .bool(let flag): append(jsonBool: flag)
        case .other(let value): append(json: value)
        }
    }

    /// Appends the value as its ``TypedValue/displayText`` reads.
    mutating func append(displayText value: ParamRecord.Typed, in bytes: LinkBytes) {
        if case .text(let origin) = value {
            origin.withTextBytes(in: bytes) { append(quotedForMessage: $0) }
        } else {
            append(displayText: value.value(in: bytes))
        }
    }

    /// `home › articleDetail(userId: 100, articleId: 200)`: the tab, then the analysis's
    /// ``LinkAnalysis/route`` as its description reads, written without building either.
    package mutating func append(routeOf analysis: LinkAnalysis, tab: String, screen: String) {
        append(tab)
        for navigator in analysis.navigators {
            append(ScreenAddress.placeJoiner)
            append(navigator)
        }
        append(ScreenAddress.placeJoiner)
        append(screen)
        var first = true
        analysis.forEachRecord(where: { $0.isRouteParam(in: analysis.catalog) }) { record, value, bytes in
            guard let value else { return }
            append(first ? "(" : ", ")
            first = false
            append(record.nameOrigin(catalog: analysis.catalog), in: bytes)
            append(": ")
            append(displayText: value, in: bytes)
        }
        if !first { append(")") }
    }
}
