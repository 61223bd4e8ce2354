import TextBytes

/// `type: date`: an ISO 8601 date (`2026-11-22`) or date-time with a zone
/// (`2026-11-22T09:30:00Z`, `2026-11-22T09:30:00.250+09:00`), checked down to the calendar.
enum DateValue {
    /// The fields of a valid date or date-time, as written.
    struct Fields: Equatable {
        var year: Int
        var month: Int
        var day: Int
        /// The seconds since midnight written in the time; 0 for a date.
        var secondOfDay = 0
        /// The first six digits of the fraction of a second, and how many there are.
        var fraction = 0
        var fractionDigits = 0
        /// The zone's offset from UTC, in seconds east.
        var offset = 0
    }

    /// The rule, on the UTF-8 of a value: its fields, or the fault and the part that breaks the
    /// form (a field that is out of its range, the byte where a field or separator was expected,
    /// bytes after the end; none when the text ends early).
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Fields> {
        var reader = Reader(bytes: bytes)
        switch reader.read() {
        case .success(let fields): return .valid(fields)
        case .failure(let fault): return .invalid(.mismatch(at: fault.part))
        }
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Where the text breaks the form; nil when it ends early.
    private struct Fault: Error {
        var part: Range<Int>?
    }

    /// Reads the fields left to right.
    private struct Reader {
        let bytes: LinkBytes
        var cursor = 0

        mutating func read() -> Result<Fields, Fault> {
            do throws(Fault) {
                let year = try number(4, below: 10_000)
                try expect("-")
                let month = try number(2, from: 1, below: 13)
                try expect("-")
                let day = try number(2, from: 1, below: daysIn(month: month, year: year) + 1)
                var fields = Fields(year: year, month: month, day: day)
                if cursor == bytes.count { return .success(fields) }
                guard bytes[cursor] == UInt8(ascii: "T") || bytes[cursor] == UInt8(ascii: "t") else { throw Fault(part: cursor..<cursor + 1) }
                cursor += 1
                fields.secondOfDay = try number(2, below: 24) * 3600
                try expect(":")
                fields.secondOfDay += try number(2, below: 60) * 60
                if skip(":") {
                    fields.secondOfDay += try number(2, below: 61)
                    if skip(".") {
                        let start = cursor
                        while cursor < bytes.count, let digit = digit(at: cursor) {
                            if fields.fractionDigits < 6 {
                                fields.fraction = fields.fraction * 10 + digit
                                fields.fractionDigits += 1
                            }
                            cursor += 1
                        }
                        guard cursor > start else { throw fault(width: 1) }
                    }
                }
                if !skip("Z"), !skip("z") {
                    let sign = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "-") ? -1 : 1
                    guard skip("+") || skip("-") else { throw fault(width: 1) }
                    let hours = try number(2, below: 24)
                    _ = skip(":")
                    let minutes = try number(2, below: 60)
                    fields.offset = sign * (hours * 3600 + minutes * 60)
                }
                guard cursor == bytes.count else { throw Fault(part: cursor..<bytes.count) }
                return .success(fields)
            } catch {
                return .failure(error)
            }
        }

        func digit(at index: Int) -> Int? {
            let digit = bytes[index] &- UInt8(ascii: "0")
            return digit < 10 ? Int(digit) : nil
        }

        /// The part of `width` bytes at the cursor, or the end when the text ends first.
        func fault(width: Int) -> Fault {
            Fault(part: cursor < bytes.count ? cursor..<min(cursor + width, bytes.count) : nil)
        }

        /// A field of `width` digits from `minimum` to below `limit`.
        mutating func number(_ width: Int, from minimum: Int = 0, below limit: Int) throws(Fault) -> Int {
            var value = 0
            for index in cursor..<cursor + width {
                guard index < bytes.count else { throw Fault(part: nil) }
                guard let digit = digit(at: index) else { throw Fault(part: index..<index + 1) }
                value = value * 10 + digit
            }
            guard value >= minimum, value < limit else { throw Fault(part: cursor..<cursor + width) }
            cursor += width
            return value
        }

        mutating func expect(_ character: Unicode.Scalar) throws(Fault) {
            guard skip(character) else { throw fault(width: 1) }
        }

        /// Steps over `character` when it is at the cursor.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: character) else { return false }
            cursor += 1
            return true
        }
    }
}
