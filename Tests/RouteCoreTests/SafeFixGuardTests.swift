import RouteCore
import Testing

/// A fix is machine-applicable only when, applied alone, it adds no error: found by fuzzing,
/// each of these was marked safe and made the link worse, a passing link among them.
@Suite("A machine-applicable fix adds no error")
struct SafeFixGuardTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    static func fix(of code: DiagnosticCode, in link: String) throws -> Fix {
        try #require(analyzer.analyze(link).diagnostics.first { $0.code == code }?.fix, "no \(code.rawValue) fix for \(link)")
    }

    /// Renaming `Highlight` to the bool parameter `highlight` would make `yes` its value, a
    /// type-mismatch: the link passes as it is, and would fail after a safe fix.
    @Test func aCaseRenameOntoAParameterTheValueDoesNotFitIsAGuess() throws {
        #expect(try Self.fix(of: .caseMismatch, in: "myapp://home/articles/42?Highlight=yes").applicability == .maybeIncorrect)
        #expect(try Self.fix(of: .caseMismatch, in: "myapp://home/articles/42?Highlight=true").applicability == .machineApplicable)
        #expect(try Self.fix(of: .caseMismatch, in: "myapp://home/articleDetail?UserId=&articleId=1").applicability == .maybeIncorrect)
    }

    /// Deleting the third slash of `myapp:///:home` would leave `:home` read as an empty host and
    /// a port, an error no safe fix mends.
    @Test func aSlashDeletionThatLeavesABadPortIsAGuess() throws {
        #expect(try Self.fix(of: .unknownTab, in: "myapp:///:home").applicability == .maybeIncorrect)
    }

    /// A fix that reveals an error whose own fix is safe stays safe: `everyFix(for:)` takes the
    /// next step, and the link ends fixed (a name's case, then its value's; a scheme, then the
    /// slash it leaves).
    @Test func aFixWhoseRevealedErrorHasASafeFixStaysSafe() throws {
        #expect(try Self.fix(of: .caseMismatch, in: "myapp://home/feed?Category=Tech").applicability == .machineApplicable)
        #expect(Self.analyzer.everyFix(for: "myapp://home/feed?Category=Tech").fixed == "myapp://home/feed?category=tech")
        #expect(Self.analyzer.everyFix(for: "/home/articles/42").fixed == "myapp://home/articles/42")
    }

    /// Every machine-applicable fix of these links adds no error that no safe fix mends, so
    /// `everyFix(for:)` ends on a link with no error the link lacked.
    @Test(arguments: [
        "myapp://home/articles/42?Highlight=yes", "https://example.com/app/home/feed?UTM_SOURCE=newsletter", "/home/articles/42",
        "myapp:////home/feed", "myapp:///:home", "myapp://search/results?q=a;b\u{200B}=1", "myapp://home/articleDetail?UserId=&articleId=1",
    ])
    func everyFixAddsNoError(_ link: String) {
        let analysis = Self.analyzer.analyze(link)
        #expect(analysis.firstSafelyFixed == analysis.diagnostics.first { $0.fix?.applicability == .machineApplicable }, "everyFix's next fix is the diagnostics' first safe one")
        let everyFix = Self.analyzer.analyze(Self.analyzer.everyFix(for: link).fixed)
        #expect(analysis.codesWithMoreErrors(in: everyFix).isEmpty, "\(link) → \(everyFix.input)")
    }

    /// A link with more safe fixes than are tried at once offers the first ones as safe and the
    /// rest as guesses, and `everyFix(for:)` still mends it whole, a tried fix at a time.
    @Test func manyFixesAreTriedAFewAtATime() {
        let link = "myapp://search/results?q=" + Array(repeating: "a b", count: 70).joined(separator: "-")
        let kinds = Self.analyzer.analyze(link).diagnostics.compactMap(\.fix?.applicability)
        #expect(kinds.count == 70)
        #expect(kinds.prefix(64).allSatisfy { $0 == .machineApplicable } && kinds.dropFirst(64).allSatisfy { $0 == .maybeIncorrect })
        let fixed = Self.analyzer.everyFix(for: link)
        #expect(fixed.fixes.count == 70 && Self.analyzer.analyze(fixed.fixed).problems.map(\.code) == [.tooLong], "only q's length is left")
    }

    /// `UTM_SOURCE` is a campaign parameter written wrong, which analytics do not read: the link
    /// is a campaign link, and fails for the campaign parameters it lacks; it passed.
    @Test func aCampaignParameterInAnyLetterCaseMakesACampaignLink() {
        let analysis = Self.analyzer.analyze("https://example.com/app/home/feed?UTM_SOURCE=newsletter")
        #expect(!analysis.ok)
        #expect(analysis.problems.map(\.code).filter { $0 == .campaignMissing }.count == 3)
        #expect(!Self.analyzer.analyze("https://example.com/app/home/feed?Utm_Medium=email").ok)
        #expect(Self.analyzer.analyze("https://example.com/app/home/feed?utmost=1").problems.allSatisfy { $0.code != .campaignMissing })
    }
}
