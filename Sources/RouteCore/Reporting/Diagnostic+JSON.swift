extension Diagnostic {
    /// The diagnostic as a JSON object, as `check --format json` and `simulate --format json`
    /// write it: `severity`, `code`, `message`, then `param`, `start`, `end`, `expected`,
    /// `found` and `fix` when present.
    package var jsonValue: JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("severity", .string(severity.rawValue)),
            ("code", .string(code.rawValue)),
            ("message", .string(message)),
        ]
        if let param { pairs.append(("param", .string(param))) }
        pairs.append(("start", .int(span.lowerBound)))
        pairs.append(("end", .int(span.upperBound)))
        if let expected { pairs.append(("expected", .string(expected))) }
        if let found { pairs.append(("found", .string(found))) }
        if let fix {
            pairs.append(
                ("fix", .object([
                    ("start", .int(fix.span.lowerBound)), ("end", .int(fix.span.upperBound)), ("replacement", .string(fix.replacement)),
                ])))
        }
        return .object(pairs)
    }
}
