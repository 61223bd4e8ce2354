import Foundation
import RouteCore
import Testing

/// The `json` parameter and JSON route maps are read by one strict reader (RFC 8259). A `json`
/// value that Foundation's `JSONDecoder` refuses (a leading zero, half a surrogate pair) cannot
/// pass `check` only to fail in the app: the fault says what is wrong and at which byte of the
/// value, and the app library's decoder says the same.
@Suite("One strict JSON reader")
struct StrictJSONTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    static let promo = "myapp://setting/promo?payload="

    struct Payload: Codable, QueryValueConvertible {
        var id: Int
    }

    struct Promo: RouteDestination {
        static let screen = ScreenAddress(tab: "setting", screen: "promo")
        var payload: Payload
    }

    /// Values JSONValue read before the reader was shared, each refused now, and why.
    static let refused: [(json: String, reason: String)] = [
        ("01", "a number cannot start with 0 at offset 0"),
        (#"{"id":-007}"#, "a number cannot start with 0 at offset 6"),
        (#""\uD800""#, "a high surrogate without its low surrogate at offset 1"),
        (#"["a\uDC00"]"#, "a low surrogate without its high surrogate at offset 3"),
        // Before, this one stopped `check` on an arithmetic overflow.
        (#""\uD800\u0041""#, "a high surrogate without its low surrogate at offset 1"),
        ("[1.]", "a digit must follow the decimal point at offset 3"),
        ("+1", "unexpected character at offset 0"),
        (".5", "unexpected character at offset 0"),
    ]

    static func link(_ json: String) -> String {
        promo + PercentEncoding.encode(json, for: .queryValue)
    }

    @Test(arguments: refused)
    func aValueFoundationRefusesIsATypeMismatchSayingWhereAndWhy(_ json: String, _ reason: String) throws {
        let link = Self.link(json)
        let diagnostics = Self.analyzer.analyze(link).diagnostics
        #expect(diagnostics.map(\.code) == [.typeMismatch])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "payload expects a JSON value, but \(reason)")
        #expect(diagnostic.span == Self.promo.utf8.count..<link.utf8.count)
        #expect(diagnostic.param == "payload")
        #expect(diagnostic.found == json)
        #expect(diagnostic.fix == nil)
    }

    /// The outside oracle: Foundation's serialization, and its decoder reading each value as
    /// the type it is written as, refuse each of these too, as data that is not JSON.
    @Test func foundationRefusesThemToo() {
        func decoderRefuses<Value: Decodable>(_ json: String, as type: Value.Type) -> Bool {
            do {
                _ = try JSONDecoder().decode(type, from: Data(json.utf8))
                return false
            } catch DecodingError.dataCorrupted {
                return true
            } catch {
                return false
            }
        }
        let decoderVerdicts = [
            decoderRefuses("01", as: Double.self), decoderRefuses(#"{"id":-007}"#, as: [String: Int].self),
            decoderRefuses(#""\uD800""#, as: String.self), decoderRefuses(#"["a\uDC00"]"#, as: [String].self),
            decoderRefuses(#""\uD800\u0041""#, as: String.self), decoderRefuses("[1.]", as: [Double].self),
            decoderRefuses("+1", as: Double.self), decoderRefuses(".5", as: Double.self),
        ]
        #expect(decoderVerdicts == Array(repeating: true, count: Self.refused.count))
        for json in Self.refused.map(\.json) {
            #expect(throws: (any Error).self, "\(json)") {
                try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
            }
        }
    }

    @Test(arguments: refused.map(\.json))
    func theAppLibrarySaysWhatCheckSays(_ json: String) throws {
        let link = Self.link(json)
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkDecoder(analyzer: Self.analyzer).decode(Promo.self, from: link) }
        #expect(error.diagnostics == Self.analyzer.analyze(link).diagnostics)
    }

    @Test func theMarkedSpanIsTheWholeValue() {
        expectDiagnostics("myapp://setting/promo?payload=1️⃣%22%5CuD800%222️⃣", [diag(.typeMismatch, "payload", 1, 2)])
    }

    @Test func nestingIsLimited() throws {
        let link = Self.link(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        let diagnostic = try #require(Self.analyzer.analyze(link).diagnostics.first)
        #expect(diagnostic.message == "payload expects a JSON value, but nesting is deeper than 64 at offset 64")
        // At the value that nests too deep, not at the white space before it.
        let spaced = Self.link(String(repeating: "[ ", count: 65) + String(repeating: "]", count: 65))
        #expect(Self.analyzer.analyze(spaced).diagnostics.first?.message == "payload expects a JSON value, but nesting is deeper than 64 at offset 128")
    }

    /// What was read before is read the same: integers stay integers, a pair of escapes is one
    /// character, keys keep their order.
    @Test(arguments: [
        ("-5", JSONValue.int(-5)),
        ("-0", .int(0)),
        ("0.5", .double(0.5)),
        ("1E2", .double(100)),
        ("-1e-2", .double(-0.01)),
        ("99999999999999999999", .double(1e20)),
        (#""\uD83D\uDE00 \u00e9\n""#, .string("😀 é\n")),
        (#" {"b": [true, null], "a": {}} "#, .object([("b", .array([.bool(true), .null])), ("a", .object([]))])),
    ])
    func validValuesReadAsBefore(_ json: String, _ value: JSONValue) {
        let analysis = Self.analyzer.analyze(Self.link(json))
        #expect(analysis.diagnostics.isEmpty, "\(json): \(analysis.diagnostics.map(\.message))")
        #expect(analysis.route?["payload"] == .json(value))
    }
}
