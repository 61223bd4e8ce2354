/// What the app should do with a link, whichever way it arrived: a custom-scheme link, a web
/// link on one of the app's hosts (a universal link or app link under the web prefix), or a
/// website-only link that the app hands to a browser.
///
/// ```swift
/// let analyzer = LinkAnalyzer(routeMap: .sample)   // one for the app's lifetime
/// let instruction = try Instruction(link: "https://example.com/app/home/articleDetail?userId=1&articleId=2&gclid=x",
///                                   analyzer: analyzer)
/// instruction.kind                      // .webLink
/// instruction.route                     // articleDetail(userId: 1, articleId: 2, mode: "safari"), in home
/// instruction.extras.map(\.name)        // ["gclid"]
/// instruction.link(as: .customScheme)    // "myapp://home/articleDetail?userId=1&articleId=2&gclid=x"
/// ```
public struct Instruction: Sendable, Hashable {
    /// A query item the route does not declare, kept so converting the link loses nothing:
    /// campaign parameters, click ids, unknown names.
    public struct Extra: Sendable, Hashable {
        /// The decoded name.
        public var name: String
        /// The decoded value; nil when the item has no `=`.
        public var value: String?

        /// An extra item: its decoded name, and its decoded value (nil without `=`).
        package init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// How the link reaches the app: ``LinkKind/customScheme``, ``LinkKind/webLink``, or
    /// ``LinkKind/other`` for an http(s) link the app does not claim, which opens in a browser.
    public var kind: LinkKind
    /// The link as it arrived, without any text pasted around it (`see https://example.org/a.`
    /// gives `https://example.org/a`): what a browser opens for ``LinkKind/other``.
    public var link: String
    /// The host, decoded: the tab of a custom-scheme link, the domain of a web link.
    public var host: String?
    /// The tab; nil for ``LinkKind/other``.
    public var tab: String?
    /// The nested navigators that hold ``screen`` inside its tab, outermost first; empty for a
    /// screen directly in its tab, and for ``LinkKind/other``.
    public var navigators: [String]
    /// The screen; nil for ``LinkKind/other``.
    public var screen: String?
    /// Every decoded segment of the link's path, empty ones left out, as
    /// ``DeepLink/pathComponents`` gives them: `["app", "home", "articles", "42"]` for a web link
    /// under the prefix `/app`, `["articles", "42"]` for `myapp://home/articles/42`.
    public var pathComponents: [String]
    /// The decoded path segments from the screen on (`["articles", "42"]`), the same in both
    /// forms of a link; empty for a ``LinkKind/other`` link.
    public var screenPathComponents: [String]
    /// The typed parameters of the screen, defaults included.
    public var params: [RouteParam]
    /// The query items the route does not declare, in link order.
    public var extras: [Extra]
    /// The fragment after `#`, decoded; ``link(as:)`` writes it back.
    public var fragment: String?
    /// The builder that writes the link back, in either form.
    let builder: DeepLinkBuilder

    /// An instruction from its parts; `analyzer`'s route map gives the scheme, hosts and
    /// templates that ``link(as:)`` writes. Usually made from a link with ``init(link:analyzer:)``.
    package init(
        kind: LinkKind, link: String, host: String?, tab: String?, navigators: [String] = [], screen: String?,
        pathComponents: [String],
        screenPathComponents: [String],
        params: [RouteParam], extras: [Extra], fragment: String?, analyzer: LinkAnalyzer
    ) {
        builder = DeepLinkBuilder(analyzer: analyzer)
        self.kind = kind
        self.link = link
        self.host = host
        self.tab = tab
        self.navigators = navigators
        self.screen = screen
        self.pathComponents = pathComponents
        self.screenPathComponents = screenPathComponents
        self.params = params
        self.extras = extras
        self.fragment = fragment
    }

    /// Where the app goes; nil for ``LinkKind/other``.
    public var route: Route? {
        guard let tab, let screen else { return nil }
        return Route(tab: tab, navigators: navigators, screen: screen, params: params)
    }
}
