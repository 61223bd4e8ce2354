/// Something the user (or the system) does to the simulated app.
///
/// The vocabulary is closed: every switch over it is exhaustive, so a new event cannot be
/// forgotten by a renderer or a flow reader.
public enum NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The system hands the app a link (a tap in another app, a push notification, a QR code).
    ///
    /// A valid link dismisses the modals, selects its tab, then pops to the root (for the tab's
    /// root screen, which takes the link's params), presents the screen (`presentation: modal`)
    /// or pushes it (unless the same screen with the same params is on top). Behind the login
    /// gate it presents the login screen and keeps the link pending. A link that is not an app
    /// link presents a ``Navigator/browserScreen`` placeholder; an invalid link changes nothing,
    /// unless its only errors are campaign ones, which a real app ignores.
    case open(String)
    /// The user taps a tab in the tab bar. Tapping the selected tab pops it to its root, as on
    /// iOS. While a modal is presented it covers the tab bar, and the tap does nothing.
    case tap(String)
    /// The back button or edge swipe: pops the top modal, or else the selected tab's top screen;
    /// at the root it does nothing.
    case back
    /// Closes the top modal only, as one swipe-down closes one sheet. Closing the login screen
    /// drops the pending link.
    case dismiss
    /// The user logs in; the login screen closes and a pending link opens.
    case login
    /// The user logs out; every screen that requires login is popped, with the screens above it.
    case logout
    /// The app is quit and relaunched: every tab back at its root, nothing presented, no pending
    /// link. The login survives, as a stored session does.
    case reset
    /// A caption, for presenting a flow (`say:` in a flow file): the app sees nothing and the
    /// state does not change; the transition's explanation is the caption.
    case say(String)

    /// The action's name, as flow files write it.
    public var action: String {
        switch self {
        case .open: "open"
        case .tap: "tap"
        case .back: "back"
        case .dismiss: "dismiss"
        case .login: "login"
        case .logout: "logout"
        case .reset: "reset"
        case .say: "say"
        }
    }

    /// The link, tab name or caption the event carries, if any.
    public var argument: String? {
        switch self {
        case .open(let link): link
        case .tap(let tab): tab
        case .say(let caption): caption
        case .back, .dismiss, .login, .logout, .reset: nil
        }
    }

    /// Whether the event is a `say:` caption, which the app never sees.
    public var isCaption: Bool {
        if case .say = self { return true }
        return false
    }

    /// `open myapp://home`, `tap search`, `back`, `say The reader taps the email`.
    public var description: String {
        argument.map { "\(action) \($0)" } ?? action
    }
}
