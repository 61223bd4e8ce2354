/// Something the user (or the system) does to the simulated app.
///
/// The vocabulary is closed: every switch over it is exhaustive, so a new event cannot be
/// forgotten by a renderer or a flow reader.
public enum NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The system hands the app a link (a tap in another app, a push notification, a QR code).
    case open(String)
    /// The user taps a tab in the tab bar.
    case tap(String)
    /// The back button or edge swipe: pops the top modal, or else the selected tab's top screen.
    case back
    /// Closes the top modal.
    case dismiss
    /// The user logs in; a link waiting behind the login screen resumes.
    case login
    /// The user logs out; screens that require login are popped.
    case logout
    /// The app is quit and relaunched: every tab back at its root, nothing presented.
    case reset

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
        }
    }

    /// The link or tab name the event carries, if any.
    public var argument: String? {
        switch self {
        case .open(let link): link
        case .tap(let tab): tab
        case .back, .dismiss, .login, .logout, .reset: nil
        }
    }

    /// `open myapp://home`, `tap search`, `back`.
    public var description: String {
        argument.map { "\(action) \($0)" } ?? action
    }
}
