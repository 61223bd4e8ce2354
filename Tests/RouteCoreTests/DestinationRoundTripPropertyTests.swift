import PropertyBased
import RouteCore
import TestSupport
import Testing

/// `decode(build(decode(link))) == decode(link)` for every screen of the sample map and of
/// generated maps: what the decoder reads from a valid link, the builder writes back, defaults
/// included (left out of the link, filled in again by the decoder).
@Suite struct DestinationRoundTripPropertyTests {
    static let cases = TestCorpus.size(1_000)
    static let maps = TestCorpus.size(200)

    /// Any screen's parameters, decoded by name as the route map gives them: a list as its
    /// elements' texts, any other value as its text.
    struct AnyScreen: Codable, Equatable {
        enum Value: Codable, Equatable {
            case text(String)
            case list([String])

            func encode(to encoder: any Encoder) throws {
                switch self {
                case .text(let text):
                    var container = encoder.singleValueContainer()
                    try container.encode(text)
                case .list(let elements):
                    var container = encoder.unkeyedContainer()
                    for element in elements { try container.encode(element) }
                }
            }

            init(from decoder: any Decoder) throws {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "read by AnyScreen"))
            }
        }

        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var values: [String: Value]

        init(from decoder: any Decoder) throws {
            let route = try #require(decoder.linkAnalysis?.route)
            let container = try decoder.container(keyedBy: Name.self)
            values = [:]
            for key in container.allKeys {
                if case .list = route[key.stringValue] {
                    values[key.stringValue] = .list(try container.decode([String].self, forKey: key))
                } else {
                    values[key.stringValue] = .text(try container.decode(String.self, forKey: key))
                }
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: Name(stringValue: name))
            }
        }
    }

    static func roundTrip(_ route: Route, builder: DeepLinkBuilder, decoder: DeepLinkDecoder) throws {
        let link = try builder.link(for: route)
        let decoded = try decoder.decode(AnyScreen.self, from: link)
        let address = ScreenAddress(tab: route.tab, screen: route.screen)
        let rebuilt = try builder.link(to: address, with: decoded)
        #expect(try decoder.decode(AnyScreen.self, from: rebuilt) == decoded, "\(link) → \(rebuilt)")
        #expect(decoder.analyzer.analyze(rebuilt).route == decoder.analyzer.analyze(link).route, "\(link) → \(rebuilt)")
    }

    @Test func everyScreenOfTheSampleMap() async {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let builder = DeepLinkBuilder(analyzer: analyzer)
        let decoder = DeepLinkDecoder(analyzer: analyzer)
        await propertyCheck(count: Self.cases, input: Generators.route(in: .sample)) { route in
            try Self.roundTrip(route, builder: builder, decoder: decoder)
        }
    }

    @Test func everyScreenOfAGeneratedMap() async {
        await propertyCheck(count: Self.maps, input: Generators.routeMap, Gen.uint64()) { map, seed in
            let analyzer = LinkAnalyzer(routeMap: map)
            let builder = DeepLinkBuilder(analyzer: analyzer)
            let decoder = DeepLinkDecoder(analyzer: analyzer)
            var rng = Xoshiro(seed: (seed, ~seed, seed &* 31, 1))
            for _ in 0..<5 {
                let route = Generators.route(in: map).run(using: &rng)
                try Self.roundTrip(route, builder: builder, decoder: decoder)
            }
        }
    }
}
