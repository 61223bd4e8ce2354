#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Dates as ISO 8601 text (RFC 3339 profile), computed with integer calendar arithmetic so
/// that writing and reading back gives exactly the same `Date` at millisecond precision.
enum ISO8601Text {
    /// The date `text` names: a calendar date (midnight UTC) or a date-time with `Z` or an
    /// offset. Fractions beyond microseconds are ignored.
    static func date(from text: String) -> Date? {
        guard case .valid(let fields) = text.withUTF8Bytes(DateValue.check) else { return nil }
        let seconds =
            daysSinceEpoch(year: fields.year, month: fields.month, day: fields.day) * 86_400 + fields.secondOfDay - fields.offset
        var scale = 1
        for _ in 0..<fields.fractionDigits { scale *= 10 }
        return Date(timeIntervalSince1970: Double(seconds * scale + fields.fraction) / Double(scale))
    }

    /// `2026-11-22T09:30:00Z`, with `.250` milliseconds when the date has them.
    static func text(for date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let (days, millisecondOfDay) = floorDivision(milliseconds, 86_400_000)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let secondOfDay = millisecondOfDay / 1000
        var text =
            padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T" + padded(secondOfDay / 3600, 2) + ":"
            + padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2)
        if millisecondOfDay % 1000 != 0 { text += "." + padded(millisecondOfDay % 1000, 3) }
        return text + "Z"
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivision(shiftedYear, 400).quotient
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
