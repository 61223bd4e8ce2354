import RouteCore

/// The JSON form of navigation values, as `routescope simulate --format json` writes them.
/// Keys are always written in the same order.
public enum NavigationJSON {
    /// `{"action": "open", "link": "myapp://…"}`, `{"action": "tap", "tab": "home"}`, `{"action": "back"}`,
    /// `{"action": "say", "caption": "…"}`.
    public static func event(_ event: NavigationEvent) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("action", .string(event.action))]
        switch event {
        case .open(let link): pairs.append(("link", .string(link)))
        case .tap(let tab): pairs.append(("tab", .string(tab)))
        case .say(let caption): pairs.append(("caption", .string(caption)))
        case .back, .dismiss, .login, .logout, .reset: break
        }
        return .object(pairs)
    }

    /// `{"screen": "articleDetail", "params": {"articleId": 200}}`, values typed; a screen inside
    /// nested navigators gives them first, as `check` gives a route's:
    /// `{"navigators": ["Home"], "screen": "Profile", …}`.
    public static func entry(_ entry: ScreenEntry) -> JSONValue {
        let place: [(key: String, value: JSONValue)] = entry.navigators.isEmpty ? [] : [("navigators", .array(entry.navigators.map(JSONValue.string)))]
        return .object(
            place + [
                ("screen", .string(entry.screen)),
                ("params", .object(entry.params.map { ($0.name, $0.value.jsonValue) })),
                ("requires_login", .bool(entry.requiresLogin)),
            ])
    }

    /// The whole state: `tab`, `stacks` (tab name to screens, bottom first, in tab-bar order),
    /// `modal`, `logged_in` and `pending`.
    public static func state(_ state: NavigationState) -> JSONValue {
        .object([
            ("tab", .string(state.selectedTab)),
            ("stacks", .object(state.tabs.map { ($0.name, .array($0.screens.map(entry))) })),
            ("modal", .array(state.modals.map(entry))),
            ("logged_in", .bool(state.loggedIn)),
            ("pending", state.pendingLink.map(JSONValue.string) ?? .null),
        ])
    }

    /// `{"result": "opens-app", "activity": "…", "filter": 1, "reason": "…"}`, as
    /// `routescope check --format json` writes Android's answer; `activity` and `filter` only
    /// when known.
    public static func android(_ eligibility: AndroidLinkEligibility) -> JSONValue {
        .object(eligibility.jsonPairs)
    }

    /// A transition: the event, the explanation, Android's answer for its link (on Android), the
    /// new state and the link's diagnostics.
    public static func transition(_ transition: Transition) -> [(key: String, value: JSONValue)] {
        var pairs: [(key: String, value: JSONValue)] = [("event", event(transition.event)), ("explanation", .string(transition.explanation))]
        if let eligibility = transition.androidEligibility { pairs.append(("android", android(eligibility))) }
        pairs.append(("state", state(transition.state)))
        pairs.append(("diagnostics", .array(transition.diagnostics.map(\.jsonValue))))
        return pairs
    }
}
