import TextBytes

/// Why a value does not fit its type, as data: which rule it breaks and, where the fault is one
/// part of the value, where (a range of the value's UTF-8). ``ProblemRenderer`` words it.
package enum ValueFault: Sendable, Hashable {
    /// Not written as the type's values are (`abc` for an integer, `2026-13-01` for a date);
    /// `at` is the part that breaks the syntax, when one does.
    case mismatch(at: Range<Int>?)
    /// Integer syntax, but beyond what the integer holds.
    case tooLarge
    /// A number below the rule's `min`.
    case belowMinimum(ValueBound)
    /// A number above the rule's `max`.
    case aboveMaximum(ValueBound)
    /// Text of `length` characters, fewer than the rule's `min_length`.
    case tooShort(minimum: Int, length: Int)
    /// Text of `length` characters, more than the rule's `max_length`.
    case tooLong(maximum: Int, length: Int)
    /// Text that the rule's pattern does not match.
    case patternMismatch
    /// Text that is none of the enum's values.
    case notInEnum
    /// An absolute URL whose scheme (`at`) is not one the rule allows.
    case schemeNotAllowed(at: Range<Int>)
    /// Text that is not JSON: the parser's reason, at its offset.
    case invalidJSON(JSONSyntaxError)
    /// JSON with an object that writes `key` twice: `at` is the repeat's string literal, quotes
    /// and all, `firstAt` the offset of the first one's opening quote. Readers disagree on
    /// which value they keep, so the app cannot be trusted to read what `check` shows.
    case duplicateKey(String, at: Range<Int>, firstAt: Int)

    /// Where a problem about the fault is marked in a link whose bytes `bytes` write the value at
    /// `value` (percent-encoded or not): the bytes that write the part at fault, when the
    /// message names a part by its own place (a repeated key); else the whole value, whose
    /// message says where.
    package func span(inValueAt value: Range<Int>, of bytes: LinkBytes) -> Range<Int> {
        guard case .duplicateKey(_, let part, _) = self else { return value }
        return PercentEncoding.sourceRange(ofDecoded: part, in: bytes, value)
    }

    /// The diagnostic code of the fault.
    package var code: DiagnosticCode {
        switch self {
        case .mismatch, .schemeNotAllowed, .invalidJSON, .duplicateKey: .typeMismatch
        case .tooLarge, .belowMinimum, .aboveMaximum: .outOfRange
        case .tooShort: .tooShort
        case .tooLong: .tooLong
        case .patternMismatch: .patternMismatch
        case .notInEnum: .notInEnum
        }
    }
}

/// A bound of a numeric rule, as the rule holds it.
package enum ValueBound: Sendable, Hashable {
    case integer(Int)
    case number(Double)
}

/// What a rule finds in a value's text: valid, with what building the typed value needs, or
/// the fault.
enum RuleOutcome<Value> {
    case valid(Value)
    case invalid(ValueFault)

    /// Whether the text is valid.
    var isValid: Bool {
        if case .valid = self { return true }
        return false
    }

    /// The fault, if any.
    var fault: ValueFault? {
        if case .invalid(let fault) = self { return fault }
        return nil
    }
}
