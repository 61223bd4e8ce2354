import RouteCore

extension NavigationJSON {
    /// `{"place": "app", "tab": "home", "screen": "feed", "modal": false}`, or
    /// `{"place": "browser"}`.
    public static func landing(_ landing: Landing) -> JSONValue {
        switch landing {
        case .app(let tab, let screen, let modal):
            .object([("place", .string("app")), ("tab", .string(tab)), ("screen", .string(screen)), ("modal", .bool(modal))])
        case .browser: .object([("place", .string("browser"))])
        }
    }

    /// Each expectation's `key`, `expected`, `actual` and whether it was `met`.
    public static func expectations(_ results: [ExpectationResult]) -> JSONValue {
        .array(results.map { result in
            .object([("key", .string(result.expectation.key)), ("expected", result.expected), ("actual", result.actual), ("met", .bool(result.met))])
        })
    }

    /// One platform's outcome: `loaded`, then for a loaded platform its `landing`, `sentence`,
    /// the transition (explanation, Android's answer on Android, state, diagnostics), and its
    /// `expectations` and `ok`; for one that is not loaded, only the `sentence`.
    public static func outcome(_ outcome: PlatformOutcome) -> JSONValue {
        guard let transition = outcome.transition, let landing = outcome.landing else {
            return .object([("loaded", .bool(false)), ("sentence", .string(outcome.sentence))])
        }
        let pairs: [(key: String, value: JSONValue)] =
            [("loaded", .bool(true)), ("landing", self.landing(landing)), ("sentence", .string(outcome.sentence))]
            + self.transition(transition).filter { $0.key != "event" }
            + [("expectations", expectations(outcome.results)), ("ok", .bool(outcome.passed))]
        return .object(pairs)
    }

    /// The three outcomes side by side: `agree`, then `platforms` with `router`, `ios` and
    /// `android`.
    public static func comparison(_ comparison: PlatformComparison) -> [(key: String, value: JSONValue)] {
        [("agree", .bool(comparison.agrees)), ("platforms", .object(comparison.outcomes.map { ($0.platform.rawValue, outcome($0)) }))]
    }
}
