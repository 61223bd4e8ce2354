import RouteCore
import RouteTools

/// Several links pasted at once (one per line), stepped through one at a time.
///
/// Each link keeps its edits: a fix applied to one is still there after stepping away and back,
/// and its mark in the list follows it.
public struct Batch: Sendable, Hashable {
    public private(set) var links: [String]
    public private(set) var index = 0
    /// Whether each link is valid, for the list's marks.
    public private(set) var verdicts: [Bool]

    /// How many of the links start with a scheme. Pasted into a link being written, lines that
    /// are not links of their own (a value broken over two lines) are text for the input, not a
    /// batch.
    public let schemeCount: Int

    /// The links in `text` (blank lines and `#` comments skipped), or nil for fewer than two.
    public init?(pasted text: String, analyzer: LinkAnalyzer) {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        let links = lines.compactMap { LinkList.link(inLine: Array($0.utf8), isFirstLine: false) }
        guard links.count > 1 else { return nil }
        self.links = links
        let analyses = links.map(analyzer.analyze)
        verdicts = analyses.map(\.ok)
        schemeCount = analyses.count(where: { $0.url.scheme != nil })
    }

    public var current: String { links[index] }

    /// How many links have problems.
    public var failingCount: Int { verdicts.count(where: { !$0 }) }

    /// Records the current link as edited, and whether it is now valid.
    public mutating func update(_ link: String, ok: Bool) {
        links[index] = link
        verdicts[index] = ok
    }

    /// Judges every link again with `analyzer`, after the route map changed.
    public mutating func reanalyze(with analyzer: LinkAnalyzer) {
        verdicts = links.map { analyzer.analyze($0).ok }
    }

    public mutating func move(by step: Int) {
        index = min(max(0, index + step), links.count - 1)
    }

    /// Moves to the next link with problems after the current one, wrapping around; false when
    /// no other link has any.
    public mutating func moveToNextFailing() -> Bool {
        for step in 1..<links.count {
            let candidate = (index + step) % links.count
            if !verdicts[candidate] {
                index = candidate
                return true
            }
        }
        return false
    }
}
