import RouteCore
import RouteTools
import Testing

/// `check --summary`'s lines for links the platforms disagree on.
@Suite("Platform split summary")
struct PlatformSplitTests {
    static let match = AppLinkEligibility(result: .match, rule: .component(detail: 0, component: 0))
    static let noMatch = AppLinkEligibility(result: .noMatch, rule: nil)
    static let opens = AndroidLinkEligibility(result: .opensApp, activity: "a.B", filter: 0, reason: "", linkIsWeb: true, decidingPart: .host)
    static let browser = AndroidLinkEligibility(result: .browser, activity: "a.B", filter: 0, reason: "", linkIsWeb: true, decidingPart: .host)

    @Test func namesTheFirstLinksOfEachSideAndCountsTheRest() {
        var split = PlatformSplit()
        for index in 0..<7 { split.add("https://e.org/\(index)", ios: Self.match, android: Self.browser) }
        split.add("https://e.org/android", ios: Self.noMatch, android: Self.opens)
        split.add("https://e.org/both", ios: Self.match, android: Self.opens)
        split.add("https://e.org/neither", ios: Self.noMatch, android: Self.browser)
        #expect(split.render() == """
            opens the app on iOS but not on Android: 7 links
              https://e.org/0
              https://e.org/1
              https://e.org/2
              https://e.org/3
              https://e.org/4
              … and 2 more
            opens the app on Android but not on iOS: 1 link
              https://e.org/android

            """)
    }

    @Test func saysNothingWhenThePlatformsAgree() {
        var split = PlatformSplit()
        split.add("https://e.org/both", ios: Self.match, android: Self.opens)
        #expect(split.render().isEmpty)
    }
}
