import Foundation
import RouteCore
import RouteMapYAML
import Testing

/// A broken route map is a user error: every problem, with line and column.
@Suite("Route map loading and validation")
struct RouteMapLoaderTests {
    /// The problems of a map, as `line:column: message` strings.
    static func problems(_ yaml: String) -> [String] {
        do {
            _ = try RouteMapLoader.load(yaml: yaml, file: "t.yml")
            return []
        } catch {
            return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    static let header = """
        schemes: [t]
        tabs:
          - name: a
            root: s
            screens:

        """

    /// The sample is embedded as JSON generated from `Assets/routes.yml`: the two give one map.
    @Test func theEmbeddedSampleMatchesAssetsAndIsRich() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/routes.yml")
        #expect(try RouteMapLoader.load(contentsOf: assets.path) == RouteMap.sample, "run Scripts/embed-assets.sh")
        let map = RouteMap.sample
        #expect(map.tabs.count >= 4)
        #expect(map.tabs.flatMap(\.screens).count >= 10)
        let types = Set(map.tabs.flatMap(\.screens).flatMap(\.params).map { spec -> String in
            if case .list = spec.type { return "list" }
            return spec.type.name
        })
        #expect(types == ["int", "double", "bool", "string", "enum", "url", "uuid", "date", "json", "list"])
    }

    @Test func unknownKeysGetDidYouMean() {
        #expect(Self.problems(Self.header + "      s: {parms: {}}") == [#"6:11: unknown key "parms" in screen s; did you mean "params"?"#])
        #expect(Self.problems("schemes: [t]\ntab: []") == [
            #"1:1: the route map needs "tabs", a list of the app's tabs"#,
            #"2:1: unknown key "tab" in the route map; did you mean "tabs"?"#,
        ])
    }

    @Test func keysThatBelongToAnotherType() {
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: string, min: 1}}}") == [
            #"6:38: "min" does not apply to type string; did you mean "min_length"?"#
        ])
    }

    @Test func duplicateScreenPaths() {
        let yaml = Self.header + """
                  s: {}
                  x: {path: "p/{id}", params: {id: int}}
                  y: {path: "p/{key}", params: {key: string}}
            """
        #expect(Self.problems(yaml) == ["8:7: screen y has the same path as x in tab a (p/{key}), so links cannot tell them apart"])
    }

    @Test func pathParameterWithoutAType() {
        #expect(Self.problems(Self.header + "      s: {path: \"p/{id}\"}") == [
            "6:17: path parameter {id} of s has no type; add it under params, like id: {type: int}"
        ])
    }

    @Test func rootScreenThatIsNotDefined() {
        let yaml = "schemes: [t]\ntabs:\n  - name: a\n    root: fed\n    screens:\n      feed: {}"
        #expect(Self.problems(yaml) == ["4:11: root screen \"fed\" of tab a is not defined in its screens; did you mean feed?"])
    }

    @Test func badRegexPointsIntoThePattern() {
        let problems = Self.problems(Self.header + "      s: {params: {x: {type: string, pattern: \"ab(c\"}}}")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("6:") == true)
        #expect(problems.first?.contains("invalid pattern") == true)
    }

    @Test func badMinAndMax() {
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: int, min: 5, max: 1}}}") == [
            "6:40: min (5) is greater than max (1) in parameter x"
        ])
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: int, min: one}}}") == [
            "6:40: min must be an integer, found \"one\""
        ])
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: string, min_length: 9, max_length: 2}}}") == [
            "6:50: min_length (9) is greater than max_length (2) in parameter x"
        ])
    }

    @Test func unknownTypeAndBadDefault() {
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: integer}}}") == [
            "6:30: unknown type \"integer\" for parameter x; did you mean int?"
        ])
        #expect(Self.problems(Self.header + "      s: {params: {x: {type: int, default: abc}}}") == [
            "6:44: the default of x does not fit its type: x expects an integer, found \"abc\""
        ])
    }

    @Test func loginNeedsALoginScreen() {
        #expect(Self.problems(Self.header + "      s: {requires_login: true}") == [
            "6:11: requires_login needs a top-level login_screen to present"
        ])
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let yaml = Self.header + """
                  s: {parms: {}}
                  t: {presentation: sheet, params: {x: {type: nmber}}}
            """
        #expect(Self.problems(yaml).count == 3)
    }

    @Test func invalidYAMLHasAPosition() {
        let problems = Self.problems("schemes: [t\ntabs: []")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("invalid YAML") == true)
    }

    @Test func jsonIsAcceptedToo() throws {
        let map = try RouteMapLoader.load(yaml: #"{"schemes": ["t"], "tabs": [{"name": "a", "root": "s", "screens": {"s": {}}}]}"#)
        #expect(map.tabs.first?.rootScreen?.name == "s")
    }

    @Test func utf16FilesGetAClearError() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "schemes: [t]".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(throws: RouteMapError.self) { try YAMLDocument.parse(bytes: bytes, file: "u.yml") }
        do {
            _ = try YAMLDocument.parse(bytes: bytes, file: "u.yml")
        } catch {
            #expect(error.description == "u.yml:1:1: error: the file is encoded as UTF-16 little-endian (byte order mark FF FE); save it as UTF-8")
        }
    }

    /// A "billion laughs" map built through the schema itself: 300 tabs × 300 screens × 300
    /// params from a few kilobytes of aliases. The walk stops at its node budget.
    @Test func aliasBombsAreRefusedAtTheNodeBudget() {
        let width = 300
        let params = (1...width).map { "p\($0): *p" }.joined(separator: ", ")
        let screens = (1...width).map { "s\($0): *s" }.joined(separator: ", ")
        let tabs = Array(repeating: "*t", count: width).joined(separator: ", ")
        let yaml = """
            x: [&p {type: int}, &ps {\(params)}, &s {params: *ps}, &ss {\(screens)}, &t {name: a, root: s1, screens: *ss}]
            schemes: [t]
            tabs: [\(tabs)]
            """
        let problems = Self.problems(yaml)
        #expect(yaml.utf8.count < 20_000)
        #expect(problems.contains { $0.contains("too many nodes") })
        #expect(problems.count < 1_000, "the walk stops instead of reporting every copy")
    }
}

extension RouteMapLoaderTests {
    @Test func duplicateKeysHaveAPosition() {
        let problems = Self.problems("schemes: [t]\nschemes: [u]\ntabs: []")
        #expect(problems.count == 1)
        #expect(problems.first?.contains("\"schemes\" appears more than once") == true)
        #expect(problems.first?.hasPrefix("1:1:") == false, "\(problems)")
    }
}

@Suite("Paths split at every slash")
struct PathSplittingTests {
    /// "/" followed by a combining mark or a joiner is one Character; the split is on the byte.
    @Test func aSlashBeforeACombiningMarkStillSplits() throws {
        let template = try PathTemplate(parsing: "a/\u{301}b/{id}")
        #expect(template.segments == [.literal("a"), .literal("\u{301}b"), .parameter("id")])
        let map = try RouteMapLoader.load(
            yaml: """
                web: {hosts: [example.com], prefix: "/app/\u{200D}x"}
                tabs: [{name: a, root: s, screens: {s: {}}}]
                """)
        #expect(map.web?.prefix == ["app", "\u{200D}x"])
    }
}
