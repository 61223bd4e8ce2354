import TextBytes

/// `type: enum`: one of a fixed list of `values`, compared case-sensitively.
public struct EnumRule: Sendable, Hashable {
    /// The accepted values (`values:`), in the route map's order.
    public var values: [String] {
        didSet { (utf8Values, valuesAreASCII) = Self.prepared(values) }
    }
    /// The values as UTF-8, for comparing bytes.
    private var utf8Values: [[UInt8]]
    /// Whether every value is ASCII, so that unequal bytes of ASCII text mean unequal text (text
    /// that is not ASCII can equal ASCII: U+212A KELVIN SIGN equals "K").
    private var valuesAreASCII: Bool

    /// A rule that accepts exactly these values.
    public init(values: [String]) {
        self.values = values
        (utf8Values, valuesAreASCII) = Self.prepared(values)
    }

    private static func prepared(_ values: [String]) -> ([[UInt8]], Bool) {
        (values.map { Array($0.utf8) }, values.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    /// The rule, on a value's text as valid UTF-8: equal to one of the values, as text is equal.
    @inline(__always)
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        // Building the text, the rule always tells.
        check(bytes, buildingText: true)!
    }

    /// ``check(_:)``; nil when only comparing the text as text can tell and `buildingText` is
    /// false (a verdict builds no text).
    @inline(__always)
    func check(_ bytes: LinkBytes, buildingText: Bool) -> RuleOutcome<Void>? {
        // Equal bytes are equal text; unequal bytes of ASCII text are unequal text unless a value
        // is not ASCII.
        for value in utf8Values where bytes.bytesEqual(0..<bytes.count, value) { return .valid(()) }
        if valuesAreASCII, bytes.isASCII(0..<bytes.count) { return .invalid(.notInEnum) }
        guard buildingText else { return nil }
        return values.contains(bytes.text(0..<bytes.count)) ? .valid(()) : .invalid(.notInEnum)
    }
}

extension EnumRule: CustomReflectable {
    /// The values alone, as a route map gives them; the prepared bytes are not shown.
    public var customMirror: Mirror { Mirror(self, children: ["values": values] as KeyValuePairs<String, Any>, displayStyle: .struct) }
}
