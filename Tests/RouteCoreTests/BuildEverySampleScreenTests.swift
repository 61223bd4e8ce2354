import PropertyBased
import RouteCore
import TestSupport
import Testing

/// What `routescope build` writes for every screen of the sample map passes `routescope check`.
@Suite struct BuildEverySampleScreenTests {
    static let screens = RouteMap.sample.tabs.flatMap { tab in tab.screens.map { "\(tab.name)/\($0.name)" } }

    /// Valid texts for the required and path parameters, as a person would type them; a bool
    /// parameter, given or not, is now and then given as a flag, by its name alone.
    static func texts(for destination: String, _ rng: inout Generators.Random) -> [(name: String, value: String?)] {
        let parts = destination.split(separator: "/").map(String.init)
        let tab = RouteMap.sample.tab(named: parts[0])!
        let screen = tab.screen(named: parts[1])!
        var texts = Generators.typedParameters(for: screen, in: tab, &rng)
        for spec in screen.params where spec.type == .bool && Bool.random(using: &rng) {
            texts.removeAll { $0.name == spec.name }
            texts.append((spec.name, nil))
        }
        return texts
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
            for flag in texts where flag.value == nil {
                #expect(checked.route?[flag.name] == .bool(true), "\(flag.name) in \(built.input)")
            }
        }
    }
}
