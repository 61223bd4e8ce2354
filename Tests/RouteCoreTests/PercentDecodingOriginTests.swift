@testable import RouteCore
import Testing

/// Bytes that a decoded value does not spell as UTF-8 are reported at the escapes they come from
/// (``PercentEncoding/decode(_:_:plusAsSpace:)``'s `invalidUTF8`), each escape whole, whatever
/// plain bytes lie between them.
struct PercentDecodingOriginTests {
    /// The invalid bytes of `text` decoded, as ranges of `text`.
    static func invalidOrigins(_ text: String, plusAsSpace: Bool = false) -> [Range<Int>] {
        Array(text.utf8).withLinkBytes { PercentEncoding.decode($0, 0..<$0.count, plusAsSpace: plusAsSpace).invalidUTF8 }
    }

    @Test func eachInvalidRunIsTheEscapesItComesFrom() {
        // %C3%28: a lead byte whose next byte is no continuation; + and a plain byte count once.
        #expect(Self.invalidOrigins("a%FFb%C3%28c+d%E2%82") == [1..<4, 5..<8, 14..<20])
        #expect(Self.invalidOrigins("+%FF", plusAsSpace: true) == [1..<4])
        #expect(Self.invalidOrigins("%e2%82%ac%FF") == [9..<12])
        #expect(Self.invalidOrigins("caf%C3%A9") == [])
    }

    /// Thousands of invalid bytes, each between plain ones: every one at its own escape (found in
    /// one walk over the value, not one walk each).
    @Test func manyInvalidBytesAreEachAtTheirEscape() {
        let count = 5_000
        let text = String(repeating: "%FFa", count: count)
        #expect(Self.invalidOrigins(text) == (0..<count).map { 4 * $0..<4 * $0 + 3 })
    }
}
