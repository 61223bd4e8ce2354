import Foundation
import RouteCore
import Testing
import TestSupport

/// A `json` value whose object writes a key twice is refused: readers disagree on which value
/// they keep (even Foundation's two: on Linux `JSONDecoder` keeps the first, `JSONSerialization`
/// the last), so the app cannot be trusted to read what `check` shows. The rule is JSONValue's reading of the value, so the verdict, the
/// analysis, the value's String reading and the app's decoders all refuse the same values.
@Suite("A json value with a key written twice")
struct DuplicateJSONKeyTests {
    // The sample's promo screen, whose `payload` is `json`, as the strict JSON tests read it.
    static let analyzer = StrictJSONTests.analyzer
    static let promo = StrictJSONTests.promo
    typealias Payload = StrictJSONTests.Payload
    typealias Promo = StrictJSONTests.Promo

    static func message(_ key: String, firstAt offset: Int) -> String {
        "payload expects a JSON value, but key \"\(key)\" is written twice in one object (first at offset \(offset)); JSON readers disagree on which value the app gets"
    }

    /// The one diagnostic of a marked link: at the repeat's literal, between the markers.
    static func expectRepeat(_ marked: String, key: String, firstAt offset: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (link, markers) = stripMarkers(marked)
        let diagnostics = analyzer.analyze(link).diagnostics.filter { $0.code != .invalidSyntax }
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let diagnostic = try #require(diagnostics.first, sourceLocation: sourceLocation)
        #expect(diagnostic.code == .typeMismatch, sourceLocation: sourceLocation)
        #expect(diagnostic.span == markers[1]!..<markers[2]!, sourceLocation: sourceLocation)
        #expect(diagnostic.message == message(key, firstAt: offset), sourceLocation: sourceLocation)
        #expect(diagnostic.param == "payload", sourceLocation: sourceLocation)
        #expect(diagnostic.expected == "a JSON value", sourceLocation: sourceLocation)
        #expect(diagnostic.fix == nil, sourceLocation: sourceLocation)
    }

    @Test func theSpanIsTheRepeatedKeyAsTheLinkWritesIt() throws {
        // {"a":1,"a":2}, percent-encoded: the repeat's quotes are escapes too.
        try Self.expectRepeat(Self.promo + "%7B%22a%22%3A1%2C1️⃣%22a%222️⃣%3A2%7D", key: "a", firstAt: 1)
        // Written raw, the same bytes of the value are marked (beside the invalid-syntax errors).
        try Self.expectRepeat(Self.promo + #"{"a":1,1️⃣"a"2️⃣:2}"#, key: "a", firstAt: 1)
        // Partly encoded.
        try Self.expectRepeat(Self.promo + "%7B%22a%22:1,1️⃣%22a\"2️⃣:2%7D", key: "a", firstAt: 1)
    }

    @Test func theFoundTextIsTheRepeatedLiteral() throws {
        let link = Self.promo + PercentEncoding.encode(#"{"a":1,"a":2}"#, for: .queryValue)
        #expect(Self.analyzer.analyze(link).diagnostics.map(\.found) == [#""a""#])
    }

    @Test func aNestedObjectCounts() throws {
        // {"user":{"id":1,"id":2}}
        try Self.expectRepeat(Self.promo + "%7B%22user%22%3A%7B%22id%22%3A1%2C1️⃣%22id%222️⃣%3A2%7D%7D", key: "id", firstAt: 9)
        // An object in a list: [{"id":1},{"x":1,"x":2}]
        try Self.expectRepeat(Self.promo + "%5B%7B%22id%22%3A1%7D%2C%7B%22x%22%3A1%2C1️⃣%22x%222️⃣%3A2%7D%5D", key: "x", firstAt: 11)
    }

    /// Keys compare as readers compare them, escapes decoded: `"\u0061"` is `"a"`.
    @Test func anEscapedKeyIsTheKeyItWrites() throws {
        try Self.expectRepeat(Self.promo + "%7B%22a%22%3A1%2C1️⃣%22%5Cu0061%222️⃣%3A2%7D", key: "a", firstAt: 1)
    }

    /// Of several repeats, the one written first in the value is reported, whether it is inside
    /// the other's value or before it.
    @Test(arguments: [
        (#"{"a":{"b":1,"b":2},"a":3}"#, "b", 6, 12..<15),
        (#"{"a":1,"a":{"b":1,"b":2}}"#, "a", 1, 7..<10),
    ])
    func theFirstRepeatInTheTextIsReported(_ json: String, _ key: String, _ first: Int, _ part: Range<Int>) throws {
        let link = Self.promo + json
        let start = Self.promo.utf8.count
        let diagnostic = try #require(Self.analyzer.analyze(link).diagnostics.first { $0.code == .typeMismatch })
        #expect(diagnostic.message == Self.message(key, firstAt: first))
        #expect(diagnostic.span == start + part.lowerBound..<start + part.upperBound)
    }

    /// The same key in different objects is no repeat.
    @Test(arguments: [#"[{"a":1},{"a":2}]"#, #"{"a":{"a":1}}"#, #"{"a":[{"a":1}],"b":{"a":2}}"#, #"{"A":1,"a":2}"#])
    func keysOfDifferentObjectsAreNoRepeat(_ json: String) {
        let link = Self.promo + PercentEncoding.encode(json, for: .queryValue)
        #expect(Self.analyzer.analyze(link).diagnostics.isEmpty)
        #expect(Self.analyzer.verdict(link).ok)
    }

    /// Past the pairs searched one by one, keys are found by a dictionary: the repeat is still
    /// found, its first place too, and a hostile object of many keys reads in linear time.
    @Test func aLongObjectIsSearchedToo() throws {
        let keys = (0..<40).map { "k\($0)" }
        let json = "{" + (keys + ["k3", "k39"]).map { "\"\($0)\":0" }.joined(separator: ",") + "}"
        let reading = ParamType.json.read(json)
        let firstK3 = try #require(json.range(of: #""k3""#)).lowerBound.utf16Offset(in: json)
        let repeatK3 = try #require(json.range(of: #""k3""#, options: .backwards)).lowerBound.utf16Offset(in: json)
        #expect(reading == .invalid(.duplicateKey("k3", at: repeatK3..<repeatK3 + 4, firstAt: firstK3)))

        let many = "{" + (0..<20_000).map { "\"k\($0)\":0" }.joined(separator: ",") + ",\"k0\":1}"
        let result = ParamType.json.read(many)
        guard case .invalid(.duplicateKey("k0", _, firstAt: 1)) = result else {
            Issue.record("\(String(describing: result))")
            return
        }
    }

    /// The verdict, the analysis and the String reading of the value say the same.
    @Test(arguments: [#"{"a":1,"a":2}"#, #"{"user":{"id":1,"id":2}}"#, #"[{"a":1,"a":1}]"#])
    func everyReaderRefusesIt(_ json: String) {
        let link = Self.promo + PercentEncoding.encode(json, for: .queryValue)
        let analysis = Self.analyzer.analyze(link)
        #expect(!analysis.ok)
        #expect(!Self.analyzer.verdict(link).ok)
        #expect(analysis.verdict == Self.analyzer.verdict(link))
        guard case .invalid(.duplicateKey) = ParamType.json.read(json) else {
            Issue.record("the String reading accepts \(json)")
            return
        }
    }

    /// The app's decoder refuses the link with the diagnostics `check` reports, and the value
    /// read alone (a `Codable` convertible, or a key of a link read without a route map) is
    /// refused by the same rule before Foundation's decoder, which would keep one of the values.
    @Test func theAppDecoderRefusesItToo() throws {
        // Foundation's decoder alone would read it, keeping the first `id`.
        let json = #"{"id":1,"id":2}"#
        let link = Self.promo + PercentEncoding.encode(json, for: .queryValue)
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkDecoder(analyzer: Self.analyzer).decode(Promo.self, from: link) }
        #expect(error.diagnostics == Self.analyzer.analyze(link).diagnostics)
        #expect(error.diagnostics.map(\.code) == [.typeMismatch])

        #expect(throws: QueryValueError.format) { try Payload(queryValue: json) }
        let keyError = try #require(throws: DeepLinkError.self) { try DeepLink(link).value(for: QueryKey<Payload>("payload")) }
        #expect(keyError.diagnostics.map(\.code) == [.typeMismatch])
        #expect(try Payload(queryValue: #"{"id":2}"#).id == 2)
    }

    /// A route map whose `json` default writes a key twice does not load.
    @Test func aDefaultWithARepeatedKeyIsRefused() throws {
        let json = #"""
            {"app": "T", "schemes": ["t"], "tabs": [{"name": "home", "root": "feed", "screens": {
              "feed": {"params": {"payload": {"type": "json", "default": "{\"a\":1,\"a\":2}"}}}}}]}
            """#
        let error = try #require(throws: RouteMapError.self) { try RouteMapLoader.load(json: json) }
        #expect(error.description.contains(#"key "a" is written twice in one object (first at offset 1)"#), "\(error)")
    }
}
