/// How a list travels in a query.
///
/// Reading with either strategy accepts repeated keys; ``commaSeparated`` also splits each value
/// on its raw commas (an encoded `%2C` is data), as route maps read `type: list`.
public enum QueryListStrategy: String, Sendable, Hashable, CaseIterable {
    /// One item per element: `tag=a&tag=b`.
    case repeatedKeys
    /// One item, elements joined by `,`: `tags=a,b`. Commas inside an element are written `%2C`.
    case commaSeparated
}
