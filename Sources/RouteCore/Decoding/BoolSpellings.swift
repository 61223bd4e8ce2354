import TextBytes

/// How a link writes `true` and `false`.
///
/// Reading accepts any listed spelling, compared exactly; writing uses the first of each list.
///
/// ```swift
/// var encoder = DeepLinkEncoder()
/// encoder.boolSpellings = .yesNo   // writes yes/no
/// ```
///
/// A route map's `type: bool` decides which spellings a link may use, so
/// ``DeepLinkDecoder`` has no such option.
public struct BoolSpellings: Sendable, Hashable, CustomReflectable {
    /// Texts that read as `true`; the first is written.
    public let trueSpellings: [String]
    /// Texts that read as `false`; the first is written.
    public let falseSpellings: [String]

    /// Spellings for both values; each list needs at least one entry, and no text may be in both.
    public init(true trueSpellings: [String], false falseSpellings: [String]) {
        precondition(!trueSpellings.isEmpty && !falseSpellings.isEmpty, "each list needs at least one spelling")
        precondition(Set(trueSpellings).isDisjoint(with: falseSpellings), "a spelling cannot mean both true and false")
        self.trueSpellings = trueSpellings
        self.falseSpellings = falseSpellings
        utf8Spellings =
            trueSpellings.map { Spelling(utf8: Array($0.utf8), value: true) }
            + falseSpellings.map { Spelling(utf8: Array($0.utf8), value: false) }
    }

    /// A spelling as UTF-8, with the value it spells.
    private struct Spelling: Sendable, Hashable {
        var utf8: [UInt8]
        var value: Bool
    }

    /// The spellings as UTF-8, the true ones first, for comparing bytes.
    private let utf8Spellings: [Spelling]

    /// `true`/`false`, also reading `1`/`0`: the route map's `bool` type.
    public static let standard = BoolSpellings(true: ["true", "1"], false: ["false", "0"])
    /// `1`/`0`, also reading `true`/`false`.
    public static let numeric = BoolSpellings(true: ["1", "true"], false: ["0", "false"])
    /// `yes`/`no`, also reading `true`/`false` and `1`/`0`.
    public static let yesNo = BoolSpellings(true: ["yes", "true", "1"], false: ["no", "false", "0"])

    /// The spellings alone; the prepared bytes are not shown.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["trueSpellings": trueSpellings, "falseSpellings": falseSpellings] as KeyValuePairs<String, Any>,
            displayStyle: .struct)
    }

    /// The text written for `value`.
    package func text(for value: Bool) -> String {
        value ? trueSpellings[0] : falseSpellings[0]
    }

    /// "true, false, 1 or 0".
    package var expectation: String {
        let all = zip(trueSpellings, falseSpellings).flatMap { [$0, $1] }
            + trueSpellings.dropFirst(falseSpellings.count) + falseSpellings.dropFirst(trueSpellings.count)
        return all.listedForMessage()
    }

    func read(_ text: String?) throws(QueryValueError) -> Bool {
        guard let text else { throw .noValue }
        guard !text.isEmpty else { throw .empty }
        guard let value = text.withUTF8Bytes(value(of:)) else { throw .format }
        return value
    }

    /// The value that the UTF-8 `bytes` spell, compared exactly; nil when they spell none.
    func value(of bytes: LinkBytes) -> Bool? {
        for spelling in utf8Spellings where bytes.bytesEqual(0..<bytes.count, spelling.utf8) { return spelling.value }
        return nil
    }
}
