import RouteCore

extension Navigator {
    /// `state`, made under an earlier route map, carried into this navigator's map: kept when the
    /// same tabs exist in the same order, with the same roots, and every screen on a stack or
    /// presented is still declared (each screen's login requirement taken from the new map);
    /// otherwise the app relaunches cold, keeping the login, with the reason.
    ///
    /// ```swift
    /// let (state, reason) = reloaded.carryOver(explorerState)
    /// reason   // nil, or "tab setting is gone"
    /// ```
    public func carryOver(_ state: NavigationState) -> (state: NavigationState, relaunchReason: String?) {
        var carried = state
        if let reason = carry(&carried) {
            return (initialState(loggedIn: state.loggedIn), reason)
        }
        return (carried, nil)
    }

    /// Takes every screen's login requirement from this map; the reason `state` cannot be kept,
    /// or nil.
    private func carry(_ state: inout NavigationState) -> String? {
        let names = routeMap.tabs.map(\.name)
        if let gone = state.tabs.first(where: { !names.contains($0.name) }) { return "tab \(gone.name.displayable) is gone" }
        if let added = names.first(where: { state.stack(of: $0) == nil }) { return "tab \(added.displayable) is new" }
        if state.tabs.map(\.name) != names { return "the tabs are in a new order" }
        for (index, stack) in state.tabs.enumerated() {
            guard let tab = routeMap.tab(named: stack.name) else { continue }
            if stack.root.screen != tab.root { return "tab \(tab.name.displayable) starts at \(tab.root.displayable) now" }
            var entries = stack.screens
            for offset in entries.indices {
                guard let screen = tab.screen(named: entries[offset].screen, in: entries[offset].navigators) else {
                    let place = (entries[offset].navigators + [entries[offset].screen]).joined(separator: ScreenAddress.placeJoiner)
                    return "screen \(place.displayable) is no longer in tab \(tab.name.displayable)"
                }
                entries[offset].requiresLogin = screen.requiresLogin
            }
            state.tabs[index].root = entries[0]
            state.tabs[index].pushed = Array(entries.dropFirst())
        }
        for offset in state.modals.indices {
            let name = state.modals[offset].screen
            if name == Self.browserScreen || name == loginScreen { continue }
            let navigators = state.modals[offset].navigators
            guard let screen = routeMap.tabs.lazy.compactMap({ $0.screen(named: name, in: navigators) }).first else {
                return "screen \(name.displayable) is gone"
            }
            state.modals[offset].requiresLogin = screen.requiresLogin
        }
        if state.pendingLink != nil && state.modals.last?.screen != loginScreen { return "the login screen is \(loginScreen.displayable) now" }
        if !state.loggedIn, let gated = (state.tabs.flatMap(\.screens) + state.modals).first(where: \.requiresLogin) {
            return "\(gated.screen.displayable) requires login now"
        }
        return nil
    }
}
