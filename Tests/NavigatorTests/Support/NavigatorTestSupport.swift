import Navigator
import RouteCore
import Testing

/// The navigator every test drives: the sample app of `Assets/routes.yml`.
let navigator = Navigator(routeMap: .sample)

/// The flow example of DESIGN.md ("Navigation simulator"), read and played by several suites.
let designFlowExample = """
    routes: routes.yml
    start: {logged_in: false, cold: true}
    steps:
      - open: myapp://setting/changeAccount
        expect: {tab: setting, stack: [settings], modal: [login]}
      - {login: true, expect: {modal: [changeAccount]}}
      - dismiss
      - {tap: home, expect: {tab: home, stack: [feed], modal: []}}
    """

/// Links into the sample app, by what they do.
enum Links {
    static let article = "myapp://home/articleDetail?userId=100&articleId=200"
    static let otherArticle = "myapp://home/articleDetail?userId=100&articleId=201"
    static let archive = "myapp://home/archive?from=2024-01-01"
    static let feedTech = "myapp://home/feed?category=tech"
    static let home = "myapp://home"
    static let results = "myapp://search/results?q=swift"
    static let order = "myapp://myPage/orders/123e4567-e89b-12d3-a456-426614174000"
    static let webView = "myapp://myPage/webView?url=https://example.com/help"
    static let changeAccount = "myapp://setting/changeAccount"
    static let promo = "myapp://setting/promo?payload=%7B%7D"
    static let webArticle = "https://example.com/app/home/articleDetail?userId=100&articleId=200"
    static let foreign = "https://blog.example.org/post"
    static let plainHTTP = "http://example.com/app/home"
    static let invalid = "myapp://home/articleDetail?userId=abc&articleId=200"
    static let malformedForeign = "https://blog.example.org/a b"
    /// ``article`` with a campaign that misses utm_medium and utm_campaign (`campaign-missing`).
    static let articleCampaignMissing = article + "&utm_source=newsletter"
    /// ``article`` with a utm_medium outside its enum (`campaign-invalid`).
    static let articleCampaignInvalid = article + "&utm_source=x&utm_medium=emial&utm_campaign=y"
    /// ``invalid`` with a campaign problem besides its own.
    static let invalidWithCampaign = invalid + "&utm_source=newsletter"
    /// ``order``, behind the login gate, with a campaign problem.
    static let orderCampaignMissing = order + "?utm_source=newsletter"
}

/// The state after `events`, from `state` (the initial state when nil).
func play(_ events: [NavigationEvent], from state: NavigationState? = nil) -> NavigationState {
    navigator.replay(events, from: state ?? navigator.initialState())
}

/// The screen names of `tab`'s stack, bottom first.
func screens(_ state: NavigationState, _ tab: String) -> [String] {
    state.stack(of: tab)?.screens.map(\.screen) ?? []
}

/// The names of the presented screens, bottom first.
func modals(_ state: NavigationState) -> [String] {
    state.modals.map(\.screen)
}
