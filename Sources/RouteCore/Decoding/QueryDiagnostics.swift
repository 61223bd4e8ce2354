import TextBytes

/// The diagnostics for values read from a query, worded like the ones `check` reports, so an
/// app, the explorer and CI all say the same thing about a link.
enum QueryDiagnostics {
    /// `missing-param`, at the point where the item would be inserted, with the insertion as fix.
    ///
    /// - Parameter owner: the type that needs the value (`OpenArticle`), when there is one.
    static func missing(_ name: String, expected: String, owner: String?, in link: DeepLink) -> Diagnostic {
        let point = link.url.queryInsertionPoint
        let separator: String
        if let query = link.url.query {
            separator = query.isEmpty || link.input.text(ofUTF8: point - 1..<point) == "&" ? "" : "&"
        } else {
            separator = "?"
        }
        let message =
            owner.map { "\($0) requires \(name) (\(expected))" } ?? "the link has no \(name); expected \(name)=<\(expected)>"
        return Diagnostic(
            .missingParam, message, span: point..<point, param: name, expected: expected,
            fix: Fix(span: point..<point, replacement: separator + PercentEncoding.encode(name, for: .queryName) + "=", .hasPlaceholders))
    }

    /// `duplicate-param` at the second item, with its removal (and one `&`) as the fix; what was
    /// found is the repeat's value.
    static func duplicate(_ item: DeepLink.QueryItem, name: String, in link: DeepLink) -> Diagnostic {
        let bytes = Array(link.input.utf8)
        var removal = item.span.item
        if removal.lowerBound > 0, bytes[removal.lowerBound - 1] == UInt8(ascii: "&") {
            removal = removal.lowerBound - 1..<removal.upperBound
        }
        return Diagnostic(
            .duplicateParam, "\(name) appears more than once; it takes one value", span: item.span.name, param: name,
            found: item.value ?? "", fix: Fix(span: removal, replacement: "", .maybeIncorrect))
    }

    /// The case name `text` probably meant; none for numbers, where a close spelling means
    /// nothing.
    static func caseSuggestion(for text: String, in names: [String]) -> String? {
        text.withUTF8Bytes(IntRule.looksNumeric) ? nil : Suggestions.closest(to: text, in: names)
    }

    /// The diagnostic for a value that could not be read.
    static func problem(_ error: QueryValueError, at source: QueryValueSource, expected: String) -> Diagnostic {
        let span = source.valueSpan ?? source.nameSpan
        let found = source.text ?? ""
        switch error {
        case .noValue:
            return Diagnostic(
                .missingValue, "\(source.name) has no value; expected \(source.name)=<\(expected)>", span: source.nameSpan,
                param: source.name, expected: expected)
        case .empty:
            let message = "\(source.name) is empty; expected \(expected)"
            return Diagnostic(.emptyValue, message, span: span, param: source.name, expected: expected, found: "")
        case .format:
            return Diagnostic(
                .typeMismatch, "\(source.name) expects \(expected), found \(found.quotedForMessage)", span: span,
                param: source.name, expected: expected, found: found)
        case .rule(let code, let ruleExpectation, let suggestion):
            var message = "\(source.name) must be \(ruleExpectation), found \(found.quotedForMessage)"
            if let suggestion { message += "; did you mean \(suggestion)?" }
            return Diagnostic(
                code, message, span: span, param: source.name, expected: ruleExpectation, found: found,
                fix: suggestion.map { Fix(span: span, replacement: PercentEncoding.encode($0, for: .queryValue), .maybeIncorrect) })
        }
    }
}
