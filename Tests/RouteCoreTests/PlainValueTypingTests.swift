@testable import RouteCore
import Testing

/// Typing a value on its bytes (``ValueCheck``) gives `read`'s verdict whenever it gives one.
@Suite struct PlainValueTypingTests {
    static let types: [ParamType] = [
        .int(IntRule()), .int(IntRule(min: 1)), .int(IntRule(min: -5, max: 500)), .string(StringRule()),
        .string(StringRule(minLength: 1, maxLength: 4)), .string(StringRule(pattern: try! Pattern("^[a-z0-9_.-]+$"))),
        .enumeration(EnumRule(values: ["news", "tech", "Tech", "n"])), .enumeration(EnumRule(values: ["\u{212A}", "b"])),
        .bool, .double(DoubleRule()), .double(DoubleRule(min: -90, max: 90)), .uuid, .date, .url(URLRule()),
        .url(URLRule(schemes: ["https"])), .json, .list(ListRule(of: .int(IntRule()))), .color,
    ]

    /// Words that meet every rule's edges: signs, zeros, the limits of `Int`, lengths around the
    /// bounds, cases, a control character, and the ASCII text of a non-ASCII enum value.
    static let words = [
        "", "0", "-0", "00", "1", "-1", "-5", "-6", "500", "501", "+1", "1.5", "1e3", " 1", "abc", "a_b.c-d", "A", "K", "k",
        "news", "tech", "Tech", "TECH", "n", "b", "true", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "99999999999999999999", "-", "--1", "1-", "ab\tc", "abcd", "abcde", "x y", "false", "True",
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8", "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "6ba7b810-9dad-11d1-80b4-00c04fd430c",
        "6ba7b810x9dad-11d1-80b4-00c04fd430c8", "6ba7b810-9dad-11d1-80b4-00c04fd430cg", "2026-11-22", "2026-02-29", "2024-02-29",
        "2026-13-01", "2026-11-22T09:30:00Z", "2026-11-22T09:30:00.250+09:00", "2026-11-22T24:00:00Z", "2026-11-22T09:30",
        "2026-11-22t09:30:00z", "2026-11-22T09:30:00+0900", "2026-1-22", "90", "90.0001", "-90.0", "1e400", "nan", "inf",
        ".5", "5.", "1e", "0x1p3", "+.5", "1_0", "007.5", "-0", "-0.0", "28.4806", "0.1", "89.9999999999999", "-90.0000000000000",
        "90.00000000000001", "123456789012345", "1234567890123456", "1.2.3", "-.5", "1..2", "999999999999999.", "https://example.com/help/30", "HTTPS://Example.com", "ftp://a/b?c=d&e",
        "https://", "https://a b", "myapp://home?x=1#", "https://a:80/", "a:b", "https://[::1]/", "https://a/b#c",
        "https://a/%41", "https://a/?q=%zz", "https://a/?q=%41", "https://a/b//c/", "h-t.t+p://a", "1https://a",
        "#FF8800", "#ff8800", "#Ff88aA", "#FF880", "#FF88000", "FF8800", "#GG8800", "##F8800", "#FF 800",
    ]

    /// The edge words, and 2,000 random words of up to 7 bytes from an alphabet of digits, signs,
    /// letters in both cases, a space and a tab.
    static let texts: [String] = {
        var random = SplitMix64(seed: 0x7195)
        let alphabet = Array("09-+.aAzZkK_ ~\t,")
        var texts = words
        for _ in 0..<2_000 {
            texts.append(String((0..<Int(random.next() % 8)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
        }
        return texts
    }()

    @Test(arguments: types)
    func agreesWithRead(type: ParamType) {
        let texts = Self.texts
        let check = ValueCheck(type)
        var told = 0
        for text in texts {
            let verdict = text.withUTF8Bytes { check.typeVerdict(on: $0, 0..<$0.count) }
            guard let verdict else { continue }
            told += 1
            #expect(verdict == type.read(text).isValid, "\(type.name) \(text.debugDescription)")
        }
        // The types typed on bytes do give verdicts, so the loop above checks something.
        switch type {
        // `read` reads a list type's text as one element, so its verdict is the element type's.
        case .int, .double, .bool, .uuid, .date, .list, .color: #expect(told == texts.count)
        case .string: #expect(told > 1_000)
        case .enumeration(let rule) where rule.values.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }): #expect(told > 1_000)
        // With a non-ASCII value, only a match with an ASCII value is told on bytes ("K" is not).
        case .enumeration: #expect(told > 0 && told < texts.count)
        // Only links of the plain syntax are told on bytes.
        case .url: #expect(told > 5 && told < 20)
        default: #expect(told == 0)
        }
    }

    /// Declarations whose whole-value verdicts are checked (lists, the case policy, `+` as a
    /// space, lengths, patterns, types told only by reading), with how many values at least each
    /// must tell, so that the test checks something.
    static let specs: [(ParamSpec, lowercase: Bool, told: Int)] = [
        (ParamSpec(name: "a", type: .list(ListRule(of: .int(IntRule(min: 0))))), false, 1_000),
        (ParamSpec(name: "a", type: .list(ListRule(of: .string(StringRule())))), false, 1_000),
        (ParamSpec(name: "a", type: .string(StringRule())), true, 1_000),
        (ParamSpec(name: "a", type: .string(StringRule())), false, 1_000),
        (ParamSpec(name: "a", type: .string(StringRule(maxLength: 3)), plusAsSpace: true), false, 1_000),
        (ParamSpec(name: "a", type: .string(StringRule(minLength: 1, maxLength: 4)), isRequired: true), false, 1_000),
        (ParamSpec(name: "a", type: .string(StringRule(pattern: try! Pattern("^[a-z0-9_.-]+$")))), true, 1_000),
        // With a non-ASCII value, only a match with an ASCII value is told.
        (ParamSpec(name: "a", type: .enumeration(EnumRule(values: ["news", "caf\u{E9}", "a b"])), plusAsSpace: true), false, 5),
        (ParamSpec(name: "a", type: .int(IntRule(min: 1)), isRequired: true), false, 1_000),
        (ParamSpec(name: "a", type: .double(DoubleRule(min: -90, max: 90))), false, 1_000),
        // Only links of the plain syntax are told.
        (ParamSpec(name: "a", type: .url(URLRule(schemes: ["https"]))), false, 5),
        // Only values whose escapes decode to no UTF-8 are told.
        (ParamSpec(name: "a", type: .json), false, 1),
    ]

    /// The texts, and escaped forms: every byte escaped, a space as `+`, non-ASCII text, escapes
    /// that decode to no UTF-8, and malformed escapes.
    static let values: [String] = texts.flatMap { text in
        [text, text.withUTF8Bytes { PercentEncoding.encodeAll($0) }, text.replacingOccurrences(of: " ", with: "+")]
    } + [
        "caf%C3%A9", "CAF%C3%89", "%E6%9D%B1%E4%BA%AC", "%C3", "%FF", "a%C3b", "%E6%9D", "%", "%4", "%zz", "a%2Cb", "1%2C2",
        "https%3A%2F%2Fexample.com%2Fhelp%2F30", "https%3A%2F%2Fa%20b", "ios%2018", "50%25", "a+b", "+", "%2B", "\u{212A}",
        "e%CC%81", "e%CC%81%CC%81%CC%81%CC%81", "%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9", "%E6%9D%B1%E4%BA%AC%E9%83%BD", "a%C3%A9bc",
    ]

    /// A whole value's verdict is the matcher's full reading (which it settles without
    /// building text) whenever it gives one: lists element by element, the campaign lower-case
    /// policy, decoded escapes.
    @Test func valueVerdictAgreesWithReading() {
        for (spec, lowercase, minimum) in Self.specs {
            // The spec as a campaign parameter under the lower-case policy, else as the screen's own.
            let map = CompiledRouteMap(
                RouteMap.unchecked(
                    app: "T", schemes: ["t"], tabs: [Tab(name: "t", root: "s", screens: [Screen(name: "s", params: lowercase ? [] : [spec])])],
                    campaign: lowercase ? CampaignRules(params: [spec], lowercase: .params([spec.name])) : CampaignRules()))
            let table = map.tables[map.screens[0].table]
            let declaration = table.entries[table.names.keys.firstIndex { $0.text == spec.name }!].declaration!
            let check = map.checks[Int(declaration.check)]
            var told = 0
            for text in Self.values {
                text.withUTF8Bytes { bytes in
                    let range = 0..<bytes.count
                    guard let verdict = check.verdict(on: bytes, range, traits: LinkByte.traits(of: bytes, range)) else { return }
                    told += 1
                    var matcher = LinkMatcher<AnalysisRecording>(bytes: bytes, map: map, requiresCampaign: false)
                    var reading = ParamRecord(source: .query)
                    matcher.readValue(
                        QueryItemSpan(item: range, name: 0..<0, value: range), declaration: declaration, campaign: lowercase,
                        lowercase: lowercase, into: &reading)
                    #expect(verdict == (reading.status == nil), "\(spec.type.name) \(text.debugDescription)")
                }
            }
            #expect(told >= minimum, "\(spec.type.name)")
        }
    }

    /// A short decimal typed on its bytes has exactly the value parsing gives it: a rule whose
    /// bounds are both that value accepts it, for 2,000 random decimals of up to 15 digits.
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
            let value = Double(text)!
            let check = ValueCheck(.double(DoubleRule(min: value, max: value)))
            #expect(text.withUTF8Bytes { check.typeVerdict(on: $0, 0..<$0.count) } == true, "\(text)")
        }
    }

    /// Escaped values are told too: decoded, on their text when it is ASCII; text that is not
    /// ASCII only for a string with no rule; no verdict for an empty value.
    @Test func escapedValues() {
        func verdict(_ check: ValueCheck, _ text: String) -> Bool? {
            text.withUTF8Bytes { check.verdict(on: $0, 0..<$0.count, traits: LinkByte.traits(of: $0, 0..<$0.count)) }
        }
        let string = ValueCheck(.string(StringRule()))
        let bounded = ValueCheck(.string(StringRule(maxLength: 3)), plusAsSpace: true)
        let https = ValueCheck(.url(URLRule(schemes: ["https"])))
        #expect(verdict(string, "caf%C3%A9") == true)
        #expect(verdict(string, "%C3") == false)
        #expect(verdict(string, "") == nil)
        #expect(verdict(bounded, "a+b") == true)
        #expect(verdict(bounded, "a+bc") == false)
        #expect(verdict(bounded, "%C3%A9") == true)
        #expect(verdict(bounded, "%C3%A9%C3%A9%C3%A9%C3%A9") == nil)
        #expect(verdict(ValueCheck(.string(StringRule(minLength: 2))), "%C3%A9%C3%A9") == nil)
        #expect(verdict(https, "https%3A%2F%2Fexample.com%2Fhelp") == true)
        #expect(verdict(https, "http%3A%2F%2Fexample.com") == false)
        #expect(verdict(https, "https%3A%2F%2Fexample.com%23top") == nil)
        #expect(verdict(ValueCheck(.double(DoubleRule(max: 90))), "9%31") == false)
        #expect(verdict(ValueCheck(.string(StringRule()), lowercase: true), "%41") == false)
    }
}
