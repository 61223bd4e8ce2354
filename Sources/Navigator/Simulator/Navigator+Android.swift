import RouteCore

extension Navigator {
    /// Where a link goes on Android before the app's router sees it.
    enum AndroidArrival {
        /// An activity of the app takes it; the note names which, and how.
        case app(String)
        /// The browser opens it, for this reason.
        case browser(String)
        /// No app opens it, for this reason.
        case nowhere(String)
    }

    /// What Android's answer means for the simulated app: an http(s) link the app does not open
    /// goes to the browser (a chooser of browsers is still a browser, not the app); a
    /// custom-scheme link no activity takes goes nowhere; a custom-scheme link several of the
    /// app's activities take enters the app once the user picks one.
    static func androidArrival(_ eligibility: AndroidLinkEligibility) -> AndroidArrival {
        let activity = eligibility.activity ?? "the app"
        let filter = eligibility.filter.map { " by intent filter \($0)" } ?? ""
        switch eligibility.result {
        case .opensApp:
            return .app("Android opens \(activity)\(filter)")
        case .chooser where !eligibility.linkIsWeb:
            return .app("\(eligibility.reason); the user picks \(activity)\(filter)")
        case .chooser, .browser:
            return .browser(eligibility.reason)
        case .noFilter where eligibility.linkIsWeb:
            return .browser("\(eligibility.reason), so the browser opens it")
        case .noFilter:
            return .nowhere("\(eligibility.reason), so no app opens it and nothing changed")
        }
    }
}
