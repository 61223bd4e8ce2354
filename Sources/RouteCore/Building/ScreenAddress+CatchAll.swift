extension Screen {
    /// Whether the screen's path has a `*` (at its end, in every map but a hand-made one): it
    /// takes whatever path no other route takes there, so a link to it is made of that path.
    var isCatchAll: Bool { path.segments.contains(.wildcard) }
}

extension ScreenAddress {
    /// The path a written destination gives a catch-all screen: `open/web/help/contact` names the
    /// catch-all `web` of tab `open`, then the path `help/contact` for its `*`.
    struct CaughtPath {
        /// The catch-all.
        let screen: Screen
        /// The segments that take the place of its `*`.
        let segments: [String]
        /// Where `text` writes them.
        let span: Range<Int>
        /// The whole destination, as written.
        let text: String
    }

    /// The catch-all that this address's names lead to, with the names after it as the path it
    /// is to catch, when the text is written with slashes (`tab/…/screen/path…`; a place written
    /// with `›` is whole). The catch-all is at its place (`Home/Settings/NotFound/x`), or, right
    /// after the tab, the one screen of its name in the tab (`open/web/x`), as `tab/screen` is.
    /// Nil when a name before the path is no navigator and no catch-all.
    func caughtPath(written text: String, in routeMap: RouteMap) -> CaughtPath? {
        guard let navigators, !text.contains(Self.placeSeparator), let owner = routeMap.tab(named: tab) else { return nil }
        let names = navigators + [screen]
        let spans = Self.names(in: text).map(\.span)
        for depth in names.indices.dropLast() {
            var candidates = [ScreenAddress(tab: tab, navigators: Array(names[..<depth]), screen: names[depth])]
            if depth == 0 { candidates.append(ScreenAddress(tab: tab, screen: names[0])) }
            for candidate in candidates {
                guard case .success(let found) = candidate.lookup(in: routeMap), found.isCatchAll else { continue }
                // The tab's name is the first of `spans`, so name `depth` is at `depth + 1`.
                return CaughtPath(
                    screen: found, segments: Array(names[(depth + 1)...]), span: spans[depth + 2].lowerBound..<spans[spans.count - 1].upperBound,
                    text: text)
            }
            guard owner.navigator(at: Array(names[...depth])) != nil else { return nil }
        }
        return nil
    }

    /// The catch-all `screen`, named by `text` without the path it is to catch: a link to it
    /// is made of that path, which `routescope build` takes after the screen's place.
    static func pathNeeded(by screen: Screen, written text: String, in routeMap: RouteMap) -> DeepLinkError {
        let tab = routeMap.tabs.first { $0.screens.contains(screen) }
        let place = ([tab?.name ?? ""] + screen.navigators + [screen.name]).joined(separator: "/")
        let end = text.utf8.count
        return DeepLinkError(
            input: text,
            diagnostics: [
                Diagnostic(
                    .missingParam,
                    "\(screen.name) is a catch-all (its path is \(screen.path)): a link to it is the path it catches, one no other route takes; write that path after the screen, as \(place)/<path>",
                    span: end..<end, expected: "a path", found: nil)
            ])
    }

    /// The path of `caught`, which a link to its catch-all does not reach: another route, of the
    /// screen `landing` (nil for none), takes it first.
    static func pathTaken(_ caught: CaughtPath, by landing: ScreenIndex?, in routeMap: RouteMap) -> DeepLinkError {
        let path = caught.segments.joined(separator: "/")
        let message: String
        if let landing {
            let tab = routeMap.tabs[landing.tab]
            let place = shown(written(tab.screens[landing.screen], in: tab))
            message = "\(caught.screen.name) does not catch \(path.quotedForMessage): a route of \(place) takes it, and a catch-all takes only the paths no other route takes"
        } else {
            message = "\(caught.screen.name) does not catch \(path.quotedForMessage): the link it makes opens no screen"
        }
        return DeepLinkError(
            input: caught.text, diagnostics: [Diagnostic(.unknownScreen, message, span: caught.span, expected: "a path no other route takes", found: path)])
    }
}
