/// Why a query value could not become a typed value: the three ways a value goes wrong
/// (absent, empty, badly formed), plus rules that custom keys add.
///
/// Converters throw it; ``DeepLink/value(for:)`` and ``LinkAnalysis/value(for:)`` turn it into a
/// ``Diagnostic`` that names the parameter and points at its bytes. An `Optional` of a
/// convertible type reads ``noValue`` and ``empty`` as nil; ``format`` and ``rule(_:expected:suggestion:)``
/// still fail.
public enum QueryValueError: Error, Sendable, Hashable {
    /// The item has no `=`: `flag` rather than `flag=value`. Reported as `missing-value`.
    case noValue
    /// The item has an `=` and nothing after it: `flag=`. Reported as `empty-value`.
    case empty
    /// The text is not written the way the type expects (`abc` for an integer). Reported as
    /// `type-mismatch`.
    case format
    /// The text is well formed but breaks a rule: `code` says which (`.outOfRange`,
    /// `.notInEnum`, `.tooLong`, `.patternMismatch`…), `expected` says what would be accepted, and
    /// `suggestion` is a replacement value when one is clear.
    ///
    /// ```swift
    /// QueryKey<Int>("limit", expected: "an integer ≤ 100") { text in
    ///     let limit = try Int(queryValue: text)
    ///     guard limit <= 100 else { throw QueryValueError.rule(.outOfRange, expected: "an integer ≤ 100") }
    ///     return limit
    /// }
    /// ```
    case rule(DiagnosticCode, expected: String, suggestion: String? = nil)
}
