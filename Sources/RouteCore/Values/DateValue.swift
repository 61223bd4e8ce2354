import TextBytes

/// `type: date`: an ISO 8601 date (`2026-11-22`) or date-time with a zone
/// (`2026-11-22T09:30:00Z`, `2026-11-22T09:30:00.250+09:00`), checked down to the calendar.
enum DateValue {
    static let expectation = "an ISO 8601 date (2026-11-22 or 2026-11-22T09:30:00Z)"

    static func read(_ text: String) -> ValueReading {
        text.withUTF8Bytes(isDate) ? .valid(.string(text)) : .invalid(.mismatch(expectation, text))
    }

    /// Whether the UTF-8 `bytes` are a date or date-time.
    static func isDate<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var cursor = bytes.startIndex
        func number(_ width: Int) -> Int? {
            guard cursor + width <= bytes.endIndex else { return nil }
            var value = 0
            for byte in bytes[cursor..<cursor + width] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            cursor += width
            return value
        }
        func expect(_ character: Unicode.Scalar) -> Bool {
            guard cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: character) else { return false }
            cursor += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return false }
        if cursor == bytes.endIndex { return true }
        guard cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: "T") || bytes[cursor] == UInt8(ascii: "t") else {
            return false
        }
        cursor += 1
        guard let hour = number(2), expect(":"), let minute = number(2), hour < 24, minute < 60 else { return false }
        if expect(":") {
            guard let second = number(2), second < 61 else { return false }
            if expect(".") {
                let start = cursor
                while cursor < bytes.endIndex, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                    cursor += 1
                }
                guard cursor > start else { return false }
            }
        }
        if expect("Z") || expect("z") { return cursor == bytes.endIndex }
        guard expect("+") || expect("-"), let zoneHour = number(2), zoneHour < 24 else { return false }
        _ = expect(":")
        guard let zoneMinute = number(2), zoneMinute < 60 else { return false }
        return cursor == bytes.endIndex
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
