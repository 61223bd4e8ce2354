import TextBytes

/// One parameter as the matcher records it: the decisions, which parameter it is, and where the
/// link holds its name and value, without their texts, which ``LinkAnalysis/params`` decodes
/// from the input when asked.
///
/// A record is plain data (no reference, no string), so recording a link's parameters copies
/// bytes and counts no references.
struct ParamRecord: Sendable, Hashable {
    /// The typed value, as far as the record keeps it.
    enum Value: Sendable, Hashable {
        /// No value: absent, or it does not fit its type.
        case none
        /// `.string` of the reading's decoded text: what string, enum, url, uuid, date and color values are.
        case text
        case int(Int)
        case double(Double)
        case bool(Bool)
        /// The declaration's default, read against its type.
        case defaultValue
        /// Another value (a list, JSON), kept at this position of the analysis's extra values.
        case extra(Int32)
    }

    /// The parameter's entry in the ``ParamCatalog``; -1 for a parameter that nothing declares,
    /// which the link names at ``nameSpan``.
    var entry: Int32
    var isCampaign: Bool
    var source: ParamReading.Source
    var nameSpan: Range<Int>?
    var valueSpan: Range<Int>?
    var status: Severity?
    var value: Value

    init(
        entry: Int32 = -1, isCampaign: Bool = false, source: ParamReading.Source, nameSpan: Range<Int>? = nil,
        valueSpan: Range<Int>? = nil, status: Severity? = nil, value: Value = .none
    ) {
        self.entry = entry
        self.isCampaign = isCampaign
        self.source = source
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
        self.status = status
        self.value = value
    }

    /// The record's value as the matcher read it: `text` is the decoded text, for a string.
    static func value(_ value: TypedValue, extras: inout [TypedValue]) -> Value {
        switch value {
        case .string: return .text
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .json, .list:
            extras.append(value)
            return .extra(Int32(extras.count - 1))
        }
    }

    /// The declaration, nil for a parameter that nothing declares.
    func spec(in catalog: ParamCatalog) -> ParamSpec? { entry >= 0 ? catalog[entry].spec : nil }

    /// Whether a declaration covers the parameter, without copying it.
    func isDeclared(in catalog: ParamCatalog) -> Bool { entry >= 0 && catalog.isDeclared(entry) }

    /// Whether the parameter is part of ``LinkAnalysis/route``: declared, not a campaign one, and
    /// with a value as far as the record knows (a default that does not fit its type has none).
    func isRouteParam(in catalog: ParamCatalog) -> Bool { !isCampaign && value != .none && isDeclared(in: catalog) }

    /// Where a reading's name or text comes from: bytes of the link, decoded as the app decodes
    /// them, or text of the route map (a declared name, a default).
    enum Origin {
        case link(Range<Int>, plusAsSpace: Bool)
        case routeMap(String)

        /// The text: the link's bytes percent-decoded, or the route map's text.
        func text(in bytes: LinkBytes) -> String {
            switch self {
            case .link(let span, let plusAsSpace): PercentEncoding.decode(bytes, span, plusAsSpace: plusAsSpace).text
            case .routeMap(let text): text
            }
        }
    }

    /// Where the name comes from: the bytes that name it, or the declaration.
    func nameOrigin(catalog: ParamCatalog) -> Origin {
        if let nameSpan { return .link(nameSpan, plusAsSpace: false) }
        return .routeMap(entry >= 0 ? catalog.name(entry) : "")
    }

    /// Where the text comes from, nil when there is none: the declared default, or the value's
    /// bytes, in which `+` is a space only in a query value whose declaration says so. Only a
    /// default copies the declaration out of `catalog`.
    func textOrigin(catalog: ParamCatalog) -> Origin? {
        if source == .defaulted { return spec(in: catalog)?.defaultValue.map(Origin.routeMap) }
        guard let valueSpan else { return nil }
        return .link(valueSpan, plusAsSpace: source == .query && entry >= 0 && catalog.plusAsSpace(entry))
    }

    /// The typed value with a string left as where its text comes from, so that a report writes
    /// the usual value without decoding it into a `String`; nil when there is no value.
    enum Typed {
        case text(Origin)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case other(TypedValue)

        /// The value, with the text decoded from `bytes`.
        func value(in bytes: LinkBytes) -> TypedValue {
            switch self {
            case .text(let origin): .string(origin.text(in: bytes))
            case .int(let number): .int(number)
            case .double(let number): .double(number)
            case .bool(let flag): .bool(flag)
            case .other(let value): value
            }
        }
    }

    /// The typed value, whose text comes from `text` (``textOrigin(catalog:)``); nil when there is
    /// none (a default that does not fit its type reads as no value). Only a default copies the
    /// declaration out of `catalog`, to read the default against its type.
    func typed(text: Origin?, catalog: ParamCatalog, extras: [TypedValue], in bytes: LinkBytes) -> Typed? {
        switch value {
        case .none: nil
        case .text: text.map(Typed.text)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .defaultValue:
            if let spec = spec(in: catalog), let text, case .valid(let value) = spec.type.read(text.text(in: bytes)) { .other(value) } else { nil }
        case .extra(let index): .other(extras[Int(index)])
        }
    }

    /// The typed value and where its text comes from, as a report reads them.
    func typed(in bytes: LinkBytes, catalog: ParamCatalog, extras: [TypedValue]) -> Typed? {
        typed(text: textOrigin(catalog: catalog), catalog: catalog, extras: extras, in: bytes)
    }

    /// The reading this record describes in the link `bytes`: the name and text decoded as the app
    /// decodes them.
    func reading(in bytes: LinkBytes, catalog: ParamCatalog, extras: [TypedValue]) -> ParamReading {
        let spec = spec(in: catalog)
        let textOrigin = textOrigin(catalog: catalog)
        let text = textOrigin?.text(in: bytes)
        let typed: TypedValue? =
            switch typed(text: textOrigin, catalog: catalog, extras: extras, in: bytes) {
            case .text?: text.map(TypedValue.string)
            case let other?: other.value(in: bytes)
            case nil: nil
            }
        return ParamReading(
            name: nameOrigin(catalog: catalog).text(in: bytes), spec: spec, isCampaign: isCampaign, source: source, text: text,
            value: typed, nameSpan: nameSpan, valueSpan: valueSpan, status: status)
    }
}
