import TextBytes

/// `type: uuid`: 8-4-4-4-12 hexadecimal digits (RFC 9562), either case.
enum UUIDValue {
    static let expectation = "a UUID"

    static func read(_ text: String) -> ValueReading {
        isUUID(text) ? .valid(.string(text)) : .invalid(.mismatch(expectation, text))
    }

    static func isUUID(_ text: String) -> Bool { text.withUTF8Bytes { isUUID(utf8: $0) } }

    /// Whether the UTF-8 `utf8` is a UUID.
    static func isUUID(utf8: LinkBytes) -> Bool {
        guard utf8.count == 36 else { return false }
        for (offset, byte) in utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if PercentEncoding.hexValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
