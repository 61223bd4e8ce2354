import RouteCore

/// Fitting a link to a number of columns so that what says where it goes stays in view: its
/// fragment and query give way first, item by item from the end
/// (`myapp://myPage/orders/123?utm_source=mail&…`, then `myapp://myPage/orders/123?…`), and
/// only then the end of its path, so the scheme, the host and the screen are the last to go.
enum LinkFitting {
    /// `link` made displayable and fitted to `width` columns; unchanged when it fits.
    static func fitted(_ link: String, width: Int) -> String {
        let shown = DisplayWidth.displayable(link)
        guard width > 0 else { return "" }
        guard DisplayWidth.columns(shown) > width else { return shown }
        let base = shown.prefix { $0 != "?" && $0 != "#" }
        let tail = shown.dropFirst(base.count)
        var candidates: [String] = []
        if tail.first == "?" {
            let query = tail.dropFirst().prefix { $0 != "#" }
            if query.count + 1 < tail.count { candidates.append(base + "?" + query + "#…") }
            // Whole query items, fewer each time.
            let items = query.split(separator: "&", omittingEmptySubsequences: false)
            for kept in stride(from: items.count - 1, through: 1, by: -1) {
                candidates.append(base + "?" + items.prefix(kept).joined(separator: "&") + "&…")
            }
        }
        if let first = tail.first { candidates += [base + (first == "?" ? "?…" : "#…"), base + "…"] }
        return candidates.first { DisplayWidth.columns($0) <= width }
            ?? TextFitting.ellipsized(String(base), width: width, continues: !tail.isEmpty)
    }

    /// `text` with each link wider than `width` (a word holding `://`) fitted to `width`, its
    /// trailing punctuation kept, so that wrapping the text at `width` never breaks a link.
    static func fittingLinks(in text: String, width: Int) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard word.contains("://"), DisplayWidth.columns(word) > width else { return String(word) }
            let punctuation = word.reversed().prefix { ":;,.)".contains($0) }.count
            let link = word.dropLast(punctuation)
            return fitted(String(link), width: width - punctuation) + word.suffix(punctuation)
        }.joined(separator: " ")
    }
}
