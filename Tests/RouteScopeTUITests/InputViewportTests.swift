import Testing
@testable import RouteScopeTUI

@Suite("Input viewport: horizontal scrolling")
struct InputViewportTests {
    @Test func shortTextIsShownWhole() {
        let view = InputViewport(text: "myapp://home", cursor: 12, width: 40)
        #expect(!view.clippedLeft && !view.clippedRight)
        #expect(view.column(ofUTF8: 6) == 6)
        #expect(view.columns(forUTF8Range: 8..<12) == 8..<12)
    }

    @Test func theCursorStaysVisibleAtTheEnd() {
        let text = "myapp://search/results?q=" + String(repeating: "x", count: 200)
        let view = InputViewport(text: text, cursor: text.utf8.count, width: 40)
        #expect(view.clippedLeft && !view.clippedRight)
        let column = view.column(ofUTF8: text.utf8.count)
        #expect(column != nil && column! < 40)
    }

    @Test func theCursorStaysVisibleAtTheStart() {
        let text = String(repeating: "y", count: 200)
        let view = InputViewport(text: text, cursor: 0, width: 40)
        #expect(!view.clippedLeft && view.clippedRight)
        #expect(view.column(ofUTF8: 0) == 0)
    }

    @Test func theFirstErrorIsKeptInViewWhenItFits() {
        let text = "myapp://x?" + String(repeating: "a", count: 30) + "BAD" + String(repeating: "b", count: 10)
        let bad = text.utf8.count - 13..<text.utf8.count - 10
        let view = InputViewport(text: text, cursor: text.utf8.count, width: 40, keepVisible: bad)
        #expect(view.columns(forUTF8Range: bad) != nil)
        #expect(view.column(ofUTF8: text.utf8.count) != nil)
    }

    /// Ctrl-N puts the cursor at a problem's start: its whole span shows, not only its start.
    @Test func aSpanThatStartsAtTheCursorShowsWhole() {
        let text = "myapp://x?" + String(repeating: "a", count: 100) + "&page=" + String(repeating: "Z", count: 30) + String(repeating: "b", count: 100)
        let span = 116..<146
        let view = InputViewport(text: text, cursor: span.lowerBound, width: 40, keepVisible: span)
        #expect(view.columns(forUTF8Range: span) == 8..<38, "the span ends at the right edge, before the …")
        #expect(view.column(ofUTF8: span.lowerBound) == 8, "the cursor stays in view")
        let tooLong = 116..<216
        let cut = InputViewport(text: text, cursor: tooLong.lowerBound, width: 40, keepVisible: tooLong)
        #expect(cut.column(ofUTF8: tooLong.lowerBound) == 1, "a span wider than the line starts at its left edge")
    }

    @Test func wideCharactersAreNotSplitAtTheEdge() {
        let text = String(repeating: "日", count: 50)
        let view = InputViewport(text: text, cursor: text.utf8.count, width: 21)
        let used = view.visible.reduce(0) { $0 + $1.display.width } + (view.clippedLeft ? 1 : 0)
        #expect(used <= 21)
        #expect(view.visible.allSatisfy { $0.display.width == 2 })
    }

    @Test func escapedControlsCountTheirFullWidth() {
        let view = InputViewport(text: "a\u{1B}b", cursor: 5, width: 40)
        #expect(view.column(ofUTF8: 2) == 5, #"after "a" and "\x1b""#)
    }
}
