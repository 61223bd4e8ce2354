extension Diagnostic {
    /// The diagnostic as a JSON object, as `check --format json` and `simulate --format json`
    /// write it: `severity`, `code`, `message`, then `param`, `start`, `end`, `expected`,
    /// `found` and `fix` (`start`, `end`, `replacement`, `applicability`) when present.
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
                    ("applicability", .string(fix.applicability.rawValue)),
                ])))
        }
        return .object(pairs)
    }
}

extension ReportBuffer {
    /// Appends the diagnostic's JSON object as ``Diagnostic/jsonValue`` serializes, without
    /// building it: what `check --format json` writes for each diagnostic.
    package mutating func append(json diagnostic: Diagnostic) {
        append("{\"severity\":")
        append(jsonString: diagnostic.severity.rawValue)
        append(",\"code\":")
        append(jsonString: diagnostic.code.rawValue)
        append(",\"message\":")
        append(jsonString: diagnostic.message)
        if let param = diagnostic.param {
            append(",\"param\":")
            append(jsonString: param)
        }
        append(",\"start\":")
        append(decimal: diagnostic.span.lowerBound)
        append(",\"end\":")
        append(decimal: diagnostic.span.upperBound)
        if let expected = diagnostic.expected {
            append(",\"expected\":")
            append(jsonString: expected)
        }
        if let found = diagnostic.found {
            append(",\"found\":")
            append(jsonString: found)
        }
        if let fix = diagnostic.fix {
            append(",\"fix\":{\"start\":")
            append(decimal: fix.span.lowerBound)
            append(",\"end\":")
            append(decimal: fix.span.upperBound)
            append(",\"replacement\":")
            append(jsonString: fix.replacement)
            append(",\"applicability\":")
            append(jsonString: fix.applicability.rawValue)
            append("}")
        }
        append("}")
    }
}
