/// What a ``DeepLinkDecoder`` gives the types it decodes.
extension Decoder {
    /// The analysis of the link being decoded, when this decoder is a ``DeepLinkDecoder``'s:
    /// its tab, screen, readings and warnings are there for types that look further.
    ///
    /// ```swift
    /// init(from decoder: any Decoder) throws {
    ///     let campaign = decoder.linkAnalysis?.campaignValues ?? []
    ///     …
    /// }
    /// ```
    public var linkAnalysis: LinkAnalysis? {
        (self as? QueryDecoder)?.context.analysis
    }
}
