import RouteCore
import RouteTools

/// Several links pasted at once (one per line), stepped through one at a time.
public struct Batch: Sendable, Hashable {
    public private(set) var links: [String]
    public private(set) var index = 0
    /// Whether each link is valid, for the list's marks.
    public private(set) var verdicts: [Bool]

    /// The links in `text` (blank lines and `#` comments skipped), or nil for fewer than two.
    public init?(pasted text: String, analyzer: LinkAnalyzer) {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let links = lines.compactMap { LinkList.link(inLine: Array($0.utf8), isFirstLine: false) }
        guard links.count > 1 else { return nil }
        self.links = links
        verdicts = links.map { analyzer.analyze($0).ok }
    }

    public var current: String { links[index] }

    public mutating func move(by step: Int) {
        index = min(max(0, index + step), links.count - 1)
    }
}
