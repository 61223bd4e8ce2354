@testable import RouteCore
import Testing

/// Typing a plain value on its bytes (``ValueCheck``) gives `read`'s verdict whenever it gives one.
@Suite struct PlainValueTypingTests {
    static let types: [ParamType] = [
        .int(IntRule()), .int(IntRule(min: 1)), .int(IntRule(min: -5, max: 500)), .string(StringRule()),
        .string(StringRule(minLength: 1, maxLength: 4)), .string(StringRule(pattern: try! Pattern("^[a-z0-9_.-]+$"))),
        .enumeration(EnumRule(values: ["news", "tech", "Tech", "n"])), .enumeration(EnumRule(values: ["\u{212A}", "b"])),
        .bool, .double(DoubleRule()), .uuid, .date, .json, .list(ListRule(of: .int(IntRule()))),
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
        "2026-11-22t09:30:00z", "2026-11-22T09:30:00+0900", "2026-1-22",
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
            var copy = text
            let verdict = copy.withUTF8 { check.typeVerdict(on: $0, 0..<$0.count) }
            guard let verdict else { continue }
            told += 1
            #expect(verdict == type.read(text).isValid, "\(type.name) \(text.debugDescription)")
        }
        // The types typed on bytes do give verdicts, so the loop above checks something.
        switch type {
        // `read` reads a list type's text as one element, so its verdict is the element type's.
        case .int, .bool, .uuid, .date, .list: #expect(told == texts.count)
        case .string: #expect(told > 1_000)
        case .enumeration(let rule) where rule.values.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }): #expect(told > 1_000)
        // With a non-ASCII value, only a match with an ASCII value is told on bytes ("K" is not).
        case .enumeration: #expect(told > 0 && told < texts.count)
        default: #expect(told == 0)
        }
    }

    /// A whole value's verdict: a list element by element, the campaign lower-case policy, and no
    /// verdict for an empty value or a `+` that means a space.
    @Test func valueVerdict() {
        let list = ValueCheck(.list(ListRule(of: .int(IntRule(min: 0)))))
        let lowercase = ValueCheck(.string(StringRule()), lowercase: true)
        let plus = ValueCheck(.string(StringRule(maxLength: 3)), plusAsSpace: true)
        for text in Self.texts {
            var copy = text
            let verdicts = copy.withUTF8 { bytes in
                [list, lowercase, plus].map { $0.verdict(on: bytes, 0..<bytes.count) }
            }
            guard !text.isEmpty else {
                #expect(verdicts == [nil, nil, nil])
                continue
            }
            let elements = text.split(separator: ",", omittingEmptySubsequences: false)
            #expect(verdicts[0] == elements.allSatisfy { !$0.isEmpty && ParamType.int(IntRule(min: 0)).read(String($0)).isValid }, "\(text.debugDescription)")
            #expect(verdicts[1] == (text.lowercased() == text), "\(text.debugDescription)")
            // Only reading counts the characters of a text with a control character (the tab).
            #expect(verdicts[2] == (text.contains("+") || text.contains("\t") ? nil : text.count <= 3), "\(text.debugDescription)")
        }
    }
}
