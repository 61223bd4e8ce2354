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

    /// A parameter the screen does not declare is a mistyped argument: no link is printed for a
    /// script to ship, and the did-you-mean names the parameter meant.
    @Test func aParameterTheScreenDoesNotDeclareIsAUsageError() async throws {
        let typo = try await RouteScopeProcess.run(["build", "home/feed", "catgory=tech"])
        #expect(typo.status == 2)
        #expect(typo.stdout == "")
        #expect(typo.stderr.hasPrefix("warning[unknown-param]: unknown parameter catgory — did you mean category?\n"), "\(typo.stderr)")
        #expect(typo.stderr.hasSuffix("error: build writes only the parameters its destination declares (and the campaign's); see the did-you-mean above\n"))
        let campaign = try await RouteScopeProcess.run(["build", "home/feed", "category=tech", "utm_source=news", "utm_medium=email", "utm_campaign=spring"])
        #expect(campaign.status == 0, "\(campaign.stderr)")
    }
}
