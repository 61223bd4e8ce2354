/// Integers as links write them: an optional `-`, then ASCII digits (no `+`, spaces or `_`),
/// as the route map's `int` type reads them.
enum IntegerText {
    /// Reads `text` as an `Integer`; a number that does not fit is `out-of-range`.
    static func read<Integer: FixedWidthInteger>(_ text: String?, as type: Integer.Type) throws(QueryValueError) -> Integer {
        guard let text else { throw .noValue }
        guard !text.isEmpty else { throw .empty }
        guard IntRule.looksNumeric(text) else { throw .format }
        guard let value = Integer(text) else { throw .rule(.outOfRange, expected: expectation(for: type)) }
        return value
    }

    /// "an integer", with the bounds for the types narrower than `Int`.
    static func expectation<Integer: FixedWidthInteger>(for type: Integer.Type) -> String {
        Integer.bitWidth >= Int.bitWidth && Integer.isSigned
            ? "an integer" : "an integer" + Bounds.describe(min: String(Integer.min), max: String(Integer.max))
    }
}
