/// A panel drawn over the main screen.
public enum Overlay: Sendable, Hashable {
    /// The keys and what they do, scrolled down by this many entries (the introduction is the
    /// first), so that the top row always starts one.
    case help(scroll: Int)
    /// The selected problem in full.
    case problemDetail
    /// A list filtered as you type: the route catalog (whose chosen screen is inserted as a
    /// link template) or the history search.
    case picker(Picker)
    /// The commands that open the link on an iOS simulator and an Android device.
    case deviceCommands
    /// The link as a QR code, to open it on a phone: as typed, or its fixed form (every fix-it
    /// applied, as Alt-Shift-C copies it).
    case qrCode(fixed: Bool)
}
