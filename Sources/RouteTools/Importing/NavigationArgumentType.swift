import RouteCore

/// How a Navigation `<argument>` becomes a route-map parameter: `integer` and `long` are `int`,
/// `float` is `double`, `boolean` is `bool`, `string` is `string`; an argument without
/// `app:argType` takes the type Navigation infers from its default value. What has no
/// route-map type (app classes such as enums and Parcelables, resource IDs, arrays) is said in
/// a note.
enum NavigationArgumentType {
    /// The parameter that link parameter `name` becomes for `argument` (nil when the graph
    /// declares none: Navigation then passes the text as a string), and the notes on what does
    /// not carry over. A query parameter is required when its argument has neither a default
    /// value nor `app:nullable="true"`.
    static func param(named name: String, for argument: NavigationGraph.Argument?, inQuery: Bool) -> (ParamSpec, notes: [String]) {
        guard let argument else { return (ParamSpec(name: name, type: .string(StringRule())), []) }
        var notes: [String] = []
        let type = paramType(argument.type ?? inferredType(from: argument.defaultValue), notes: &notes)
        var defaultValue: String? = nil
        if let written = argument.defaultValue, written != "@null" {
            if written.hasPrefix("@") || written.hasPrefix("?") {
                notes.append("the default value \(written.quotedForMessage) of \(argument.name) is a resource, which RouteScope does not read; left out")
            } else if case .list = type {
                notes.append("the default value \(written.quotedForMessage) of the array \(argument.name) is left out")
            } else if case .valid = type.read(numberText(written, for: type)) {
                defaultValue = numberText(written, for: type)
            } else {
                notes.append("the default value \(written.quotedForMessage) of \(argument.name) is not \(type.expectation); left out")
            }
        }
        let isRequired = inQuery && argument.defaultValue == nil && !argument.isNullable
        return (ParamSpec(name: name, type: type, isRequired: isRequired, defaultValue: defaultValue), notes)
    }

    /// The route-map type of an `app:argType`.
    static func paramType(_ argType: String, notes: inout [String]) -> ParamType {
        switch argType {
        case "integer", "long": return .int(IntRule())
        case "float": return .double(DoubleRule())
        case "boolean": return .bool
        case "string": return .string(StringRule())
        case "reference":
            notes.append("argType reference is a resource ID: typed int")
            return .int(IntRule())
        case _ where argType.hasSuffix("[]"):
            let element = String(argType.dropLast(2))
            var elementNotes: [String] = []
            let elementType = paramType(element, notes: &elementNotes)
            notes.append("argType \(argType) is an array: typed list of \(elementType.name); check how the app reads it from a link")
            return .list(ListRule(of: elementType))
        default:
            notes.append("argType \(argType) is an app class (an enum, a Parcelable or a Serializable): typed string; give it its real type, such as an enum with its values")
            return .string(StringRule())
        }
    }

    /// The type Navigation infers for an argument without `app:argType`: from its default value
    /// when that reads as a number or a boolean, else a string.
    static func inferredType(from defaultValue: String?) -> String {
        guard let text = defaultValue else { return "string" }
        if Int(text) != nil { return "integer" }
        if text.hasSuffix("L"), Int(text.dropLast()) != nil { return "long" }
        if Double(text.hasSuffix("f") || text.hasSuffix("F") ? String(text.dropLast()) : text) != nil { return "float" }
        if text == "true" || text == "false" { return "boolean" }
        return "string"
    }

    /// A default value as a link writes it: Java's `1.5f` and `10L` suffixes dropped for numbers.
    static func numberText(_ text: String, for type: ParamType) -> String {
        switch type {
        case .int where text.hasSuffix("L"): String(text.dropLast())
        case .double where text.hasSuffix("f") || text.hasSuffix("F"): String(text.dropLast())
        default: text
        }
    }
}
