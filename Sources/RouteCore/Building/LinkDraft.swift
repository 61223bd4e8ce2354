import TextBytes

/// A link written from a destination and parameters, then analysed as `check` would analyse
/// it. What the analyzer cannot see (a path parameter with no value) is written as a `{name}`
/// placeholder and reported at it.
struct LinkDraft {
    /// The written link and every problem with it.
    var analysis: LinkAnalysis
    /// Where each parameter's value landed, by name: a path segment or a query value.
    var spans: [String: Range<Int>]

    init(
        _ destination: LinkDestination, fields: [QueryField], form: LinkKind, listStrategy: QueryListStrategy,
        builder: DeepLinkBuilder
    ) throws(DeepLinkError) {
        let routeMap = builder.routeMap
        var link = LinkText()
        var remaining = fields
        var placeholders: [LinkProblem] = []
        spans = [:]

        let tab = routeMap.tab(named: destination.tab)
        let path: [PathTemplate.Segment] =
            if let tab, let screen = destination.screen, !destination.isTabRoot || tab.path.segments.isEmpty {
                tab.linkPath(of: screen).segments
            } else {
                (tab?.path.segments ?? [.literal(destination.tab)])
                    + (tab == nil && !destination.isTabRoot ? destination.screen?.path.segments ?? [] : [])
                    + destination.literalPath.map { .literal($0) }
            }
        var leading: [String] = []
        switch form {
        case .customScheme:
            link.append(routeMap.primaryScheme + "://")
            leading = routeMap.prefix
        case .webLink:
            guard let web = routeMap.web, let host = web.hosts.first else {
                throw DeepLinkError(
                    input: "https://",
                    diagnostics: [
                        Diagnostic(
                            .notAnAppLink,
                            "\(routeMap.app) claims no web hosts (its route map has no web section), so it has no web links;"
                                + " build a custom-scheme link",
                            span: 0..<8, expected: routeMap.primaryScheme, found: "https")
                    ])
            }
            link.append("https://" + host)
            leading = web.prefix
        case .other:
            throw DeepLinkError(
                input: "",
                diagnostics: [
                    Diagnostic(
                        .unknownScheme, "a link of kind other does not open the app; build a custom-scheme link or a web link",
                        span: 0..<0, expected: "custom-scheme or web-link", found: "other")
                ])
        }

        // After a custom scheme the first segment is the host; after a web host, each is a path segment.
        var isHost = form == .customScheme
        func separate() {
            if !isHost { link.append("/") }
        }
        func appendText(_ text: String) -> Range<Int> {
            defer { isHost = false }
            return link.append(isHost ? PercentEncoding.encode(text, for: .host) : Self.encodedSegment(text))
        }
        for segment in leading {
            separate()
            _ = appendText(segment)
        }
        // A path parameter takes the field of the name it is read under (`Foo.id` for a
        // navigator's `id` that the screen repeats), and its placeholder shows that name.
        let readingNames = tab.flatMap { tab in destination.screen?.readingNames(in: tab) }
        let positions = destination.screen?.paramPositions(of: path) ?? path.map { _ in nil }
        for (segment, position) in zip(path, positions) {
            switch segment {
            case .literal(let text):
                separate()
                _ = appendText(text)
            case .parameter(let parameter), .optionalParameter(let parameter):
                let name = position.flatMap { readingNames?[$0] } ?? parameter
                let field = remaining.firstIndex { $0.name == name }.map { remaining.remove(at: $0) }
                let text: String? =
                    switch field?.value {
                    case .text(let text): text
                    case .list(let elements): elements.joined(separator: ",")
                    case .bare, nil: nil
                    }
                if let text, !text.isEmpty {
                    separate()
                    spans[name] = appendText(text)
                } else if segment == .parameter(parameter), let screen = destination.screen {
                    separate()
                    let span = link.append("{\(name)}")
                    isHost = false
                    let index = routeMap.tabs.indices.lazy.compactMap { tab in
                        routeMap.tabs[tab].screens.firstIndex(of: screen).map { ScreenIndex(tab: tab, screen: $0) }
                    }.first!
                    placeholders.append(
                        LinkProblem(
                            text == nil ? .missingParam : .emptyValue, span: span,
                            .pathPlaceholder(name: name, param: position, screen: index, isEmpty: text != nil)))
                }
            case .wildcard:
                for text in destination.caughtPath?.segments ?? [] {
                    separate()
                    _ = appendText(text)
                }
            }
        }

        let query = Self.arranged(remaining, for: destination.screen, includingDefaults: builder.includesDefaults)
        if !query.isEmpty {
            link.append("?")
            for (field, span) in zip(query, QueryField.write(query, listStrategy: listStrategy, into: &link))
            where spans[field.name] == nil {
                spans[field.name] = span
            }
        }

        let end = link.count
        if link.encodeTrailingPunctuation() > 0 {
            for (name, span) in spans where span.upperBound == end { spans[name] = span.lowerBound..<link.count }
        }
        let analysis = builder.analyzer.analyze(link.text)
        let kept = analysis.problems.filter { problem in
            !placeholders.contains { $0.span.overlaps(problem.span) }
        }
        self.analysis = analysis.replacing(
            problems: (kept + placeholders).enumerated().sorted {
                ($0.element.span.lowerBound, $0.offset) < ($1.element.span.lowerBound, $1.offset)
            }.map(\.element))
    }

    /// A path segment, percent-encoded (RFC 3986 §3.3). `.` and `..` are encoded too, so that
    /// dot-segment removal (§5.2.4) cannot change the path.
    static func encodedSegment(_ text: String) -> String {
        guard text != ".", text != ".." else { return String(repeating: "%2E", count: text.count) }
        return PercentEncoding.encode(text, for: .pathSegment)
    }

    /// The query parameters in order: the screen's, in declaration order, then the rest as
    /// given. Values equal to their default are left out, unless defaults are asked for; then
    /// every default is written.
    static func arranged(_ fields: [QueryField], for screen: Screen?, includingDefaults: Bool) -> [QueryField] {
        guard let screen else { return fields }
        let declared = screen.queryParams
        var arranged: [QueryField] = []
        for spec in declared {
            let given = fields.filter { $0.name == spec.name }
            if given.isEmpty {
                if includingDefaults, let defaultValue = spec.defaultValue {
                    arranged.append(QueryField(name: spec.name, value: .text(defaultValue)))
                }
            } else if includingDefaults || given.count > 1 || !isDefault(given[0], of: spec) {
                arranged += given
            }
        }
        return arranged + fields.filter { field in !declared.contains { $0.name == field.name } }
    }

    static func isDefault(_ field: QueryField, of spec: ParamSpec) -> Bool {
        guard case .text(let text) = field.value, let defaultValue = spec.defaultValue,
            case .valid(let value) = spec.type.read(text), case .valid(let expected) = spec.type.read(defaultValue)
        else { return false }
        return value == expected
    }
}
