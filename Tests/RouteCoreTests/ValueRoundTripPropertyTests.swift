import Foundation
import Synchronization
import PropertyBased
import RouteCore
import TestSupport
import Testing

/// `decode(encode(value)) == value` for every type a link carries, through the Codable
/// coders, the ``QueryValueConvertible`` conformances and typed ``QueryKey``s.
@Suite struct ValueRoundTripPropertyTests {
    static let cases = TestCorpus.size(1_000)

    /// One property, so each type is tested on its own.
    struct Box<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
        var value: Value
    }

    enum Mode: String, Codable, CaseIterable, Equatable, QueryValueConvertible {
        case safari, webView, inApp = "in-app"
    }

    enum Level: Int, Codable, CaseIterable, Equatable {
        case low = 1, medium = 5, high = 10
    }

    struct Payload: Codable, Equatable, QueryValueConvertible {
        var title: String
        var count: Int
        var ratio: Double
    }

    struct Article: Codable, Equatable {
        var title: String
        var url: URL
    }

    /// Nested structs and every option at once.
    struct OpenArticle: Codable, Equatable {
        var article: Article
        var mode: Mode
        var level: Level?
        var publishedAt: Date
        var isPinned: Bool
        var tagNames: [String]
        var scores: [Int?]
        var payload: Payload?
    }

    /// The decoder of a one-screen map whose `box` screen takes `value` of the route-map type
    /// `type`, one prepared analyzer per type.
    static func decoder(for type: String) throws -> DeepLinkDecoder {
        try decoders.withLock { decoders in
            if let decoder = decoders[type] { return decoder }
            let routes = try RouteMapLoader.load(
                yaml: """
                    app: Box
                    schemes: [myapp]
                    tabs:
                      - name: home
                        root: box
                        screens:
                          box:
                            params:
                              value: \(type)
                    """)
            let decoder = DeepLinkDecoder(routeMap: routes)
            decoders[type] = decoder
            return decoder
        }
    }

    private static let decoders = Mutex<[String: DeepLinkDecoder]>([:])

    static func roundTrip<Value: Codable & Equatable & Sendable>(
        _ value: Value, as type: String, encoder: DeepLinkEncoder = DeepLinkEncoder(),
        dates: DeepLinkDecoder.DateDecodingStrategy = .iso8601, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let link = try encoder.encode(Box(value: value), appendingTo: "myapp://home/box")
        var decoder = try decoder(for: type)
        decoder.dateDecodingStrategy = dates
        let decoded = try decoder.decode(Box<Value>.self, from: link)
        #expect(decoded.value == value, "\(link)", sourceLocation: sourceLocation)
        #expect(DeepLink(link).diagnostics.isEmpty, "\(link)", sourceLocation: sourceLocation)
    }

    // MARK: Codable

    @Test func int() async {
        await propertyCheck(count: Self.cases, input: Generators.int) { try Self.roundTrip($0, as: "{type: int}") }
    }

    @Test func otherIntegerWidths() async {
        await propertyCheck(count: Self.cases, input: Gen.int8(), Gen.uint64()) { small, large in
            try Self.roundTrip(small, as: "{type: int}")
            try Self.roundTrip(large, as: "{type: string}")
        }
    }

    @Test func double() async {
        await propertyCheck(count: Self.cases, input: Generators.double) { try Self.roundTrip($0, as: "{type: double}") }
    }

    @Test func float() async {
        await propertyCheck(count: Self.cases, input: Generators.float) { try Self.roundTrip($0, as: "{type: string}") }
    }

    @Test func bool() async {
        await propertyCheck(count: Self.cases, input: Gen.bool) { try Self.roundTrip($0, as: "{type: bool}") }
    }

    @Test func string() async {
        await propertyCheck(count: Self.cases, input: Generators.text) { try Self.roundTrip($0, as: "{type: string}") }
    }

    @Test func url() async {
        await propertyCheck(count: Self.cases, input: Generators.urlText) { text in
            try Self.roundTrip(try #require(URL(string: text), "\(text)"), as: "{type: string}")
        }
    }

    @Test func uuid() async {
        await propertyCheck(count: Self.cases, input: Generators.uuid) { try Self.roundTrip($0, as: "{type: uuid}") }
    }

    @Test func date() async {
        let strategies: [(DeepLinkEncoder.DateEncodingStrategy, DeepLinkDecoder.DateDecodingStrategy, String)] = [
            (.iso8601, .iso8601, "{type: date}"), (.secondsSince1970, .secondsSince1970, "{type: double}"),
            (.millisecondsSince1970, .millisecondsSince1970, "{type: double}"),
        ]
        await propertyCheck(count: Self.cases, input: Generators.date, Gen.int(in: 0...2)) { date, strategy in
            var encoder = DeepLinkEncoder()
            encoder.dateEncodingStrategy = strategies[strategy].0
            try Self.roundTrip(date, as: strategies[strategy].2, encoder: encoder, dates: strategies[strategy].1)
        }
    }

    @Test func enumerations() async {
        await propertyCheck(count: Self.cases, input: Gen<Mode>.case, Gen<Level>.case) { mode, level in
            try Self.roundTrip(mode, as: "{type: enum, values: [safari, webView, in-app]}")
            try Self.roundTrip(level, as: "{type: int}")
        }
    }

    @Test func optionals() async {
        await propertyCheck(count: Self.cases, input: Generators.int.optional, Generators.text.optional) { number, text in
            try Self.roundTrip(number, as: "{type: int}")
            // An empty string is a value: it survives, as `check` reads `value=` as "".
            try Self.roundTrip(text, as: "{type: string}")
        }
    }

    @Test func lists() async {
        await propertyCheck(
            count: Self.cases, input: Generators.nonEmptyText.array(of: 0...5), Generators.int.array(of: 0...5),
            Gen.element(of: QueryListStrategy.allCases)
        ) { texts, numbers, strategy in
            var encoder = DeepLinkEncoder()
            encoder.listStrategy = strategy!
            try Self.roundTrip(texts, as: "{type: list, of: string}", encoder: encoder)
            try Self.roundTrip(numbers, as: "{type: list, of: int}", encoder: encoder)
        }
    }

    @Test func jsonValues() async {
        let payload = zip(Generators.text, Generators.int, Generators.double).map { Payload(title: $0, count: $1, ratio: $2) }
        await propertyCheck(count: Self.cases, input: payload) { try Self.roundTrip($0, as: "{type: json}") }
    }

    static let openArticleDecoder: DeepLinkDecoder = {
        let routes = try! RouteMapLoader.load(
            yaml: """
                app: Reader
                schemes: [myapp]
                web: {hosts: [example.com], prefix: /app}
                tabs:
                  - name: home
                    root: openArticle
                    screens:
                      openArticle:
                        params:
                          title: {type: string, required: true}
                          url: {type: url, required: true}
                          mode: {type: enum, values: [safari, webView, in-app], default: safari}
                          level: {type: int}
                          published_at: {type: date, required: true}
                          is_pinned: {type: bool, default: "false"}
                          tag_names: {type: list, of: string}
                          scores: {type: list, of: int}
                """)
        var decoder = DeepLinkDecoder(routeMap: routes)
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    @Test func nestedStructsWithEveryOption() async {
        let article = zip(Generators.text, Generators.urlText).map { Article(title: $0, url: URL(string: $1)!) }
        let value = zip(
            article, Gen<Mode>.case, Gen<Level>.case.optional, Generators.date, Gen.bool, Generators.nonEmptyText.array(of: 0...3),
            Generators.int.array(of: 0...3)
        ).map {
            OpenArticle(
                article: $0, mode: $1, level: $2, publishedAt: $3, isPinned: $4, tagNames: $5, scores: $6.map(Optional.some),
                payload: nil)
        }
        await propertyCheck(count: Self.cases, input: value, Gen.element(of: QueryListStrategy.allCases)) { value, strategy in
            var encoder = DeepLinkEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.listStrategy = strategy!
            let link = try encoder.encode(value, appendingTo: "https://example.com/app/home/openArticle")
            #expect(try Self.openArticleDecoder.decode(OpenArticle.self, from: link) == value, "\(link)")
        }
    }

    // MARK: QueryValueConvertible and QueryKey

    /// The value written by its conformance, percent-encoded into a link, read with a key.
    static func keyRoundTrip<Value: QueryValueConvertible & Equatable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let text = try #require(value.queryValue, sourceLocation: sourceLocation)
        #expect(try Value(queryValue: text) == value, sourceLocation: sourceLocation)
        let link = DeepLink("myapp://home/x?key=" + PercentEncoding.encode(text, for: .queryValue))
        #expect(try link.value(for: QueryKey<Value>("key")) == value, "\(link.input)", sourceLocation: sourceLocation)
    }

    @Test func convertibleNumbers() async {
        await propertyCheck(count: Self.cases, input: Generators.int, Generators.double, Generators.float) { int, double, float in
            try Self.keyRoundTrip(int)
            try Self.keyRoundTrip(double)
            try Self.keyRoundTrip(float)
        }
    }

    @Test func convertibleTextAndFoundationTypes() async {
        await propertyCheck(
            count: Self.cases, input: Generators.text, Gen.bool, Generators.urlText, Generators.uuid, Generators.date
        ) { text, bool, url, uuid, date in
            try Self.keyRoundTrip(text)
            try Self.keyRoundTrip(bool)
            try Self.keyRoundTrip(try #require(URL(string: url)))
            try Self.keyRoundTrip(uuid)
            try Self.keyRoundTrip(date)
        }
    }

    @Test func convertibleEnumsJSONAndOptionals() async {
        let payload = zip(Generators.text, Generators.int, Generators.double).map { Payload(title: $0, count: $1, ratio: $2) }
        await propertyCheck(count: Self.cases, input: Gen<Mode>.case, payload, Generators.int) { mode, payload, number in
            try Self.keyRoundTrip(mode)
            try Self.keyRoundTrip(payload)
            try Self.keyRoundTrip(Optional(number))
        }
    }
}
