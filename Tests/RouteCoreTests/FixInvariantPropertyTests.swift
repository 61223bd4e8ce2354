@testable import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// A fix marked machine-applicable is one a QA engineer may apply without looking: applied
/// alone, it removes a problem of its code and adds no error; applied one after another, such
/// fixes end. Checked over generated links damaged in every way `DamagedLinks` knows.
@Suite("Machine-applicable fixes make a link better")
struct FixInvariantPropertyTests {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    /// What is wrong with applying `fix`, the fix of a `code` problem of `link` as `analyzer`
    /// reads it; nil when it makes the link better (the rule the `link` fuzz target holds too).
    static func worsening(_ link: String, _ code: DiagnosticCode, _ fix: Fix, analyzer: LinkAnalyzer = analyzer) -> String? {
        analyzer.breach(of: fix, mending: code, in: analyzer.analyze(link))?.description
    }

    /// The same over a map of nested navigators, an `exact` path, a tab that owns no segment, a
    /// scheme prefix and a catch-all. Its links are damaged in their paths too: each link, damaged
    /// or not, is tried with each path segment left out and with each of the map's segments put in
    /// at each place, so the fixes of the route (write a navigator's path, delete a tab written
    /// before an exact path) are checked as well as those of the syntax.
    ///
    /// The map is read without its catch-all too, which would otherwise take every path that no
    /// other route does, and leave the screen problems and their fixes unreported.
    @Test(arguments: [true, false])
    func eachMachineApplicableFixOfANestedMapRemovesItsProblemAndAddsNoError(withCatchAll: Bool) throws {
        var map = try RouteMapLoader.load(yaml: PackageFiles.text("Assets/nested-routes.yml"))
        if !withCatchAll {
            let screens = map.tabs[1].screens.count
            map.tabs[1].screens.removeAll { $0.path.segments == [.wildcard] }
            try #require(map.tabs[1].screens.count == screens - 1)
        }
        let analyzer = LinkAnalyzer(routeMap: map)
        let segments = ["app", "home", "settings", "device", "7", "logs", "help", "faq", "showroom"]
        var checked = 0
        var codes: Set<DiagnosticCode> = []
        for link in try DamagedLinks.make(TestCorpus.size(3_000), seed: 0x7E57, map: map).flatMap({ Self.pathVariants(of: $0, inserting: segments) }) {
            for diagnostic in analyzer.analyze(link).diagnostics {
                guard let fix = diagnostic.fix, fix.applicability == .machineApplicable else { continue }
                checked += 1
                codes.insert(diagnostic.code)
                if let problem = Self.worsening(link, diagnostic.code, fix, analyzer: analyzer) { Issue.record(Comment(rawValue: problem)) }
            }
        }
        #expect(checked > TestCorpus.size(3_000))
        // Without the catch-all, the fixes of the route, not only those of the link's syntax, are
        // among those checked.
        #expect(withCatchAll || codes.contains(.unknownScreen))
    }

    /// `link`, and `link` with each segment of its path (after `://`) left out, and with each of
    /// `inserting` put in at each place between its segments.
    static func pathVariants(of link: String, inserting: [String]) -> [String] {
        guard let start = link.range(of: "://")?.upperBound else { return [link] }
        let end = link[start...].firstIndex { $0 == "?" || $0 == "#" } ?? link.endIndex
        let (head, tail) = (link[..<start], link[end...])
        let segments = link[start..<end].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        func written(_ segments: [String]) -> String { head + segments.joined(separator: "/") + tail }
        var variants = [link]
        for index in segments.indices {
            var fewer = segments
            fewer.remove(at: index)
            variants.append(written(fewer))
        }
        for index in 0...segments.count {
            for segment in inserting {
                var more = segments
                more.insert(segment, at: index)
                variants.append(written(more))
            }
        }
        return variants
    }

    @Test func eachMachineApplicableFixAloneRemovesItsProblemAndAddsNoError() throws {
        var checked = 0
        var codes: Set<DiagnosticCode> = []
        for link in try DamagedLinks.make(TestCorpus.size(100_000), seed: 0xF1C5) {
            for diagnostic in Self.analyzer.analyze(link).diagnostics {
                guard let fix = diagnostic.fix, fix.applicability == .machineApplicable else { continue }
                checked += 1
                codes.insert(diagnostic.code)
                if let problem = Self.worsening(link, diagnostic.code, fix) { Issue.record(Comment(rawValue: problem)) }
            }
        }
        // Damage makes fixable problems often; a corpus without them would pass trivially.
        #expect(checked > TestCorpus.size(100_000) / 20)
        // Every mistake of a pasted or exported link has its fix checked.
        #expect(codes.isSuperset(of: [.textAroundLink, .htmlEscapedSeparator, .wrongSeparator, .missingQueryMark, .hashInValue]))
    }

    /// A fix that is right only once another fix's reading holds waits for it: a `#` in a query
    /// that has one only because a `&` stands for the missing `?`, and the slash before a tab
    /// whose host would run on to that `&`. Found by harsher damage than `DamagedLinks` makes.
    @Test(arguments: [
        ("mc&&olor=#FF0000yapp://setting", "mc&?olor=%23FF0000yapp://setting"),
        ("myapp:&color=#FF0000//myPage", "myapp:?color=%23FF0000//myPage"),
        ("myapp:/myPage&utm_source=x", "myapp://myPage?utm_source=x"),
        ("myapp:/myPage?utm_source=x&utm_medium=qr&utm_campaign=c", "myapp://myPage?utm_source=x&utm_medium=qr&utm_campaign=c"),
    ])
    func aFixThatNeedsAnotherFirstWaitsForIt(link: String, fixed: String) {
        for diagnostic in Self.analyzer.analyze(link).diagnostics {
            guard let fix = diagnostic.fix, fix.applicability == .machineApplicable else { continue }
            #expect(Self.worsening(link, diagnostic.code, fix) == nil)
        }
        #expect(Self.analyzer.everyFix(for: link).fixed == fixed)
    }

    /// An invisible character in a value is safe to delete, unless its neighbours then make a
    /// delimiter: a `;` before a parameter name, or a `#` right after the `=`. Deleting it would
    /// split the query otherwise (a `wrong-separator` or a `hash-in-value` more), so that fix is
    /// maybe-incorrect; the same character elsewhere in the value stays machine-applicable.
    @Test(arguments: [
        ("myapp://search/results?q=a%20b;\u{200B}page=199", false),
        ("myapp://setting/notifications?enabled=true&color=\u{200B}#FF0000", false),
        ("myapp://search/results?q=a%20b\u{200B};page", true),
        ("myapp://search/results?q=a%20b;\u{200B}x", true),
    ])
    func anInvisibleCharacterWhoseRemovalSplitsTheQueryIsNotSafe(link: String, isSafe: Bool) throws {
        let diagnostic = try #require(Self.analyzer.analyze(link).diagnostics.first { $0.message.hasPrefix("invisible character") })
        let fix = try #require(diagnostic.fix)
        #expect((fix.applicability == .machineApplicable) == isSafe)
        if isSafe { #expect(Self.worsening(link, diagnostic.code, fix) == nil) }
    }

    /// A name that differs only in case is safe to rename, unless the link also writes the name
    /// it would become: renamed, it would be a `duplicate-param`, and which value is meant is for
    /// a person to say.
    @Test func aRenameIntoANameTheLinkAlsoWritesIsNotSafe() throws {
        let alone = Self.analyzer.analyze("myapp://home/articleDetail?userid=1&articleId=2")
        #expect(alone.diagnostics.first { $0.code == .caseMismatch }?.fix?.applicability == .machineApplicable)
        let link = "myapp://home/articleDetail?userId=1&userid=2&articleId=3"
        let twice = try #require(Self.analyzer.analyze(link).diagnostics.first { $0.code == .caseMismatch })
        #expect(twice.fix == Fix(span: 36..<42, replacement: "userId", .maybeIncorrect))
    }

    @Test func applyingMachineApplicableFixesOneAfterAnotherEnds() throws {
        for link in try DamagedLinks.make(TestCorpus.size(100_000), seed: 0xE7D5) {
            var current = link
            var rounds = 0
            while let fix = Self.analyzer.analyze(current).diagnostics.lazy.compactMap(\.fix).first(where: { $0.applicability == .machineApplicable }) {
                current = fix.applied(to: current)
                rounds += 1
                // Each fix removes a problem and adds no error; a link has at most a few hundred.
                guard rounds <= 2 * (link.utf8.count + 10) else {
                    Issue.record("safe fixes of \(link.debugDescription) do not end: \(current.debugDescription)")
                    break
                }
            }
        }
    }

    @Test func noFixInsertsAnEmptyValue() throws {
        for link in try DamagedLinks.make(TestCorpus.size(100_000), seed: 0xE3B7) {
            for diagnostic in Self.analyzer.analyze(link).diagnostics {
                // An insertion that ends at `=` adds a parameter with nothing after it.
                guard let fix = diagnostic.fix, fix.span.isEmpty, fix.replacement.hasSuffix("=") else { continue }
                Issue.record("\(link.debugDescription): the \(diagnostic.code.rawValue) fix inserts \(fix.replacement.debugDescription), an empty value")
            }
        }
    }
}
