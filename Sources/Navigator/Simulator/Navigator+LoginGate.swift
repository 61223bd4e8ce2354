extension Navigator {
    /// `login`: logs in, closes the login screen and opens the pending link, if any.
    func login(in state: NavigationState) -> Transition {
        var change = StateChange(state)
        guard !state.loggedIn else {
            change.note("already logged in")
            return change.transition(.login)
        }
        change.state.loggedIn = true
        change.note("logged in")
        let pending = change.state.pendingLink
        change.state.pendingLink = nil
        if change.state.modals.last?.screen == loginScreen {
            change.state.modals.removeLast()
            change.note("dismissed \(loginScreen)")
        }
        guard let pending else { return change.transition(.login) }
        let resumed = open(pending, in: change.state)
        change.state = resumed.state
        change.note("resumed \(pending.displayable): \(resumed.explanation)")
        return change.transition(.login, analysis: resumed.analysis, androidEligibility: resumed.androidEligibility)
    }

    /// `logout`: logs out and pops every screen that requires login, with everything above it,
    /// from every stack and from the modal stack. Roots stay, since a stack is never empty.
    func logout(in state: NavigationState) -> Transition {
        var change = StateChange(state)
        guard state.loggedIn else {
            change.note("already logged out")
            return change.transition(.logout)
        }
        change.state.loggedIn = false
        change.state.pendingLink = nil
        change.note("logged out")
        for stack in state.tabs {
            guard let gate = stack.pushed.firstIndex(where: \.requiresLogin) else { continue }
            let popped = stack.pushed[gate...]
            change.state.updateStack(stack.name) { $0.pushed.removeSubrange(gate...) }
            change.note("popped \(popped.map(\.description).joined(separator: ", ")) from tab \(stack.name)")
        }
        if let gate = state.modals.firstIndex(where: \.requiresLogin) {
            let dismissed = state.modals[gate...]
            change.state.modals.removeSubrange(gate...)
            change.note("dismissed \(dismissed.map(\.description).joined(separator: ", "))")
        }
        return change.transition(.logout)
    }
}
