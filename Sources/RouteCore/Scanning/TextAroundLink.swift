import TextBytes

/// The link inside text that was pasted or exported with it: `see myapp://home/feed.`,
/// `(myapp://home)`, `"https://example.com/a"`, `<https://…>`, `Link: https://…`.
///
/// Read as the linkifiers people paste from read it (GitHub's extended autolinks, Apple's data
/// detectors, chat apps):
/// - **Before the link**: the text up to the first scheme (a letter, scheme characters, `:`; one
///   followed by a blank is a label, as in `Link: https://…`, when a scheme follows it), when
///   that text ends as prose does: in a blank, or an opening bracket or quote (`(`, `[`, `<`,
///   `"`, `'`, any typographic quote). A link that starts with its scheme has none; a first
///   scheme after any other character (`next=https://…`) is inside a link, not the start of one.
/// - **After the link**: a run of characters that cannot reasonably end one: blanks, the
///   sentence's `.` `,` `;` `:` `!` `?`, a `)`, `]` or `>` that closes nothing the link opened
///   (`https://en.wikipedia.org/wiki/Foo_(bar)` keeps its `)`, `q=<b>tea</b>` its `>`), a quote (`"`, `'`, `”`, `’`,
///   `»`…) whose pair the link does not hold (`q="hi"` keeps its quotes), and invisible
///   characters (a zero width or no-break space). A `;` that ends an HTML entity (`&amp;`)
///   stays, for `html-escaped-separator`; nothing is taken from right after a `=`, which would
///   leave the value empty (`q=!` is the value `!`).
///
/// Text after a blank inside the link is not cut: a raw space in a value is the likelier
/// mistake, and `invalid-syntax` reports it. Blanks at the end are cut, as the WHATWG URL parser
/// strips them (`myapp://home/feed .` is the link `myapp://home/feed`).
///
/// ```swift
/// TextAroundLink.link(in: "see myapp://home/articleDetail?articleId=1.")   // 4..<42
/// ```
package enum TextAroundLink {
    /// Which side of the link a text stands on.
    package enum Side: Sendable, Hashable {
        case before, after
    }

    /// The link inside `text`, as UTF-8 offsets: all of `text` when nothing stands around it.
    package static func link(in text: String) -> Range<Int> {
        text.withUTF8Bytes { link(in: $0) }
    }

    /// The link inside `bytes`; all of them when nothing stands around it.
    @inline(__always)
    static func link(in bytes: LinkBytes) -> Range<Int> {
        let start = linkStart(in: bytes)
        return start..<linkEnd(in: bytes, from: start)
    }

    /// Whether `byte` is an ASCII character that a link does not end with, as
    /// ``link(in:)-(String)`` reads it: the builder percent-encodes it at the end of a link.
    /// (`)` and `'` end a link only when the link holds their pair, which the builder does not
    /// count on.)
    package static func cannotEndLink(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
            UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
            true
        default: false
        }
    }

    // MARK: Before

    /// Where the link starts: 0, or the first scheme, when prose stands before it.
    private static func linkStart(in bytes: LinkBytes) -> Int {
        let end = bytes.count
        // The usual link starts with its scheme: a letter, then a run of scheme characters.
        if end > 0, ByteClass.of(bytes[0]).contains(.alpha) {
            let colon = LinkByte.table.endOfRun(of: .schemeTail, in: bytes, from: 0, before: end)
            if colon + 1 < end, bytes[colon] == UInt8(ascii: ":"), !isBlank(bytes[colon + 1]) { return 0 }
        }
        // A scheme followed by a blank is a label (`Link: https://…`), unless no scheme follows it.
        var label: Int?
        var colon = 0
        while colon < end {
            guard bytes[colon] == UInt8(ascii: ":") else {
                colon += 1
                continue
            }
            var start = colon
            while start > 0, ByteClass.of(bytes[start - 1]).contains(.schemeTail) { start -= 1 }
            // A scheme starts with a letter (RFC 3986 §3.1).
            while start < colon, !ByteClass.of(bytes[start]).contains(.alpha) { start += 1 }
            guard start < colon else {
                colon += 1
                continue
            }
            if colon + 1 == end || isBlank(bytes[colon + 1]) {
                if label == nil { label = start }
                colon += 1
                continue
            }
            // The first scheme decides: one after anything but prose is inside a link (`next=https:…`).
            return start > 0 && endsProse(bytes, before: start) ? start : 0
        }
        guard let label, label > 0, endsProse(bytes, before: label) else { return 0 }
        return label
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether the text before `index` ends in a blank or an opening bracket or quote.
    private static func endsProse(_ bytes: LinkBytes, before index: Int) -> Bool {
        let byte = bytes[index - 1]
        if isBlank(byte) { return true }
        return switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default:
            // Any typographic quote (`”` opens a quotation in Swedish, `»` in German), or a no-break space.
            Typographic.ending(bytes, before: index) != nil
        }
    }

    // MARK: After

    /// Where the link ends: before the run of characters after `start` that cannot end it.
    private static func linkEnd(in bytes: LinkBytes, from start: Int) -> Int {
        var end = bytes.count
        // The usual link ends with a letter, a digit, `/`, `=` or an escape.
        if end > start, LinkByte.table[Int(bytes[end - 1])].contains(.itemText), !cannotEndLink(bytes[end - 1]) { return end }
        // How often each bracket and quote asked about occurs in the link so far: counted once,
        // and kept as characters are taken off, so that a run of a million `)` is read once.
        var counts: [[UInt8]: Int] = [:]
        func occurrences(_ character: [UInt8]) -> Int {
            if let known = counts[character] { return known }
            let counted = count(character, in: bytes, start..<end)
            counts[character] = counted
            return counted
        }
        while end > start + 1 {
            let byte = bytes[end - 1]
            var length = 1
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
                UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                break
            case UInt8(ascii: ";"):
                guard !endsEntity(bytes, start..<end) else { return end }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                let opener =
                    switch byte {
                    case UInt8(ascii: ")"): UInt8(ascii: "(")
                    case UInt8(ascii: "]"): UInt8(ascii: "[")
                    default: UInt8(ascii: "<")
                    }
                guard occurrences([byte]) > occurrences([opener]) else { return end }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // A quote the link holds the pair of is the link's own (`q="hi"`).
                guard occurrences([byte]) % 2 == 1 else { return end }
            case 0x80...:
                var scalarStart = end - 1
                while scalarStart > start, bytes[scalarStart] & 0xC0 == 0x80, end - scalarStart < 4 { scalarStart -= 1 }
                var index = scalarStart
                let value = UTF8Decoding.decodeNonASCII(bytes, at: &index, limit: end)
                guard index == end, scalarStart > start, let scalar = Unicode.Scalar(value) else { return end }
                if let quote = Typographic(rawValue: value) {
                    if let opener = quote.opener {
                        guard occurrences(quote.utf8) > occurrences(opener.utf8) else { return end }
                    }
                } else {
                    // A zero width space or a no-break space pasted with the link.
                    guard UnicodeScalarNames.invisibleName(of: scalar) != nil else { return end }
                }
                length = end - scalarStart
            default:
                return end
            }
            // Never take the first character of a value: `q=!` is the value `!`.
            if bytes[end - length - 1] == UInt8(ascii: "=") { return end }
            if !counts.isEmpty {
                let taken = Array(bytes[end - length..<end])
                if let known = counts[taken] { counts[taken] = known - 1 }
            }
            end -= length
        }
        return end
    }

    /// Whether the `;` that ends `range` closes an HTML entity: `&`, letters or digits, `;`.
    private static func endsEntity(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        var index = range.upperBound - 1
        // Letters and digits: the scheme characters but `+`, `-` and `.`.
        while index > range.lowerBound, ByteClass.of(bytes[index - 1]).contains(.schemeTail),
            bytes[index - 1] != UInt8(ascii: "+"), bytes[index - 1] != UInt8(ascii: "-"), bytes[index - 1] != UInt8(ascii: ".")
        {
            index -= 1
        }
        return index < range.upperBound - 1 && index > range.lowerBound && bytes[index - 1] == UInt8(ascii: "&")
    }

    /// How many times the character whose UTF-8 bytes are `needle` occurs in `range`, as it is
    /// or percent-encoded, once or more (`%22`, `%2522`): the fixes that encode one of a pair
    /// (`q=%22hi"`) or undo double encoding leave the pair a pair.
    private static func count(_ needle: [UInt8], in bytes: LinkBytes, _ range: Range<Int>) -> Int {
        var total = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if let length = occurrence(of: needle, in: bytes, at: index, before: range.upperBound) {
                total += 1
                index += length
            } else {
                index += 1
            }
        }
        return total
    }

    /// The length of `needle` at `index`, as it is or percent-encoded; nil when it is not there.
    private static func occurrence(of needle: [UInt8], in bytes: LinkBytes, at index: Int, before end: Int) -> Int? {
        if index + needle.count <= end, needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) { return needle.count }
        var position = index
        for byte in needle {
            guard let (escaped, length) = escapedByte(in: bytes, at: position, before: end), escaped == byte else { return nil }
            position += length
        }
        return position - index
    }

    /// The byte that the escape at `index` stands for, through any number of encodings
    /// (`%22`, `%2522`, `%252522`), and the escape's length.
    private static func escapedByte(in bytes: LinkBytes, at index: Int, before end: Int) -> (UInt8, Int)? {
        guard index < end, PercentEncoding.isEscape(bytes, at: index, before: end) else { return nil }
        var digits = index + 1
        // Each `25` after the `%` is one more encoding, when two hex digits still follow it.
        while digits + 3 < end, bytes[digits] == UInt8(ascii: "2"), bytes[digits + 1] == UInt8(ascii: "5"),
            PercentEncoding.hexValue(bytes[digits + 2]) != nil, PercentEncoding.hexValue(bytes[digits + 3]) != nil
        {
            digits += 2
        }
        guard let high = PercentEncoding.hexValue(bytes[digits]), let low = PercentEncoding.hexValue(bytes[digits + 1]) else { return nil }
        return (high << 4 | low, digits + 2 - index)
    }

    /// A typographic quote or a no-break space: the non-ASCII characters that stand around a
    /// link pasted from a document.
    private enum Typographic: UInt32 {
        case leftDouble = 0x201C, rightDouble = 0x201D, lowDouble = 0x201E
        case leftSingle = 0x2018, rightSingle = 0x2019
        case leftGuillemet = 0xAB, rightGuillemet = 0xBB, leftAngle = 0x2039, rightAngle = 0x203A
        case noBreakSpace = 0xA0

        /// The quote this one closes, for a closing quote: it ends a link only when the link
        /// does not hold its pair (`q=“hi”` keeps its `”`).
        var opener: Typographic? {
            switch self {
            case .rightDouble: .leftDouble
            case .rightSingle: .leftSingle
            case .rightGuillemet: .leftGuillemet
            case .rightAngle: .leftAngle
            default: nil
            }
        }

        var utf8: [UInt8] { Array(String(Unicode.Scalar(rawValue)!).utf8) }

        /// The character whose bytes end right before `end`, when it is one of these.
        static func ending(_ bytes: LinkBytes, before end: Int) -> Typographic? {
            // Every one of them is two or three bytes long.
            for length in [2, 3] where end - length >= 0 && bytes[end - length] >= 0xC0 {
                var index = end - length
                let value = UTF8Decoding.decodeNonASCII(bytes, at: &index, limit: end)
                return index == end ? Typographic(rawValue: value) : nil
            }
            return nil
        }
    }
}
