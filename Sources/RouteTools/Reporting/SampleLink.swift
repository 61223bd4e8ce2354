import RouteCore

/// A route's path with a sample value in each parameter, for the questions a template cannot
/// answer, such as whether a route's web link opens the app on Android: Android matches the
/// path the link really has, and `{articleId}` is not one.
///
/// ```swift
/// SampleLink.path(try PathTemplate(parsing: "articles/{articleId}"), params: screen.params)   // "articles/1"
/// ```
package enum SampleLink {
    /// `template` as a link writes it, each parameter filled with ``text(for:)`` of its type (a
    /// string when the params do not type it), an optional parameter left out, and `*` as one
    /// segment, `any`. Literals and values are percent-encoded.
    package static func path(_ template: PathTemplate, params: [ParamSpec]) -> String {
        template.segments.compactMap { segment -> String? in
            switch segment {
            case .literal(let text): PercentEncoding.encode(text, for: .pathSegment)
            case .parameter(let name):
                PercentEncoding.encode(text(for: params.first { $0.name == name }?.type ?? .string(StringRule())), for: .pathSegment)
            case .optionalParameter: nil
            case .wildcard: "any"
            }
        }.joined(separator: "/")
    }

    /// A value of `type` that keeps its simplest rules (a number within `min` and `max`, a string
    /// of an allowed length, an enum's first value), unencoded. A string's `pattern` is not
    /// followed.
    package static func text(for type: ParamType) -> String {
        switch type {
        case .int(let rule): String(min(max(1, rule.min ?? 1), rule.max ?? Int.max))
        case .double(let rule): String(min(max(1, rule.min ?? 1), rule.max ?? .infinity))
        case .bool: "true"
        case .string(let rule):
            String(repeating: "a", count: max(1, min(rule.minLength ?? 1, rule.maxLength ?? Int.max)))
        case .enumeration(let rule): rule.values.first ?? "value"
        case .url: "https://example.com"
        case .uuid: "00000000-0000-0000-0000-000000000000"
        case .date: "2000-01-01"
        case .json: "{}"
        case .color: "#000000"
        case .list(let rule): text(for: rule.element)
        }
    }
}
