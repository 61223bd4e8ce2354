import Navigator
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A state carried into a reloaded route map (`explore --watch`): kept where its tabs and
/// screens still exist, relaunched cold with the reason otherwise.
@Suite struct CarryOverTests {
    /// The navigator of the sample map with `text` replaced by `replacement`.
    static func reloaded(_ text: String, _ replacement: String) throws -> Navigator {
        let edited = RouteMap.sampleText.replacingOccurrences(of: text, with: replacement)
        #expect(edited != RouteMap.sampleText, "the sample map has no \(text)")
        return Navigator(routeMap: try RouteMapLoader.load(yaml: edited))
    }

    static let travelled = play([.open(Links.results), .open(Links.article), .open(Links.promo)])

    @Test func anUnchangedMapKeepsTheState() {
        let (state, reason) = navigator.carryOver(Self.travelled)
        #expect(reason == nil)
        #expect(state == Self.travelled)
    }

    @Test func anEditThatKeepsEveryScreenKeepsTheState() throws {
        let edited = try Self.reloaded("description: Search results", "description: What the search found")
        let (state, reason) = edited.carryOver(Self.travelled)
        #expect(reason == nil)
        #expect(state == Self.travelled)
    }

    @Test func aScreenThatIsGoneRelaunchesCold() throws {
        let edited = try Self.reloaded("      results:\n", "      found:\n")
        let (state, reason) = edited.carryOver(Self.travelled)
        #expect(reason == "screen results is no longer in tab search")
        #expect(state == edited.initialState())
    }

    @Test func aPresentedScreenThatIsGoneRelaunchesCold() throws {
        let edited = try Self.reloaded("      promo:\n", "      offer:\n")
        #expect(edited.carryOver(Self.travelled).relaunchReason == "screen promo is gone")
    }

    @Test func aNewRootOrANewTabRelaunchesCold() throws {
        let newRoot = try Self.reloaded("root: searchHome", "root: results")
        #expect(newRoot.carryOver(Self.travelled).relaunchReason == "tab search starts at results now")
        let renamedTab = try Self.reloaded("- name: setting", "- name: settings")
        #expect(renamedTab.carryOver(Self.travelled).relaunchReason == "tab setting is gone")
    }

    @Test func aScreenThatNowRequiresLoginWhileLoggedOutRelaunchesColdAndKeepsTheLogin() throws {
        let edited = try Self.reloaded("description: Search results", "description: Search results\n        requires_login: true")
        let (state, reason) = edited.carryOver(Self.travelled)
        #expect(reason == "results requires login now")
        #expect(state.loggedIn == false)
        let loggedIn = navigator.replay([.login, .open(Links.results)], from: navigator.initialState())
        let kept = edited.carryOver(loggedIn)
        #expect(kept.relaunchReason == nil)
        #expect(kept.state.stack(of: "search")?.top.requiresLogin == true)
    }

    @Test func aPendingLinkBehindTheLoginScreenIsKept() {
        let gated = play([.open(Links.order)])
        #expect(gated.pendingLink == Links.order)
        #expect(navigator.carryOver(gated).relaunchReason == nil)
    }
}
