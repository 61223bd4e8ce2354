import TextBytes

extension DeepLink {
    /// One `name=value` item of a link's query, decoded, with the bytes it came from.
    public struct QueryItem: Sendable, Hashable {
        /// The percent-decoded name.
        public var name: String
        /// The percent-decoded value; nil when the item has no `=` (`flag`), empty for `flag=`.
        public var value: String?
        /// Where the item, its name and its value sit in the link.
        package var span: QueryItemSpan

        /// An item with its decoded name and value and the bytes they came from.
        package init(name: String, value: String?, span: QueryItemSpan) {
            self.name = name
            self.value = value
            self.span = span
        }
    }
}
