import Navigator
import RouteCore
import Testing

@Suite struct StateDiagramTests {
    @Test func drawsTabsStacksModalsAndTheLoginState() {
        let state = play([.open(Links.article), .open(Links.changeAccount)])
        #expect(
            StateDiagram.render(state) == """
                tabs     home  search  myPage  [setting]
                home     feed › articleDetail(userId: 100, articleId: 200, mode: "safari")
                search   searchHome
                myPage   profile
                setting  settings
                modal    login
                user     logged out
                pending  myapp://setting/changeAccount

                """)
    }

    @Test func showsNoneForNoModalsAndOmitsAnAbsentPendingLink() {
        let rows = StateDiagram.rows(navigator.initialState(loggedIn: true))
        #expect(rows.map(\.label) == ["tabs", "home", "search", "myPage", "setting", "modal", "user"])
        #expect(rows[0].text == "[home]  search  myPage  setting")
        #expect(rows[5].text == "none")
        #expect(rows[6].text == "logged in")
    }

    @Test func escapesControlCharactersInLinksAndValues() {
        let link = "myapp://setting/changeAccount?x=\u{1B}[31m"
        let state = play([.open("myapp://home/articleDetail?userId=1&articleId=2&searchText=%1B%5B2J"), .open(link)])
        let text = StateDiagram.render(state)
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains(#"searchText: "\x1b[2J""#))
    }
}

@Suite struct NavigationJSONTests {
    @Test func writesTheStateWithTypedParams() throws {
        let state = play([.open(Links.article), .open(Links.changeAccount)])
        let expected = try JSONValue.parse(
            """
            {
              "tab": "setting",
              "stacks": {
                "home": [
                  {"screen": "feed", "params": {}, "requires_login": false},
                  {"screen": "articleDetail", "params": {"userId": 100, "articleId": 200, "mode": "safari"}, "requires_login": false}
                ],
                "search": [{"screen": "searchHome", "params": {}, "requires_login": false}],
                "myPage": [{"screen": "profile", "params": {}, "requires_login": false}],
                "setting": [{"screen": "settings", "params": {}, "requires_login": false}]
              },
              "modal": [{"screen": "login", "params": {}, "requires_login": false}],
              "logged_in": false,
              "pending": "myapp://setting/changeAccount"
            }
            """)
        #expect(NavigationJSON.state(state) == expected)
    }

    @Test(arguments: [
        (NavigationEvent.open("myapp://home"), #"{"action":"open","link":"myapp://home"}"#),
        (.tap("home"), #"{"action":"tap","tab":"home"}"#),
        (.back, #"{"action":"back"}"#), (.dismiss, #"{"action":"dismiss"}"#), (.login, #"{"action":"login"}"#),
        (.logout, #"{"action":"logout"}"#), (.reset, #"{"action":"reset"}"#),
    ])
    func writesEveryEvent(event: NavigationEvent, json: String) {
        #expect(NavigationJSON.event(event).serialized() == json)
    }

    @Test func writesATransitionWithItsDiagnostics() {
        let transition = navigator.apply(.open(Links.invalid), to: navigator.initialState())
        let object = JSONValue.object(NavigationJSON.transition(transition))
        #expect(object["explanation"] == .string(transition.explanation))
        guard case .array(let diagnostics) = object["diagnostics"] else {
            Issue.record("no diagnostics array")
            return
        }
        #expect(diagnostics.map { $0["code"] } == [.string("type-mismatch")])
    }
}
