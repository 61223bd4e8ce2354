/// The rules for files of links, one per line, as `check --file` reads them.
package enum LinkList {
    /// The longest line read whole: `check` reads only the start of a longer one, with a
    /// warning, and `check --fix` keeps it as it is.
    package static let maximumLineBytes = 8 << 20

    /// The link on a line, or nil for a blank line or a `#` comment.
    ///
    /// Spaces and tabs around the link are dropped (spreadsheet exports pad cells), and so is a
    /// UTF-8 byte order mark on the first line. Other invisible characters stay, so they are
    /// reported. Bytes that are not UTF-8 become U+FFFD, reported as `invalid-utf8`.
    package static func link(inLine bytes: some Collection<UInt8>, isFirstLine: Bool) -> String? {
        located(inLine: bytes, number: 1, isFirstLine: isFirstLine)?.link
    }

    /// The link on line `number` and where it starts, or nil for a blank line or a `#` comment;
    /// read as ``link(inLine:isFirstLine:)`` reads it.
    package static func located(
        inLine bytes: some Collection<UInt8>, number: Int, isFirstLine: Bool
    ) -> (link: String, location: LinkLocation)? {
        let line = Array(bytes)[...]
        guard let (span, column) = linkSpan(inLine: line, isFirstLine: isFirstLine) else { return nil }
        return link(span, column: column, inLine: line, number: number)
    }

    /// The bytes of `line` that hold its link (indices of `line`, which may be a slice of a larger
    /// buffer) and the column they start at, or nil for a blank line or a `#` comment: the first
    /// half of ``located(inLine:number:isFirstLine:)``, whose answer holds no reference, so a
    /// caller reading a million lines destroys nothing for it.
    package static func linkSpan(inLine line: ArraySlice<UInt8>, isFirstLine: Bool) -> (span: Range<Int>, column: Int)? {
        var start = line.startIndex
        var end = line.endIndex
        if isFirstLine, end - start >= 3, line[start] == 0xEF, line[start + 1] == 0xBB, line[start + 2] == 0xBF { start += 3 }
        let textStart = start
        while start < end, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        if start == end || line[start] == UInt8(ascii: "#") { return nil }
        return (start..<end, 1 + start - textStart)
    }

    /// The link in `span` of line `number`, which starts at `column`: the second half of
    /// ``located(inLine:number:isFirstLine:)``.
    package static func link(_ span: Range<Int>, column: Int, inLine line: ArraySlice<UInt8>, number: Int) -> (link: String, location: LinkLocation) {
        let (link, isVerbatim) = String.decodingVerbatim(line[span])
        return (link, LinkLocation(line: number, column: column, isVerbatim: isVerbatim))
    }
}
