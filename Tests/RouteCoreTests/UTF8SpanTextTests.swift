import RouteCore
import Testing

@Suite struct UTF8SpanTextTests {
    @Test(arguments: [
        (0..<5, "myapp"), (8..<13, "café"), (14..<14, ""), (8..<11, "caf"),
        // Cutting "é" (C3 A9) in half reads as U+FFFD, as String(decoding:) does.
        (11..<12, "\u{FFFD}"), (14..<15, "x"),
    ])
    func textOfASpan(span: Range<Int>, text: String) {
        #expect("myapp://café/x".text(ofUTF8: span) == text)
    }

    /// Agrees with decoding the bytes of the span, for every span of a mixed string.
    @Test func agreesWithTheBytes() {
        let input = "a€😀é\u{301}b"
        let bytes = Array(input.utf8)
        for start in 0...bytes.count {
            for end in start...bytes.count {
                #expect(input.text(ofUTF8: start..<end) == String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
    }
}
