/// The two ways a link can open the app.
public enum LinkForm: String, Sendable, Hashable, CaseIterable {
    /// `myapp://home/articleDetail?…`: the route map's first scheme, the tab as the host.
    case customScheme = "custom-scheme"
    /// `https://example.com/app/home/articleDetail?…`: the first web host, under the web prefix
    /// (a universal link or app link).
    case webLink = "web-link"
}
