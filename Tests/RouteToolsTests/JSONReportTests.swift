import RouteCore
import RouteTools
import TestSupport
import Testing

@Suite struct JSONReportTests {
    static func analyzer() throws -> LinkAnalyzer { try sampleAnalyzerWithAASA() }

    /// The line the writer appends for `analysis`, without its newline.
    func line(_ analysis: LinkAnalysis, line number: Int? = nil) -> String {
        String(written { JSONReport.write(analysis, line: number, to: &$0) }.dropLast())
    }

    /// Links whose JSON needs every escape and every optional key.
    static let awkwardLinks = [
        "myapp://search/results?q=a\u{1B}[31m\u{7F}\u{85}\u{2028}\u{2029}\u{202E}\"q\"\\b\t\r\n",
        "myapp://search/results?q=東京&tags=👩‍👩‍👧,café&page=x&page=2",
        "myapp://setting/promo?payload=%7B%22a%22%3A%5B1%2C2.5%2Ctrue%2Cnull%2C%22%5Cu0001%22%5D%7D&utm_source=a",
        "myapp://search/map?lat=1e1&lng=-0.0&zoom=21.5",
        "myapp://setting/notifications?enabled=yes&channels=push,fax&flag&=x",
        "https://example.com/app/search/results?q=x&utm_source=News Letter&utm_medium=email&utm_campaign=a&gclid=1",
        "https://example.com/app/home/feed?debug=1",
        "myapp://home/articleDetail?userId=0&articleId=abc#frag",
    ]

    @Test func jsonLinesCarryTheVerdictAfterKind() throws {
        let analyzer = try Self.analyzer()
        let match = line(analyzer.analyze("https://example.com/app/home/feed"))
        #expect(match.hasPrefix(#"{"input":"https://example.com/app/home/feed","ok":true,"kind":"web-link","aasa":{"result":"match","detail":0,"component":1},"route":"#))
        let none = line(analyzer.analyze("https://example.com/app/home/feed?debug=1"), line: 3)
        #expect(none.contains(#""line":3,"aasa":{"result":"no-match"},"route":null"#))
        let legacy = AppLinkEligibility(result: .excluded, rule: .legacyPath(detail: 1, path: 0))
        let analysis = analyzer.analyze("https://example.com/x").replacing(appLinkEligibility: legacy)
        #expect(line(analysis).contains(#""aasa":{"result":"excluded","detail":1,"path":0}"#))
        #expect(!line(LinkAnalyzer(routeMap: .sample).analyze("https://example.com/app/home/feed")).contains("aasa"))
    }

    @Test func everyLineIsOneJSONObjectWithTheDocumentedKeyOrder() throws {
        let analyzer = try Self.analyzer()
        for (index, link) in Self.awkwardLinks.enumerated() {
            let text = written { JSONReport.write(analyzer.analyze(link), line: index + 1, to: &$0) }
            #expect(text.hasSuffix("\n") && text.dropLast().allSatisfy { $0 != "\n" && $0 != "\r" }, "one line: \(link)")
            let object = try JSONValue.parse(String(text.dropLast()))
            guard case .object(let pairs) = object else {
                Issue.record("not an object: \(text)")
                continue
            }
            let keys = pairs.map(\.key)
            let documented = ["input", "ok", "kind", "line", "aasa", "android", "route", "suggested", "diagnostics"]
            #expect(keys == documented.filter(keys.contains), "\(keys)")
            #expect(object["input"] == .string(link))
            if case .object(let route)? = object["route"] {
                let routeKeys = route.map(\.key)
                #expect(routeKeys == ["tab", "screen", "params", "campaign", "extras"].filter(routeKeys.contains))
            }
        }
    }

    @Test func diagnosticsAreWrittenAsTheirJSONValueSerializes() throws {
        let analyzer = try Self.analyzer()
        for link in Self.awkwardLinks {
            for diagnostic in analyzer.analyze(link).diagnostics {
                #expect(written { $0.append(json: diagnostic) } == diagnostic.jsonValue.serialized())
            }
        }
    }

    @Test func typedValuesAreWrittenAsTheirJSONValueSerializes() throws {
        let analyzer = try Self.analyzer()
        for link in Self.awkwardLinks {
            for value in analyzer.analyze(link).params.compactMap(\.value) {
                #expect(written { $0.append(json: value) } == value.jsonValue.serialized())
            }
        }
    }

    @Test(arguments: ["", "plain", "\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}", "\u{2027}\u{2028}\u{2029}\u{202A}", "é東👩‍👩‍👧\"\\/", "\u{C2}\u{E2}"])
    func stringsAreEscapedAsJSONValueEscapesThem(_ text: String) {
        #expect(written { $0.append(jsonString: text) } == JSONValue.string(text).serialized())
    }

    /// Long ASCII text is scanned eight bytes at a time: each escaped byte at each position of a
    /// word, and after whole plain words, is still found.
    @Test(arguments: ["\u{0}", "\u{1F}", "\"", "\\", "\u{7F}", "\u{85}", "\u{2028}", " ", "~", "é"])
    func escapesInLongTextAreFoundAtEveryPosition(_ escaped: String) {
        for position in 0..<20 {
            let text = String(repeating: "a", count: position) + escaped + String(repeating: "z", count: 19 - position)
            #expect(written { $0.append(jsonString: text) } == JSONValue.string(text).serialized(), "at \(position)")
        }
    }

    /// Text that is not ASCII is copied in runs between its escapes: an escape at each position
    /// among scalars of two and three bytes, beside the lead bytes C2 and E2 of scalars that are
    /// not escaped, and at the very end, is still found.
    @Test(arguments: ["\u{0}", "\"", "\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "é"])
    func escapesAmongScalarsThatAreNotASCIIAreFoundAtEveryPosition(_ escaped: String) {
        for position in 0..<12 {
            let text = String(repeating: "é", count: position) + escaped + "\u{A0}–\u{2027}" + String(repeating: "東", count: 11 - position) + escaped
            #expect(written { $0.append(jsonString: text) } == JSONValue.string(text).serialized(), "at \(position)")
        }
    }

    /// A report grows past the capacity it was made with, keeping every byte in order.
    @Test func aReportGrowsPastItsCapacity() {
        var out = ReportBuffer(capacity: 4)
        for number in 0..<1000 {
            out.append(decimal: number)
            out.append(byte: UInt8(ascii: ","))
            out.append(repeating: UInt8(ascii: " "), count: number % 3)
        }
        let expected = (0..<1000).map { "\($0)," + String(repeating: " ", count: $0 % 3) }.joined()
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
        out.removeAll()
        out.append("again")
        #expect(String(decoding: out.bytes, as: UTF8.self) == "again")
    }

    @Test(arguments: [0, 7, -7, 10, 99, 100, 1_000_000, Int.max, Int.min])
    func decimalsAreWrittenAsStringWritesThem(_ value: Int) {
        #expect(written { $0.append(decimal: value) } == String(value))
    }

    /// `route` is the link as written; where the matcher went on with a suggestion, `suggested`
    /// says where, and the route's tab or screen that the link does not name is null.
    @Test func theRouteIsTheLinkAsWrittenAndTheSuggestionComesApart() {
        let analyzer = LinkAnalyzer(routeMap: .sample)
        let cases: [(String, String)] = [
            ("myapp://home/results?q=x", #""route":{"tab":"home","screen":null,"params":{}},"suggested":{"tab":"search","screen":"results"},"#),
            ("myapp://hom/feed", #""route":{"tab":null,"screen":null,"params":{}},"suggested":{"tab":"home","screen":"feed"},"#),
            ("myapp://articleDetail?userId=1&articleId=2", #""route":{"tab":null,"screen":null,"params":{}},"suggested":{"tab":"home","screen":"articleDetail"},"#),
            ("myapp://home/fed", #""route":{"tab":"home","screen":null,"params":{}},"suggested":{"tab":"home","screen":"feed"},"#),
            ("myapp://home/xyz", #""route":{"tab":"home","screen":null,"params":{}},"diagnostics""#),
            ("myapp://home/feed?category=tech", #""route":{"tab":"home","screen":"feed","params":{"category":"tech"}},"diagnostics""#),
            ("other://x", #""route":null,"diagnostics""#),
        ]
        for (link, expected) in cases {
            #expect(line(analyzer.analyze(link)).contains(expected), "\(link): \(line(analyzer.analyze(link)))")
        }
    }
}
