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
    /// goes to the browser; a custom-scheme link no activity takes goes nowhere; a link Android
    /// offers in a chooser (a custom scheme several of the app's activities take, or a web link
    /// to a host that is no domain name, beside the browser) enters the app once the user picks it.
    static func androidArrival(_ eligibility: AndroidLinkEligibility) -> AndroidArrival {
        let activity = eligibility.activity ?? "the app"
        let filter = eligibility.filterNumber.map { " by intent filter \($0)" } ?? ""
        switch eligibility.result {
        case .opensApp:
            return .app("Android opens \(activity)\(filter)")
        case .chooser:
            return .app("\(eligibility.reason); the user picks \(activity)\(filter)")
        case .browser:
            return .browser(eligibility.reason)
        case .noFilter where eligibility.linkIsWeb:
            return .browser("\(eligibility.reason), so the browser opens it")
        case .noFilter:
            return .nowhere("\(eligibility.reason), so no app opens it and nothing changed")
        }
    }
}
