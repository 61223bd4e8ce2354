extension Decoder {
    /// The link being decoded, when this decoder is a ``DeepLinkDecoder``'s: its host and path
    /// are there for types that check where the link points.
    ///
    /// ```swift
    /// init(from decoder: any Decoder) throws {
    ///     guard decoder.deepLink?.pathComponents == ["openArticle"] else { throw … }
    ///     …
    /// }
    /// ```
    public var deepLink: DeepLink? {
        (self as? QueryDecoder)?.context.link
    }
}
