/// Where a screen is in a route map: its tab, the nested navigators that hold it, and its name.
///
/// A screen is named within its level, so an app's destinations are told apart by all three: two
/// tabs may each have a screen of the same name, and so may two levels of one tab (`Profile`
/// under `Root` and under `Root › Home`).
public struct ScreenAddress: Sendable, Hashable, CustomStringConvertible {
    /// The tab that holds the screen.
    public var tab: String
    /// The nested navigators that hold the screen, outermost first (empty for a screen directly
    /// in its tab); nil for the screen of that name wherever it is in the tab, which is enough
    /// when the tab has one screen of that name.
    public var navigators: [String]?
    /// The screen's name in the route map.
    public var screen: String

    /// The screen `screen` of the tab `tab`, inside the navigators `navigators` (outermost first)
    /// or, when nil, wherever the tab has it.
    public init(tab: String, navigators: [String]? = nil, screen: String) {
        self.tab = tab
        self.navigators = navigators
        self.screen = screen
    }

    /// A destination as a person writes it: `shop/Reviews/item` (the tab, the navigators that
    /// hold the screen, the screen), `shop/item` for the screen of that name wherever its tab has
    /// it, or the place as `routescope routes` and the explorer show it, `shop › Reviews › item`
    /// (with or without blanks around `›`), which is always the whole place: `shop › item` is the
    /// screen directly in the tab. Nil for fewer than two names.
    public init?(parsing text: some StringProtocol) {
        let names = Self.names(in: text).map(\.text)
        guard names.count >= 2 else { return nil }
        let isWholePlace = names.count > 2 || text.contains(Self.placeSeparator)
        self.init(tab: names[0], navigators: isWholePlace ? Array(names.dropFirst().dropLast()) : nil, screen: names[names.count - 1])
    }

    /// The separator of a place as reports show it: `shop › Reviews › item`.
    package static let placeSeparator: Character = "›"

    /// What stands between the names of a place as reports and the explorer show it:
    /// ``placeSeparator`` with a blank either side, ` › `.
    package static let placeJoiner = " \(placeSeparator) "

    /// The names of a written destination, split at `/` and at `›` (without the blanks around a
    /// `›`), each with its UTF-8 offsets in `text`; empty names are left out, as `home//feed/`
    /// always named `home/feed`.
    package static func names(in text: some StringProtocol) -> [(text: String, span: Range<Int>)] {
        var names: [(text: String, span: Range<Int>)] = []
        var start = text.startIndex
        var followsPlaceSeparator = false
        var index = text.startIndex
        while true {
            let isEnd = index == text.endIndex
            if isEnd || text[index] == "/" || text[index] == placeSeparator {
                let precedesPlaceSeparator = !isEnd && text[index] == placeSeparator
                var (lower, upper) = (start, index)
                while followsPlaceSeparator, lower < upper, text[lower].isWhitespace { lower = text.index(after: lower) }
                while precedesPlaceSeparator, lower < upper, text[text.index(before: upper)].isWhitespace { upper = text.index(before: upper) }
                if lower < upper {
                    let offset = text.utf8.distance(from: text.startIndex, to: lower)
                    names.append((String(text[lower..<upper]), offset..<(offset + text.utf8.distance(from: lower, to: upper))))
                }
                if isEnd { return names }
                followsPlaceSeparator = precedesPlaceSeparator
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
    }

    /// The screen `route` lands on, at its place.
    public init(_ route: Route) {
        self.init(tab: route.tab, navigators: route.navigators, screen: route.screen)
    }

    /// Whether `route` lands on this screen: the same tab and name, and the same navigators when
    /// this address gives them.
    public func addresses(_ route: Route) -> Bool {
        tab == route.tab && screen == route.screen && (navigators.map { $0 == route.navigators } ?? true)
    }

    /// `home/articleDetail`, as `routescope build` takes a destination; with its navigators when
    /// given, `Root/Root/Home/Profile` (the tab, the navigators, then the screen).
    public var description: String { ([tab] + (navigators ?? []) + [screen]).joined(separator: "/") }
}
