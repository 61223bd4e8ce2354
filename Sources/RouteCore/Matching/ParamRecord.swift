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

    /// The reading this record describes in the link `bytes`: the name and text decoded as the app
    /// decodes them (`+` is a space only in a query value whose spec says so).
    func reading(in bytes: LinkBytes, catalog: ParamCatalog, extras: [TypedValue]) -> ParamReading {
        let declared = entry >= 0 ? catalog[entry] : nil
        let spec = declared?.spec
        let name = nameSpan.map { PercentEncoding.decode(bytes, $0).text } ?? declared?.name ?? ""
        let text: String? =
            source == .defaulted
            ? spec?.defaultValue
            : valueSpan.map {
                PercentEncoding.decode(bytes, $0, plusAsSpace: source == .query && spec?.plusAsSpace == true).text
            }
        let typed: TypedValue? =
            switch value {
            case .none: nil
            case .text: text.map(TypedValue.string)
            case .int(let number): .int(number)
            case .double(let number): .double(number)
            case .bool(let flag): .bool(flag)
            case .defaultValue:
                if let spec, let text, case .valid(let value) = spec.type.read(text) { value } else { nil }
            case .extra(let index): extras[Int(index)]
            }
        return ParamReading(
            name: name, spec: spec, isCampaign: isCampaign, source: source, text: text, value: typed, nameSpan: nameSpan,
            valueSpan: valueSpan, status: status)
    }
}
