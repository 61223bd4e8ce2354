import RouteCore

/// Whether one ``Expectation`` held, and what the state had instead.
public struct ExpectationResult: Sendable, Hashable, CustomStringConvertible {
    /// The fact checked.
    public var expectation: Expectation
    /// What the state had, in the same JSON shape as ``expected``; null when there was nothing
    /// (no pending link, or no such tab).
    public var actual: JSONValue
    /// Whether the fact held.
    public var met: Bool

    public init(expectation: Expectation, actual: JSONValue, met: Bool) {
        self.expectation = expectation
        self.actual = actual
        self.met = met
    }

    /// What the flow expected.
    public var expected: JSONValue { expectation.value }

    /// `modal [login]` when met; `modal: expected [login], found []` when not.
    public var description: String {
        met
            ? "\(expectation.key) \(Self.text(expected))"
            : "\(expectation.key): expected \(Self.text(expected)), found \(Self.text(actual))"
    }

    /// A value as a person reads it: `[feed, articleDetail]`, `home`, `none`, `true`.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: "none"
        case .string(let text): text.displayable
        case .array(let items): "[" + items.map(text).joined(separator: ", ") + "]"
        case .bool, .int, .double, .object: value.serialized().displayable
        }
    }
}
