/// Integers as links write them: an optional `-`, then ASCII digits (no `+`, spaces or `_`),
/// the route map's `int` rule (``IntRule/parse(_:as:)``) at the width of the integer type.
enum IntegerText {
    /// Reads `text` as an `Integer`; a number that does not fit is `out-of-range`.
    static func read<Integer: FixedWidthInteger>(_ text: String?, as type: Integer.Type) throws(QueryValueError) -> Integer {
        guard let text else { throw .noValue }
        guard !text.isEmpty else { throw .empty }
        switch text.withUTF8Bytes({ IntRule.parse($0, as: Integer.self) }) {
        case .notAnInteger: throw .format
        case .tooLarge: throw .rule(.outOfRange, expected: expectation(for: type))
        case .integer(let value): return value
        }
    }

    /// What the `int` type expects, with the bounds of the types other than `Int`.
    static func expectation<Integer: FixedWidthInteger>(for type: Integer.Type) -> String {
        let int = ParamType.int(IntRule()).expectation
        return Integer.bitWidth >= Int.bitWidth && Integer.isSigned
            ? int : int + ParamType.bounds(min: String(Integer.min), max: String(Integer.max))
    }
}
