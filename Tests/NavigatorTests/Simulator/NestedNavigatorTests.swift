import Foundation
import Navigator
import RouteCore
import RouteMapYAML
import Testing

/// A link into a nested navigator builds the stack React Navigation builds: each navigator on
/// the way that declares a `root` keeps it below the linked screen.
@Suite struct NestedNavigatorTests {
    static let map = try! RouteMapLoader.load(yaml: """
        schemes: [demo]
        tabs:
          - name: home
            root: feed
            screens:
              feed: {}
              settings:
                root: general
                screens:
                  general: {path: "settings"}
                  privacy: {path: "settings/privacy"}
                  devices:
                    path: devices
                    screens:
                      list: {path: ""}
                      device: {path: "{id}", params: {id: int}}
          - name: other
            root: start
            screens:
              start: {}
        """)

    static func stack(after links: [String]) -> [String] {
        let navigator = Navigator(routeMap: map)
        var state = navigator.initialState()
        for link in links { state = navigator.apply(.open(link), to: state).state }
        return state.selectedStack.screens.map(\.screen)
    }

    @Test func aScreenDeepInANavigatorLandsOnItsStart() {
        #expect(Self.stack(after: ["demo://home/settings/privacy"]) == ["feed", "general", "privacy"])
        #expect(Self.stack(after: ["demo://home/devices/3"]) == ["feed", "general", "device"])
    }

    @Test func theStartItselfIsNotPushedTwice() {
        #expect(Self.stack(after: ["demo://home/settings"]) == ["feed", "general"])
        #expect(Self.stack(after: ["demo://home/settings", "demo://home/settings/privacy"]) == ["feed", "general", "privacy"])
    }

    @Test func theExplanationSaysWhereTheNavigatorStarts() {
        let navigator = Navigator(routeMap: Self.map)
        let transition = navigator.apply(.open("demo://home/settings/privacy"), to: navigator.initialState())
        #expect(transition.explanation == "stayed on tab home; pushed general, where navigator settings starts; pushed privacy")
    }
}

/// The nested route map docs/route-map.md shows loads, and reads links as docs/route-map.md says.
@Suite struct DocumentedNavigationTreeTests {
    @Test func theDocumentedExampleMeansWhatItSays() throws {
        let document = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/route-map.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```yaml\napp: Demo\n"))
        let end = try #require(document.range(of: "```\n", range: start.upperBound..<document.endIndex))
        let map = try RouteMapLoader.load(yaml: String(document[document.index(start.lowerBound, offsetBy: 8)..<end.lowerBound]))
        let analyzer = LinkAnalyzer(routeMap: map)
        #expect(analyzer.analyze("demo://app/home").route?.screen == "Feed")
        #expect(analyzer.analyze("demo://app/showroom/2").route?.screen == "Item")
        #expect(analyzer.analyze("demo://app/help/faq").route?.screen == "Help")
        #expect(analyzer.analyze("demo://app/caf%C3%A9").diagnostics.map(\.code) == [.catchAll])
        let navigator = Navigator(routeMap: map)
        let state = navigator.apply(.open("demo://app/home/settings/device/7/logs"), to: navigator.initialState()).state
        #expect(state.selectedStack.screens.map(\.screen) == ["Feed", "General", "DeviceLogs"])
    }
}
