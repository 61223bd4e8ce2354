import Foundation
import RouteCore

// One type per screen of the sample app (`RouteMap.sample`), its parameters as properties.
// Parameters with a default are plain properties: the decoder fills in the route map's default.

enum Category: String, Codable { case news, tech, sports, culture }
enum OpenMode: String, Codable { case safari, webView }
enum Channel: String, Codable { case push, email, sms }

struct Feed: RouteDestination {
    static let screen = ScreenAddress(tab: "home", screen: "feed")
    var category: Category?
}

struct ArticleDetail: RouteDestination {
    static let screen = ScreenAddress(tab: "home", screen: "articleDetail")
    var userId: Int
    var articleId: Int
    var searchText: String?
    var mode: OpenMode
}

struct Article: RouteDestination {
    static let screen = ScreenAddress(tab: "home", screen: "article")
    var articleId: Int?
    var highlight: Bool
}

struct Archive: RouteDestination {
    static let screen = ScreenAddress(tab: "home", screen: "archive")
    var from: Date
    var to: Date?
}

struct SearchHome: RouteDestination {
    static let screen = ScreenAddress(tab: "search", screen: "searchHome")
}

struct Results: RouteDestination {
    static let screen = ScreenAddress(tab: "search", screen: "results")
    var q: String
    var tags: [String]?
    var page: Int
}

struct NearbyMap: RouteDestination {
    static let screen = ScreenAddress(tab: "search", screen: "map")
    var lat: Double
    var lng: Double
    var zoom: Double?
}

struct Profile: RouteDestination {
    static let screen = ScreenAddress(tab: "myPage", screen: "profile")
}

struct Order: RouteDestination {
    static let screen = ScreenAddress(tab: "myPage", screen: "order")
    var orderId: UUID?
}

struct WebPage: RouteDestination {
    static let screen = ScreenAddress(tab: "myPage", screen: "webView")
    var url: URL
}

struct Settings: RouteDestination {
    static let screen = ScreenAddress(tab: "setting", screen: "settings")
}

struct ChangeAccount: RouteDestination {
    static let screen = ScreenAddress(tab: "setting", screen: "changeAccount")
}

struct Notifications: RouteDestination {
    static let screen = ScreenAddress(tab: "setting", screen: "notifications")
    var enabled: Bool
    var channels: [Channel]?
}

struct Promo: RouteDestination {
    static let screen = ScreenAddress(tab: "setting", screen: "promo")
    var payload: Payload
}

/// Every destination of the app: the link picks one.
let destinations: [any RouteDestination.Type] = [
    Feed.self, ArticleDetail.self, Article.self, Archive.self, SearchHome.self, Results.self, NearbyMap.self,
    Profile.self, Order.self, WebPage.self, Settings.self, ChangeAccount.self, Notifications.self, Promo.self,
]
