import RouteCore

extension Navigator {
    /// The `open` rules, in order: the platform decides whether the link reaches the app (else
    /// the browser opens it, or nothing does); then dismiss the modals, select the link's tab,
    /// then pop to the root, present a modal screen, or push; a screen behind the login gate
    /// presents the login screen instead and keeps the link pending. A link whose only errors
    /// are campaign ones (`campaign-missing`, `campaign-invalid`) opens, as in a real app, and
    /// the explanation names its campaign problem.
    ///
    /// On Android a link that never reaches the app has no analysis in its transition: the
    /// route map does not read it, and Android's answer is the reason.
    func open(_ link: String, in state: NavigationState) -> Transition {
        let event = NavigationEvent.open(link)
        var analysis = analyzer.analyze(link)
        var change = StateChange(state)
        var androidEligibility: AndroidLinkEligibility? = nil
        switch platform {
        case .ios, .router:
            // Where Android opens the link decides nothing on an iPhone, nor for the router.
            if analysis.problems.contains(where: { $0.code == .notAnAndroidAppLink }) {
                analysis = analysis.replacing(problems: analysis.problems.filter { $0.code != .notAnAndroidAppLink })
            }
            if analysis.opensInBrowser {
                presentBrowser(link, because: "not an app link, so it opens in the browser", &change)
                return change.transition(event, analysis: analysis)
            }
        case .android:
            guard let eligibility = analysis.androidEligibility else {
                change.note("the route map has no Android manifest, so no activity takes the link and nothing changed")
                return change.transition(event)
            }
            androidEligibility = eligibility
            switch Self.androidArrival(eligibility) {
            case .app(let note): change.note(note)
            case .browser(let reason):
                presentBrowser(link, because: reason, &change)
                return change.transition(event, androidEligibility: eligibility)
            case .nowhere(let reason):
                change.note(reason)
                return change.transition(event, androidEligibility: eligibility)
            }
        }
        // Campaign problems decide nothing here, as in a real app: the route is read without them.
        let hasCampaignErrors = analysis.problems.contains { $0.code.isCampaignOnly && $0.severity == .error }
        // Worded only for a link that has them, for the note that says what analytics lose.
        let campaignErrors = hasCampaignErrors ? analysis.diagnostics.filter { $0.code.isCampaignOnly && $0.severity == .error } : []
        let routing = hasCampaignErrors ? analysis.replacing(problems: analysis.problems.filter { !$0.code.isCampaignOnly }) : analysis
        guard routing.ok, let route = routing.route, let tab = routeMap.tab(named: route.tab),
            let screen = tab.screen(named: route.screen, in: route.navigators)
        else {
            change.note(Self.rejection(of: routing))
            return change.transition(event, analysis: analysis, androidEligibility: androidEligibility)
        }
        dismissAll(&change)
        select(tab.name, &change)
        let entry = ScreenEntry(route: route, requiresLogin: screen.requiresLogin)
        // Notes name a screen by its place when its tab has the name at more than one.
        let named = tab.screens.count(where: { $0.name == screen.name }) > 1 ? entry.placedDescription : entry.description
        if screen.requiresLogin && !change.state.loggedIn {
            change.state.modals.append(ScreenEntry(screen: loginScreen))
            change.state.pendingLink = link
            change.note("\(screen.name) requires login: presented \(loginScreen), and the link waits for login")
        } else if screen == tab.rootScreen {
            popToRoot(tab.name, root: entry, &change)
        } else if screen.presentation == .modal {
            change.state.modals.append(entry)
            change.note("presented \(named)")
        } else if let top = change.state.stack(of: tab.name)?.top, top.isSameScreen(as: entry) {
            change.note("\(named) is already on top; not pushed again")
        } else {
            pushStarts(of: screen, in: tab, &change)
            change.state.updateStack(tab.name) { $0.pushed.append(entry) }
            change.note("pushed \(named)")
        }
        if let first = campaignErrors.first { change.note(Self.campaignNote(first, count: campaignErrors.count)) }
        return change.transition(event, analysis: analysis, androidEligibility: androidEligibility)
    }

    /// Dismisses the modals and presents the browser placeholder with the link, after `reason`.
    func presentBrowser(_ link: String, because reason: String, _ change: inout StateChange) {
        dismissAll(&change)
        change.state.modals.append(ScreenEntry(screen: Self.browserScreen, params: [RouteParam(name: "url", value: .string(link))]))
        change.note("\(reason): presented \(Self.browserScreen)")
    }

    /// For a screen inside nested navigators, pushes the start (`root:`) of each navigator on the
    /// way whose start is not the next step to the screen, as React Navigation builds the state
    /// of a deep link; a start already on top of the stack is not pushed again.
    func pushStarts(of screen: Screen, in tab: Tab, _ change: inout StateChange) {
        let steps = screen.navigators + [screen.name]
        for (offset, name) in screen.navigators.enumerated() {
            guard let navigator = tab.navigator(at: Array(screen.navigators[...offset])), let root = navigator.root, root != steps[offset + 1],
                let landing = tab.landing(of: navigator), landing != screen
            else { continue }
            let start = ScreenEntry(screen: landing.name, navigators: landing.navigators)
            if change.state.stack(of: tab.name)?.top.isSameScreen(as: start) == true { continue }
            change.state.updateStack(tab.name) { $0.pushed.append(start) }
            change.note("pushed \(start), where navigator \(name) starts")
        }
    }

    /// Selects `tab`, noting whether that changed anything.
    func select(_ tab: String, _ change: inout StateChange) {
        if change.state.selectedTab == tab {
            change.note("stayed on tab \(tab)")
        } else {
            change.state.selectedTab = tab
            change.note("selected tab \(tab)")
        }
    }

    /// Pops the tab's stack to its root, and gives the root `root`'s params when they are new.
    func popToRoot(_ tab: String, root: ScreenEntry? = nil, _ change: inout StateChange) {
        guard let stack = change.state.stack(of: tab) else { return }
        let newRoot = root ?? stack.root
        if stack.isAtRoot && stack.root == newRoot {
            change.note("already at the root \(newRoot)")
            return
        }
        change.state.updateStack(tab) {
            $0.pushed.removeAll()
            $0.root = newRoot
        }
        let popped = stack.pushed.count
        change.note(popped == 0 ? "updated the root to \(newRoot)" : "popped \(popped) screen\(popped == 1 ? "" : "s") to the root \(newRoot)")
    }

    /// What the app does with a link's campaign problems: it opens the link all the same, and
    /// only the analytics lose the visit.
    static func campaignNote(_ first: Diagnostic, count: Int) -> String {
        let more = count > 1 ? " (and \(count - 1) more)" : ""
        return "opened despite a campaign problem, which only analytics see: \(first.message.displayable)\(more)"
    }

    /// Why an invalid link changed nothing: its first error, and how many more there are.
    static func rejection(of analysis: LinkAnalysis) -> String {
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else { return "the link names no screen; nothing changed" }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more error\(errors.count == 2 ? "" : "s"))" : ""
        return "the link is invalid, so nothing changed: \(first.message.displayable)\(more)"
    }
}
