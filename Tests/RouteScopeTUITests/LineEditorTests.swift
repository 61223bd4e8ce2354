import Testing
@testable import RouteScopeTUI

@Suite("Line editor: Emacs keys, graphemes, UTF-8 offsets")
struct LineEditorTests {
    func editor(_ text: String, cursorAt offset: Int? = nil) -> LineEditor {
        var editor = LineEditor(text: text)
        if let offset {
            editor.apply(.moveToStart)
            while editor.cursor < offset { editor.apply(.moveRight) }
        }
        return editor
    }

    func applying(_ keys: [Key], to editor: LineEditor) -> LineEditor {
        var editor = editor
        for key in keys { if let action = EditAction(key: key) { editor.apply(action) } }
        return editor
    }

    @Test func insertsAtTheCursor() {
        let result = applying([.control("a"), .character("x")], to: editor("abc"))
        #expect(result.text == "xabc")
        #expect(result.cursor == 1)
    }

    @Test func movesByGraphemeAndReportsUTF8Offsets() {
        // "é" as e + combining acute is one step; the family emoji is one step of 18 bytes.
        var line = editor("ae\u{301}👩‍👩‍👧b")
        line.apply(.moveToStart)
        line.apply(.moveRight)
        #expect(line.cursor == 1)
        line.apply(.moveRight)
        #expect(line.cursor == 4)
        line.apply(.moveRight)
        #expect(line.cursor == 4 + "👩‍👩‍👧".utf8.count)
        line.apply(.moveLeft)
        #expect(line.cursor == 4)
    }

    @Test func emacsMotion() {
        let start = editor("myapp://home/feed", cursorAt: 8)
        #expect(applying([.control("e")], to: start).cursor == 17)
        #expect(applying([.control("a")], to: start).cursor == 0)
        #expect(applying([.control("b")], to: start).cursor == 7)
        #expect(applying([.control("f")], to: start).cursor == 9)
        #expect(applying([.home], to: start).cursor == 0)
        #expect(applying([.end], to: start).cursor == 17)
        #expect(applying([.alt("f")], to: start).cursor == 12, "to the end of \"home\"")
        #expect(applying([.alt("b")], to: start).cursor == 0, "back to the start of \"myapp\"")
    }

    @Test func deletion() {
        #expect(applying([.backspace], to: editor("abc")).text == "ab")
        #expect(applying([.control("a"), .control("d")], to: editor("abc")).text == "bc")
        #expect(applying([.control("a"), .delete], to: editor("abc")).text == "bc")
        #expect(applying([.backspace], to: editor("ae\u{301}")).text == "a", "a whole grapheme")
    }

    @Test func killAndYank() {
        let start = editor("myapp://home/feed", cursorAt: 12)
        let killed = applying([.control("k")], to: start)
        #expect(killed.text == "myapp://home")
        #expect(applying([.control("a"), .control("y")], to: killed).text == "/feedmyapp://home")
        #expect(applying([.control("u")], to: start).text == "/feed")
        #expect(applying([.control("w")], to: start).text == "myapp:///feed")
    }

    @Test func replaceAppliesAFixAndMovesTheCursor() {
        var line = editor("myapp://home/articleDetail?articleIdText=5")
        line.replace(utf8Range: 27..<40, with: "articleId")
        #expect(line.text == "myapp://home/articleDetail?articleId=5")
        #expect(line.cursor == 36)
    }

    @Test func tabSelectsPlaceholdersAndTypingReplacesThem() {
        var line = editor("myapp://home/articleDetail?userId={int}&articleId={int}")
        line.apply(.moveToStart)
        line.apply(.nextPlaceholder)
        #expect(line.selection == 34..<39)
        line.apply(.insert("1"))
        #expect(line.text == "myapp://home/articleDetail?userId=1&articleId={int}")
        line.apply(.nextPlaceholder)
        line.apply(.insert("2"))
        #expect(line.text == "myapp://home/articleDetail?userId=1&articleId=2")
        #expect(line.selection == nil)
    }
}
