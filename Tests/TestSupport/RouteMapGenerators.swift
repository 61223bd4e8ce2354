import PropertyBased
import RouteCore

/// Random route maps that ``RouteMapLoader`` accepts, with names and texts that YAML misreads
/// when they are not quoted: `yes`, `null`, `~`, numbers, dates, indicators, controls, bidi.
extension Generators {
    package static let routeMap = Generator { (rng: inout Random) in randomRouteMap(&rng) }

    /// Plain names (the unreserved characters) that YAML would read as something else unquoted.
    package static let trickyNames = [
        "yes", "No", "ON", "off", "y", "n", "true", "False", "null", "NULL", "~", "1", "0x1F", "1e3", "-1", ".inf", ".NaN",
        "2001-12-14", "1_000", "-", "-x", ".hidden", "_", "a~b", "home", "Feed", "articleDetail", "x.y.z",
    ]

    package static func randomName(_ rng: inout Random) -> String {
        if Bool.random(using: &rng) { return trickyNames.randomElement(using: &rng)! }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return String((0..<Int.random(in: 1...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
    }

    /// Any text, except that it never starts with U+FEFF: Yams turns scalars into strings with
    /// Foundation, which drops a leading byte-order mark, so no YAML spelling keeps one.
    package static func yamlText(_ rng: inout Random, length: ClosedRange<Int>) -> String {
        var text = randomText(&rng, length: length)
        while text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text
    }

    /// A literal path segment: any text without `/`, `{` or `}`, never empty, and never `*` alone
    /// (which is a catch-all).
    package static func randomSegment(_ rng: inout Random) -> String {
        // Scalars, not Characters: "/" followed by a joiner is one Character but still splits a path.
        var text = String(String.UnicodeScalarView(randomText(&rng, length: 1...8).unicodeScalars.filter { !"/{}".unicodeScalars.contains($0) }))
        while text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text.isEmpty || text == "*" ? randomName(&rng) : text
    }

    package static let patterns = [#"^[a-z0-9_.-]+$"#, #"^\d{3}: #x$"#, "a|b", #"^"quoted" \\ 'single'$"#, "[^ ]+", "^é+$"]

    package static func randomType(_ rng: inout Random, allowList: Bool = true) -> ParamType {
        switch Int.random(in: 0..<(allowList ? 10 : 9), using: &rng) {
        case 0:
            let bounds = [randomInt(&rng, in: Int.min...Int.max), randomInt(&rng, in: Int.min...Int.max)].sorted()
            return .int(IntRule(min: Bool.random(using: &rng) ? bounds[0] : nil, max: Bool.random(using: &rng) ? bounds[1] : nil))
        case 1:
            let bounds = [randomDouble(&rng, in: -1e300...1e300), randomDouble(&rng, in: -1e300...1e300)].sorted()
            return .double(DoubleRule(min: Bool.random(using: &rng) ? bounds[0] : nil, max: Bool.random(using: &rng) ? bounds[1] : nil))
        case 2: return .bool
        case 3:
            let min = Bool.random(using: &rng) ? Int.random(in: 0...50, using: &rng) : nil
            let max = Bool.random(using: &rng) ? Int.random(in: (min ?? 0)...100, using: &rng) : nil
            let pattern = Bool.random(using: &rng) ? try! Pattern(patterns.randomElement(using: &rng)!) : nil
            return .string(StringRule(minLength: min, maxLength: max, pattern: pattern))
        case 4:
            var values: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let value = Bool.random(using: &rng) ? randomName(&rng) : yamlText(&rng, length: 0...6)
                if !values.contains(value) { values.append(value) }
            }
            return .enumeration(EnumRule(values: values))
        case 5: return .url(URLRule(schemes: Bool.random(using: &rng) ? ["https", "myapp"] : []))
        case 6: return .uuid
        case 7: return .date
        case 8: return .json
        default: return .list(ListRule(of: randomType(&rng, allowList: false)))
        }
    }

    /// A default that fits `type`, for the types where one is easy to make.
    package static func randomDefault(_ rng: inout Random, for type: ParamType) -> String? {
        guard Bool.random(using: &rng) else { return nil }
        switch type {
        case .string(let rule) where rule.minLength == nil && rule.maxLength == nil && rule.pattern == nil:
            return yamlText(&rng, length: 0...8)
        case .enumeration(let rule): return rule.values.randomElement(using: &rng)
        case .bool: return ["true", "false", "1", "0"].randomElement(using: &rng)
        case .int(let rule):
            let low = rule.min ?? Swift.min(rule.max ?? 0, 0)
            return String(Int.random(in: low...(rule.max ?? Swift.max(low, 1000)), using: &rng))
        default: return nil
        }
    }

    package static func randomParam(_ rng: inout Random, name: String) -> ParamSpec {
        let type = randomType(&rng)
        return ParamSpec(
            name: name, type: type, isRequired: Bool.random(using: &rng), defaultValue: randomDefault(&rng, for: type),
            summary: Bool.random(using: &rng) ? yamlText(&rng, length: 0...12) : nil, plusAsSpace: Bool.random(using: &rng))
    }

    package static func randomScreen(_ rng: inout Random, name: String, shapes: inout Set<String>) -> Screen? {
        var segments: [PathTemplate.Segment] = [.literal(name)]
        if Bool.random(using: &rng) {
            segments = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Bool.random(using: &rng) ? .literal(randomSegment(&rng)) : .parameter(randomName(&rng))
            }
        }
        let path = PathTemplate(segments: segments)
        let shape = segments.map { if case .literal(let text) = $0 { text } else { "{}" } }.joined(separator: "/")
        guard shapes.insert(shape).inserted else { return nil }
        var params: [ParamSpec] = []
        for name in path.parameterNames + (0..<Int.random(in: 0...3, using: &rng)).map({ _ in yamlText(&rng, length: 1...6) })
        where !params.contains(where: { $0.name == name }) {
            params.append(randomParam(&rng, name: name))
        }
        return Screen(
            name: name, path: path, params: params, requiresLogin: Int.random(in: 0..<4, using: &rng) == 0,
            presentation: Presentation.allCases.randomElement(using: &rng)!,
            summary: Bool.random(using: &rng) ? yamlText(&rng, length: 0...12) : nil)
    }

    package static func randomRouteMap(_ rng: inout Random) -> RouteMap {
        var tabs: [Tab] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let name = randomName(&rng)
            guard !tabs.contains(where: { $0.name == name }) else { continue }
            var screens: [Screen] = []
            var shapes = Set<String>()
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let screenName = randomName(&rng)
                guard !screens.contains(where: { $0.name == screenName }),
                    let screen = randomScreen(&rng, name: screenName, shapes: &shapes)
                else { continue }
                screens.append(screen)
            }
            if screens.isEmpty { screens = [Screen(name: "root")] }
            tabs.append(Tab(name: name, root: screens.randomElement(using: &rng)!.name, screens: screens))
        }
        let needsLogin = tabs.contains { $0.screens.contains(where: \.requiresLogin) }
        let schemeAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789+-.")
        var schemes = Bool.random(using: &rng) ? ["yes", "null", "myapp"].filter { _ in Bool.random(using: &rng) } : []
        if Bool.random(using: &rng) {
            schemes.append("x" + String((0..<Int.random(in: 0...6, using: &rng)).map { _ in schemeAlphabet.randomElement(using: &rng)! }))
        }
        var web: WebLinks? = nil
        if schemes.isEmpty || Bool.random(using: &rng) {
            let hosts = ["example.com", "1.2.3.4", "on", "www.example.com", "xn--caf-dma.example"].filter { _ in Bool.random(using: &rng) }
            let prefix = (0..<Int.random(in: 0...2, using: &rng)).map { _ in randomSegment(&rng) }
            web = WebLinks(hosts: hosts.isEmpty ? ["example.com"] : hosts, prefix: prefix)
        }
        var campaign = CampaignRules()
        if Bool.random(using: &rng) {
            for name in ["utm_source", "utm_medium", yamlText(&rng, length: 1...5)] where campaign.param(named: name) == nil {
                campaign.params.append(randomParam(&rng, name: name))
            }
            let names = campaign.params.map(\.name)
            campaign.required = names.filter { _ in Bool.random(using: &rng) }.compactMap { name in
                // Some requirements are alternatives: [utm_campaign, utm_id].
                CampaignRules.Requirement(anyOf: Bool.random(using: &rng) ? [name] : [name] + names.filter { $0 != name }.prefix(1))
            }
            campaign.lowercase = [.none, .allUTM, .params(names.filter { _ in Bool.random(using: &rng) })].randomElement(using: &rng)!
        }
        return RouteMap.unchecked(
            app: yamlText(&rng, length: 0...12), schemes: schemes, web: web, tabs: tabs,
            loginScreen: needsLogin || Bool.random(using: &rng) ? randomName(&rng) : nil, campaign: campaign)
    }
}
