/// Where a link stands in the file it came from, for reports that point into the file
/// (`--format github` annotations).
///
/// Lines are 1-based; columns are 1-based and count characters (Unicode scalars), as every
/// report counts them: text, JUnit and GitHub alike (a byte order mark is not counted).
package struct LinkLocation: Sendable, Hashable {
    /// The line of the link's first byte.
    package var line: Int
    /// The column of the link's first byte; for a link in a quoted CSV field that is not
    /// verbatim, the column of the opening quote.
    package var column: Int
    /// Whether the link's bytes follow `column` byte for byte on `line`. False for a CSV field
    /// with `""` or a line break inside, and for a link with bytes that are not UTF-8 (read as
    /// U+FFFD), where a byte of the link has no simple column.
    package var isVerbatim: Bool

    package init(line: Int, column: Int, isVerbatim: Bool = true) {
        self.line = line
        self.column = column
        self.isVerbatim = isVerbatim
    }

    /// The file column of the character at UTF-8 byte `offset` of `link`; the link's own column
    /// when the link is not verbatim.
    package func column(ofUTF8 offset: Int, in link: String) -> Int {
        isVerbatim ? column + link.utf8.prefix(max(0, offset)).reduce(0) { $0 + (UTF8.isContinuation($1) ? 0 : 1) } : column
    }
}
