/// One parameter as the matcher records it: the decisions and where the link holds the name and
/// value, without their texts, which ``LinkAnalysis/params`` decodes from the input when asked.
///
/// Recording spans instead of strings keeps a link's reading free of string copies and
/// reference counting: a record is plain data and, for a declared parameter, its ``spec``.
struct ParamRecord: Sendable, Hashable {
    /// The typed value, as far as the record keeps it.
    enum Value: Sendable, Hashable {
        /// No value: absent, or it does not fit its type.
        case none
        /// `.string` of the reading's decoded text: what string, enum, url, uuid, date and color values are.
        case text
        case typed(TypedValue)
    }

    /// The declaration; nil for an unknown parameter.
    var spec: ParamSpec?
    /// The name, when neither a span nor ``spec`` gives it (a required campaign parameter that
    /// the campaign rules name but do not declare).
    var name: String?
    var isCampaign: Bool
    var source: ParamReading.Source
    var nameSpan: Range<Int>?
    var valueSpan: Range<Int>?
    var status: Severity?
    var value: Value

    init(
        spec: ParamSpec?, name: String? = nil, isCampaign: Bool = false, source: ParamReading.Source,
        nameSpan: Range<Int>? = nil, valueSpan: Range<Int>? = nil, status: Severity? = nil, value: Value = .none
    ) {
        self.spec = spec
        self.name = name
        self.isCampaign = isCampaign
        self.source = source
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
        self.status = status
        self.value = value
    }

    /// The reading this record describes in the link `bytes`: the name and text decoded as the app
    /// decodes them (`+` is a space only in a query value whose spec says so).
    func reading(in bytes: UnsafeBufferPointer<UInt8>) -> ParamReading {
        let name = nameSpan.map { PercentEncoding.decode(bytes, $0).text } ?? spec?.name ?? name ?? ""
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
            case .typed(let value): value
            }
        return ParamReading(
            name: name, spec: spec, isCampaign: isCampaign, source: source, text: text, value: typed, nameSpan: nameSpan,
            valueSpan: valueSpan, status: status)
    }
}
