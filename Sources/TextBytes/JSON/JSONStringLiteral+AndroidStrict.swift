extension JSONStringLiteral {
    /// The string whose opening quote is at `index`, as `android.util.JsonReader` reads it
    /// (`nextString`, `readEscapeCharacter`), with `index` moved past its closing quote: control
    /// characters are taken as they are, a backslash before any character but `u`, `t`, `b`, `n`,
    /// `r` and `f` stands for that character, and the UTF-16 of `\u` escapes (a surrogate pair
    /// joined, half of one U+FFFD) is read by ``javaHexUnit(_:)``. Bytes that are not UTF-8 read
    /// as U+FFFD.
    @usableFromInline package static func readAndroidStrict(_ bytes: LinkBytes, at index: inout Int) throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        // Most strings have no escape: they are their bytes, as Java decodes the file.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[rebasing: quote + 1..<index - 1], as: UTF8.self)
        }
        var units: [UInt16] = []
        // The start of the bytes not yet in `units`.
        var runStart = quote + 1
        func flush(to end: Int) { units += String(decoding: bytes[rebasing: runStart..<end], as: UTF8.self).utf16 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(to: index)
                index += 1
                return String(decoding: units, as: UTF16.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(to: index)
            let escape = index
            index += 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "u"):
                guard index + 4 < bytes.count else { throw JSONSyntaxError(.unfinishedUnicodeEscape, at: escape) }
                guard let unit = javaHexUnit(bytes[rebasing: index + 1..<index + 5]) else { throw JSONSyntaxError(.badUnicodeEscape, at: escape) }
                units.append(unit)
                index += 5
            case UInt8(ascii: "t"): units.append(0x09); index += 1
            case UInt8(ascii: "b"): units.append(0x08); index += 1
            case UInt8(ascii: "n"): units.append(0x0A); index += 1
            case UInt8(ascii: "r"): units.append(0x0D); index += 1
            case UInt8(ascii: "f"): units.append(0x0C); index += 1
            default:
                // Any other character stands for itself, all its bytes.
                runStart = index
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                flush(to: index)
            }
            runStart = index
        }
        throw JSONSyntaxError(.unclosedString, at: quote)
    }

    /// `Integer.parseInt(hex, 16)` cast to a UTF-16 unit: an optional sign, then hex digits;
    /// nil for anything else.
    static func javaHexUnit(_ hex: LinkBytes) -> UInt16? {
        var index = 0
        let isNegative = hex.first == UInt8(ascii: "-")
        if isNegative || hex.first == UInt8(ascii: "+") { index += 1 }
        guard index < hex.count else { return nil }
        var value = 0
        while index < hex.count {
            guard let digit = PercentEncoding.hexValue(hex[index]) else { return nil }
            value = value << 4 | Int(digit)
            index += 1
        }
        return UInt16(truncatingIfNeeded: isNegative ? -value : value)
    }
}
