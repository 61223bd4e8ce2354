extension Navigator {
    /// `dismiss`: closes the top modal only, the way one swipe-down closes one sheet. `open`
    /// closes them all.
    func dismiss(in state: NavigationState) -> Transition {
        var change = StateChange(state)
        if change.state.modals.isEmpty {
            change.note("no modal to dismiss")
        } else {
            popTopModal(&change)
        }
        return change.transition(.dismiss)
    }

    /// Closes the top modal. Closing the login screen cancels the login, and with it the
    /// pending link.
    func popTopModal(_ change: inout StateChange) {
        guard let top = change.state.modals.popLast() else { return }
        change.note("dismissed \(top)")
        if top.screen == loginScreen, let pending = change.state.pendingLink {
            change.state.pendingLink = nil
            change.note("dropped the pending link \(pending.displayable)")
        }
    }

    /// Closes every modal, top first.
    func dismissAll(_ change: inout StateChange) {
        while !change.state.modals.isEmpty { popTopModal(&change) }
    }
}
