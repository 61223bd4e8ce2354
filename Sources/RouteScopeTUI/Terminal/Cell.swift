/// One terminal cell: a grapheme to draw and its style.
///
/// A wide grapheme (CJK, emoji) fills two cells: the first holds it, the second is a
/// ``isContinuation`` cell with no text of its own.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn here; never a control character.
    public var text: String
    public var style: TextStyle
    /// True for the second column of a wide grapheme.
    public var isContinuation: Bool

    public init(_ text: String = " ", style: TextStyle = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
