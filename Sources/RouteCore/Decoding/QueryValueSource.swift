/// Where one value was read from: the parameter's name as the link writes it, the decoded text,
/// and the bytes of both.
struct QueryValueSource {
    var name: String
    var text: String?
    var nameSpan: Range<Int>
    var valueSpan: Range<Int>?

    /// A value with its name and spans.
    init(name: String, text: String?, nameSpan: Range<Int>, valueSpan: Range<Int>?) {
        self.name = name
        self.text = text
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
    }

    /// The value of a whole item.
    init(_ item: DeepLink.QueryItem, name: String) {
        self.init(name: name, text: item.value, nameSpan: item.span.name, valueSpan: item.span.value)
    }
}
