import Foundation
import RouteCore
import RouteMapYAML
import Testing

/// JSON route maps load in RouteCore alone, with the problems a YAML map gets, at JSON positions.
@Suite("JSON route maps")
struct JSONRouteMapTests {
    /// The problems of a JSON map, as `line:column: message` strings.
    static func problems(json: String) -> [String] {
        do {
            _ = try RouteMapLoader.load(json: json, file: "t.json")
            return []
        } catch {
            return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    /// The problems of the same text read as YAML, which includes JSON.
    static func problems(yaml: String) -> [String] {
        do {
            _ = try RouteMapLoader.load(yaml: yaml, file: "t.json")
            return []
        } catch {
            return error.problems.map { "\($0.line):\($0.column): \($0.message)" }
        }
    }

    static func map(screens: String, extra: String = "") -> String {
        """
        {
          "schemes": ["t"],\(extra)
          "tabs": [
            {"name": "a", "root": "s", "screens": {\(screens)}}
          ]
        }
        """
    }

    @Test func aValidMapLoadsAsFromYAML() throws {
        let json = Self.map(screens: #""s": {}, "x": {"path": "p/{id}", "params": {"id": {"type": "int", "min": 1}}, "requires_login": true}"#, extra: #" "login_screen": "login","#)
        let map = try RouteMapLoader.load(json: json)
        #expect(map == (try RouteMapLoader.load(yaml: json)))
        #expect(map.tabs.first?.screens.map(\.name) == ["s", "x"])
    }

    /// Every validation problem reads the same, at the same line and column, whether the text is
    /// loaded as JSON or as YAML.
    @Test(arguments: [
        #""s": {"parms": {}}"#,
        #""s": {"params": {"x": {"type": "string", "min": 1}}}"#,
        #""s": {}, "x": {"path": "p/{id}", "params": {"id": "int"}}, "y": {"path": "p/{key}", "params": {"key": "string"}}"#,
        #""s": {"path": "p/{id}"}"#,
        #""s": {"params": {"x": {"type": "int", "min": 5, "max": 1}}}"#,
        #""s": {"params": {"x": {"type": "int", "min": "one"}}}"#,
        #""s": {"params": {"x": {"type": "integer"}}}"#,
        #""s": {"params": {"x": {"type": "int", "default": "abc"}}}"#,
        #""s": {"requires_login": true}"#,
        #""s": {"presentation": "sheet", "params": {"x": {"type": "nmber"}}}"#,
        #""s": {"params": {"x": {"type": "string", "pattern": "ab(c"}}}"#,
        #""s": {"path": "a/{"}"#,
        #""s": [], "t": "text", "u": null"#,
        #""s": {"params": {"x": {"type": "list", "of": {"type": "list"}}}}"#,
    ])
    func problemsAreTheYAMLOnes(screens: String) {
        let json = Self.map(screens: screens)
        let problems = Self.problems(json: json)
        #expect(!problems.isEmpty || screens.contains("null"))
        #expect(problems == Self.problems(yaml: json))
    }

    @Test func campaignRulesReadTheirBooleansAndLists() throws {
        let campaign = #" "campaign": {"params": {"utm_source": "string"}, "required": ["utm_source"], "lowercase": true},"#
        let map = try RouteMapLoader.load(json: Self.map(screens: #""s": {}"#, extra: campaign))
        #expect(map == (try RouteMapLoader.load(yaml: Self.map(screens: #""s": {}"#, extra: campaign))))
        let quoted = campaign.replacingOccurrences(of: "true", with: "\"true\"")
        #expect(Self.problems(json: Self.map(screens: #""s": {}"#, extra: quoted)) == Self.problems(yaml: Self.map(screens: #""s": {}"#, extra: quoted)))
    }

    /// A duplicated key is a problem at the second one, as the route map's reader finds it.
    @Test func duplicateKeys() {
        #expect(Self.problems(json: #"{"schemes": ["t"], "schemes": ["u"], "tabs": []}"#) == [
            #"1:20: "schemes" appears twice in the route map"#,
            "1:46: tabs must list at least one tab",
        ])
    }

    /// JSON as RFC 8259 writes it, strictly: each syntax error names itself and its position.
    @Test(arguments: [
        (#"{"schemes": ["t",], "tabs": []}"#, #"1:18: invalid JSON: a comma before "]""#),
        (#"{"schemes": ["t"], "tabs": [],}"#, #"1:31: invalid JSON: a comma before "}""#),
        ("{\"schemes\": [\"t\"],\n  // comment\n}", #"2:3: invalid JSON: expected a key in quotes"#),
        (#"{"schemes": ["t"], "tabs": [01]}"#, "1:29: invalid JSON: a number cannot start with 0"),
        (#"{"schemes": ["t"], "tabs": [1.]}"#, "1:31: invalid JSON: a digit must follow the decimal point"),
        (#"{"app": "abc"#, "1:9: invalid JSON: the string is not closed"),
        ("{\"app\": \"a\tb\"}", "1:11: invalid JSON: a control character inside a string; write it as an escape such as \\n"),
        (#"{"app": "\x"}"#, #"1:10: invalid JSON: unknown escape "\x""#),
        (#"{"app": "\uD800x"}"#, "1:10: invalid JSON: a high surrogate without its low surrogate"),
        (#"{"app": "\uD800\u0041"}"#, "1:10: invalid JSON: a high surrogate without its low surrogate"),
        (#"{"app": "a\uDC00"}"#, "1:11: invalid JSON: a low surrogate without its high surrogate"),
        (#"{"app" "a"}"#, #"1:8: invalid JSON: expected ":" after a key"#),
        (#"{"app": yes}"#, #"1:9: invalid JSON: unexpected character "y""#),
        (#"{"app": "a"} x"#, "1:14: invalid JSON: unexpected text after the value"),
        (#"{"app": ["a" "b"]}"#, #"1:14: invalid JSON: expected "," or "]""#),
        ("{\"app\":\n", "2:1: invalid JSON: the text ends where a value should start"),
        ("  \n ", "2:2: invalid JSON: the file is empty"),
    ])
    func syntaxErrorsHaveAPosition(json: String, problem: String) {
        #expect(Self.problems(json: json) == [problem])
    }

    @Test func positionsCountCharactersNotBytes() {
        #expect(Self.problems(json: "{\"app\": \"é\", \"tabz\": []}") == [
            #"1:1: the route map needs "tabs", a list of the app's tabs"#,
            #"1:1: the route map needs "schemes" (like [myapp]) or "web" hosts, or no link can reach it"#,
            #"1:14: unknown key "tabz" in the route map; did you mean "tabs"?"#,
        ])
    }

    @Test func escapesAreDecoded() throws {
        let map = try RouteMapLoader.load(json: Self.map(screens: #""s": {}"#, extra: #" "app": "Caf\u00e9 \ud83d\ude00 \"Q\" \/","#))
        #expect(map.app == "Café 😀 \"Q\" /")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(Self.problems(json: deep) == ["1:257: invalid JSON: nesting is deeper than 256"])
    }

    @Test func otherEncodingsAreRefusedAndAByteOrderMarkIsSkipped() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in #"{"schemes": ["t"]}"#.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("json-route-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("routes.json")
        try Data(utf16).write(to: file)
        #expect(throws: RouteMapError.self) { try RouteMapLoader.load(jsonContentsOf: file.path) }
        try Data([0xEF, 0xBB, 0xBF] + Array(Self.map(screens: #""s": {}"#).utf8)).write(to: file)
        #expect(try RouteMapLoader.load(jsonContentsOf: file.path).tabs.map(\.name) == ["a"])
        #expect(throws: RouteMapError.self) { try RouteMapLoader.load(jsonContentsOf: directory.appendingPathComponent("missing.json").path) }
    }
}
