#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Swift types that a query holds in one value, and how the link coders read and write
/// them: booleans and dates as the coder's options say, integers of every width, and every
/// ``QueryValueConvertible``. Optionals are not scalars: they go through their own `Codable`
/// conformance, so that `Date?` still follows the date option.
enum QueryScalar {
    case bool
    case date
    case integer(any FixedWidthInteger.Type)
    case convertible(any QueryValueConvertible.Type)

    /// How the coder's options write booleans and dates.
    struct Format {
        /// How a date is written.
        enum Dates {
            case iso8601, secondsSince1970, millisecondsSince1970
        }

        var bools: BoolSpellings
        var dates: Dates
    }

    /// The scalar kind of `type`, or nil when it is read through its own `Codable` conformance.
    init?(_ type: Any.Type) {
        if type == Bool.self {
            self = .bool
        } else if type == Date.self {
            self = .date
        } else if type is any OptionalValue.Type {
            return nil
        } else if let integer = type as? any FixedWidthInteger.Type {
            self = .integer(integer)
        } else if let convertible = type as? any QueryValueConvertible.Type {
            self = .convertible(convertible)
        } else {
            return nil
        }
    }

    /// The Swift type this scalar reads.
    var type: Any.Type {
        switch self {
        case .bool: Bool.self
        case .date: Date.self
        case .integer(let type): type
        case .convertible(let type): type
        }
    }

    /// What a valid value looks like, in words.
    func expectation(_ format: Format) -> String {
        switch self {
        case .bool: format.bools.expectation
        case .date:
            switch format.dates {
            case .iso8601: ParamType.date.expectation
            case .secondsSince1970: "a number of seconds since 1970"
            case .millisecondsSince1970: "a number of milliseconds since 1970"
            }
        case .integer(let type): IntegerText.expectation(for: type)
        case .convertible(let type): type.queryValueExpectation
        }
    }

    /// Reads a decoded value.
    func read(_ text: String?, _ format: Format) throws(QueryValueError) -> Any {
        switch self {
        case .bool: return try format.bools.read(text)
        case .date:
            switch format.dates {
            case .iso8601: return try Date(queryValue: text)
            case .secondsSince1970: return Date(timeIntervalSince1970: try Double(queryValue: text))
            case .millisecondsSince1970: return Date(timeIntervalSince1970: try Double(queryValue: text) / 1000)
            }
        case .integer(let type): return try IntegerText.read(text, as: type)
        case .convertible(let type): return try type.init(queryValue: text)
        }
    }

    /// A stand-in value that lets a presence probe walk past a missing item.
    ///
    /// - Throws: ``QueryValueError/noValue`` when the type has no value to stand in.
    func placeholder() throws(QueryValueError) -> Any {
        switch self {
        case .bool: return false
        case .date: return Date(timeIntervalSince1970: 0)
        case .integer(let type): return Self.zero(of: type)
        case .convertible(let type):
            for text in ["", "0", "false", "placeholder:"] {
                if let value = try? type.init(queryValue: text) { return value }
            }
            throw .noValue
        }
    }

    private static func zero<Integer: FixedWidthInteger>(of type: Integer.Type) -> Integer { 0 }

    /// The text for `value`, which must be of this kind; nil to leave the item out.
    func text(for value: Any, _ format: Format) -> String? {
        switch self {
        case .bool: return format.bools.text(for: value as! Bool)
        case .date:
            let date = value as! Date
            switch format.dates {
            case .iso8601: return ISO8601Text.text(for: date)
            case .secondsSince1970: return date.timeIntervalSince1970.description
            case .millisecondsSince1970: return JSONValue.format(date.timeIntervalSince1970 * 1000)
            }
        case .integer: return "\(value)"
        case .convertible: return (value as! any QueryValueConvertible).queryValue
        }
    }
}

/// Marks `Optional`, which is never a scalar.
private protocol OptionalValue {}

extension Optional: OptionalValue {}
