import TextBytes

/// The words of the matcher's problems about parameters: missing, repeated, unknown, or with a
/// value their type refuses.
extension ProblemRenderer {
    func parameterWords(_ detail: ProblemDetail, at span: Range<Int>, in analysis: LinkAnalysis) -> Diagnostic.Words {
        let map = analysis.map
        let routeMap = map.routeMap
        func spec(_ entry: Int32) -> ParamSpec { map.catalog[entry].spec! }
        // A parameter is named as it is read: `Foo.id` for a navigator's `id` that its screen
        // repeats, in messages, placeholders and the `param` field alike.
        func readingName(_ entry: Int32) -> String { map.catalog[entry].name }
        switch detail {
        case .missingPathParameter(let index, let entry, let firstPart):
            let screen = routeMap.tabs[index.tab].screens[index.screen]
            let template = map.parts[map.screen(index).parts]
            let missing = template[(template.startIndex + firstPart)...].filter(\.isDeclaredParameter).map { readingName($0.entry) }
            let spec = spec(entry)
            return Diagnostic.Words(
                message: "\(screen.name) requires \(readingName(entry)) (\(spec.type.expectation)) in its path \(parameterPath(of: index, in: routeMap))",
                param: readingName(entry), expected: spec.type.expectation,
                fix: Fix(span: span, replacement: missing.map { "/{\($0)}" }.joined(), .hasPlaceholders))
        case .missingLandingParameter(let routeIndex, let position):
            let route = map.routes.routes[routeIndex]
            let origin = map.routes.details[routeIndex]
            let tab = routeMap.tabs[route.tab]
            let screen = tab.screens[route.screen]
            let spec = screen.params[position]
            let name = readingName(map.screenEntries[map.screen(ScreenIndex(tab: route.tab, screen: route.screen)).entries.lowerBound + position])
            let opener =
                switch origin.origin {
                case .tab: "\(screen.name), the root of tab \(tab.name)"
                case .navigator(let chain): "\(screen.name), where navigator \(chain.last ?? "") opens"
                case .screen: screen.name
                }
            return Diagnostic.Words(
                message:
                    "\(opener), requires \(name) (\(spec.type.expectation)) in its path \(origin.origin == .tab ? screen.path : tab.linkPath(of: screen)), which a link to \(origin.origin == .tab ? "the tab" : "the navigator") alone leaves out",
                param: name, expected: spec.type.expectation, fix: Fix(span: span, replacement: origin.landingInsertion, .hasPlaceholders))
        case .missingQueryParameter(let index, let entry):
            let spec = spec(entry)
            let name = readingName(entry)
            let screen = routeMap.tabs[index.tab].screens[index.screen].name
            let lowercasedName = name.lowercased()
            let misspelt = analysis.records.lazy.compactMap { $0.entry < 0 ? $0.nameSpan.map { self.decoded($0).text } : nil }
                .first { $0.lowercased() == lowercasedName }
            return Diagnostic.Words(
                message: misspelt.map { "\(screen) requires \(name); the link has \($0), which the app reads as a different name" }
                    ?? "\(screen) requires \(name) (\(spec.type.expectation))",
                param: name, expected: spec.type.expectation,
                fix: misspelt == nil ? Fix(span: span, replacement: insertion(for: name), .hasPlaceholders) : nil)
        case .campaignMissing(let index, let isRequiredEverywhere):
            let campaign = routeMap.campaign
            let requirement = campaign.required[index]
            let name = requirement.anyOf[0]
            return Diagnostic.Words(
                message: "campaign links need \(requirement)"
                    + (isRequiredEverywhere ? "" : "; this link has other utm_ parameters, so analytics will file it incompletely"),
                param: name, expected: campaign.param(named: name)?.type.expectation,
                fix: Fix(span: span, replacement: insertion(for: name), .hasPlaceholders))
        case .duplicateParameter(let isCampaign, let removal):
            let name = decoded(span).text
            return Diagnostic.Words(
                message: isCampaign
                    ? "\(name) appears more than once; analytics keeps only one of the values, so the other is lost"
                    : "\(name) appears more than once; apps disagree on which one wins (URLComponents users often take the first, many web routers the last)",
                param: name, found: name, fix: Fix(span: removal, replacement: "", .maybeIncorrect))
        case .missingValue(let entry):
            let spec = spec(entry)
            let name = readingName(entry)
            return Diagnostic.Words(
                message: "\(name) has no value; expected \(name)=<\(spec.type.expectation)>", param: name, expected: spec.type.expectation)
        case .emptyValue(let entry):
            let spec = spec(entry)
            return Diagnostic.Words(
                message: "\(readingName(entry)) is empty; expected \(spec.type.expectation)", param: readingName(entry), expected: spec.type.expectation,
                found: "")
        case .emptyListElement(let entry):
            let spec = spec(entry)
            guard case .list(let rule) = spec.type else { preconditionFailure("an empty list element of a parameter that is no list") }
            return Diagnostic.Words(
                message: "\(readingName(entry)) has an empty list element; expected \(rule.element.expectation)", param: readingName(entry),
                expected: rule.element.expectation, found: "")
        case .invalidValue(let fault, let entry, let isElement, let decodesPlus):
            let name = readingName(entry)
            let spec = spec(entry)
            let found = decoded(span, plusAsSpace: decodesPlus).text
            let words = Self.valueWords(fault, of: spec.type.valueType, found: found)
            return Diagnostic.Words(
                message: "\(name) \(isElement ? "element " : "")\(words.predicate)", param: name, expected: words.expected,
                found: found,
                fix: words.suggestion.map {
                    Fix(span: span, replacement: PercentEncoding.encode($0, for: .queryValue), words.isCaseOnly ? .machineApplicable : .maybeIncorrect)
                })
        case .doubleEncoded(let entry):
            let once = DoubleEncoding.decodedOnce(bytes, span)
            let name = readingName(entry)
            // Written once, a control or an invisible character (`%25E2%2580%258B`, a zero width
            // space) would be in the value unseen: whether it is meant is for a person to say.
            let meant = Array(once.utf8).withLinkBytes { PercentEncoding.decode($0, 0..<$0.count).text }
            let isVisible = meant.unicodeScalars.allSatisfy { DisplayWidth.escaped($0) == nil }
            return Diagnostic.Words(
                message:
                    "\(name) has \(quoted(span)), percent-encoded twice: the app reads the text \"\(decoded(span).text)\", not what \(once) stands for; write \(once)",
                param: name, expected: once, found: text(span),
                fix: Fix(span: span, replacement: once, isVisible ? .machineApplicable : .maybeIncorrect))
        case .uppercaseCampaignValue(let entry):
            let spec = spec(entry)
            let text = decoded(span, plusAsSpace: spec.plusAsSpace).text
            let lowered = text.lowercased()
            return Diagnostic.Words(
                message:
                    "\(readingName(entry)) is \(text.quotedForMessage); campaign values are lower-case by policy, and GA4 counts \(text.quotedForMessage) and \(lowered.quotedForMessage) as different values",
                param: readingName(entry), expected: lowered, found: text,
                fix: Fix(
                    span: span, replacement: lowercasedLinkText(span, decodedLowercase: lowered, plusAsSpace: spec.plusAsSpace),
                    .machineApplicable))
        case .invalidUTF8(let parameter):
            let name =
                switch parameter {
                case .entry(let entry): readingName(entry)
                case .written(let range): decoded(range).text
                }
            return Diagnostic.Words(
                message: "\(name) decodes to bytes that are not valid UTF-8 (\(text(span))); the app will see U+FFFD or nil", param: name,
                found: text(span))
        case .nameCaseMismatch(let known):
            let name = decoded(span).text
            let sameLetters = parameterTable(of: analysis).suggestionCandidates.names[known]
            // Renamed next to the parameter it would become (`userId=1&userid=2`), it would be a
            // `duplicate-param`: which of the two values is meant is for a person to say.
            let isAlsoWritten = url.queryItems(in: bytes).contains { decoded($0.name).text == sameLetters }
            return Diagnostic.Words(
                message: "parameter names are case-sensitive: the app reads \(sameLetters), not \(name)", param: name,
                expected: sameLetters, found: name,
                fix: Fix(span: span, replacement: sameLetters, isAlsoWritten ? .maybeIncorrect : .machineApplicable))
        case .unknownParameter:
            let name = decoded(span).text
            let table = parameterTable(of: analysis)
            let suggestion = Suggestions.closest(to: name, in: table.suggestionCandidates)
            // At its place, as the ok line names the route: `shop › Reviews › item`, not the
            // `shop › item` directly in the tab.
            let route = analysis.screen.map { ([analysis.tab?.name ?? ""] + analysis.navigators + [$0.name]).joined(separator: ScreenAddress.placeJoiner) } ?? "this route"
            return Diagnostic.Words(
                message: "unknown parameter \(name.shownVisibly)" + (suggestion.map { " — did you mean \($0)?" } ?? "; \(route) \(takes(analysis))"),
                param: name, expected: suggestion, found: name, fix: suggestion.map { Fix(span: span, replacement: $0, .maybeIncorrect) })
        case .parametersInFragment(let names):
            let hash = span.lowerBound - 1
            let separator = url.query.map { $0.isEmpty ? "" : "&" } ?? "?"
            return Diagnostic.Words(
                message:
                    "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") after \"#\", in the fragment, which the app's router never reads; move \(names.count == 1 ? "it" : "them") into the query",
                found: names.joined(separator: ", "), fix: Fix(span: hash..<hash + 1, replacement: separator, .maybeIncorrect))
        default:
            preconditionFailure("not a problem of a parameter: \(detail)")
        }
    }

    /// The names the query of the analysed link may hold: its screen's, or the campaign's alone
    /// when no screen was resolved.
    private func parameterTable(of analysis: LinkAnalysis) -> ParamTable {
        analysis.map.tables[analysis.map.tableIndex(analysis.screenIndex)]
    }

    /// What the link's screen accepts besides campaign parameters, for an unknown parameter's
    /// message: "takes userId, articleId" or "takes no parameters".
    private func takes(_ analysis: LinkAnalysis) -> String {
        let routeMap = analysis.map.routeMap
        let queryParams = analysis.screenIndex.map { routeMap.tabs[$0.tab].screens[$0.screen].queryParams } ?? []
        let names = queryParams.map(\.name).filter { routeMap.campaign.param(named: $0) == nil }
        return names.isEmpty ? "takes no parameters" : "takes " + names.joined(separator: ", ")
    }

    /// The text to insert at the query's end to add `name={name}`: a placeholder to fill in,
    /// never an empty value, which would pass for one.
    private func insertion(for name: String) -> String {
        let point = url.queryInsertionPoint
        let separator = url.query == nil ? "?" : (url.query!.isEmpty || bytes[point - 1] == UInt8(ascii: "&") ? "" : "&")
        return separator + name + "={" + name + "}"
    }

    /// The link text of `range` with its letters lower-cased and every `%XX` escape kept as it is
    /// (lower-casing `%2F` to `%2f` would change nothing but the bytes). When that does not decode
    /// to `decodedLowercase` (an escaped upper-case letter such as `%C3%89`, "É"), the value is
    /// encoded afresh from its lower-cased text.
    private func lowercasedLinkText(_ range: Range<Int>, decodedLowercase: String, plusAsSpace: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var index = range.lowerBound
        var pending: [UInt8] = []
        func flushPending() {
            out.append(contentsOf: String(decoding: pending, as: UTF8.self).lowercased().utf8)
            pending.removeAll()
        }
        while index < range.upperBound {
            if PercentEncoding.isEscape(bytes, at: index, before: range.upperBound) {
                flushPending()
                out.append(contentsOf: bytes[index...index + 2])
                index += 3
            } else {
                pending.append(bytes[index])
                index += 1
            }
        }
        flushPending()
        let candidate = String(decoding: out, as: UTF8.self)
        let decodedCandidate = out.withLinkBytes {
            PercentEncoding.decode($0, 0..<$0.count, plusAsSpace: plusAsSpace).text
        }
        return decodedCandidate == decodedLowercase ? candidate : PercentEncoding.encode(decodedLowercase, for: .queryValue)
    }
}
