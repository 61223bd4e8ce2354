import RouteCore

extension Navigator {
    /// `tap`: selects the tab. Tapping the tab that is already selected pops it to its root, as
    /// on iOS. While a modal is presented it covers the tab bar, so the tap does nothing.
    func tap(_ tab: String, in state: NavigationState) -> Transition {
        var change = StateChange(state)
        if state.stack(of: tab) == nil {
            let names = state.tabs.map(\.name)
            let hint = Suggestions.closest(to: tab, in: names).map { "did you mean \($0)?" } ?? "the tabs are \(names.joined(separator: ", "))"
            change.note("there is no tab \"\(tab.displayable)\"; \(hint)")
        } else if let top = state.modals.last {
            change.note("\(top) covers the tab bar; dismiss it first")
        } else if state.selectedTab == tab {
            change.note("tapped the selected tab \(tab)")
            popToRoot(tab, &change)
        } else {
            select(tab, &change)
        }
        return change.transition(.tap(tab))
    }

    /// `back`: pops the top modal if there is one, else the selected tab's top screen; at the
    /// root it does nothing.
    func back(in state: NavigationState) -> Transition {
        var change = StateChange(state)
        if !state.modals.isEmpty {
            popTopModal(&change)
        } else if state.selectedStack.isAtRoot {
            change.note("already at the root \(state.selectedStack.root) of tab \(state.selectedTab); nothing to go back to")
        } else {
            let popped = state.selectedStack.top
            change.state.updateStack(state.selectedTab) { $0.pushed.removeLast() }
            change.note("popped \(popped) from tab \(state.selectedTab)")
        }
        return change.transition(.back)
    }

    /// `reset`: the app is quit and relaunched. The login survives, as a stored session does;
    /// everything else returns to the ``initialState(loggedIn:)``.
    func reset(_ state: NavigationState) -> Transition {
        var change = StateChange(initialState(loggedIn: state.loggedIn))
        change.note("relaunched the app: every tab at its root, tab \(change.state.selectedTab) selected, nothing presented")
        if let pending = state.pendingLink { change.note("dropped the pending link \(pending.displayable)") }
        return change.transition(.reset)
    }
}
