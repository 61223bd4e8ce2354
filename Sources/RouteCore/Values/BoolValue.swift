import TextBytes

/// `type: bool`: the spellings of ``BoolSpellings/standard``: `true`, `false`, `1` or `0`.
enum BoolValue {
    /// The rule, on the UTF-8 of a value: the value it spells, or the fault.
    @inline(__always)
    static func check(_ bytes: LinkBytes) -> RuleOutcome<Bool> {
        BoolSpellings.standard.value(of: bytes).map { .valid($0) } ?? .invalid(.mismatch(at: nil))
    }
}
