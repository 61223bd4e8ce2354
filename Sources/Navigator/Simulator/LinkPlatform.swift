import RouteCore

/// The device the simulated app runs on, which decides whether a link reaches the app at all.
///
/// ```swift
/// let android = Navigator(routeMap: map, platform: .android(map.android!))
/// android.apply(.open("https://www.example.com/app/home"), to: state).explanation
/// // "intent filter 1 of com.example.reader.MainActivity takes the link, but …, so Android 12+
/// //  opens the browser: presented browser"
/// ```
public enum LinkPlatform: Sendable, Hashable {
    /// iOS: an http(s) link opens the app when its host is one of the route map's web hosts
    /// and, with an apple-app-site-association, a rule lets it; otherwise Safari opens it.
    case ios
    /// Android 12+: the app's intent filters and its domains' assetlinks.json decide
    /// (``RouteCore/AndroidAppLinks/eligibility(for:)``); the apple-app-site-association
    /// decides nothing. A link the app's activities take enters the app, and the route map then
    /// reads it; an http(s) link they do not take, or whose host is not verified, opens the
    /// browser; a custom-scheme link no activity takes opens nothing.
    case android(AndroidAppLinks)
}
