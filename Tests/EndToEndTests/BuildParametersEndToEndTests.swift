import Foundation
import TestSupport
import Testing

/// What `routescope build` makes of a parameter given by its name alone, on the sample map: a
/// flag for a bool parameter, which the link writes as `name=true` (a bool without `=` is
/// `missing-value` to `check`), and a usage error for any other name.
@Suite("build's parameters, end to end")
struct BuildParametersEndToEndTests {
    @Test func aBoolGivenByItsNameAloneIsTrueAndTheLinkPassesCheck() async throws {
        let built = try await RouteScopeProcess.run(["build", "setting/notifications", "enabled", "channels=push,sms"])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout == "myapp://setting/notifications?enabled=true&channels=push&channels=sms\n")
        #expect(built.stderr == "")
        let checked = try await RouteScopeProcess.run(["check", "--strict", String(built.stdout.dropLast())])
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout.contains("enabled: true"), "\(checked.stdout)")
    }

    @Test func anyOtherNameAloneIsAUsageErrorNamingIt() async throws {
        let undeclared = try await RouteScopeProcess.run(["build", "home/feed", "novalue"])
        #expect(undeclared.status == 2)
        #expect(undeclared.stdout == "")
        #expect(undeclared.stderr == """
            error[missing-value]: novalue has no value; write novalue=<value>
              novalue
              ^^^^^^^

            """)
        let declared = try await RouteScopeProcess.run(["build", "home/feed", "category"])
        #expect(declared.status == 2)
        #expect(declared.stderr.hasPrefix("error[missing-value]: category has no value; write category=<one of news, tech, sports, culture>\n"))
    }
}
