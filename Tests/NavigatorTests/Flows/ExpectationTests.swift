import Navigator
import RouteCore
import Testing

@Suite struct ExpectationTests {
    let state = play([.open(Links.article), .open(Links.changeAccount)])

    @Test func metExpectationsSayWhatHeld() {
        let results = [
            Expectation.tab("setting"), .stack(["settings"]), .stacks(tab: "home", screens: ["feed", "articleDetail"]),
            .modal(["login"]), .pending(Links.changeAccount), .loggedIn(false),
        ].map { $0.check(state) }
        #expect(results.allSatisfy { $0.met })
        #expect(results.map(\.description) == [
            "tab setting", "stack [settings]", "stacks.home [feed, articleDetail]", "modal [login]",
            "pending \(Links.changeAccount)", "logged_in false",
        ])
    }

    @Test func unmetExpectationsShowExpectedAndActual() {
        let results = [
            Expectation.tab("home"), .stack([]), .stacks(tab: "cart", screens: ["feed"]), .modal([]), .pending(nil),
            .loggedIn(true),
        ].map { $0.check(state) }
        #expect(!results.contains { $0.met })
        #expect(results.map(\.description) == [
            "tab: expected home, found setting", "stack: expected [], found [settings]",
            "stacks.cart: expected [feed], found none", "modal: expected [], found [login]",
            "pending: expected none, found \(Links.changeAccount)", "logged_in: expected true, found false",
        ])
    }

    @Test func aScreenWrittenWithParamsChecksThemToo() {
        let exact = Expectation.stacks(tab: "home", screens: ["feed", #"articleDetail(userId: 100, articleId: 200, mode: "safari")"#])
        #expect(exact.check(state).met)
        let wrong = Expectation.stacks(tab: "home", screens: ["feed", "articleDetail(userId: 1)"])
        let result = wrong.check(state)
        #expect(!result.met)
        #expect(result.actual == .array([.string("feed"), .string(#"articleDetail(userId: 100, articleId: 200, mode: "safari")"#)]))
    }
}
