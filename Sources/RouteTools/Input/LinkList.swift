import Foundation

/// The rules for files of links, one per line, as `check --file` reads them.
package enum LinkList {
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
        var slice = Array(bytes)[...]
        if isFirstLine, slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        var column = 1
        while let first = slice.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            slice = slice.dropFirst()
            column += 1
        }
        while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { slice = slice.dropLast() }
        if slice.isEmpty || slice.first == UInt8(ascii: "#") { return nil }
        var link = String(decoding: slice, as: UTF8.self)
        // Bytes that are not UTF-8 became U+FFFD, so the link's bytes no longer match the line's.
        let isVerbatim = link.withUTF8 { utf8 in
            slice.withUnsafeBufferPointer { line in
                utf8.count == line.count && (line.isEmpty || memcmp(utf8.baseAddress!, line.baseAddress!, line.count) == 0)
            }
        }
        return (link, LinkLocation(line: number, column: column, isVerbatim: isVerbatim))
    }
}
