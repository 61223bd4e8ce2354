/// Where the simulated app stands after an event, as the user sees it: a screen of a tab (a
/// modal over it, when one is presented), or the browser the link went to instead.
///
/// Two platforms that land the same show the user the same thing; when they do not, one of them
/// handles the link differently, which is the bug ``PlatformComparison`` points at.
///
/// ```swift
/// Landing(state).description   // "home › articleDetail", "setting › login (modal)" or "browser"
/// ```
public enum Landing: Sendable, Hashable, CustomStringConvertible {
    /// The app shows `screen` in `tab`; `modal` when the screen is presented over the tab.
    case app(tab: String, screen: String, modal: Bool)
    /// The browser placeholder (``Navigator/browserScreen``) is in front: the link left the app.
    case browser

    /// Where `state` stands: its top modal, or else the top of the selected tab's stack.
    public init(_ state: NavigationState) {
        guard let modal = state.modals.last else {
            self = .app(tab: state.selectedTab, screen: state.selectedStack.top.screen, modal: false)
            return
        }
        self = modal.screen == Navigator.browserScreen ? .browser : .app(tab: state.selectedTab, screen: modal.screen, modal: true)
    }

    /// `home › articleDetail`, `setting › login (modal)` or `browser`, controls escaped.
    public var description: String {
        switch self {
        case .app(let tab, let screen, let modal): (tab + StateDiagram.separator + screen + (modal ? " (modal)" : "")).displayable
        case .browser: Navigator.browserScreen
        }
    }
}
