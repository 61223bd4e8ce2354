import RouteCore

/// Fitting text to a number of columns without losing track of what was cut: words wrap at
/// spaces, a word wider than a row breaks between graphemes, and text that does not fit ends in
/// `…`. Widths are display columns of the text as shown (controls escaped).
enum TextFitting {
    /// `text` cut to `width` columns, ending in `…` when anything was cut, or when `continues`
    /// says more text follows it.
    static func ellipsized(_ text: String, width: Int, continues: Bool = false) -> String {
        guard width > 0 else { return "" }
        guard continues || DisplayWidth.columns(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let columns = GraphemeDisplay(character).width
            guard used + columns + 1 <= width else { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// `text` cut to `width` columns at a word, ending in `…` when anything was cut: for a line
    /// whose words name keys (`Alt-N`), which a cut inside one would leave unreadable. A word
    /// that would leave less than half the room (a long link) is cut inside, as
    /// ``ellipsized(_:width:continues:)`` cuts.
    static func ellipsizedAtWord(_ text: String, width: Int) -> String {
        guard width > 0, DisplayWidth.columns(text) > width else { return ellipsized(text, width: width) }
        let cut = ellipsized(text, width: width).dropLast()
        // Whole already when the cut falls on a space, or on the punctuation that ends a word.
        let rest = text.dropFirst(cut.count).drop { ",;:.".contains($0) }
        let wholeWord = rest.first ?? " " == " "
        guard let space = wholeWord ? cut.endIndex : cut.lastIndex(of: " ") else { return String(cut) + "…" }
        var kept = String(cut[..<space].reversed().drop { " ,;:·".contains($0) }.reversed())
        // A number goes with the word after it, and a last "and" with what it joins:
        // `pasted 1000 links…`, not `…, 1000…`; `trimmed "see "…`, not `… and…`.
        while let last = kept.split(separator: " ").last, last.allSatisfy(\.isNumber) || last == "and" || last == "or",
            let before = kept.lastIndex(of: " ")
        {
            kept = String(kept[..<before].reversed().drop { " ,;:·".contains($0) }.reversed())
        }
        return DisplayWidth.columns(kept) * 2 < width ? String(cut) + "…" : kept + "…"
    }

    /// `parts` joined by ` · ` in `width` columns, for a title or caption whose last part is the
    /// key that closes what it names (`Esc close`): while the line is too wide, the parts at
    /// `dropping` are left out, in that order; then the part at `shortening` is cut with `…`,
    /// and the last part stays whole.
    static func joined(_ parts: [String], width: Int, dropping: [Int] = [], shortening: Int = 0) -> String {
        var kept = parts.indices.map { parts[$0] as String? }
        var line: String { kept.compactMap { $0 }.joined(separator: " · ") }
        for index in dropping where DisplayWidth.columns(line) > width { kept[index] = nil }
        let excess = DisplayWidth.columns(line) - width
        guard excess > 0, shortening < parts.count - 1, let part = kept[shortening] else { return ellipsized(line, width: width) }
        let room = DisplayWidth.columns(part) - excess
        guard room > 1 else { return ellipsized(line, width: width) }
        kept[shortening] = ellipsized(part, width: room)
        return line
    }

    /// `text` cut to `width` columns in the middle: its start and its end around a `…`, for
    /// lines whose end tells them apart (the campaign of a link in a batch). Unchanged when it fits.
    static func middleEllipsized(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.columns(text) > width else { return text }
        let characters = Array(text)
        let widths = characters.map { GraphemeDisplay($0).width }
        // The end gets a third of the room, the start the rest.
        var tailRoom = (width - 1) / 3
        var tail = characters.count
        while tail > 0, widths[tail - 1] <= tailRoom {
            tail -= 1
            tailRoom -= widths[tail]
        }
        var headRoom = width - 1 - (widths[tail...].reduce(0, +))
        var head = 0
        while head < tail, widths[head] <= headRoom {
            headRoom -= widths[head]
            head += 1
        }
        return String(characters[..<head]) + "…" + String(characters[tail...])
    }

    /// `text` made displayable and wrapped at spaces into rows of at most `width` columns; when
    /// it needs more than `maxLines` rows, the last one ends in `…`.
    static func wrapped(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        // Each grapheme takes a column at least, so no more than this many can be shown: a 10 KB
        // message costs no more than a short one, and one grapheme more still shows the "…".
        let shown = maxLines == .max ? Substring(text) : text.prefix(maxLines.multipliedReportingOverflow(by: width).partialValue + 1)
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in DisplayWidth.displayable(shown).split(separator: " ", omittingEmptySubsequences: false) {
            let columns = DisplayWidth.columns(word)
            if used > 0, used + 1 + columns <= width {
                line += " " + word
                used += 1 + columns
                continue
            }
            if used > 0 || !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            // A word wider than a row breaks between graphemes.
            for character in word {
                let characterWidth = GraphemeDisplay(character).width
                if used + characterWidth > width {
                    lines.append(line)
                    line = ""
                    used = 0
                }
                line.append(character)
                used += characterWidth
            }
        }
        lines.append(line)
        guard lines.count > maxLines else { return lines }
        let rest = lines[(maxLines - 1)...].joined(separator: " ")
        return Array(lines.prefix(maxLines - 1)) + [ellipsized(rest, width: width)]
    }
}
