import RouteCore
import RouteMapYAML
import Testing

/// What users paste: invisible characters from chat apps, escape sequences from logs, huge
/// tracking links, binary junk. Each case gets a clear diagnostic and a bounded result.
/// Bounds are asserted on sizes (diagnostics kept, nodes visited), never on time.
@Suite("Hostile input")
struct HostileInputTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    static let article = "myapp://home/articleDetail?userId=1&articleId=2"

    @Test(arguments: [("\u{0}", "NUL"), ("\u{1}", "START OF HEADING"), ("\u{7}", "BELL"), ("\u{1F}", "INFORMATION SEPARATOR ONE"), ("\u{1B}", "ESCAPE"), ("\u{85}", "C1 control character"), ("\u{9B}", "C1 control character")])
    func controlsAreNamed(_ character: String, _ name: String) {
        let analysis = Self.analyzer.analyze("\(Self.article)&searchText=a\(character)b")
        #expect(analysis.diagnostics.count == 1)
        #expect(analysis.diagnostics[0].code == .invalidSyntax)
        #expect(analysis.diagnostics[0].message.contains(name))
    }

    @Test(arguments: ["\u{1B}[2J", "\u{1B}]52;c;SGVsbG8=\u{07}"])
    func escapeSequencesAreReportedAndNeverPrintedRaw(_ sequence: String) {
        let analysis = Self.analyzer.analyze("\(Self.article)&searchText=x\(sequence)y")
        #expect(analysis.diagnostics.contains { $0.code == .invalidSyntax && $0.message.contains("ESCAPE") })
        let text = TextReport(color: false).render(analysis)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(text.contains(#"\x1b"#))
    }

    @Test(arguments: [("\u{202E}", "RIGHT-TO-LEFT OVERRIDE"), ("\u{200D}", "ZERO WIDTH JOINER"), ("\u{A0}", "NO-BREAK SPACE")])
    func invisibleCharactersAreNamedWithTheirCodePoint(_ character: String, _ name: String) {
        let analysis = Self.analyzer.analyze("myapp://home/feed?category=te\(character)ch")
        let syntax = analysis.diagnostics.first { $0.code == .invalidSyntax }
        #expect(syntax?.message.contains(name) == true)
        #expect(syntax?.message.contains("U+") == true)
    }

    @Test func messagesNeverCarryRawInvisibleOrControlCharacters() {
        let analysis = Self.analyzer.analyze("myapp://home/feed?category=news\u{202E}x\u{1B}y")
        let notInEnum = analysis.diagnostics.first { $0.code == .notInEnum }
        #expect(notInEnum?.message.contains(#"found "news\u{202e}x\x1by""#) == true)
        #expect(notInEnum?.found == "news\u{202E}x\u{1B}y", "the found value keeps the real text")
        for diagnostic in analysis.diagnostics {
            #expect(!diagnostic.message.unicodeScalars.contains { DisplayWidth.escaped($0) != nil })
        }
    }

    @Test func aOneMegabyteLineKeepsABoundedNumberOfDiagnostics() {
        let link = "\(Self.article)&searchText=" + String(repeating: "a b<", count: 262_144)
        #expect(link.utf8.count > 1_000_000)
        let analysis = Self.analyzer.analyze(link)
        #expect(!analysis.ok)
        #expect(analysis.diagnostics.count <= 201)
        let summary = analysis.diagnostics.last
        #expect(summary?.message.contains("more problems not listed") == true)
        #expect(summary?.severity == .error, "the summary keeps the worst suppressed severity")
    }

    @Test func tenThousandQueryItems() {
        let items = (0..<10_000).map { "x\($0)=\($0)" }.joined(separator: "&")
        let analysis = Self.analyzer.analyze("\(Self.article)&\(items)")
        #expect(analysis.ok, "unknown parameters are warnings")
        #expect(analysis.diagnostics.count == 201)
        #expect(analysis.params.count >= 10_002)
        #expect(analysis.route?["articleId"] == .int(2))
    }

    @Test func tenThousandPathSegments() {
        let path = (0..<10_000).map { "s\($0)" }.joined(separator: "/")
        let analysis = Self.analyzer.analyze("myapp://home/feed/\(path)")
        #expect(analysis.diagnostics.map(\.code) == [.extraPath])
        #expect(analysis.diagnostics[0].fix?.replacement == "")
    }

    @Test func deeplyRepeatedPercentTwentyFiveDecodesOnce() {
        let analysis = Self.analyzer.analyze("\(Self.article)&searchText=" + String(repeating: "%25", count: 100_000))
        let reading = analysis.params.first { $0.name == "searchText" }
        #expect(reading?.text == String(repeating: "%", count: 100_000), "one level of decoding, never recursive")
        #expect(analysis.diagnostics.map(\.code) == [.tooLong])
    }

    @Test func aCatastrophicPatternIsMatchedInLinearTime() throws {
        let map = try RouteMapLoader.load(yaml: """
            schemes: [t]
            tabs:
              - name: a
                root: s
                screens:
                  s: {params: {v: {type: string, pattern: "^(a+)+$"}}}
            """)
        let hostile = String(repeating: "a", count: 30_000) + "b"
        let analysis = LinkAnalyzer(routeMap: map).analyze("t://a/s?v=" + hostile)
        #expect(analysis.diagnostics.map(\.code) == [.patternMismatch])
    }

    @Test func utf16FilesAreNamed() {
        #expect(TextEncodingSniffer.unsupportedEncoding(of: [0xFF, 0xFE, 0x6D, 0x00]) == "UTF-16 little-endian (byte order mark FF FE)")
        #expect(TextEncodingSniffer.unsupportedEncoding(of: [0xFE, 0xFF, 0x00, 0x6D]) == "UTF-16 big-endian (byte order mark FE FF)")
        #expect(TextEncodingSniffer.unsupportedEncoding(of: [0x6D, 0x00, 0x79, 0x00]) == "UTF-16 little-endian (no byte order mark)")
        #expect(TextEncodingSniffer.unsupportedEncoding(of: Array("myapp://".utf8)) == nil)
    }
}
