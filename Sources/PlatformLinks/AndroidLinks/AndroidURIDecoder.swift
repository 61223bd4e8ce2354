/// Percent-decoding as `android.net.Uri` does it for `getPath()`, `getQuery()` and the other
/// decoded parts: AOSP's `UriCodec.decode` with `convertPlus` and `throwOnFailure` off, on UTF-16
/// units as Java holds strings.
///
/// Runs of `%XX` escapes are decoded as UTF-8 together, malformed bytes becoming U+FFFD. A `%`
/// without two hex digits after it does not stay as written: it becomes U+FFFD, and, as the
/// decoder leaves its loop without skipping the escape's byte, a byte of the digits read so far
/// (`0x00` for `%zz`, `0x04` for `%4z`) is decoded with the next escapes; the character that broke
/// the escape is consumed. A `%` with fewer than two characters after it ends the decoding with
/// U+FFFD. `+` stays `+`.
enum AndroidURIDecoder {
    /// The decoded form of `encoded`.
    static func decode(_ encoded: [UInt16]) -> [UInt16] {
        guard encoded.contains(percent) else { return encoded }
        var out: [UInt16] = []
        out.reserveCapacity(encoded.count)
        var pending: [UInt8] = []
        func flush() {
            guard !pending.isEmpty else { return }
            out.append(contentsOf: String(decoding: pending, as: UTF8.self).utf16)
            pending.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < encoded.count {
            let unit = encoded[index]
            index += 1
            guard unit == percent else {
                flush()
                out.append(unit)
                continue
            }
            var byte: UInt8 = 0
            for _ in 0..<2 {
                guard index < encoded.count else {
                    flush()
                    out.append(replacement)
                    return out
                }
                let digit = hexValue(encoded[index])
                index += 1
                guard let digit else {
                    flush()
                    out.append(replacement)
                    break
                }
                byte = byte &* 16 &+ digit
            }
            pending.append(byte)
        }
        flush()
        return out
    }

    static let percent = UInt16(UInt8(ascii: "%"))
    static let replacement: UInt16 = 0xFFFD

    /// `UriCodec.hexCharToValue`: ASCII hex digits only.
    static func hexValue(_ unit: UInt16) -> UInt8? {
        switch unit {
        case 0x30...0x39: UInt8(unit - 0x30)
        case 0x41...0x46: UInt8(unit - 0x41 + 10)
        case 0x61...0x66: UInt8(unit - 0x61 + 10)
        default: nil
        }
    }
}
