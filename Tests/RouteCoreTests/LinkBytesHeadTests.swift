@testable import RouteCore
import Testing

/// ``LinkBytes/head(_:)`` reads whole words wherever it can; whatever it reads, it gives the
/// range's first eight bytes (fewer for a shorter range), little-endian, with zeros after them.
struct LinkBytesHeadTests {
    /// The head, one byte at a time.
    static func expectedHead(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var word: UInt64 = 0
        for (offset, byte) in bytes[range].prefix(8).enumerated() { word |= UInt64(byte) << UInt64(offset * 8) }
        return word
    }

    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 24])
    func everyRangeOfABufferHasTheHeadItsBytesSpell(length: Int) {
        // Distinct, non-zero bytes, so a byte read from the wrong place shows.
        let bytes = (0..<length).map { UInt8(0x41 + $0) }
        bytes.withLinkBytes { view in
            for start in 0...length {
                for end in start...length {
                    #expect(view.head(start..<end) == Self.expectedHead(bytes, start..<end), "\(start)..<\(end) of \(length)")
                }
            }
        }
    }
}
