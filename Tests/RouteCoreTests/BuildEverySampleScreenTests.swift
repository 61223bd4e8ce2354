import PropertyBased
import RouteCore
import TestSupport
import Testing

/// What `routescope build` writes for every screen of the sample map passes `routescope check`.
@Suite struct BuildEverySampleScreenTests {
    static let screens = RouteMap.sample.tabs.flatMap { tab in tab.screens.map { "\(tab.name)/\($0.name)" } }

    /// Valid texts for the required and path parameters, as a person would type them.
    static func texts(for destination: String, _ rng: inout Generators.Random) -> [(name: String, value: String?)] {
        let parts = destination.split(separator: "/").map(String.init)
        let screen = RouteMap.sample.tab(named: parts[0])!.screen(named: parts[1])!
        return screen.params.filter { $0.isRequired || screen.path.parameterNames.contains($0.name) }.map { spec in
            (spec.name, text(Generators.randomValue(&rng, of: spec.type, nonEmpty: true)))
        }
    }

    /// A value as typed on a command line: unencoded, lists comma-separated.
    static func text(_ value: TypedValue) -> String {
        switch value {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .json(let value): value.serialized()
        case .list(let values): values.map(text).joined(separator: ",")
        }
    }

    @Test(arguments: screens, [LinkKind.customScheme, .webLink])
    func builtLinksPassCheck(destination: String, form: LinkKind) async {
        let builder = DeepLinkBuilder(routeMap: .sample)
        let analyzer = LinkAnalyzer(routeMap: .sample, requiresCampaign: false)
        let texts = Generator { (rng: inout Generators.Random) in Self.texts(for: destination, &rng) }
        await propertyCheck(count: 50, input: texts) { texts in
            let built = try builder.analyzeLink(to: destination, parameters: texts, as: form)
            let checked = analyzer.analyze(built.input)
            #expect(checked.ok, "\(TextReport().render(checked))")
            // Text holding `%2C` is written `%252C`, which reads as encoded twice: a warning on purpose.
            #expect(checked.diagnostics.allSatisfy { $0.severity == .note || $0.code == .doubleEncoded })
            #expect(checked.screen?.name == String(destination.split(separator: "/")[1]))
        }
    }
}
