extension DeepLink {
    /// The value of `key`.
    ///
    /// - Throws: ``DeepLinkError`` with `missing-param` when the link has no such item,
    ///   `duplicate-param` when it has several, and `missing-value`, `empty-value`,
    ///   `type-mismatch` (or the code of a custom rule) when its value cannot be read. The
    ///   diagnostic names the parameter and spans its bytes.
    public func value<Value>(for key: QueryKey<Value>) throws(DeepLinkError) -> Value {
        guard let value = try value(ifPresent: key) else {
            throw DeepLinkError(
                input: input, diagnostics: [QueryDiagnostics.missing(key.name, expected: key.expected, owner: nil, in: self)])
        }
        return value
    }

    /// The value of `key`, or nil when the link has no such item. A value that is present but
    /// cannot be read still throws.
    public func value<Value>(ifPresent key: QueryKey<Value>) throws(DeepLinkError) -> Value? {
        let items = queryItems(named: key.name)
        guard let item = items.first else { return nil }
        if items.count > 1 {
            throw DeepLinkError(input: input, diagnostics: [QueryDiagnostics.duplicate(items[1], name: key.name, in: self)])
        }
        return try read(QueryValueSource(item, name: key.name), with: key)
    }

    /// The value of an optional `key`, or nil when the link has no such item, no value or an
    /// empty one: `Int?`, not `Int??`.
    ///
    /// - Throws: ``DeepLinkError`` as ``value(for:)`` does, but not for a missing item, nor for
    ///   one with no value or an empty one.
    public func value<Wrapped>(ifPresent key: QueryKey<Wrapped?>) throws(DeepLinkError) -> Wrapped? {
        let present: Wrapped?? = try value(ifPresent: key)
        return present ?? nil
    }

    /// Every value of `key`, one per item in link order; empty when there is none.
    ///
    /// - Throws: ``DeepLinkError`` for the first item whose value cannot be read, as
    ///   ``value(for:)`` does.
    public func values<Value>(for key: QueryKey<Value>) throws(DeepLinkError) -> [Value] {
        var values: [Value] = []
        for item in queryItems(named: key.name) {
            values.append(try read(QueryValueSource(item, name: key.name), with: key))
        }
        return values
    }

    private func read<Value>(_ source: QueryValueSource, with key: QueryKey<Value>) throws(DeepLinkError) -> Value {
        do {
            return try key.converter(source.text)
        } catch {
            let problem = error as? QueryValueError ?? .format
            throw DeepLinkError(input: input, diagnostics: [QueryDiagnostics.problem(problem, at: source, expected: key.expected)])
        }
    }
}
