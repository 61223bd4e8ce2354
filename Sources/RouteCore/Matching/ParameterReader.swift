import TextBytes

/// Click identifiers that ad platforms append; they are accepted on every route.
let knownClickIDs: Set<String> = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid", "dclid"]

/// Reading parameters: path parameters, query items, campaign rules and fragment mistakes.
extension LinkMatcher {
    /// A record to fill in. A matcher that keeps no readings gets a blank one, which holds only
    /// what later decisions read (the campaign flag and the status), and drops it.
    func startRecord(
        entry: Int32, isCampaign: Bool = false, source: ParamReading.Source, nameSpan: Range<Int>? = nil, valueSpan: Range<Int>?
    ) -> ParamRecord {
        guard keepsReadings else { return ParamRecord(isCampaign: isCampaign, source: source) }
        return ParamRecord(entry: entry, isCampaign: isCampaign, source: source, nameSpan: nameSpan, valueSpan: valueSpan)
    }

    /// Reads the declared path parameter of template part `part` in `segment`.
    mutating func readPathParameter(_ part: TemplatePart, segment: Range<Int>) {
        let entry = part.entry
        var reading = startRecord(entry: entry, source: .path, valueSpan: segment)
        // A `{name}` left from a template has its own problem; its type is not the question.
        if Placeholder.isPlaceholder(bytes, segment) {
            reading.status = .error
            if keepsReadings { recording.records.append(reading) }
            return
        }
        // A plain segment is its own text: its bytes settle the decision, and usually the value.
        if bytes.isPlain(segment), case .valid(let value) = map.typeVerdict(ofCheck: Int(part.check), on: bytes, segment) {
            guard keepsReadings else { return }
            if let value {
                reading.value = value
                recording.records.append(reading)
                return
            }
        }
        let decodedText = decoded(segment)
        reportInvalidUTF8(decodedText, in: .entry(entry), reading: &reading)
        read(decodedText.text, as: map.spec(entry), entry: entry, at: segment, decodesPlus: false, campaign: false, into: &reading)
        if keepsReadings { recording.records.append(reading) }
    }

    /// Walks the query, then reports what is missing, then looks for parameters lost in the fragment.
    ///
    /// The functions it calls name the screen's ``ParamTable`` by its position in
    /// ``CompiledRouteMap/tables`` and read its rows in place there: a table bound to a variable
    /// or captured would be a copy, each of its arrays retained and released for every link.
    mutating func readParameters(screen: ScreenIndex?) {
        let table = map.tableIndex(screen)
        if keepsReadings {
            // Room for the items and what the table can add, usually made already (``match()``).
            recording.records.reserveCapacity(recording.records.count + itemCount + map.tables[table].queries.count + map.tables[table].requiredSlots.count)
        }
        // Per slot of the table, the index in `records` of the first reading with a spec (0 for a
        // lean matcher, which keeps no readings); -1 when none.
        ScratchList.withRepeating(-1, count: max(1, map.tables[table].names.count)) { seen in
            var isCampaignLink = requiresCampaign
            if items.overflowed {
                var split = url.queryItems(in: bytes)
                while let item = split.next() {
                    guard !item.item.isEmpty else { continue }
                    readQueryItem(item, valueTraits: split.valueTraits, table: table, hasScreen: screen != nil, seen: &seen, isCampaignLink: &isCampaignLink)
                }
            } else {
                for item in items where !item.span.item.isEmpty {
                    readQueryItem(item.span, valueTraits: item.valueTraits, table: table, hasScreen: screen != nil, seen: &seen, isCampaignLink: &isCampaignLink)
                }
            }
            if let screen { reportMissing(table, seen: seen, screen: screen) }
            if isCampaignLink { reportMissingCampaign(table, seen: seen) }
        }
        checkFragment(screen: screen)
    }

    /// The name of the item whose name is `range`, decoded: the bytes themselves when they
    /// needed no decoding.
    func name(_ range: Range<Int>, _ facts: NameFacts) -> String { facts.needsDecoding ? decoded(range).text : text(range) }

    /// Reads `item`, whose value has `valueTraits` (``ScannedQueryItem/valueTraits``).
    mutating func readQueryItem(
        _ item: QueryItemSpan, valueTraits: LinkByte, table: Int, hasScreen: Bool, seen: inout ScratchList<Int>,
        isCampaignLink: inout Bool
    ) {
        guard let item = withoutHTMLEscape(item) else { return }
        let facts = map.nameFacts(of: item.name, in: bytes, table: table)
        if facts.isCampaignMarker { isCampaignLink = true }
        if let slot = facts.slot, let declaration = map.tables[table].entries[slot].declaration {
            readDeclaredItem(item, valueTraits: valueTraits, facts: facts, slot: slot, declaration: declaration, table: table, seen: &seen)
            return
        }
        readUnknownItem(item, valueTraits: valueTraits, facts: facts, table: table, hasScreen: hasScreen)
    }

    /// `item`, or the item after its `amp;` when its name starts with one (`&amp;utm_source=x`,
    /// a link copied from HTML), reported as `html-escaped-separator`; nil when the item is that
    /// `amp;` alone (`utm_source=x&amp;`), which leaves nothing to read.
    ///
    /// The test is inlined into the walk over the query; the rare escape is handled out of line.
    @inline(__always)
    mutating func withoutHTMLEscape(_ item: QueryItemSpan) -> QueryItemSpan? {
        let start = item.name.lowerBound
        // A longer name, or the item alone: `amp;=x` names no parameter after the escape.
        guard item.name.count > 4 || item.item.count == 4, item.name.count >= 4, bytes[start] == UInt8(ascii: "a"),
            bytes[start + 1] == UInt8(ascii: "m"), bytes[start + 2] == UInt8(ascii: "p"), bytes[start + 3] == UInt8(ascii: ";")
        else { return item }
        return withoutEscape(item)
    }

    /// `item` after the `amp;` its name starts with, reported; nil when nothing follows it.
    @inline(never)
    mutating func withoutEscape(_ item: QueryItemSpan) -> QueryItemSpan? {
        let start = item.name.lowerBound
        let ampersand = start > 0 && bytes[start - 1] == UInt8(ascii: "&") ? start - 1 : start
        report(.htmlEscapedSeparator, at: ampersand..<start + 4, .htmlEscapedSeparator)
        guard start + 4 < item.item.upperBound else { return nil }
        return QueryItemSpan(item: start + 4..<item.item.upperBound, name: start + 4..<item.name.upperBound, value: item.value)
    }

    /// Reads an item whose name neither the screen nor the campaign declares.
    mutating func readUnknownItem(_ item: QueryItemSpan, valueTraits: LinkByte, facts: NameFacts, table: Int, hasScreen: Bool) {
        var reading = startRecord(entry: -1, isCampaign: facts.isClickID, source: .query, nameSpan: item.name, valueSpan: item.value)
        if facts.needsDecoding { reportInvalidUTF8(name: item.name, reading: &reading) }
        if !reading.isCampaign, hasScreen || facts.isCampaignMarker {
            reportUnknown(name(item.name, facts), item: item, table: table, reading: &reading)
        }
        // A plain value (ASCII without `%`) decodes to itself, which is UTF-8.
        if let value = item.value, !valueTraits.isPlain(plusAsSpace: false) {
            reportInvalidUTF8(decoded(value), in: .written(item.name), reading: &reading)
        }
        if keepsReadings { recording.records.append(reading) }
    }

    /// Reads an item whose name `declaration` declares, at `slot` of `table`. Inlined into the
    /// walk over the query, as most items are declared.
    @inline(__always)
    mutating func readDeclaredItem(
        _ item: QueryItemSpan, valueTraits: LinkByte, facts: NameFacts, slot: Int, declaration: ParamTable.Declaration, table: Int,
        seen: inout ScratchList<Int>
    ) {
        let isCampaign = declaration.isCampaign
        var reading = startRecord(
            entry: declaration.entry, isCampaign: isCampaign || facts.isClickID, source: .query, nameSpan: item.name,
            valueSpan: item.value)
        if facts.needsDecoding { reportInvalidUTF8(name: item.name, reading: &reading) }
        if seen[slot] >= 0 {
            if declaration.isList {
                appendListElements(
                    item, valueTraits: valueTraits, declaration: declaration, campaign: reading.isCampaign, lowercase: map.tables[table].entries[slot].isLowercase, to: seen[slot])
                return
            }
            report(.duplicateParam, at: item.name, .duplicateParameter(isCampaign: isCampaign, removal: removalSpan(of: item)))
            if keepsReadings {
                reading.status = .error
                recording.records.append(reading)
            }
            return
        }
        readValue(
            item, valueTraits: valueTraits, declaration: declaration, campaign: isCampaign,
            lowercase: map.tables[table].entries[slot].isLowercase, into: &reading)
        seen[slot] = recording.records.count
        if keepsReadings { recording.records.append(reading) }
    }

    // MARK: Values

    /// Reads the value of `item`, which has `traits`, against the parameter `declaration`
    /// declares; `lowercase` when the campaign lower-case policy applies to it
    /// (``ParamTable/Entry/isLowercase``). Inlined, as the verdict's loop over the query needs it.
    @inline(__always)
    mutating func readValue(
        _ item: QueryItemSpan, valueTraits traits: LinkByte, declaration: ParamTable.Declaration, campaign: Bool, lowercase: Bool,
        into reading: inout ParamRecord
    ) {
        let entry = declaration.entry
        guard let valueRange = item.value else {
            report(.missingValue, at: item.name, .missingValue(entry: entry))
            reading.status = .error
            return
        }
        // A `{name}` left from a template has its own problem; its type is not the question.
        if Placeholder.isPlaceholder(bytes, valueRange) {
            reading.status = .error
            return
        }
        // The bytes of a value that reads as valid settle the decision, and for a plain value
        // usually the typed value too.
        if traits.contains(.percent), declaration.readsText { reportDoubleEncoding(valueRange, entry: entry) }
        let check = Int(declaration.check)
        if case .valid(let value) = map.verdict(ofCheck: check, on: bytes, valueRange, traits: traits) {
            guard keepsReadings else { return }
            if let value {
                reading.value = value
                return
            }
        }
        if valueRange.isEmpty {
            // A campaign value is never empty: analytics would file the visit under "(not set)".
            if declaration.acceptsEmpty && !campaign {
                reading.value = .text
                return
            }
            report(.emptyValue, at: valueRange, .emptyValue(entry: entry))
            reading.status = .error
            return
        }
        let spec = map.spec(entry)
        if case .list(let rule) = spec.type {
            let elements = readListElements(valueRange, rule: rule, spec: spec, entry: entry, campaign: campaign, reading: &reading)
            if keepsReadings { reading.value = ParamRecord.value(.list(elements), extras: &recording.extras) }
            return
        }
        let decodedText = decoded(valueRange, plusAsSpace: spec.plusAsSpace)
        reportInvalidUTF8(decodedText, in: .entry(entry), reading: &reading)
        read(decodedText.text, as: spec, entry: entry, at: valueRange, decodesPlus: spec.plusAsSpace, campaign: campaign, into: &reading)
        if lowercase, reading.status == nil {
            checkLowercase(valueRange, text: decodedText.text, entry: entry, reading: &reading)
        }
    }

    /// Under the campaign lower-case policy, warns about a value with upper-case letters that
    /// otherwise fits its type (a value that does not fit already has its `campaign-invalid`).
    mutating func checkLowercase(_ range: Range<Int>, text: String, entry: Int32, reading: inout ParamRecord) {
        guard text.withUTF8Bytes(LowercasePolicy.isBroken) else { return }
        report(.caseMismatch, at: range, .uppercaseCampaignValue(entry: entry))
        reading.status = .warning
    }

    /// Reports each run of escapes written twice in the value `range` of parameter `entry`.
    mutating func reportDoubleEncoding(_ range: Range<Int>, entry: Int32) {
        var rest = range
        while let run = DoubleEncoding.firstRun(in: bytes, rest) {
            report(.doubleEncoded, at: run, .doubleEncoded(entry: entry))
            rest = run.upperBound..<range.upperBound
        }
    }

    /// Reads `text`, decoded from `span` (`+` as a space when `decodesPlus`), against the type of
    /// `spec` (catalog `entry`), reporting a problem at `span`.
    mutating func read(
        _ text: String, as spec: ParamSpec, entry: Int32, at span: Range<Int>, decodesPlus: Bool, campaign: Bool,
        into reading: inout ParamRecord
    ) {
        switch spec.type.read(text) {
        case .valid(let value):
            if keepsReadings { reading.value = ParamRecord.value(value, extras: &recording.extras) }
        case .invalid(let fault):
            report(
                campaign ? .campaignInvalid : fault.code, at: fault.span(inValueAt: span, of: bytes),
                .invalidValue(fault, entry: entry, isElement: false, decodesPlus: decodesPlus))
            reading.status = .error
        }
    }

    mutating func readListElements(
        _ range: Range<Int>, rule: ListRule, spec: ParamSpec, entry: Int32, campaign: Bool, reading: inout ParamRecord
    ) -> [TypedValue] {
        var values: [TypedValue] = []
        for element in ListRule.elementRanges(in: bytes, range) {
            let decodedText = decoded(element, plusAsSpace: spec.plusAsSpace)
            reportInvalidUTF8(decodedText, in: .entry(entry), reading: &reading)
            if element.isEmpty {
                report(.emptyValue, at: element, .emptyListElement(entry: entry))
                reading.status = .error
                continue
            }
            switch rule.element.read(decodedText.text) {
            case .valid(let value): values.append(value)
            case .invalid(let fault):
                report(
                    campaign ? .campaignInvalid : fault.code, at: fault.span(inValueAt: element, of: bytes),
                    .invalidValue(fault, entry: entry, isElement: true, decodesPlus: spec.plusAsSpace))
                reading.status = .error
            }
        }
        return values
    }

    /// A repeated key of a list parameter adds its elements to the first reading, the one at `index`.
    mutating func appendListElements(
        _ item: QueryItemSpan, valueTraits: LinkByte, declaration: ParamTable.Declaration, campaign: Bool, lowercase: Bool, to index: Int
    ) {
        var scratch = startRecord(entry: declaration.entry, source: .query, valueSpan: nil)
        readValue(item, valueTraits: valueTraits, declaration: declaration, campaign: campaign, lowercase: lowercase, into: &scratch)
        guard keepsReadings else { return }
        var reading = recording.records[index]
        if case .extra(let first) = reading.value, case .list(let existing) = recording.extras[Int(first)],
            case .extra(let second) = scratch.value, case .list(let more) = recording.extras[Int(second)]
        {
            recording.extras[Int(first)] = .list(existing + more)
            recording.extras.removeLast()
        }
        if let status = scratch.status { reading.status = max(reading.status ?? status, status) }
        recording.records[index] = reading
    }

    /// Reports the invalid UTF-8 that the name `range` decodes to, under the decoded name.
    mutating func reportInvalidUTF8(name range: Range<Int>, reading: inout ParamRecord) {
        reportInvalidUTF8(decoded(range), in: .written(range), reading: &reading)
    }

    /// Reports the invalid UTF-8 of `decodedText`, a name or value of the parameter `parameter`.
    mutating func reportInvalidUTF8(_ decodedText: PercentEncoding.Decoded, in parameter: ParameterName, reading: inout ParamRecord) {
        for range in decodedText.invalidUTF8 {
            report(.invalidUTF8, at: range, .invalidUTF8(in: parameter))
            reading.status = .error
        }
    }

    // MARK: Names

    mutating func reportUnknown(_ name: String, item: QueryItemSpan, table: Int, reading: inout ParamRecord) {
        if let index = map.tables[table].lowercasedKnownNames.firstIndex(of: name.lowercased()) {
            report(.caseMismatch, at: item.name, .nameCaseMismatch(known: index))
        } else {
            report(.unknownParam, at: item.name, .unknownParameter)
        }
        reading.status = .warning
    }

    /// The bytes to delete to remove `item` with one adjacent `&`.
    func removalSpan(of item: QueryItemSpan) -> Range<Int> {
        if item.item.lowerBound > 0, bytes[item.item.lowerBound - 1] == UInt8(ascii: "&") {
            return item.item.lowerBound - 1..<item.item.upperBound
        }
        if item.item.upperBound < bytes.count, bytes[item.item.upperBound] == UInt8(ascii: "&") {
            return item.item.lowerBound..<item.item.upperBound + 1
        }
        return item.item
    }

    // MARK: Missing

    /// Reports each required query parameter of the screen that the link leaves out, and
    /// records the absent and defaulted ones.
    ///
    /// The table's rows are read by position in place: iterating the array would retain it.
    mutating func reportMissing(_ table: Int, seen: ScratchList<Int>, screen index: ScreenIndex) {
        for position in map.tables[table].queries.indices {
            let query = map.tables[table].queries[position]
            guard seen[query.slot] < 0 else { continue }
            let entry = query.entry
            if query.isRequired {
                let point = url.queryInsertionPoint
                report(.missingParam, at: point..<point, .missingQueryParameter(screen: index, entry: entry))
                if keepsReadings { recording.records.append(ParamRecord(entry: entry, source: .absent, status: .error)) }
            } else if !keepsReadings {
                continue
            } else if query.hasValidDefault {
                recording.records.append(ParamRecord(entry: entry, source: .defaulted, value: .defaultValue))
            } else {
                recording.records.append(ParamRecord(entry: entry, source: .absent))
            }
        }
    }

    /// Reports each requirement none of whose names is present, reading the table's rows in
    /// place as ``reportMissing(_:seen:screen:)`` does.
    mutating func reportMissingCampaign(_ table: Int, seen: ScratchList<Int>) {
        for index in map.tables[table].requirements.indices {
            let slots = map.tables[table].requirements[index]
            guard !slots.contains(where: { seen[map.tables[table].requiredSlots[$0]] >= 0 }) else { continue }
            let point = url.queryInsertionPoint
            report(.campaignMissing, at: point..<point, .campaignMissing(requirement: index, isRequiredEverywhere: requiresCampaign))
            if keepsReadings {
                recording.records.append(ParamRecord(entry: map.requirementEntries[index], isCampaign: true, source: .absent, status: .error))
            }
        }
    }

    // MARK: Fragment

    /// Parameters written after `#` never reach the app's router, which reads the query.
    mutating func checkFragment(screen: ScreenIndex?) {
        guard let fragment = url.fragment, !fragment.isEmpty else { return }
        let table = map.tableIndex(screen)
        var names: [String] = []
        var start = fragment.lowerBound
        for index in fragment.lowerBound...fragment.upperBound
        where index == fragment.upperBound || bytes[index] == UInt8(ascii: "&") {
            let item = start..<index
            if let equals = item.firstIndex(where: { bytes[$0] == UInt8(ascii: "=") }) {
                let name = decoded(item.lowerBound..<equals).text
                if map.tables[table].declares(name) || routeMap.campaign.isCampaignMarker(name) {
                    names.append(name)
                }
            }
            start = index + 1
        }
        guard !names.isEmpty else { return }
        report(.paramsInFragment, at: fragment, .parametersInFragment(names: names))
    }
}
