/// Where one value was read from: the parameter's name as the link writes it, the decoded text,
/// and the bytes of both. A list element has its own value span inside its item.
struct QueryValueSource {
    var name: String
    var text: String?
    var nameSpan: Range<Int>
    var valueSpan: Range<Int>?
    var isElement = false

    /// The value of a whole item.
    init(_ item: DeepLink.QueryItem, name: String) {
        self.name = name
        text = item.value
        nameSpan = item.span.name
        valueSpan = item.span.value
    }

    /// One comma-separated element of an item.
    init(element text: String, at span: Range<Int>, of item: DeepLink.QueryItem, name: String) {
        self.name = name
        self.text = text
        nameSpan = item.span.name
        valueSpan = span
        isElement = true
    }
}
