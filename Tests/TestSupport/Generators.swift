import Foundation
import PropertyBased
import RouteCore

/// Random values for property tests, biased towards what breaks links: delimiters, `%`,
/// spaces, controls, combining marks, emoji sequences, bidi and invisible characters.
package enum Generators {
    package typealias Random = any SeededRandomNumberGenerator

    /// Pieces of text that links get wrong.
    package static let trickyPieces: [String] = [
        " ", "&", "=", "+", "#", "/", "?", "%", ",", ";", ":", "@", "!", "$", "'", "(", ")", "*", "~", "[", "]", "\\",
        "\"", "<", ">", "{", "}", "|", "^", "`", "\t", "\n", "\r\n", "\u{0}", "\u{7F}", "\u{85}", "é", "ß", "日本語",
        "😀", "👩‍👩‍👧", "🇯🇵", "\u{200D}", "\u{202E}", "\u{FEFF}", "e\u{301}", "%20", "%zz", "%2C", "a", "Z", "0", "-", "_", ".",
    ]

    /// Any text, the empty text included.
    package static let text = Generator { (rng: inout Random) in randomText(&rng, length: 0...16) }

    /// Text with at least one character.
    package static let nonEmptyText = Generator { (rng: inout Random) in randomText(&rng, length: 1...16) }

    package static func randomText(_ rng: inout Random, length: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<Int.random(in: length, using: &rng) {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
            case 4..<7: text += trickyPieces.randomElement(using: &rng)!
            default: text.unicodeScalars.append(randomScalar(&rng))
            }
        }
        return text
    }

    /// Any Unicode scalar above ASCII: never a surrogate.
    package static func randomScalar(_ rng: inout Random) -> Unicode.Scalar {
        while true {
            let value = Bool.random(using: &rng) ? UInt32.random(in: 0x80...0xFFFF, using: &rng) : UInt32.random(in: 0x80...0x10FFFF, using: &rng)
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
    }

    /// Integers, with the extremes and small values more often than chance gives them.
    package static let int = Generator { (rng: inout Random) in randomInt(&rng, in: Int.min...Int.max) }

    package static func randomInt(_ rng: inout Random, in range: ClosedRange<Int>) -> Int {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: range.lowerBound
        case 1: range.upperBound
        // Small values, when the range has any: a range wholly beyond ±1000 has none.
        case 2, 3:
            range.lowerBound <= 1000 && range.upperBound >= -1000
                ? Int.random(in: max(range.lowerBound, -1000)...min(range.upperBound, 1000), using: &rng)
                : Int.random(in: range, using: &rng)
        default: Int.random(in: range, using: &rng)
        }
    }

    /// Finite doubles: fractions, integral values, huge and tiny magnitudes, negative zero.
    package static let double = Generator { (rng: inout Random) in randomDouble(&rng, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }

    package static func randomDouble(_ rng: inout Random, in range: ClosedRange<Double>) -> Double {
        let value: Double
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: value = range.lowerBound
        case 1: value = range.upperBound
        case 2: value = Double(Int.random(in: -1000...1000, using: &rng))
        case 3: value = [0.1, -0.0, .leastNonzeroMagnitude, 1e300, 1.0 / 3.0, 2.5e-8].randomElement(using: &rng)!
        case 4: value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
        // Moderate values, when the range has any: a range wholly beyond ±1e9 has none.
        default:
            value =
                range.lowerBound <= 1e9 && range.upperBound >= -1e9
                ? Double.random(in: max(range.lowerBound, -1e9)...min(range.upperBound, 1e9), using: &rng) : range.upperBound
        }
        return value.isFinite && range.contains(value) ? value : range.lowerBound
    }

    /// Finite floats.
    package static let float = Generator { (rng: inout Random) -> Float in
        let value = Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &rng))
        return value.isFinite ? value : Float.random(in: -1e6...1e6, using: &rng)
    }

    /// Dates from 1900 to 2200 at millisecond precision, which ISO 8601 text keeps exactly.
    package static let date = Generator { (rng: inout Random) in
        Date(timeIntervalSince1970: Double(Int.random(in: -2_208_988_800_000...7_258_118_400_000, using: &rng)) / 1000)
    }

    package static let uuid = Generator { (rng: inout Random) in
        UUID(uuid: (
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng)))
    }

    /// Absolute URLs that are valid by RFC 3986, with encoded text in every component.
    package static let urlText = Generator { (rng: inout Random) in randomURLText(&rng, scheme: ["https", "http", "myapp", "ftp"].randomElement(using: &rng)!) }

    package static func randomURLText(_ rng: inout Random, scheme: String) -> String {
        let labels = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            String((0..<Int.random(in: 1...8, using: &rng)).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement(using: &rng)! })
        }
        var text = scheme + "://" + labels.joined(separator: ".")
        if Bool.random(using: &rng) { text += ":" + String(Int.random(in: 1...65535, using: &rng)) }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            text += "/" + PercentEncoding.encode(randomText(&rng, length: 0...6), for: .pathSegment)
        }
        if Bool.random(using: &rng) {
            text += "?" + (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                PercentEncoding.encode(randomText(&rng, length: 1...4), for: .queryName) + "="
                    + PercentEncoding.encode(randomText(&rng, length: 0...6), for: .queryValue)
            }.joined(separator: "&")
        }
        if Bool.random(using: &rng) { text += "#" + PercentEncoding.encode(randomText(&rng, length: 0...6), for: .fragment) }
        return text
    }

    /// ISO 8601 dates and date-times in every form route maps accept.
    package static func randomDateText(_ rng: inout Random) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        let year = Int.random(in: 0...9999, using: &rng)
        let month = Int.random(in: 1...12, using: &rng)
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = month == 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(Int.random(in: 1...days, using: &rng), 2)
        guard Bool.random(using: &rng) else { return text }
        text += (Bool.random(using: &rng) ? "T" : "t") + padded(Int.random(in: 0...23, using: &rng), 2) + ":"
            + padded(Int.random(in: 0...59, using: &rng), 2)
        if Bool.random(using: &rng) {
            text += ":" + padded(Int.random(in: 0...59, using: &rng), 2)
            if Bool.random(using: &rng) { text += "." + String(Int.random(in: 0...999_999, using: &rng)) }
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: text += "Z"
        case 1: text += (Bool.random(using: &rng) ? "+" : "-") + padded(Int.random(in: 0...23, using: &rng), 2) + ":" + padded(Int.random(in: 0...59, using: &rng), 2)
        default: text += "z"
        }
        return text
    }

    /// JSON values up to three levels deep, each object writing a key once (a `json` value that
    /// repeats a key is refused).
    package static func randomJSON(_ rng: inout Random, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth < 3 ? 8 : 6), using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .int(randomInt(&rng, in: Int.min...Int.max))
        case 3: return .double(randomDouble(&rng, in: -1e300...1e300))
        case 4, 5: return .string(randomText(&rng, length: 0...8))
        case 6: return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in randomJSON(&rng, depth: depth + 1) })
        default:
            var pairs: [(key: String, value: JSONValue)] = []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let pair = (key: randomText(&rng, length: 0...5), value: randomJSON(&rng, depth: depth + 1))
                if !pairs.contains(where: { $0.key == pair.key }) { pairs.append(pair) }
            }
            return .object(pairs)
        }
    }

    // MARK: Routes

    /// Valid routes of `routeMap`, as the analyzer reports them: every required and path
    /// parameter, some optional ones, and every default (sometimes given explicitly).
    package static func route(in routeMap: RouteMap) -> Generator<Route, Shrink.None<Route>> {
        let screens = routeMap.tabs.flatMap { tab in tab.screens.map { (tab, $0) } }
        return Generator { (rng: inout Random) in
            let (tab, screen) = screens.randomElement(using: &rng)!
            var params: [RouteParam] = []
            for spec in screen.params {
                let isPath = screen.path.parameterNames.contains(spec.name)
                if let defaultValue = spec.defaultValue, case .valid(let value) = spec.type.read(defaultValue),
                    Bool.random(using: &rng)
                {
                    params.append(RouteParam(name: spec.name, value: value))
                } else if isPath || spec.isRequired || spec.defaultValue != nil || Bool.random(using: &rng) {
                    params.append(RouteParam(name: spec.name, value: randomValue(&rng, of: spec.type, nonEmpty: spec.isRequired || isPath)))
                }
            }
            return Route(tab: tab.name, screen: screen.name, params: params)
        }
    }

    /// A value that `type` reads back as itself.
    package static func randomValue(_ rng: inout Random, of type: ParamType, nonEmpty: Bool) -> TypedValue {
        switch type {
        case .int(let rule): return .int(randomInt(&rng, in: (rule.min ?? .min)...(rule.max ?? .max)))
        case .double(let rule): return .double(randomDouble(&rng, in: (rule.min ?? -1e300)...(rule.max ?? 1e300)))
        case .bool: return .bool(Bool.random(using: &rng))
        case .string(let rule):
            var text = String(randomText(&rng, length: nonEmpty ? 1...16 : 0...16).prefix(rule.maxLength ?? .max))
            while text.count < rule.minLength ?? 0 { text += "a" }
            return .string(text)
        case .enumeration(let rule): return .string(rule.values.randomElement(using: &rng)!)
        case .url(let rule): return .string(randomURLText(&rng, scheme: rule.schemes.first ?? "https"))
        case .uuid:
            let characters = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx".map { character in
                character == "-" ? character : "0123456789abcdefABCDEF".randomElement(using: &rng)!
            }
            return .string(String(characters))
        case .color: return .string("#" + String(format: "%06X", Int.random(in: 0...0xFFFFFF, using: &rng)))
        case .date: return .string(randomDateText(&rng))
        case .json: return .json(randomJSON(&rng))
        case .list(let rule):
            return .list((0..<Int.random(in: 1...4, using: &rng)).map { _ in randomValue(&rng, of: rule.element, nonEmpty: true) })
        }
    }
}
