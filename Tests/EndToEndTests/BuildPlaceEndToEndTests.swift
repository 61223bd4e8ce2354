import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// `routescope build` names a screen inside nested navigators by its place, as `routes` lists
/// it, on a map with a name at two levels of one tab (`shop › item`, `shop › Reviews › item`).
@Suite("build by place, end to end")
struct BuildPlaceEndToEndTests {
    /// Runs `routescope build arguments… --routes <everyLinkShape>`, or another command.
    static func run(_ arguments: [String], command: String = "build") async throws -> RouteScopeProcess.Result {
        try await withTemporaryDirectory(prefix: "routescope-build-place") { directory in
            let routes = directory.appendingPathComponent("routes.yml")
            try SmallRouteMaps.everyLinkShape.write(to: routes, atomically: true, encoding: .utf8)
            return try await RouteScopeProcess.run([command] + arguments + ["--routes", routes.path])
        }
    }

    @Test func aPlaceBuildsTheLinkToThatScreen() async throws {
        for words in [["shop/Reviews/item"], ["shop › Reviews › item"], ["shop›Reviews›item"], ["shop", "›", "Reviews", "›", "item"]] {
            let built = try await Self.run(words + ["productId=3"])
            #expect(built.status == 0, "\(words): \(built.stderr)")
            #expect(built.stdout == "s://shop/reviews/3/top\n", "\(words)")
            #expect(built.stderr == "")
        }
        // A parameter after a stray `›` stays a parameter, not a name of the place.
        let stray = try await Self.run(["shop ›", "sku=b1"])
        #expect(stray.stderr.contains("s://shop/item/b1\n"), "the tab's root, with its parameter: \(stray.stderr)")
        let top = try await Self.run(["shop › item", "sku=b1", "color=red"])
        #expect(top.stdout == "s://shop/item/b1?color=red\n")
        // A name once in its tab needs no navigators, and a tab alone is its root.
        #expect(try await Self.run(["shop/gallery", "productId=4"]).stdout == "s://shop/reviews/4/photos\n")
        #expect(try await Self.run(["shop", "sku=b1", "color=red"]).stdout == "s://shop/item/b1?color=red\n")
    }

    @Test func aNameAtTwoLevelsSaysHowToWriteEach() async throws {
        let built = try await Self.run(["shop/item", "sku=b1", "color=red"])
        #expect(built.status == 2)
        #expect(built.stdout == "")
        #expect(built.stderr == """
            error[unknown-screen]: "item" is at 2 places in tab shop; write "shop › item" for the one directly in shop or shop/Reviews/item for the one in shop › Reviews
              shop/item
                   ^^^^

            """)
    }

    @Test func aPlaceTheMapDoesNotHaveNamesTheSegmentAndTheClosestPlace() async throws {
        let built = try await Self.run(["shop/Revews/item", "productId=3"])
        #expect(built.status == 2)
        #expect(built.stderr == """
            error[unknown-screen]: no navigator "Revews" in shop; its navigators are Reviews; did you mean shop/Reviews/item or "shop › item"?
              shop/Revews/item
                   ^^^^^^

            """)
        let tab = try await Self.run(["shp › item"])
        #expect(tab.status == 2)
        #expect(tab.stderr.hasPrefix(#"error[unknown-tab]: unknown tab "shp"; the tabs are shop, store, open; did you mean "shop › item" or shop/Reviews/item?"#))
    }

    /// Every screen `routes` lists, built by the place it lists, then checked: `check` lands on
    /// that same place. A catch-all (`s://*`) is built from a path as well
    /// (``aCatchAllIsBuiltFromThePathAfterItsPlace()``).
    @Test func everyListedPlaceBuildsALinkThatLandsThere() async throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.everyLinkShape)
        let listing = try await Self.run(["--format", "json"], command: "routes")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any])
        let screens = try #require(json["screens"] as? [[String: Any]]).filter { ($0["link"] as? String)?.contains("*") == false }
        #expect(screens.count == 7)
        for listed in screens {
            let place = [listed["tab"] as! String] + (listed["navigators"] as? [String] ?? []) + [listed["screen"] as! String]
            let tab = try #require(map.tab(named: place[0]))
            let screen = try #require(tab.screens.first { [tab.name] + $0.navigators + [$0.name] == place })
            let built = try await Self.run([place.joined(separator: " › ")] + Self.parameters(for: screen, in: tab))
            #expect(built.status == 0, "\(place): \(built.stderr)")
            let checked = try await Self.run([String(built.stdout.dropLast()), "--format", "json"], command: "check")
            #expect(checked.status == 0, "\(place): \(checked.stdout)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any])
            let route = try #require(report["route"] as? [String: Any], "\(place): \(checked.stdout)")
            #expect([route["tab"] as? String ?? ""] + (route["navigators"] as? [String] ?? []) + [route["screen"] as? String ?? ""] == place)
        }
    }

    /// A catch-all's link is the path it catches, written after its place; without one, exit 2
    /// says how to give it.
    @Test func aCatchAllIsBuiltFromThePathAfterItsPlace() async throws {
        let built = try await Self.run(["open/web/help/contact"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout == "s://help/contact\n")
        let checked = try await Self.run([String(built.stdout.dropLast())], command: "check")
        #expect(checked.status == 0 && checked.stdout.hasPrefix("ok: s://help/contact → open › web"), "\(checked.stdout)")

        let bare = try await Self.run(["open/web"])
        #expect(bare.status == 2)
        #expect(bare.stdout == "")
        #expect(bare.stderr == """
            error[missing-param]: web is a catch-all (its path is *): a link to it is the path it catches, one no other route takes; write that path after the screen, as open/web/<path>
              open/web
                      ^

            """)
        let taken = try await Self.run(["open/web/list"])
        #expect(taken.status == 2)
        #expect(taken.stderr.hasPrefix(#"error[unknown-screen]: web does not catch "list": a route of open/list takes it"#))
    }

    /// `name=value` for each required and path parameter of `screen`: a value every rule of the
    /// map takes (the first of an enum, the least integer allowed, text otherwise).
    static func parameters(for screen: Screen, in tab: Tab) -> [String] {
        Generators.neededParameters(of: screen, in: tab).map { spec, name in
            switch spec.type {
            case .int(let rule): "\(name)=\(rule.min ?? 1)"
            case .enumeration(let rule): "\(name)=\(rule.values[0])"
            default: "\(name)=b1"
            }
        }
    }
}
