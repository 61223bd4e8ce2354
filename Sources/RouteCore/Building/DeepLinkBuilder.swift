/// Builds links that a ``RouteMap`` reads back exactly: from a typed ``Route``, from any
/// `Encodable` value, or from texts as a person types them.
///
/// Every component is percent-encoded for its place (RFC 3986 §2.1, §3.3, §3.4): spaces,
/// emoji, `&`, `=`, `+`, `#` and `/` in values survive the trip. Path parameters fill the
/// screen's `{name}` template. Values equal to their default are left out unless
/// ``includesDefaults`` is set. Each link is checked by ``LinkAnalyzer`` before it is returned,
/// so a built link always passes `routescope check`.
///
/// Describe the app's destinations once, the way an `Endpoint` type would:
///
/// ```swift
/// extension Route {
///     static func article(_ id: Int, by user: Int) -> Route {
///         Route(tab: "home", screen: "articleDetail", params: [
///             RouteParam(name: "userId", value: .int(user)), RouteParam(name: "articleId", value: .int(id)),
///         ])
///     }
/// }
///
/// let builder = DeepLinkBuilder(analyzer: LinkAnalyzer(routeMap: .sample))   // share one analyzer
/// try builder.link(for: .article(200, by: 100))                // "myapp://home/articleDetail?userId=100&articleId=200"
/// try builder.link(for: .article(200, by: 100), as: .webLink)  // "https://example.com/app/home/articleDetail?…"
/// ```
public struct DeepLinkBuilder: Sendable, Hashable {
    /// The analyzer that checks every link built, with the route map it was prepared for.
    public var analyzer: LinkAnalyzer
    /// The route map links are built for and checked against.
    public var routeMap: RouteMap {
        get { analyzer.routeMap }
        set { analyzer.routeMap = newValue }
    }
    /// How list parameters of a ``Route`` are written.
    public var listStrategy: QueryListStrategy
    /// Whether to write parameters whose value is their default (and every default not given).
    public var includesDefaults: Bool

    /// A builder that checks its links with `analyzer` (share the one the app decodes with),
    /// writing lists as `listStrategy` says and leaving defaults out unless `includesDefaults`.
    public init(analyzer: LinkAnalyzer, listStrategy: QueryListStrategy = .repeatedKeys, includesDefaults: Bool = false) {
        self.analyzer = analyzer
        self.listStrategy = listStrategy
        self.includesDefaults = includesDefaults
    }

    /// A builder for `routeMap`'s links, which it prepares once; keep the builder, or share an
    /// analyzer with ``init(analyzer:listStrategy:includesDefaults:)``.
    public init(routeMap: RouteMap, listStrategy: QueryListStrategy = .repeatedKeys, includesDefaults: Bool = false) {
        self.init(analyzer: LinkAnalyzer(routeMap: routeMap), listStrategy: listStrategy, includesDefaults: includesDefaults)
    }

    /// Two builders are equal when they build the same links: the same route map and options.
    public static func == (lhs: DeepLinkBuilder, rhs: DeepLinkBuilder) -> Bool {
        lhs.routeMap == rhs.routeMap && lhs.listStrategy == rhs.listStrategy && lhs.includesDefaults == rhs.includesDefaults
    }

    /// Hashes the route map and the options, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(routeMap)
        hasher.combine(listStrategy)
        hasher.combine(includesDefaults)
    }

    /// The link to `route`.
    ///
    /// - Throws: ``DeepLinkError`` when the route is not one the route map accepts exactly:
    ///   an unknown tab, screen or parameter, a missing required parameter, a value of the wrong
    ///   kind or out of its range. Warnings count: a built link must be clean. Also for the
    ///   form ``LinkKind/other``, which does not open the app, for a screen whose name is at
    ///   several levels of its tab when ``Route/navigators`` do not name one of them, and for a
    ///   catch-all screen (path `*`), whose link is a path a route does not give
    ///   (``link(to:with:encoder:as:)-(String,_,_,_)`` takes it after the screen's place).
    public func link(for route: Route, as form: LinkKind = .customScheme) throws(DeepLinkError) -> String {
        let fields = route.params.map { QueryField(name: $0.name, value: $0.value.fieldValue) }
        let destination = try LinkDestination(tab: route.tab, navigators: route.navigators, screen: route.screen, in: routeMap)
        let draft = try LinkDraft(destination, fields: fields, form: form, listStrategy: listStrategy, builder: self)
        var diagnostics = draft.analysis.diagnostics
        if let screen = destination.screen {
            // Each parameter by the name it is read under (`Foo.id` beside the screen's `id`).
            let names = routeMap.tab(named: destination.tab).map { screen.readingNames(in: $0) } ?? screen.params.map(\.name)
            for param in route.params {
                guard let position = names.firstIndex(of: param.name), case let spec = screen.params[position], !param.value.fits(spec.type),
                    let span = draft.spans[param.name], !diagnostics.contains(where: { $0.span.overlaps(span) })
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .typeMismatch,
                        "\(param.name) expects \(spec.type.expectation), but the route gives \(param.value.displayText)",
                        span: span, param: param.name, expected: spec.type.expectation, found: param.value.displayText))
            }
        }
        return try Self.clean(draft.analysis.input, diagnostics)
    }

    /// The link to `destination` with the properties of `value` as parameters; path parameters
    /// take the properties of the same name. `destination` is `tab/screen`, `tab` for its root,
    /// or a screen at its place, `tab/navigator/…/screen` (or `tab › navigator › screen`, as
    /// ``ScreenAddress/init(parsing:)`` reads it).
    ///
    /// ```swift
    /// struct ArticleDetail: Encodable { var userId: Int; var articleId: Int; var searchText: String? }
    /// try builder.link(to: "home/articleDetail", with: ArticleDetail(userId: 1, articleId: 2, searchText: "tea & cake"))
    /// // "myapp://home/articleDetail?userId=1&articleId=2&searchText=tea%20%26%20cake"
    /// ```
    ///
    /// - Throws: `EncodingError` when `value` cannot be written as a query, ``DeepLinkError``
    ///   when the link is not one the route map accepts exactly (warnings count), the form is
    ///   ``LinkKind/other``, or `destination` names no one screen (a name its tab has at two
    ///   levels, or a place the route map does not have), reported against `destination`.
    public func link(
        to destination: String, with value: some Encodable, encoder: DeepLinkEncoder = DeepLinkEncoder(),
        as form: LinkKind = .customScheme
    ) throws -> String {
        let target = try LinkDestination(parsing: destination, in: routeMap)
        let draft = try LinkDraft(target, fields: try encoder.fields(for: value), form: form, listStrategy: encoder.listStrategy, builder: self)
        try target.confirm(draft.analysis, in: routeMap)
        return try Self.clean(draft.analysis.input, draft.analysis.diagnostics)
    }

    /// Writes the link to `destination` with parameters given as unencoded text, and analyses
    /// it: what `routescope build` does.
    ///
    /// `destination` is `tab/screen`, `tab` for the tab's root, a place (`tab/navigator/screen`,
    /// `tab › navigator › screen`), a catch-all's place and the path it catches, or
    /// `tab/path/segments` that lead to a screen. A value of a list parameter is split on commas.
    /// A nil value (a name given alone) is a flag: `true` for a bool parameter of the screen or
    /// the campaign, since a bool written without `=` is `missing-value`; any other name needs a
    /// value. Unlike the typed builders this does not refuse a link with problems: the analysis
    /// holds the link and every diagnostic, with the same codes and spans as `check`.
    ///
    /// - Throws: ``DeepLinkError`` when the link cannot be written at all: a web link for a
    ///   route map without web hosts, the form ``LinkKind/other``, a destination that names no
    ///   one screen, reported against `destination` (``ScreenAddress/lookup(in:)``), or a name
    ///   without a value that is no bool parameter, reported against the name.
    package func analyzeLink(
        to destination: String, parameters: [(name: String, value: String?)], as form: LinkKind = .customScheme
    ) throws(DeepLinkError) -> LinkAnalysis {
        let target = try LinkDestination(parsing: destination, in: routeMap)
        var screen = target.screen.map { screen in (screen, routeMap.tab(named: target.tab)) }
        if screen == nil, !parameters.isEmpty {
            // A path written as text: the screen it leads to declares the parameters (a flag,
            // a list split on commas), and a path that leads nowhere is the first thing to say.
            let path = try LinkDraft(target, fields: [], form: form, listStrategy: listStrategy, builder: self).analysis
            try target.confirm(path, in: routeMap)
            screen = path.screenIndex.map { (routeMap.tabs[$0.tab].screens[$0.screen], routeMap.tabs[$0.tab]) }
        }
        var fields: [QueryField] = []
        for parameter in parameters {
            let spec = screen.flatMap { screen, tab in Self.declaration(of: parameter.name, on: screen, in: tab) }
            guard let value = parameter.value else {
                let flag = spec ?? routeMap.campaign.params.first { $0.name == parameter.name }
                guard case .bool = flag?.type else { throw Self.valueNeeded(by: parameter.name, declared: spec) }
                fields.append(QueryField(name: parameter.name, value: .text("true")))
                continue
            }
            if case .list = spec?.type {
                let elements = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                fields.append(QueryField(name: parameter.name, value: .list(elements)))
            } else {
                fields.append(QueryField(name: parameter.name, value: .text(value)))
            }
        }
        let analysis = try LinkDraft(target, fields: fields, form: form, listStrategy: listStrategy, builder: self).analysis
        try target.confirm(analysis, in: routeMap)
        return analysis
    }

    /// The parameter of `screen` read under `name` (``Screen/readingNames(in:)``: `Foo.id` for
    /// a navigator's `id` that the screen repeats), or, without its tab, the one called `name`.
    private static func declaration(of name: String, on screen: Screen, in tab: Tab?) -> ParamSpec? {
        guard let tab else { return screen.param(named: name) }
        return screen.readingNames(in: tab).firstIndex(of: name).map { screen.params[$0] }
    }

    /// A parameter given by its `name` alone, which is no flag: `declared` is its declaration,
    /// when the screen has one.
    private static func valueNeeded(by name: String, declared: ParamSpec?) -> DeepLinkError {
        let expected = declared?.type.expectation
        return DeepLinkError(
            input: name,
            diagnostics: [
                Diagnostic(
                    .missingValue, "\(name) has no value; write \(name)=<\(expected ?? "value")>", span: 0..<name.utf8.count, param: name,
                    expected: expected)
            ])
    }

    /// The link written from `fields` to a screen, whatever the analyzer says of it: for
    /// converting links that carry parameters the route map does not declare.
    func draft(_ destination: LinkDestination, fields: [QueryField], as form: LinkKind) throws(DeepLinkError) -> LinkAnalysis {
        try LinkDraft(destination, fields: fields, form: form, listStrategy: listStrategy, builder: self).analysis
    }

    /// `link`, unless a diagnostic is an error or a warning.
    static func clean(_ link: String, _ diagnostics: [Diagnostic]) throws(DeepLinkError) -> String {
        // A `%` in a value is written `%25`; before two hex digits that looks encoded twice,
        // which the builder means.
        let problems = diagnostics.filter { $0.severity != .note && $0.code != .doubleEncoded }
        guard problems.isEmpty else {
            throw DeepLinkError(input: link, diagnostics: problems.sorted { $0.span.lowerBound < $1.span.lowerBound })
        }
        return link
    }
}
