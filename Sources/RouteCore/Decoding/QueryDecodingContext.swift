/// What one decode shares: the link, its bytes, the options, and
/// the reading of fields and list elements that every container delegates to.
final class QueryDecodingContext {
    let link: DeepLink
    let options: DeepLinkDecoder
    let bytes: [UInt8]
    let format: QueryScalar.Format

    init(link: DeepLink, options: DeepLinkDecoder) {
        self.link = link
        self.options = options
        bytes = Array(link.input.utf8)
        let dates: QueryScalar.Format.Dates =
            switch options.dateDecodingStrategy {
            case .iso8601: .iso8601
            case .secondsSince1970: .secondsSince1970
            case .millisecondsSince1970: .millisecondsSince1970
            }
        format = QueryScalar.Format(bools: options.boolSpellings, dates: dates)
    }

    // MARK: Names

    /// The name a link writes for the property `key`.
    func linkName(for key: String) -> String {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: key
        case .convertFromSnakeCase: SnakeCase.snakeCased(key)
        }
    }

    /// The property name an item's name fills.
    func propertyName(for itemName: String) -> String {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: itemName
        case .convertFromSnakeCase: SnakeCase.camelCased(itemName)
        }
    }

    /// The items that fill the property `key`, in link order.
    func items(for key: String) -> [DeepLink.QueryItem] {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: link.queryItems(named: key)
        case .convertFromSnakeCase:
            link.queryItems.filter { $0.name == SnakeCase.snakeCased(key) || SnakeCase.camelCased($0.name) == key }
        }
    }

    // MARK: Reading

    /// Reads a scalar from one item or element.
    func read(_ scalar: QueryScalar, from source: QueryValueSource) throws(DeepLinkError) -> Any {
        do {
            return try scalar.read(source.text, format)
        } catch {
            throw failure(QueryDiagnostics.problem(error, at: source, expected: scalar.expectation(format)))
        }
    }

    /// Checks that `source` names a case of an enum with raw values `names`.
    func checkCase(of source: QueryValueSource, in names: [String]) throws(DeepLinkError) {
        let expected = "one of " + names.joined(separator: ", ")
        guard let text = source.text else { throw failure(QueryDiagnostics.problem(.noValue, at: source, expected: expected)) }
        guard !text.isEmpty else { throw failure(QueryDiagnostics.problem(.empty, at: source, expected: expected)) }
        guard names.contains(text) else {
            let suggestion = QueryDiagnostics.caseSuggestion(for: text, in: names)
            let rule = QueryValueError.rule(.notInEnum, expected: expected, suggestion: suggestion)
            throw failure(QueryDiagnostics.problem(rule, at: source, expected: expected))
        }
    }

    /// A type's own check failed (`DecodingError.dataCorrupted` from `init(from:)`, such as a raw
    /// value that names no case): a type mismatch at the value.
    func invalid(_ type: Any.Type, at source: QueryValueSource, because reason: String) -> DeepLinkError {
        var diagnostic = QueryDiagnostics.problem(.format, at: source, expected: "a valid \(type)")
        if !reason.isEmpty { diagnostic.message += " (\(reason))" }
        return failure(diagnostic)
    }

    /// The list elements of `items`: one per item, or, for comma-separated lists, one per
    /// comma-separated part of each value.
    func elements(of items: [DeepLink.QueryItem], name: String) -> [QueryValueSource] {
        items.flatMap { item -> [QueryValueSource] in
            guard options.listStrategy == .commaSeparated, let value = item.span.value else {
                return [QueryValueSource(item, name: name)]
            }
            return bytes.withLinkBytes { bytes in
                ListRule.elementRanges(in: bytes, value).map { range in
                    QueryValueSource(
                        element: PercentEncoding.decode(bytes, range).text, at: range, of: item, name: name)
                }
            }
        }
    }

    func failure(_ diagnostic: Diagnostic) -> DeepLinkError {
        DeepLinkError(input: link.input, diagnostics: [diagnostic])
    }
}
