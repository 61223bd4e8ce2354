#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text reads as itself.
extension String: QueryValueConvertible {
    /// Any text, the empty text included; only a missing `=` fails.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        self = queryValue
    }

    /// The text itself.
    public var queryValue: String? { self }

    /// "text", as a `string` parameter's.
    public static var queryValueExpectation: String { ParamType.string(StringRule()).expectation }
}

/// A Boolean reads as a `bool` parameter does.
extension Bool: QueryValueConvertible {
    /// Reads ``BoolSpellings/standard``: `true`, `false`, `1` or `0`, as route maps do.
    public init(queryValue: String?) throws(QueryValueError) {
        self = try BoolSpellings.standard.read(queryValue)
    }

    /// `true` or `false`.
    public var queryValue: String? { BoolSpellings.standard.text(for: self) }

    /// "true, false, 1 or 0", as a `bool` parameter's.
    public static var queryValueExpectation: String { ParamType.bool.expectation }
}

/// A URL reads as a `url` parameter does.
extension URL: QueryValueConvertible {
    /// Reads an absolute URL that is valid by RFC 3986, strictly: Foundation would accept
    /// `https://a b` by encoding the space, older platforms would not.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard queryValue.withUTF8Bytes(URLRule().check).isValid, let url = URL(string: queryValue) else { throw .format }
        self = url
    }

    /// The URL's `absoluteString`.
    public var queryValue: String? { absoluteString }

    /// "an absolute URL", as a `url` parameter's.
    public static var queryValueExpectation: String { ParamType.url(URLRule()).expectation }
}

/// A UUID reads as a `uuid` parameter does.
extension UUID: QueryValueConvertible {
    /// Reads 8-4-4-4-12 hexadecimal digits (RFC 9562), either case.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard queryValue.withUTF8Bytes(UUIDValue.check).isValid, let uuid = UUID(uuidString: queryValue) else { throw .format }
        self = uuid
    }

    /// The upper-case form `uuidString` writes.
    public var queryValue: String? { uuidString }

    /// "a UUID", as a `uuid` parameter's.
    public static var queryValueExpectation: String { ParamType.uuid.expectation }
}

/// A date reads as a `date` parameter does.
extension Date: QueryValueConvertible {
    /// Reads an ISO 8601 date (`2026-11-22`, midnight UTC) or date-time with a zone
    /// (`2026-11-22T09:30:00Z`, `2026-11-22T18:30:00.250+09:00`), as route maps do.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard let date = ISO8601Text.date(from: queryValue) else { throw .format }
        self = date
    }

    /// UTC with millisecond precision: `2026-11-22T09:30:00.250Z`.
    public var queryValue: String? { ISO8601Text.text(for: self) }

    /// "an ISO 8601 date (2026-11-22 or 2026-11-22T09:30:00Z)", as a `date` parameter's.
    public static var queryValueExpectation: String { ParamType.date.expectation }
}
