/// What the bytes of a value settle about reading it against its type (``ValueCheck``).
enum ValueVerdict {
    /// It reads as valid; with the typed value the matcher records (``ParamRecord/Value``),
    /// unless the value is a list.
    case valid(ParamRecord.Value?)
    /// It does not read as valid.
    case invalid
    /// Only reading the value can tell.
    case undecided

    /// The verdict of a rule that answers valid, invalid or nil when it needs the text, for a
    /// value whose typed value is its text.
    @inline(__always)
    init(_ isValid: Bool?) {
        switch isValid {
        case true?: self = .valid(.text)
        case false?: self = .invalid
        case nil: self = .undecided
        }
    }

    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    var isInvalid: Bool {
        if case .invalid = self { return true }
        return false
    }

    /// The same verdict without the typed value: for an element of a list, whose value is the
    /// whole list.
    var withoutValue: ValueVerdict { isValid ? .valid(nil) : self }
}
