import RouteCore
import RouteMapYAML
import Testing

/// `type: color` (`#RRGGBB`), the type added to prove that a new parameter type needs its own
/// file and the places the compiler points to, and nothing else.
@Suite struct ColorTypeTests {
    static let yaml = """
        app: Paint
        schemes: [paint]
        tabs:
          - name: canvas
            root: board
            screens:
              board:
                params:
                  fill: color
                  stroke: {type: color, required: true}
                  palette: {type: list, of: color}
        """

    static func analyzer() throws -> LinkAnalyzer {
        LinkAnalyzer(routeMap: try RouteMapLoader.load(yaml: Self.yaml, file: "paint.yml"))
    }

    @Test func theLoaderReadsTheTypeByName() throws {
        let map = try RouteMapLoader.load(yaml: Self.yaml, file: "paint.yml")
        let params = try #require(map.tabs.first?.screens.first?.params)
        #expect(params.map(\.type) == [.color, .color, .list(ListRule(of: .color))])
        #expect(params.map(\.type.name) == ["color", "color", "list<color>"])
        #expect(ParamType.color.expectation == "a colour #RRGGBB")
    }

    @Test func anEncodedHashAndSixHexDigitsFit() throws {
        let analysis = try Self.analyzer().analyze("paint://canvas?stroke=%23FF8800&fill=%23ff8800&palette=%23000000,%23FFFFFF")
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        let route = try #require(analysis.route)
        #expect(route["stroke"] == .string("#FF8800"))
        #expect(route["fill"] == .string("#ff8800"))
        #expect(route["palette"] == .list([.string("#000000"), .string("#FFFFFF")]))
    }

    @Test func anythingElseIsATypeMismatchAtItsBytes() throws {
        let analyzer = try Self.analyzer()
        let bare = analyzer.analyze("paint://canvas?stroke=FF8800")
        #expect(bare.diagnostics.map(\.code) == [.typeMismatch])
        #expect(bare.diagnostics[0].span == 22..<28)
        #expect(bare.diagnostics[0].message == #"stroke expects a colour #RRGGBB, found "FF8800""#)
        let short = analyzer.analyze("paint://canvas?stroke=%23FF880")
        #expect(short.diagnostics.map(\.code) == [.typeMismatch])
        #expect(short.diagnostics[0].span == 22..<30)
        let element = analyzer.analyze("paint://canvas?stroke=%23000000&palette=%23000000,%23GG0000")
        #expect(element.diagnostics.map(\.code) == [.typeMismatch])
        #expect(element.diagnostics[0].span == 50..<59)
        #expect(element.diagnostics[0].message == ##"palette element expects a colour #RRGGBB, found "#GG0000""##)
        // A raw "#" starts the fragment, so the app never sees the colour: hash-in-value, whose
        // fix encodes it; the colour is read on, as the link meant it.
        let raw = analyzer.analyze("paint://canvas?stroke=#FF8800")
        #expect(raw.diagnostics.map(\.code) == [.hashInValue])
        #expect(raw.diagnostics[0].span == 22..<23)
        #expect(raw.diagnostics[0].fix?.replacement == "%23")
    }

    @Test func aVerdictAgreesWithTheAnalysis() throws {
        let analyzer = try Self.analyzer()
        for link in ["paint://canvas?stroke=%23FF8800", "paint://canvas?stroke=FF8800", "paint://canvas?stroke=%23ff8800&palette=%23ff8800,x"] {
            #expect(analyzer.verdict(link) == analyzer.analyze(link).verdict, "\(link)")
        }
    }
}
