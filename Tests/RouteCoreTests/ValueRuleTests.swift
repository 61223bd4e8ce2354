#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@testable import RouteCore
import Testing

/// Each type's one rule, on bytes: what it accepts, each fault it finds and where, and the
/// invariants of its answers.
@Suite struct ValueRuleTests {
    /// The fault `type` finds in `text`; nil when it reads the text as valid.
    static func fault(_ type: ParamType, _ text: String) -> ValueFault? {
        if case .invalid(let fault) = type.read(text) { return fault }
        return nil
    }

    @Test func integers() {
        let int = ParamType.int(IntRule())
        #expect(int.read("-0") == .valid(.int(0)))
        #expect(int.read("007") == .valid(.int(7)))
        #expect(int.read("9223372036854775807") == .valid(.int(.max)))
        #expect(int.read("-9223372036854775808") == .valid(.int(.min)))
        #expect(Self.fault(int, "9223372036854775808") == .tooLarge)
        #expect(Self.fault(int, "-9223372036854775809") == .tooLarge)
        #expect(Self.fault(int, "99999999999999999999x") == .mismatch(at: 20..<21))
        #expect(Self.fault(int, "12a4") == .mismatch(at: 2..<3))
        #expect(Self.fault(int, "+1") == .mismatch(at: 0..<1))
        #expect(Self.fault(int, "--1") == .mismatch(at: 1..<2))
        #expect(Self.fault(int, "-") == .mismatch(at: nil))
        #expect(Self.fault(int, "") == .mismatch(at: nil))
        let bounded = ParamType.int(IntRule(min: -5, max: 500))
        #expect(bounded.read("-5") == .valid(.int(-5)))
        #expect(bounded.read("500") == .valid(.int(500)))
        #expect(Self.fault(bounded, "-6") == .belowMinimum(.integer(-5)))
        #expect(Self.fault(bounded, "501") == .aboveMaximum(.integer(500)))
    }

    @Test func numbers() {
        let number = ParamType.double(DoubleRule(min: -90, max: 90))
        #expect(number.read("-90.0") == .valid(.double(-90)))
        #expect(number.read("1e1") == .valid(.double(10)))
        #expect(number.read("89.9999999999999") == .valid(.double(89.9999999999999)))
        #expect(Self.fault(number, "90.00000000000001") == .aboveMaximum(.number(90)))
        #expect(Self.fault(number, "-90.0001") == .belowMinimum(.number(-90)))
        for text in ["nan", "inf", "0x1p3", "+1", "1e400", ".", "1_0", "1,5"] {
            #expect(Self.fault(number, text) == .mismatch(at: nil), "\(text)")
        }
    }

    @Test func strings() throws {
        let bounded = ParamType.string(StringRule(minLength: 2, maxLength: 4))
        #expect(bounded.read("ab") == .valid(.string("ab")))
        #expect(bounded.read("e\u{301}e\u{301}") == .valid(.string("e\u{301}e\u{301}")))
        #expect(Self.fault(bounded, "abcde") == .tooLong(maximum: 4, length: 5))
        #expect(Self.fault(bounded, "a") == .tooShort(minimum: 2, length: 1))
        // Characters as a person sees them: five scalars, two characters; CR LF is one.
        #expect(Self.fault(bounded, "e\u{301}\u{301}\u{301}\u{301}") == .tooShort(minimum: 2, length: 1))
        #expect(Self.fault(bounded, "a\r\nb") == nil)
        #expect(Self.fault(.string(StringRule(maxLength: 2)), "👨\u{200D}👩\u{200D}👧x") == nil)
        #expect(Self.fault(.string(StringRule(maxLength: 2)), "東京都") == .tooLong(maximum: 2, length: 3))
        let slug = ParamType.string(StringRule(maxLength: 3, pattern: try Pattern("^[a-z]+$")))
        #expect(Self.fault(slug, "ab1") == .patternMismatch)
        // The length is checked first.
        #expect(Self.fault(slug, "ab12") == .tooLong(maximum: 3, length: 4))
        #expect(ParamType.string(StringRule()).read("") == .valid(.string("")))
    }

    @Test func enums() {
        let mode = ParamType.enumeration(EnumRule(values: ["safari", "webView"]))
        #expect(mode.read("webView") == .valid(.string("webView")))
        #expect(Self.fault(mode, "Safari") == .notInEnum)
        // Text is compared as text: U+212A KELVIN SIGN is "K", and "é" is "e" and U+0301.
        let letters = ParamType.enumeration(EnumRule(values: ["K", "caf\u{E9}"]))
        #expect(letters.read("\u{212A}") == .valid(.string("\u{212A}")))
        #expect(letters.read("cafe\u{301}") == .valid(.string("cafe\u{301}")))
        #expect(Self.fault(letters, "k") == .notInEnum)
    }

    @Test func bools() {
        for (text, value) in [("true", true), ("1", true), ("false", false), ("0", false)] {
            #expect(ParamType.bool.read(text) == .valid(.bool(value)))
        }
        for text in ["True", "yes", "10", "", "truee"] {
            #expect(Self.fault(.bool, text) == .mismatch(at: nil), "\(text)")
        }
    }

    @Test func uuids() {
        #expect(ParamType.uuid.read("6BA7B810-9dad-11d1-80b4-00c04fd430c8").isValid)
        #expect(Self.fault(.uuid, "6ba7b810x9dad-11d1-80b4-00c04fd430c8") == .mismatch(at: 8..<9))
        #expect(Self.fault(.uuid, "6ba7b810-9dad-11d1-80b4-00c04fd430cg") == .mismatch(at: 35..<36))
        #expect(Self.fault(.uuid, "6ba7b810-9dad-11d1-80b4-00c04fd430c80") == .mismatch(at: 36..<37))
        #expect(Self.fault(.uuid, "6ba7b810-9dad-11d1-80b4-00c04fd430c") == .mismatch(at: nil))
    }

    @Test func colours() {
        #expect(ParamType.color.read("#Ff88aA").isValid)
        #expect(Self.fault(.color, "FF8800") == .mismatch(at: 0..<1))
        #expect(Self.fault(.color, "#GG8800") == .mismatch(at: 1..<2))
        #expect(Self.fault(.color, "#FF88000") == .mismatch(at: 7..<8))
        #expect(Self.fault(.color, "#FF880") == .mismatch(at: nil))
    }

    @Test func dates() {
        for text in ["2026-11-22", "2024-02-29", "2026-11-22T09:30:00Z", "2026-11-22t09:30:00.250+09:00", "2026-11-22T09:30+0900"] {
            #expect(ParamType.date.read(text).isValid, "\(text)")
        }
        let faults: [(String, Range<Int>?)] = [
            ("2026-13-01", 5..<7), ("2026-02-29", 8..<10), ("2026-1-22", 6..<7), ("2026/11/22", 4..<5),
            ("2026-11-22T24:00:00Z", 11..<13), ("2026-11-22T09:60Z", 14..<16), ("2026-11-22T09:30:61Z", 17..<19),
            ("2026-11-22T09:30:00.Z", 20..<21), ("2026-11-22T09:30:00", nil), ("2026-11-22 09:30Z", 10..<11),
            ("2026-11-22T09:30Zx", 17..<18), ("2026-11-22T09:30+24:00", 17..<19), ("2026-11", nil),
        ]
        for (text, part) in faults {
            #expect(Self.fault(.date, text) == .mismatch(at: part), "\(text)")
        }
    }

    @Test func urls() {
        let https = ParamType.url(URLRule(schemes: ["HTTPS"]))
        #expect(https.read("HTTPS://Example.com/help").isValid)
        // A fragment, and an authority with a port: the scanner reads every link alike.
        #expect(https.read("https://a:8080/b?c=d").isValid)
        #expect(https.read("https://a/b#c").isValid)
        #expect(Self.fault(https, "ftp://a/b") == .schemeNotAllowed(at: 0..<3))
        #expect(Self.fault(https, "https://a b") == .mismatch(at: nil))
        #expect(Self.fault(.url(URLRule()), "/relative") == .mismatch(at: nil))
        // Set afterwards, the schemes are lower-cased as the initializer lower-cases them.
        var rule = URLRule()
        rule.schemes = ["HTTPS"]
        #expect(rule.schemes == ["https"])
        #expect(ParamType.url(rule).read("https://a/b").isValid)
    }

    @Test func json() {
        #expect(ParamType.json.read("{\"a\":[1]}") == .valid(.json(.object([("a", .array([.int(1)]))]))))
        #expect(Self.fault(.json, "{\"a\":}") == .invalidJSON(JSONSyntaxError(.unexpectedCharacter, at: 5)))
    }

    /// A list reads each element with its element type, a list of lists with the innermost.
    @Test func listsReadTheirElements() {
        let list = ParamType.list(ListRule(of: .list(ListRule(of: .int(IntRule(min: 1))))))
        #expect(list.valueType == .int(IntRule(min: 1)))
        #expect(list.read("2") == .valid(.int(2)))
        #expect(Self.fault(list, "0") == .belowMinimum(.integer(1)))
    }

    /// Each fault's code.
    @Test func faultCodes() {
        let codes: [(ValueFault, DiagnosticCode)] = [
            (.mismatch(at: nil), .typeMismatch), (.schemeNotAllowed(at: 0..<1), .typeMismatch),
            (.invalidJSON(JSONSyntaxError(.badNumber, at: 0)), .typeMismatch), (.tooLarge, .outOfRange),
            (.belowMinimum(.integer(0)), .outOfRange), (.aboveMaximum(.number(0)), .outOfRange),
            (.tooShort(minimum: 1, length: 0), .tooShort), (.tooLong(maximum: 1, length: 2), .tooLong),
            (.patternMismatch, .patternMismatch), (.notInEnum, .notInEnum),
        ]
        for (fault, code) in codes { #expect(fault.code == code, "\(fault)") }
    }

    /// The renderer's words of each kind of fault.
    @Test func faultWords() throws {
        let cases: [(ParamType, String, String, expected: String, suggestion: String?)] = [
            (.int(IntRule(min: 1)), "00", "must be at least 1, found 0", "an integer ≥ 1", nil),
            (.int(IntRule()), "abc", "expects an integer, found \"abc\"", "an integer", nil),
            (.int(IntRule(max: 5)), "99999999999999999999", "is too large for an integer, found \"99999999999999999999\"", "an integer ≤ 5", nil),
            (.double(DoubleRule(min: 0, max: 2)), "2.50", "must be at most 2, found 2.50", "a number from 0 to 2", nil),
            (.double(DoubleRule(max: 2)), "x", "expects a number, found \"x\"", "a number", nil),
            (.string(StringRule(maxLength: 2)), "abc", "must be at most 2 characters, found 3", "text of at most 2 characters", nil),
            (.string(StringRule(pattern: try Pattern("^a"))), "b", "must match ^a, found \"b\"", "text matching ^a", nil),
            (.bool, "yes", "expects true, false, 1 or 0, found \"yes\"", "true, false, 1 or 0", "true"),
            (.enumeration(EnumRule(values: ["safari", "webView"])), "Safari",
             "must be one of safari, webView, found \"Safari\"; did you mean safari?", "one of safari, webView", "safari"),
            (.url(URLRule(schemes: ["https"])), "ftp://a", "expects an absolute https URL, found \"ftp://a\"", "an absolute https URL", nil),
            (.json, "[", "expects a JSON value, but the text ends where a value should start at offset 1", "a JSON value", nil),
        ]
        for (type, text, predicate, expected, suggestion) in cases {
            let fault = try #require(Self.fault(type, text), "\(text)")
            let words = ProblemRenderer.valueWords(fault, of: type, found: text)
            #expect(words.predicate == predicate)
            #expect(words.expected == expected)
            #expect(words.suggestion == suggestion)
        }
    }

    /// Every `Int` reads back from its text, and the bounds' edges fall on the right side.
    @Test func integersRoundTripThroughTheirText() {
        var random = SplitMix64(seed: 0x1A7)
        for _ in 0..<2_000 {
            let value = Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64)
            #expect(ParamType.int(IntRule()).read(String(value)) == .valid(.int(value)))
            let rule = ParamType.int(IntRule(min: value, max: value))
            #expect(rule.read(String(value)).isValid)
            if value > .min { #expect(Self.fault(rule, String(value - 1)) == .belowMinimum(.integer(value))) }
            if value < .max { #expect(Self.fault(rule, String(value + 1)) == .aboveMaximum(.integer(value))) }
        }
    }

    /// Every width reads exactly the integers `init?(_:)` reads from the same digits: the rule's
    /// syntax at that width.
    @Test func integerWidthsBoundTheSameSyntax() throws {
        func check<Integer: FixedWidthInteger>(_ type: Integer.Type) throws {
            for text in ["0", "-0", "007", "-1", "\(Integer.max)", "\(Integer.min)", "\(Integer.max)0", "-\(Integer.max)0", "1\(Integer.max)"] {
                let read = try? IntegerText.read(text, as: Integer.self)
                #expect(read == Integer(text), "\(Integer.self) \(text)")
            }
            #expect(throws: QueryValueError.format) { try IntegerText.read("+1", as: Integer.self) }
        }
        try check(Int8.self)
        try check(UInt8.self)
        try check(Int32.self)
        try check(UInt.self)
        try check(Int.self)
    }

    /// A short decimal read on its bytes has exactly the value `Double(_:)` gives it, for 2,000
    /// random decimals of up to 15 digits.
    @Test func shortDecimalsKeepTheirExactValue() {
        var random = SplitMix64(seed: 0xD0B1)
        for _ in 0..<2_000 {
            let count = Int(random.next() % 15) + 1
            var text = random.next() % 4 == 0 ? "-" : ""
            let point = Int(random.next() % UInt64(count + 1))
            for position in 0..<count {
                if position == point, position > 0 { text += "." }
                text += String(random.next() % 10)
            }
            #expect(ParamType.double(DoubleRule()).read(text) == .valid(.double(Double(text)!)), "\(text)")
        }
    }

    /// A date written from a `Date` reads back to it, through the rule's fields, for 2,000
    /// random instants at millisecond precision from year 1 to 9999.
    @Test func datesRoundTripThroughTheirFields() {
        var random = SplitMix64(seed: 0xDA7E)
        let first = -62_135_596_800_000  // 0001-01-01T00:00:00Z, in milliseconds; the span ends at 9999-12-31T23:59:59.999Z
        let span = UInt64(253_402_300_799_999 - first)
        for _ in 0..<2_000 {
            let date = Date(timeIntervalSince1970: Double(first + Int(random.next() % span)) / 1000)
            let text = ISO8601Text.text(for: date)
            #expect(ParamType.date.read(text).isValid, "\(text)")
            #expect(ISO8601Text.date(from: text) == date, "\(text)")
        }
    }

    /// The verdict applies the same rules building no text: where a rule needs the text
    /// (counting characters, comparing text that is not ASCII, JSON) it declines, and reading the
    /// value decides. A url value is scanned as the scanner reads links, whatever its syntax.
    @Test func theVerdictDeclinesWhereTheRuleNeedsText() {
        func verdict(_ type: ParamType, _ text: String) -> Bool? {
            var rules = ValueRules()
            let check = ValueCheck(ParamSpec(name: "p", type: type), rules: &rules)
            let verdict = text.withUTF8Bytes { check.verdict(on: $0, 0..<$0.count, traits: LinkByte.traits(of: $0, 0..<$0.count), rules: rules) }
            switch verdict {
            case .valid: return true
            case .invalid: return false
            case .undecided: return nil
            }
        }
        let short = ParamType.string(StringRule(maxLength: 2))
        #expect(verdict(short, "ab") == true)
        #expect(verdict(short, "abc") == false)
        #expect(verdict(short, "%C3%A9%C3%A9") == true)
        #expect(verdict(short, "a%0D%0Ab") == nil)
        #expect(verdict(short, "%E6%9D%B1%E4%BA%AC%E9%83%BD") == nil)
        #expect(verdict(.string(StringRule()), "%E6%9D%B1%E4%BA%AC%E9%83%BD") == true)
        #expect(verdict(.enumeration(EnumRule(values: ["\u{212A}", "b"])), "b") == true)
        #expect(verdict(.enumeration(EnumRule(values: ["\u{212A}", "b"])), "K") == nil)
        #expect(verdict(.enumeration(EnumRule(values: ["a", "b"])), "K") == false)
        #expect(verdict(.url(URLRule(schemes: ["https"])), "https%3A%2F%2Fa%2Fb") == true)
        #expect(verdict(.url(URLRule(schemes: ["https"])), "ftp%3A%2F%2Fa%2Fb") == false)
        #expect(verdict(.url(URLRule()), "https%3A%2F%2Fa%2Fb%23c") == true)
        #expect(verdict(.url(URLRule()), "https%3A%2F%2Fa%20b") == false)
        #expect(verdict(.json, "%7B%7D") == nil)
        #expect(verdict(.string(StringRule()), "%C3") == false)
        #expect(verdict(.string(StringRule()), "") == nil)
    }

    /// The campaign lower-case policy: upper case breaks it, in ASCII and beyond.
    @Test func theLowercasePolicy() {
        func breaks(_ text: String) -> Bool { text.withUTF8Bytes(LowercasePolicy.isBroken) }
        #expect(!breaks("spring_sale-2026"))
        #expect(breaks("Spring"))
        #expect(!breaks("café"))
        #expect(breaks("caf\u{C9}"))
        #expect(!breaks("東京"))
    }
}
