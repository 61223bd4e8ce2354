import TextBytes

/// `type: list`: several values of one element type, from repeated keys (`tag=a&tag=b`) or one
/// comma-separated value (`tags=a,b`); both forms are accepted.
public struct ListRule: Sendable, Hashable {
    /// The type of each element.
    public var element: ParamType

    /// A list whose elements are each read as `element`.
    public init(of element: ParamType) { self.element = element }

    /// The byte ranges of the comma-separated elements of a raw value (before decoding), so an
    /// error points at the one element that is wrong. An encoded comma (`%2C`) is data.
    static func elementRanges(in bytes: LinkBytes, _ range: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        _ = forEachElementRange(in: bytes, range) { element in
            ranges.append(element)
            return true
        }
        return ranges
    }

    /// Calls `body` with each element's byte range, in order, until it returns false; returns
    /// whether it never did.
    static func forEachElementRange(
        in bytes: LinkBytes, _ range: Range<Int>, _ body: (Range<Int>) -> Bool
    ) -> Bool {
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: ",") {
            guard body(start..<index) else { return false }
            start = index + 1
        }
        return body(start..<range.upperBound)
    }
}
