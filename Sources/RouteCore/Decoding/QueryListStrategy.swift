/// How the encoder and the builder write a list in a query.
///
/// A route map's `type: list` reads both, and splits each value on its raw commas (an encoded
/// `%2C` is data), so ``DeepLinkDecoder`` reads a list however it was written.
public enum QueryListStrategy: String, Sendable, Hashable, CaseIterable {
    /// One item per element: `tag=a&tag=b`.
    case repeatedKeys
    /// One item, elements joined by `,`: `tags=a,b`. Commas inside an element are written `%2C`.
    case commaSeparated
}
