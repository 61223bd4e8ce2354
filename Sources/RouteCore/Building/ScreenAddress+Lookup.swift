import TextBytes

extension ScreenAddress {
    /// Why an address finds no one screen in a route map.
    package enum Unfound: Error, Equatable {
        /// A name without navigators that the tab has at several levels, in declaration order.
        case ambiguous([Screen])
        /// Nothing: the first name of the address that the route map does not have there.
        case missing(Miss)
    }

    /// The name of an address that finds nothing.
    package enum Miss: Equatable {
        /// The tab.
        case tab
        /// The navigator at this position in ``ScreenAddress/navigators``.
        case navigator(Int)
        /// The screen, at the level the navigators name (anywhere in the tab when they are nil).
        case screen
    }

    /// The screen this address names in `routeMap`: the one at exactly ``navigators`` when they
    /// are given, else the one screen of that name in the tab, at whatever level. The one rule
    /// by which `routescope build` and ``DeepLinkBuilder`` find a destination.
    package func lookup(in routeMap: RouteMap) -> Result<Screen, Unfound> {
        guard let owner = routeMap.tab(named: tab) else { return .failure(.missing(.tab)) }
        guard let navigators else {
            let found = owner.screens.filter { $0.name == screen }
            return found.count == 1 ? .success(found[0]) : .failure(found.isEmpty ? .missing(.screen) : .ambiguous(found))
        }
        if let depth = navigators.indices.first(where: { owner.navigator(at: Array(navigators[...$0])) == nil }) {
            return .failure(.missing(.navigator(depth)))
        }
        return owner.screen(named: screen, in: navigators).map(Result.success) ?? .failure(.missing(.screen))
    }

    /// Whether ``screen`` is the name of a navigator at this address's level of its tab.
    func namesNavigator(in routeMap: RouteMap) -> Bool {
        routeMap.tab(named: tab)?.navigator(at: (navigators ?? []) + [screen]) != nil
    }

    /// How a person names `screen` of `tab` for `routescope build`, shortest first: `tab/screen`
    /// when the name is once in the tab, `tab/Reviews/item` inside navigators, and the place as
    /// reports show it, `tab › item`, for a screen directly in its tab whose name a navigator
    /// repeats.
    static func written(_ screen: Screen, in tab: Tab) -> String {
        if !screen.navigators.isEmpty { return ([tab.name] + screen.navigators + [screen.name]).joined(separator: "/") }
        if tab.screens.count(where: { $0.name == screen.name }) == 1 { return tab.name + "/" + screen.name }
        return tab.name + placeJoiner + screen.name
    }

    /// `unfound` worded against `text`, which names this address: the name at fault (the tab, a
    /// navigator, the screen) with its span in `text`, what its level holds, and the closest
    /// places, each as `routescope build` takes it.
    func problem(_ unfound: Unfound, written text: String, in routeMap: RouteMap) -> DeepLinkError {
        let spans = Self.names(in: text).map(\.span)
        let whole = 0..<text.utf8.count
        let diagnostic: Diagnostic
        switch unfound {
        case .ambiguous(let screens):
            let owner = routeMap.tab(named: tab)!
            let places = screens.map { screen in
                let level = screen.navigators.isEmpty ? "directly in \(tab)" : "in " + placeInTab(screen.navigators)
                return "\(Self.shown(Self.written(screen, in: owner))) for the one \(level)"
            }
            diagnostic = Diagnostic(
                .unknownScreen, "\(screen.quotedForMessage) is at \(screens.count) places in tab \(tab); write " + places.listedForMessage(),
                span: spans.last ?? whole, expected: screens.map { Self.written($0, in: owner) }.joined(separator: ", "), found: screen)
        case .missing(.tab):
            let names = routeMap.tabs.map(\.name)
            diagnostic = Diagnostic(
                .unknownTab, "unknown tab \(tab.quotedForMessage); the tabs are \(names.joined(separator: ", "))" + closest(replacing: .tab, among: names, routeMap),
                span: spans.first ?? whole, expected: names.joined(separator: ", "), found: tab)
        case .missing(.navigator(let depth)):
            let owner = routeMap.tab(named: tab)!
            let parents = Array(navigators![..<depth])
            let name = navigators![depth]
            let level = placeInTab(parents)
            let here = owner.navigators.filter { $0.parents == parents }.map(\.name)
            let isScreen = owner.screen(named: name, in: parents) != nil
            let holds =
                isScreen
                ? ": \(name.quotedForMessage) is a screen there, not a navigator"
                : here.isEmpty ? ", which holds no navigator" : "; its navigators are \(here.joined(separator: ", "))"
            diagnostic = Diagnostic(
                .unknownScreen, "no navigator \(name.quotedForMessage) in \(level)" + holds + closest(replacing: .navigator(depth), among: isScreen ? [] : here, routeMap),
                span: spans.indices.contains(depth + 1) ? spans[depth + 1] : whole, expected: here.joined(separator: ", "), found: name)
        case .missing(.screen):
            let owner = routeMap.tab(named: tab)!
            let level = placeInTab(navigators ?? [])
            let here = owner.screens.filter { navigators == nil || $0.navigators == navigators }.map(\.name)
            let navigator = owner.navigator(at: (navigators ?? []) + [screen])
            let landing = navigator.flatMap { owner.landing(of: $0) }.map { Self.shown(Self.written($0, in: owner)) }
            let message =
                if navigator != nil {
                    "\(screen.quotedForMessage) is a navigator in \(level), not a screen" + (landing.map { "; its path opens \($0)" } ?? "")
                } else {
                    // With no place to suggest, the screens at its level are the places to write.
                    "no screen \(screen.quotedForMessage) \(navigators == nil ? "in tab" : "directly in") \(level)"
                        + closest(replacing: .screen, among: here, routeMap, else: here.isEmpty ? "" : "; its screens are " + here.joined(separator: ", "))
                }
            diagnostic = Diagnostic(.unknownScreen, message, span: spans.last ?? whole, expected: here.joined(separator: ", "), found: screen)
        }
        return DeepLinkError(input: text, diagnostics: [diagnostic])
    }

    /// `; did you mean …?` with the closest places: where this address leads with the name at
    /// fault, `miss`, replaced by the closest of `names` (the names at its level), then every
    /// place of a screen called ``screen``, or else, when the first found nothing, of the screen
    /// named most like it, anywhere; `nothing` when there is none. Names are compared, not whole addresses: `setting/notifs`
    /// is as like `setting/settings` as its tab makes it, which says nothing of the screen.
    private func closest(replacing miss: Miss, among names: [String], _ routeMap: RouteMap, else nothing: String = "") -> String {
        var guesses: [Screen] = []
        var corrected = self
        switch miss {
        case .tab: corrected.tab = Suggestions.closest(to: tab, in: names) ?? tab
        case .navigator(let depth): corrected.navigators?[depth] = Suggestions.closest(to: navigators![depth], in: names) ?? ""
        case .screen: corrected.screen = Suggestions.closest(to: screen, in: names) ?? screen
        }
        switch corrected.lookup(in: routeMap) {
        case .success(let found): guesses = [found]
        case .failure(.ambiguous(let found)): guesses = found
        case .failure(.missing): break
        }
        let owner = routeMap.tab(named: corrected.tab)
        var written = owner.map { owner in guesses.map { Self.written($0, in: owner) } } ?? []
        let places = routeMap.tabs.flatMap { tab in
            tab.screens.map { (address: ScreenAddress(tab: tab.name, navigators: $0.navigators, screen: $0.name), written: Self.written($0, in: tab)) }
        }
        let sameName = places.filter { $0.address.screen == screen }
        if !sameName.isEmpty {
            written += sameName.map(\.written)
        } else if written.isEmpty, let likest = Suggestions.closest(to: screen, in: places.map(\.address.screen)) {
            written += places.filter { $0.address.screen == likest }.map(\.written)
        }
        var unique: [String] = []
        for place in written.map(Self.shown) where !unique.contains(place) { unique.append(place) }
        return unique.isEmpty ? nothing : "; did you mean " + unique.listedForMessage() + "?"
    }

    /// `shop › Reviews`: the level inside `navigators` of this address's tab, as reports show it.
    private func placeInTab(_ navigators: [String]) -> String { ([tab] + navigators).joined(separator: Self.placeJoiner) }

    /// A written destination as a message shows it: in quotes when it has blanks, as the shell needs.
    static func shown(_ written: String) -> String { written.contains(" ") ? written.quotedForMessage : written }
}
