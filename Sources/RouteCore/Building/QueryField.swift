import TextBytes

/// One parameter on its way into a link: its name and its unencoded value.
struct QueryField: Hashable {
    enum Value: Hashable {
        /// `name`, with no `=`.
        case bare
        /// `name=value`.
        case text(String)
        /// Several values, written as the list strategy says.
        case list([String])
    }

    var name: String
    var value: Value

    /// Writes `fields` as a query (without `?`), percent-encoding names and values
    /// (RFC 3986 §3.4), and returns where each field's value landed: every element of a list,
    /// nil for a bare name.
    static func write(
        _ fields: [QueryField], listStrategy: QueryListStrategy, into link: inout LinkText
    ) -> [Range<Int>?] {
        var spans: [Range<Int>?] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { link.append("&") }
            let name = PercentEncoding.encode(field.name, for: .queryName)
            link.append(name)
            switch field.value {
            case .bare:
                spans.append(nil)
            case .text(let text):
                link.append("=")
                spans.append(link.append(PercentEncoding.encode(text, for: .queryValue)))
            case .list(let elements):
                let separator = listStrategy == .repeatedKeys ? "&" + name + "=" : ","
                link.append("=")
                let start = link.count
                for (position, element) in elements.enumerated() {
                    if position > 0 { link.append(separator) }
                    link.append(encodedElement(element))
                }
                spans.append(start..<link.count)
            }
        }
        return spans
    }

    /// A list element, with its commas encoded: route maps split every list value on raw
    /// commas, whichever strategy wrote it.
    static func encodedElement(_ element: String) -> String {
        PercentEncoding.encode(element, for: .queryValue).split(separator: ",", omittingEmptySubsequences: false)
            .joined(separator: "%2C")
    }
}
