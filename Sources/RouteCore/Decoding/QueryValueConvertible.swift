#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type that reads itself from one query value and writes itself back.
///
/// RouteCore conforms `Int`, `Double`, `Float`, `Bool`, `String`, `URL`, `UUID`, `Date`
/// (ISO 8601) and `Optional`. Enums with a convertible raw value, and `Codable` types (carried as
/// JSON in one value), conform by declaring it:
///
/// ```swift
/// enum Mode: String, QueryValueConvertible { case safari, webView }
/// struct Filter: Codable, QueryValueConvertible { var tags: [String] }   // filter={"tags":["a"]}
/// ```
///
/// Reading a value happens after percent-decoding; writing returns unencoded text, which
/// builders percent-encode.
public protocol QueryValueConvertible: SendableMetatype {
    /// Reads a decoded query value: nil when the item has no `=`, empty for `name=`.
    ///
    /// - Throws: ``QueryValueError/noValue`` or ``QueryValueError/empty`` when there is
    ///   nothing to read, ``QueryValueError/format`` when the text is not written as expected.
    init(queryValue: String?) throws(QueryValueError)

    /// The text that ``init(queryValue:)`` reads back as this value; nil to leave the item out.
    var queryValue: String? { get }

    /// What a valid value looks like, in words, for diagnostics: "an integer".
    static var queryValueExpectation: String { get }
}

/// An optional reads its wrapped type's value, or nil for an item with no value.
extension Optional: QueryValueConvertible where Wrapped: QueryValueConvertible {
    /// Nil when there is no value or an empty one; a badly formed value still throws.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue, !queryValue.isEmpty else {
            self = nil
            return
        }
        self = try Wrapped(queryValue: queryValue)
    }

    /// The wrapped value's text; nil, which leaves the item out, for nil.
    public var queryValue: String? { self?.queryValue }

    /// The wrapped type's expectation.
    public static var queryValueExpectation: String { Wrapped.queryValueExpectation }
}

extension QueryValueConvertible where Self: RawRepresentable, RawValue: QueryValueConvertible {
    /// Reads the raw value, then the case it names.
    public init(queryValue: String?) throws(QueryValueError) {
        self = try Self.readRawValue(queryValue)
    }

    /// The raw value's text.
    public var queryValue: String? { rawValue.queryValue }

    /// "one of safari, webView" for a `CaseIterable` enum; the raw value's expectation otherwise.
    public static var queryValueExpectation: String { rawValueExpectation }
}

extension QueryValueConvertible where Self: Codable {
    /// Reads the value as JSON text (RFC 8259), as `{"tags":["a"]}`: text that a `json`
    /// parameter refuses, such as a key written twice in one object, is refused here too.
    public init(queryValue: String?) throws(QueryValueError) {
        guard let queryValue else { throw .noValue }
        guard !queryValue.isEmpty else { throw .empty }
        guard case .valid = ParamType.json.read(queryValue) else { throw .format }
        do {
            self = try JSONDecoder().decode(Self.self, from: Data(queryValue.utf8))
        } catch {
            throw .format
        }
    }

    /// Compact JSON with sorted keys, so the same value always gives the same link.
    public var queryValue: String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// "Filter as JSON", with the type's name.
    public static var queryValueExpectation: String { "\(Self.self) as JSON" }
}

// A `Codable` enum with a convertible raw value matches both extensions above; it reads its raw
// value, as a link writes `mode=webView`, not `mode="webView"`.
extension QueryValueConvertible where Self: RawRepresentable & Codable, RawValue: QueryValueConvertible {
    /// Reads the raw value, then the case it names.
    public init(queryValue: String?) throws(QueryValueError) {
        self = try Self.readRawValue(queryValue)
    }

    /// The raw value's text.
    public var queryValue: String? { rawValue.queryValue }

    /// "one of safari, webView" for a `CaseIterable` enum; the raw value's expectation otherwise.
    public static var queryValueExpectation: String { rawValueExpectation }
}

extension RawRepresentable where RawValue: QueryValueConvertible {
    /// Reads the raw value and the case it names; a `CaseIterable` enum reports `not-in-enum`
    /// with the closest case as the suggestion.
    static func readRawValue(_ text: String?) throws(QueryValueError) -> Self {
        let raw = try RawValue(queryValue: text)
        if let value = Self(rawValue: raw) { return value }
        guard let names = caseNames else { throw .format }
        throw .rule(
            .notInEnum, expected: rawValueExpectation,
            suggestion: QueryDiagnostics.caseSuggestion(for: raw.queryValue ?? "", in: names))
    }

    static var rawValueExpectation: String {
        caseNames.map { "one of " + $0.joined(separator: ", ") } ?? RawValue.queryValueExpectation
    }

    /// The raw values of every case, as written in a link, when the type is `CaseIterable`.
    static var caseNames: [String]? {
        guard let iterable = Self.self as? any CaseIterable.Type else { return nil }
        return Self.caseNames(of: iterable)
    }

    private static func caseNames<Cases: CaseIterable>(of type: Cases.Type) -> [String] {
        Cases.allCases.compactMap { ($0 as? Self)?.rawValue.queryValue }
    }
}
