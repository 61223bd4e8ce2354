/// The device the simulated app runs on, which decides whether a link reaches the app at all.
///
/// ```swift
/// let android = Navigator(routeMap: map, platform: .android)   // map.android holds the manifest
/// android.apply(.open("https://www.example.com/app/home"), to: state).explanation
/// // "intent filter 1 of com.example.reader.MainActivity takes the link, but …, so Android 12+
/// //  opens the browser: presented browser"
/// ```
public enum LinkPlatform: String, Sendable, Hashable, CaseIterable {
    /// The app's router alone, as if the link were handed to the app: neither the
    /// apple-app-site-association nor the manifest decides, so an http(s) link opens the app when
    /// its host is one of the route map's web hosts (and the browser otherwise), and the route
    /// map reads every link that reaches the app.
    case router
    /// iOS: an http(s) link opens the app when its host is one of the route map's web hosts
    /// and, with an apple-app-site-association, a rule lets it; otherwise Safari opens it. The
    /// route map's Android inputs decide nothing here.
    case ios
    /// Android 12+: the intent filters of the route map's manifest and its domains'
    /// assetlinks.json decide (without a manifest, no activity takes a link); the
    /// apple-app-site-association decides nothing. A link the app's activities take enters the
    /// app, and the route map then reads it; an http(s) link they do not take, or whose host is
    /// not verified, opens the browser; a custom-scheme link no activity takes opens nothing.
    case android

    /// The platform's name in a sentence or a table heading: `router`, `iOS`, `Android`.
    public var name: String {
        switch self {
        case .router: "router"
        case .ios: "iOS"
        case .android: "Android"
        }
    }
}
