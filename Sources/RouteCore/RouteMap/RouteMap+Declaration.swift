import TextBytes

extension RouteMap {
    /// The map as a route-map document: the tree the loader would read it from, in the loader's
    /// keys, each path relative to what encloses it. Its nodes have no position (line 0), so
    /// problems found in it are said without one.
    ///
    /// A map built in code is validated by reading this tree back (``validated()``), so that code
    /// and files go through one set of rules; the importers' YAML writer prints this tree, so
    /// that the file they write is the one the validation reads. `android:` and `web.aasa` name files, which a map
    /// built in code has not; they are not written.
    package var declaration: DocumentNode {
        var pairs: [DocumentNode.Pair] = [.init("app", .text(app))]
        if !schemes.isEmpty { pairs.append(.init("schemes", .list(schemes.map(DocumentNode.text)))) }
        if !prefix.isEmpty { pairs.append(.init("prefix", .text(prefixPath))) }
        if let web {
            var fields: [DocumentNode.Pair] = [.init("hosts", .list(web.hosts.map(DocumentNode.text)))]
            if !web.prefix.isEmpty { fields.append(.init("prefix", .text(web.prefixPath))) }
            if let appID = web.appID { fields.append(.init("app_id", .text(appID))) }
            pairs.append(.init("web", .map(fields)))
        }
        pairs.append(.init("tabs", .list(tabs.map(Self.declaration(of:)))))
        if let loginScreen { pairs.append(.init("login_screen", .text(loginScreen))) }
        if !campaign.params.isEmpty || !campaign.required.isEmpty || campaign.lowercase != .none {
            var fields: [DocumentNode.Pair] = []
            if !campaign.params.isEmpty { fields.append(.init("params", Self.declaration(of: campaign.params))) }
            if !campaign.required.isEmpty {
                let entries = campaign.required.map { $0.anyOf.count == 1 ? DocumentNode.text($0.anyOf[0]) : .list($0.anyOf.map(DocumentNode.text)) }
                fields.append(.init("required", .list(entries)))
            }
            switch campaign.lowercase {
            case .none: break
            case .allUTM: fields.append(.init("lowercase", .word("true")))
            case .params(let names): fields.append(.init("lowercase", .list(names.map(DocumentNode.text))))
            }
            pairs.append(.init("campaign", .map(fields)))
        }
        return .map(pairs)
    }

    /// The map as the loader reads its ``declaration``: the same map when it is valid.
    ///
    /// - Throws: ``RouteMapError`` with the loader's problems, or one naming the first screen
    ///   that does not read back as given (a path or parameters its navigators contradict).
    package func validated() throws(RouteMapError) -> RouteMap {
        let file = "RouteMap"
        var read = try RouteMapLoader.load(document: declaration, file: file)
        read.web?.appSiteAssociation = web?.appSiteAssociation
        read.android = android
        for (given, tab) in zip(tabs, read.tabs) where given.screens != tab.screens {
            let mismatch = zip(given.screens, tab.screens).first { $0 != $1 }?.0 ?? given.screens.last { tab.screen(named: $0.name, in: $0.navigators) == nil }
            let name = mismatch.map { "screen \($0.name)" } ?? "a screen"
            throw RouteMapError(
                file: file,
                message: "\(name) of tab \(given.name) does not read back as given: its path, parameters and navigators must continue those of the navigators that hold it, each of which the tab lists")
        }
        return read
    }

    private static func declaration(of tab: Tab) -> DocumentNode {
        var pairs: [DocumentNode.Pair] = [.init("name", .text(tab.name))]
        if tab.path != PathTemplate(literal: tab.name) { pairs.append(.init("path", .text(tab.path.description))) }
        pairs.append(.init("root", .text(tab.root)))
        let tabParams = TabLevels.pathParams(of: tab)
        if !tabParams.isEmpty { pairs.append(.init("params", declaration(of: tabParams))) }
        pairs.append(.init("screens", level([], of: TabLevels(tab), inherited: tabParams)))
        return .map(pairs)
    }

    /// The screens and navigators inside the navigators `chain` of a tab, in declaration order,
    /// each path relative to the enclosing one.
    private static func level(_ chain: [String], of levels: TabLevels, inherited: [ParamSpec]) -> DocumentNode {
        let enclosing = chain.isEmpty ? nil : levels.navigator(at: chain)
        let (base, isExact) = levels.enclosingPath(of: chain)
        var pairs: [DocumentNode.Pair] = []
        for item in levels.items(in: chain) {
            switch item {
            case .screen(let screen):
                let (own, exact) = TabLevels.written(screen.path, isExact: screen.isExact, under: base, isExact: isExact)
                pairs.append(.init(screen.name, declaration(of: screen, path: own, exact: exact, params: TabLevels.own(screen.params, inheriting: inherited))))
            case .navigator(let name):
                guard let navigator = levels.navigator(at: chain + [name]) else { continue }
                var fields: [DocumentNode.Pair] = []
                if let path = navigator.path {
                    let (own, exact) = TabLevels.written(path, isExact: navigator.isExact, under: base, isExact: isExact)
                    fields.append(.init("path", .text(own.description)))
                    if exact { fields.append(.init("exact", .word("true"))) }
                }
                if let root = navigator.root { fields.append(.init("root", .text(root))) }
                let own = TabLevels.own(navigator.params, inheriting: enclosing?.params ?? inherited)
                if !own.isEmpty { fields.append(.init("params", declaration(of: own))) }
                fields.append(.init("screens", level(chain + [name], of: levels, inherited: navigator.params)))
                pairs.append(.init(name, .map(fields)))
            }
        }
        return .map(pairs)
    }

    private static func declaration(of screen: Screen, path: PathTemplate, exact: Bool, params: [ParamSpec]) -> DocumentNode {
        var pairs: [DocumentNode.Pair] = []
        if path.segments != [.literal(screen.name)] { pairs.append(.init("path", .text(path.description))) }
        if exact { pairs.append(.init("exact", .word("true"))) }
        if screen.requiresLogin { pairs.append(.init("requires_login", .word("true"))) }
        if screen.presentation != .push { pairs.append(.init("presentation", .text(screen.presentation.rawValue))) }
        if let summary = screen.summary { pairs.append(.init("description", .text(summary))) }
        if screen.isFallback { pairs.append(.init("fallback", .word("true"))) }
        if !params.isEmpty { pairs.append(.init("params", declaration(of: params))) }
        return .map(pairs)
    }

    private static func declaration(of params: [ParamSpec]) -> DocumentNode {
        .map(params.map { param in
            var fields = typeFields(param.type)
            if param.isRequired { fields.append(.init("required", .word("true"))) }
            if let value = param.defaultValue { fields.append(.init("default", .text(value))) }
            if let summary = param.summary { fields.append(.init("description", .text(summary))) }
            if param.plusAsSpace { fields.append(.init("plus_as_space", .word("true"))) }
            return .init(param.name, .map(fields))
        })
    }

    /// `type` and the type's own keys, in the loader's words.
    private static func typeFields(_ type: ParamType) -> [DocumentNode.Pair] {
        func number(_ key: String, _ value: (some CustomStringConvertible)?) -> [DocumentNode.Pair] {
            value.map { [.init(key, .word($0.description))] } ?? []
        }
        let kind = DocumentNode.Pair("type", .text(type.kind.rawValue))
        switch type {
        case .int(let rule): return [kind] + number("min", rule.min) + number("max", rule.max)
        // A Double's description is the shortest text that reads back to the same value.
        case .double(let rule): return [kind] + number("min", rule.min) + number("max", rule.max)
        case .string(let rule):
            return [kind] + number("min_length", rule.minLength) + number("max_length", rule.maxLength)
                + (rule.pattern.map { [.init("pattern", .text($0.source))] } ?? [])
        case .enumeration(let rule): return [kind, .init("values", .list(rule.values.map(DocumentNode.text)))]
        case .url(let rule): return [kind] + (rule.schemes.isEmpty ? [] : [.init("schemes", .list(rule.schemes.map(DocumentNode.text)))])
        case .list(let rule):
            // An element type with no keys of its own is named alone (`of: int`), as people write it.
            let element = typeFields(rule.element)
            return [kind, .init("of", element.count == 1 ? element[0].value : .map(element))]
        case .bool, .uuid, .date, .json, .color: return [kind]
        }
    }
}

extension DocumentNode {
    /// A quoted scalar without a position, as code writes a string.
    fileprivate static func text(_ text: String) -> DocumentNode { DocumentNode(.scalar(text, .quoted), line: 0, column: 0) }
    /// A plain scalar without a position: a number or `true`.
    fileprivate static func word(_ text: String) -> DocumentNode { DocumentNode(.scalar(text, .plain), line: 0, column: 0) }
    fileprivate static func list(_ items: [DocumentNode]) -> DocumentNode { DocumentNode(.sequence(items), line: 0, column: 0) }
    fileprivate static func map(_ pairs: [Pair]) -> DocumentNode { DocumentNode(.mapping(pairs), line: 0, column: 0) }
}

extension DocumentNode.Pair {
    fileprivate init(_ key: String, _ value: DocumentNode) {
        self.init(key: .text(key), value: value)
    }
}
