import RouteCore

extension Generators {
    /// Valid texts for `screen`'s required and path parameters, as a person types them for
    /// `routescope build`: under the name each is read by in `tab` (`Foo.id` for a navigator's
    /// `id` that the screen repeats), unencoded, lists comma-separated.
    package static func typedParameters(for screen: Screen, in tab: Tab, _ rng: inout Random) -> [(name: String, value: String?)] {
        neededParameters(of: screen, in: tab).map { spec, name in (name, typedText(randomValue(&rng, of: spec.type, nonEmpty: true))) }
    }

    /// The parameters a link to `screen` needs, required or in its path (the tab's included),
    /// with the name each is read by in `tab`.
    package static func neededParameters(of screen: Screen, in tab: Tab) -> [(spec: ParamSpec, name: String)] {
        let pathNames = screen.path.parameterNames + tab.path.parameterNames
        return zip(screen.params, screen.readingNames(in: tab)).filter { spec, _ in spec.isRequired || pathNames.contains(spec.name) }
    }

    /// A value as typed on a command line: unencoded, lists comma-separated.
    package static func typedText(_ value: TypedValue) -> String {
        switch value {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .json(let value): value.serialized()
        case .list(let values): values.map(typedText).joined(separator: ",")
        }
    }
}
