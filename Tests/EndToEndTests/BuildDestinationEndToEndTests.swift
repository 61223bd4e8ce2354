import Foundation
import RouteCore
import TestSupport
import Testing

/// What `routescope build` makes of a destination that is not a place of the map, on the
/// sample map: a path that a route of its tab takes is built (exit 0, or 1 with the link's
/// problems); anything else is a usage error (exit 2) naming the place and what to write.
@Suite("build's destination, end to end")
struct BuildDestinationEndToEndTests {
    @Test func aScreenOfAnotherTabIsAPlaceTheMapDoesNotHave() async throws {
        let built = try await RouteScopeProcess.run(["build", "home/results", "q=tea"])
        #expect(built.status == 2)
        #expect(built.stdout == "")
        #expect(built.stderr == """
            error[unknown-screen]: no screen "results" in tab home; did you mean search/results?
              home/results
                   ^^^^^^^

            """)
        let written = try await RouteScopeProcess.run(["build", "search/results", "q=tea"])
        #expect(written.status == 0 && written.stdout == "myapp://search/results?q=tea\n")
    }

    @Test func aPathThatARouteTakesIsStillBuilt() async throws {
        let built = try await RouteScopeProcess.run(["build", "home/articles/42"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout == "myapp://home/articles/42\n")
        // The route takes the path; its value is the link's problem, reported as check reports it.
        let refused = try await RouteScopeProcess.run(["build", "home/articles/abc"])
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(refused.stderr.hasPrefix(#"error[type-mismatch]: articleId expects an integer, found "abc""#))
    }
}
