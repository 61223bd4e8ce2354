/// The tab a link is read against, by position in the route map's tabs: what
/// ``LinkAnalysis/tab`` words. A plain row, recorded by every matcher at no cost.
struct TabChoice: Sendable, Hashable {
    var tab: Int
    /// The bytes that name it; nil when implied.
    var span: Range<Int>?
    /// The tab the link names as written; nil when it names none (``NameMatch/written``).
    var written: Int?
}

/// The screen a link opens, by its place in the route map: what ``LinkAnalysis/screen`` words.
struct ScreenChoice: Sendable, Hashable {
    var screen: ScreenIndex
    /// The bytes that name it; nil when implied (the root screen of `myapp://home`).
    var span: Range<Int>?
    /// Whether the link names this screen as written, rather than the matcher suggesting it.
    var isWritten: Bool
}
