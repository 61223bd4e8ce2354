/// How a cell is drawn: a semantic colour and text attributes.
///
/// Colours are semantic (``Color/error``, ``Color/warning``…) so that a terminal without colour,
/// or one under `NO_COLOR`, can map them to reverse video and underline instead.
public struct TextStyle: Sendable, Hashable {
    /// A semantic foreground colour.
    public enum Color: Sendable, Hashable, CaseIterable {
        case plain, error, warning, ok, accent, muted, note
        /// Black on white, both set explicitly whatever the terminal's theme, so that a QR code
        /// in half blocks reads as dark modules on a light background.
        case darkOnLight
    }

    public var color: Color
    public var bold: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(_ color: Color = .plain, bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.color = color
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }

    public static let plain = TextStyle()
    /// The failing characters of an error, in place.
    public static let errorSpan = TextStyle(.error, bold: true, underline: true)
    /// The characters a warning is about.
    public static let warningSpan = TextStyle(.warning, underline: true)
    public static let heading = TextStyle(.accent, bold: true)
    public static let title = TextStyle(.plain, bold: true, reverse: true)
    public static let dim = TextStyle(.muted)

    /// The style to use when the terminal shows no colour: errors in reverse video and bold,
    /// warnings underlined, so highlighting survives `NO_COLOR` and monochrome terminals.
    /// Dark on light becomes reverse video, which is dark on light on a terminal with a dark
    /// background, the common case (phone cameras also read the inverse).
    public var withoutColor: TextStyle {
        switch color {
        case .error: TextStyle(.plain, bold: true, underline: underline, reverse: true)
        case .darkOnLight: TextStyle(.plain, reverse: true)
        case .warning: TextStyle(.plain, bold: bold, underline: true, reverse: reverse)
        case .plain, .ok, .accent, .muted, .note: TextStyle(.plain, bold: bold, underline: underline, reverse: reverse)
        }
    }
}
