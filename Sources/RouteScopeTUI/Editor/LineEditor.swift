/// The input line: its text, a cursor that moves by grapheme, a selection, and a kill buffer.
///
/// Positions are UTF-8 byte offsets into ``text``, the unit every diagnostic span uses, and
/// always fall on grapheme boundaries.
public struct LineEditor: Sendable, Hashable {
    public private(set) var text: String
    /// The cursor, as a UTF-8 offset.
    public private(set) var cursor: Int
    /// A selected range (a template placeholder); typing replaces it.
    public private(set) var selection: Range<Int>?
    /// The last killed text, for yank.
    public private(set) var killBuffer = ""

    public init(text: String = "") {
        self.text = text
        cursor = text.utf8.count
    }

    /// Replaces the whole text and puts the cursor at the end.
    public mutating func setText(_ newText: String) {
        text = newText
        cursor = text.utf8.count
        selection = nil
    }

    /// Puts back a text and cursor recorded for undo; the kill buffer is kept.
    public mutating func restore(_ snapshot: UndoHistory.Snapshot) {
        text = snapshot.text
        cursor = snapped(snapshot.cursor)
        selection = nil
    }

    /// The text and cursor, for undo.
    public var snapshot: UndoHistory.Snapshot { UndoHistory.Snapshot(text: text, cursor: cursor) }

    /// Puts the cursor at the grapheme boundary at or before a UTF-8 offset.
    public mutating func moveCursor(to offset: Int) {
        cursor = snapped(offset)
        selection = nil
    }

    /// Replaces a UTF-8 range (a fix-it); the cursor goes after the replacement.
    public mutating func replace(utf8Range range: Range<Int>, with replacement: String) {
        var bytes = Array(text.utf8)
        let clamped = min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)
        bytes.replaceSubrange(clamped, with: Array(replacement.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        cursor = snapped(clamped.lowerBound + replacement.utf8.count)
        selection = nil
    }

    /// Applies one edit.
    public mutating func apply(_ action: EditAction) {
        switch action {
        case .nextPlaceholder:
            selectNextPlaceholder()
            return
        case .previousPlaceholder:
            selectPreviousPlaceholder()
            return
        default: break
        }
        defer { if case .insert = action {} else { selection = nil } }
        switch action {
        case .insert(let insertion):
            if let selection {
                replace(utf8Range: selection, with: insertion)
            } else {
                replace(utf8Range: cursor..<cursor, with: insertion)
            }
        case .moveLeft: cursor = boundary(before: cursor)
        case .moveRight: cursor = boundary(after: cursor)
        case .moveWordLeft: cursor = wordStart(before: cursor)
        case .moveWordRight: cursor = wordEnd(after: cursor)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = text.utf8.count
        case .deleteBackward:
            if let selection { replace(utf8Range: selection, with: "") } else { delete(boundary(before: cursor)..<cursor) }
        case .deleteForward:
            if let selection { replace(utf8Range: selection, with: "") } else { delete(cursor..<boundary(after: cursor)) }
        case .killToEnd: kill(cursor..<text.utf8.count)
        case .killToStart: kill(0..<cursor)
        case .killWordBackward: kill(wordStart(before: cursor)..<cursor)
        case .yank: replace(utf8Range: cursor..<cursor, with: killBuffer)
        case .nextPlaceholder, .previousPlaceholder: break
        }
    }

    // MARK: Placeholders

    /// Selects the next `{…}` after the cursor, wrapping around; nothing when there is none.
    mutating func selectNextPlaceholder() {
        let bytes = Array(text.utf8)
        let starts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
        let ordered = starts.filter { $0 >= (selection?.upperBound ?? cursor) } + starts.filter { $0 < (selection?.upperBound ?? cursor) }
        for start in ordered {
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { continue }
            selection = start..<close + 1
            cursor = close + 1
            return
        }
    }

    /// Selects the first `{…}` that lies wholly inside `range` (a fix's inserted text), for the
    /// value to be typed over it.
    ///
    /// - Returns: whether there was one to select.
    public mutating func selectPlaceholder(in range: Range<Int>) -> Bool {
        let bytes = Array(text.utf8)
        let range = min(range.lowerBound, bytes.count)..<min(range.upperBound, bytes.count)
        guard let open = bytes[range].firstIndex(of: UInt8(ascii: "{")),
            let close = bytes[open..<range.upperBound].firstIndex(of: UInt8(ascii: "}"))
        else { return false }
        selection = open..<close + 1
        cursor = close + 1
        return true
    }

    /// Selects the last `{…}` that starts before the selection (or the cursor), wrapping around.
    mutating func selectPreviousPlaceholder() {
        let bytes = Array(text.utf8)
        let placeholders = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }.compactMap { start in
            bytes[start...].firstIndex(of: UInt8(ascii: "}")).map { start..<$0 + 1 }
        }
        let limit = selection?.lowerBound ?? cursor
        guard let previous = placeholders.last(where: { $0.lowerBound < limit }) ?? placeholders.last else { return }
        selection = previous
        cursor = previous.upperBound
    }

    // MARK: Boundaries

    // Boundaries are found around the cursor only, never by walking the whole line, so a key
    // costs the same in a 10 KB pasted link as in a short one.

    /// The grapheme boundary at or before the UTF-8 `offset`.
    func snapped(_ offset: Int) -> Int { self.offset(of: index(atOrBefore: offset)) }

    func boundary(before offset: Int) -> Int {
        let index = index(atOrBefore: offset)
        if self.offset(of: index) < offset { return self.offset(of: index) }
        return index == text.startIndex ? 0 : self.offset(of: text.index(before: index))
    }

    func boundary(after offset: Int) -> Int {
        let index = index(atOrBefore: offset)
        return index == text.endIndex ? text.utf8.count : self.offset(of: text.index(after: index))
    }

    private func index(atOrBefore offset: Int) -> String.Index {
        var position = min(max(0, offset), text.utf8.count)
        while position > 0 {
            let candidate = text.utf8.index(text.utf8.startIndex, offsetBy: position)
            if let index = String.Index(candidate, within: text) { return index }
            position -= 1
        }
        return text.startIndex
    }

    private func offset(of index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }

    /// Word characters are letters and digits; URL delimiters separate words.
    private func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    private var characters: [(offset: Int, character: Character)] {
        var result: [(Int, Character)] = []
        var offset = 0
        for character in text {
            result.append((offset, character))
            offset += character.utf8.count
        }
        return result
    }

    func wordStart(before offset: Int) -> Int {
        var index = characters.lastIndex { $0.offset < offset } ?? -1
        while index >= 0, !isWord(characters[index].character) { index -= 1 }
        while index > 0, isWord(characters[index - 1].character) { index -= 1 }
        return index >= 0 ? characters[index].offset : 0
    }

    func wordEnd(after offset: Int) -> Int {
        let all = characters
        var index = all.firstIndex { $0.offset >= offset } ?? all.count
        while index < all.count, !isWord(all[index].character) { index += 1 }
        while index < all.count, isWord(all[index].character) { index += 1 }
        return index < all.count ? all[index].offset : text.utf8.count
    }

    private mutating func delete(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        replace(utf8Range: range, with: "")
        cursor = range.lowerBound
    }

    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killBuffer = String(decoding: Array(text.utf8)[range], as: UTF8.self)
        delete(range)
    }
}
