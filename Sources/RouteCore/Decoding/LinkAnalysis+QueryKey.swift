extension LinkAnalysis {
    /// The value of `key`, read through the route map: a path parameter, a default or a
    /// campaign value as well as a query item, with the map's rules (ranges, `plus_as_space`,
    /// lists joined by commas) applied before the key's own converter.
    ///
    /// ```swift
    /// let analysis = analyzer.analyze("myapp://home/articles/42")
    /// try analysis.value(for: QueryKey<Int>("articleId"))   // 42, from the path
    /// try analysis.value(for: QueryKey<Bool>("highlight"))  // false, the default
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with the analysis's diagnostics when the link has an error;
    ///   `missing-param` when the route has no such parameter; the key's own problem when its
    ///   converter refuses the value.
    public func value<Value>(for key: QueryKey<Value>) throws(DeepLinkError) -> Value {
        guard let value = try value(ifPresent: key) else {
            let link = DeepLink(input)
            throw DeepLinkError(
                input: input, diagnostics: [QueryDiagnostics.missing(key.name, expected: key.expected, owner: nil, in: link)])
        }
        return value
    }

    /// The value of `key` read through the route map, or nil when the route has none.
    ///
    /// - Throws: as ``value(for:)``, but not for a missing parameter.
    public func value<Value>(ifPresent key: QueryKey<Value>) throws(DeepLinkError) -> Value? {
        _ = try readableRoute()
        guard let reading = params.first(where: { $0.name == key.name && $0.value != nil }), let value = reading.value else {
            return nil
        }
        do {
            return try key.converter(value.linkText)
        } catch {
            let end = input.utf8.count
            let source = QueryValueSource(
                name: key.name, text: value.linkText, nameSpan: reading.nameSpan ?? end..<end, valueSpan: reading.valueSpan)
            throw DeepLinkError(
                input: input,
                diagnostics: [QueryDiagnostics.problem(error as? QueryValueError ?? .format, at: source, expected: key.expected)])
        }
    }
}
