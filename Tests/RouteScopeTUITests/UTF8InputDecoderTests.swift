import Testing
@testable import RouteScopeTUI

/// The terminal's bytes become scalars without a byte lost or a wait for one that never comes:
/// what is not UTF-8 is a U+FFFD, and the bytes after it are read as they are.
@Suite("Input bytes to scalars")
struct UTF8InputDecoderTests {
    /// The scalars of `bytes` fed one by one, then the input ending.
    static func decoded(_ bytes: [UInt8]) -> String {
        var decoder = UTF8InputDecoder()
        var text = String.UnicodeScalarView()
        for byte in bytes { text += decoder.take(byte) }
        text += decoder.finish()
        return String(text)
    }

    static let cases: [([UInt8], String)] = [
        (Array("q=a".utf8) + [0xFF] + Array("b".utf8), "q=a\u{FFFD}b"),
        (Array("q=ét".utf8) + [0xE9], "q=ét\u{FFFD}"),
        ([0xE9] + Array("x".utf8), "\u{FFFD}x"),
        // A character cut short is one U+FFFD, as String(decoding:as:) counts it; the byte that cut it is its own.
        ([0xE2, 0x82, 0x41], "\u{FFFD}A"),
        ([0xF0, 0x9F, 0x98, 0xC3, 0xA9], "\u{FFFD}é"),
        ([0xE0, 0x80], "\u{FFFD}\u{FFFD}"),
        ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
        ([0xE9, 0x1B] + Array("[201~".utf8), "\u{FFFD}\u{1B}[201~"),
        (Array("é€😀".utf8), "é€😀"),
        (Array("\u{FFFD}".utf8), "\u{FFFD}"),
    ]

    @Test(arguments: cases)
    func everyByteIsKeptOrReplaced(_ bytes: [UInt8], _ expected: String) {
        #expect(Self.decoded(bytes) == expected)
        #expect(Self.decoded(bytes) == String(decoding: bytes, as: UTF8.self), "the same replacement as the standard library's")
    }

    /// The lone Latin-1 byte at the end of a paste: its terminator follows at once and ends it.
    @Test func aPasteEndingInALatin1ByteEndsAtItsTerminator() {
        var decoder = UTF8InputDecoder()
        var paste = BracketedPaste()
        for byte in Array("q=ét".utf8) + [0xE9] + Array("\u{1B}[201~".utf8) {
            for scalar in decoder.take(byte) { paste.append(scalar) }
        }
        #expect(paste.isComplete)
        #expect(!decoder.isInsideCharacter)
        #expect(paste.finished.text == "q=ét\u{FFFD}")
    }

    @Test func aCharacterBegunWaitsForItsRest() {
        var decoder = UTF8InputDecoder()
        #expect(decoder.take(0xE2).isEmpty)
        #expect(decoder.isInsideCharacter)
        #expect(decoder.take(0x82).isEmpty)
        #expect(decoder.take(0xAC) == ["€"])
        #expect(!decoder.isInsideCharacter)
        #expect(decoder.finish().isEmpty)
    }
}
