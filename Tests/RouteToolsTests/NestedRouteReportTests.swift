import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

/// A screen inside nested navigators is reported with its navigators, in every output.
@Suite struct NestedRouteReportTests {
    static let map = try! RouteMapLoader.load(yaml: """
        schemes: [demo]
        tabs:
          - name: home
            root: feed
            screens:
              feed: {}
              settings:
                path: settings
                screens:
                  devices:
                    path: devices
                    screens:
                      device: {path: "{id}", params: {id: int}}
        """)

    @Test func jsonNamesTheNavigatorsBeforeTheScreen() {
        let analysis = LinkAnalyzer(routeMap: Self.map).analyze("demo://home/settings/devices/4")
        #expect(analysis.navigators == ["settings", "devices"])
        let line = written { JSONReport.write(analysis, line: nil, to: &$0) }
        #expect(line.contains(#""route":{"tab":"home","navigators":["settings","devices"],"screen":"device","params":{"id":4}}"#))
        let flat = written { JSONReport.write(LinkAnalyzer(routeMap: Self.map).analyze("demo://home/feed"), line: nil, to: &$0) }
        #expect(flat.contains(#""route":{"tab":"home","screen":"feed","params":{}}"#))
    }

    @Test func textShowsTheWholeChain() {
        let analysis = LinkAnalyzer(routeMap: Self.map).analyze("demo://home/settings/devices/4")
        let text = written { TextReport().writeOK(analysis, to: &$0) }
        #expect(text.contains("ok: demo://home/settings/devices/4 → home › settings › devices › device(id: 4)"))
    }
}
