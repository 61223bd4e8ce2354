/// A panel drawn over the main screen.
public enum Overlay: Sendable, Hashable {
    /// The keys and what they do, scrolled down by this many rows.
    case help(scroll: Int)
    /// The selected problem in full.
    case problemDetail
    /// Every screen of the route map; the selected one is inserted as a link template.
    case catalog(selected: Int)
    /// The commands that open the link on an iOS simulator and an Android device.
    case deviceCommands
}
