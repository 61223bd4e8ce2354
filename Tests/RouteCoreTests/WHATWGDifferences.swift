import Foundation
import RouteCore

/// One WHATWG test entry together with what RouteScope made of it.
struct ConformanceCase {
    let entry: WHATWGTestData.Entry
    let scan: URLScanner.Result
    let bytes: [UInt8]
    let ours: URLSplit

    init(_ entry: WHATWGTestData.Entry) {
        self.entry = entry
        scan = URLScanner.scan(entry.input)
        bytes = Array(entry.input.utf8)
        ours = URLSplit(scan.url, in: entry.input)
    }

    /// The scheme, lowercased as WHATWG compares it.
    var scheme: String? { ours.scheme?.lowercased() }
    /// WHATWG's "special" schemes, whose URLs get host, path and port rules of their own.
    var isSpecial: Bool { scheme.map(WHATWGDifferences.specialSchemes.contains) ?? false }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// RouteScope's split in the shape of the test data.
    var oursAsWHATWG: WHATWGSplit { WHATWGSplit(ours, portText: scan.url.port.map(text)) }

    /// Every way RouteScope and the test data disagree on this entry; empty when they agree.
    var mismatches: [Mismatch] {
        if entry.expectsFailure { return scan.hasError ? [] : [.acceptsWhatWHATWGRejects] }
        guard scan.diagnostics.isEmpty else { return scan.diagnostics.map(Mismatch.flags) }
        guard let expected = entry.expectedSplit else {
            // Malformed data; no difference explains this part, so the test fails loudly.
            return [.component(name: "test data", ours: "", whatwg: "an entry without components")]
        }
        return zip(oursAsWHATWG.fields, expected.fields).compactMap { mine, theirs in
            mine.value == theirs.value
                ? nil : .component(name: mine.name, ours: mine.value, whatwg: theirs.value)
        }
    }
}

/// One part of a disagreement between RouteScope and the WHATWG test data.
enum Mismatch: CustomStringConvertible {
    /// WHATWG fails the URL; RouteScope reports no error.
    case acceptsWhatWHATWGRejects
    /// WHATWG accepts the URL; RouteScope reports this diagnostic.
    case flags(Diagnostic)
    /// Both accept the URL; this component (by its WHATWG name) differs.
    case component(name: String, ours: String, whatwg: String)

    var description: String {
        switch self {
        case .acceptsWhatWHATWGRejects: "WHATWG fails it, RouteScope reports no error"
        case .flags(let diagnostic):
            "RouteScope reports \(diagnostic.code.rawValue) at \(diagnostic.span) where WHATWG accepts it"
        case .component(let name, let ours, let whatwg):
            "\(name): RouteScope \(ours.debugDescription), WHATWG \(whatwg.debugDescription)"
        }
    }
}

/// A difference between WHATWG and RouteScope that docs/url-conformance.md documents, with the
/// predicate that recognises a mismatch it explains.
struct DocumentedDifference: Sendable {
    let id: String
    let explains: @Sendable (Mismatch, ConformanceCase) -> Bool
}

/// The documented differences, in the order the test tries them (the order of the table).
///
/// Each mismatch part goes to the first difference that explains it, so the more specific rules
/// come first; an entry whose parts have several explanations is counted under the first of them.
/// Every part of every mismatching entry must be explained by some rule.
enum WHATWGDifferences {
    static let specialSchemes: Set = ["ftp", "file", "http", "https", "ws", "wss"]
    static let defaultPorts = ["ftp": "21", "http": "80", "https": "443", "ws": "80", "wss": "443"]

    static let all: [DocumentedDifference] = [
        DocumentedDifference(id: "relative-reference") { mismatch, link in
            // Without a base WHATWG needs a scheme; RFC 3986 §4.2 calls the rest relative references.
            guard case .acceptsWhatWHATWGRejects = mismatch else { return false }
            return link.scan.url.scheme == nil
        },
        DocumentedDifference(id: "whitespace-stripping") { mismatch, link in
            guard case .flags(let diagnostic) = mismatch else { return false }
            return isStrippedWhitespace(diagnostic.span, in: link.bytes)
        },
        DocumentedDifference(id: "backslash") { mismatch, link in
            guard case .flags(let diagnostic) = mismatch else { return false }
            return link.bytes[diagnostic.span].elementsEqual([UInt8(ascii: "\\")])
        },
        DocumentedDifference(id: "special-authority") { mismatch, link in
            // "http:example.com" and "http:/example.com": WHATWG reads an authority, RFC 3986 a path.
            guard link.isSpecial, link.scheme != "file", link.scan.url.authority == nil else { return false }
            switch mismatch {
            case .acceptsWhatWHATWGRejects, .component: return true
            case .flags: return false
            }
        },
        DocumentedDifference(id: "empty-host") { mismatch, link in
            guard case .acceptsWhatWHATWGRejects = mismatch else { return false }
            return link.ours.host == ""
        },
        DocumentedDifference(id: "file-scheme") { mismatch, link in
            guard link.scheme == "file" else { return false }
            switch mismatch {
            case .acceptsWhatWHATWGRejects: return link.scan.url.port != nil
            case .flags(let diagnostic):
                return isWindowsDriveLetterBar(at: diagnostic.span, in: link.bytes)
            case .component("hostname", let ours, ""): return ours.lowercased() == "localhost"
            case .component("pathname", let ours, _): return !ours.isEmpty && !ours.hasPrefix("/")
            default: return false
            }
        },
        DocumentedDifference(id: "ipv4-numbers") { mismatch, link in
            guard link.isSpecial, let host = link.ours.host, endsInNumber(host) else { return false }
            switch mismatch {
            case .acceptsWhatWHATWGRejects: return true
            case .component("hostname", _, let whatwg): return isDottedDecimal(whatwg)
            default: return false
            }
        },
        DocumentedDifference(id: "host-domain-to-ascii") { mismatch, link in
            guard link.isSpecial, let host = link.ours.host, let hostRange = link.scan.url.host else { return false }
            switch mismatch {
            case .acceptsWhatWHATWGRejects:
                return host.contains("%") || host.utf8.contains { $0 >= 0x80 }
            case .flags(let diagnostic):
                return hostRange.contains(diagnostic.span.lowerBound) && diagnostic.span.upperBound <= hostRange.upperBound
            case .component("hostname", let ours, let whatwg):
                return ours.lowercased() == whatwg || hasPunycodeLabel(whatwg) || ours.contains("%")
            default: return false
            }
        },
        DocumentedDifference(id: "ipv6-serialisation") { mismatch, _ in
            guard case .component("hostname", let ours, let whatwg) = mismatch,
                let mine = ipv6Pieces(ours), let theirs = ipv6Pieces(whatwg)
            else { return false }
            return mine == theirs
        },
        DocumentedDifference(id: "default-port") { mismatch, link in
            guard case .component("port", let ours, "") = mismatch, let scheme = link.scheme else { return false }
            return defaultPorts[scheme] == ours
        },
        DocumentedDifference(id: "empty-path-slash") { mismatch, link in
            guard case .component("pathname", "", "/") = mismatch else { return false }
            return link.isSpecial
        },
        DocumentedDifference(id: "dot-segments") { mismatch, _ in
            guard case .component("pathname", let ours, let whatwg) = mismatch else { return false }
            return removeDotSegments(ours) == whatwg
        },
        DocumentedDifference(id: "bad-percent-escape") { mismatch, _ in
            guard case .flags(let diagnostic) = mismatch else { return false }
            return diagnostic.code == .badPercentEncoding
        },
        DocumentedDifference(id: "percent-encode-sets") { mismatch, link in
            switch mismatch {
            case .flags(let diagnostic):
                // WHATWG kept the character, raw or percent-encoded, where RouteScope objects to it.
                guard [.invalidSyntax, .needsEncoding, .invalidUTF8].contains(diagnostic.code),
                    let href = link.entry.href
                else { return false }
                let found = link.text(diagnostic.span)
                return href.contains(found) || href.contains(percentEncoded(found))
            case .component(_, let ours, let whatwg):
                return percentDecoded(ours) == percentDecoded(whatwg)
            case .acceptsWhatWHATWGRejects:
                return false
            }
        },
    ]

    // MARK: Helpers for the predicates

    /// WHATWG drops leading and trailing C0 controls and spaces and every tab and newline before
    /// parsing. True when `span` lies in the leading or trailing run, or holds tabs or newlines
    /// and otherwise only digits (a port such as "9\t0" is 90 once the tab is gone).
    static func isStrippedWhitespace(_ span: Range<Int>, in bytes: [UInt8]) -> Bool {
        let isC0OrSpace: (UInt8) -> Bool = { $0 <= 0x20 }
        let leading = bytes.prefix(while: isC0OrSpace).count
        let trailing = bytes.count - bytes.reversed().prefix(while: isC0OrSpace).count
        if span.upperBound <= leading || span.lowerBound >= trailing { return true }
        let isTabOrNewline: (UInt8) -> Bool = { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let rest = bytes[span].filter { !isTabOrNewline($0) }
        return rest.count < span.count && rest.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `span` is the "|" of a Windows drive letter ("C|") opening a file path, which
    /// WHATWG reads as "C:". Elsewhere ("w|m") WHATWG keeps the "|".
    static func isWindowsDriveLetterBar(at span: Range<Int>, in bytes: [UInt8]) -> Bool {
        let bar = span.lowerBound
        guard span.count == 1, bytes[bar] == UInt8(ascii: "|"), bar >= 2 else { return false }
        let letter = bytes[bar - 1] | 0x20
        let opensPath = bytes[bar - 2] == UInt8(ascii: ":") || bytes[bar - 2] == UInt8(ascii: "/")
        let closesSegment = bar + 1 == bytes.count || Array("/\\?#".utf8).contains(bytes[bar + 1])
        return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") && opensPath && closesSegment
    }

    /// WHATWG's "ends in a number": the last label (ignoring one trailing dot) is decimal digits
    /// or `0x` and hex digits, so the host goes to the IPv4 parser.
    static func endsInNumber(_ host: String) -> Bool {
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1, labels.last == "" { labels.removeLast() }
        guard let last = labels.last, !last.isEmpty else { return false }
        if last.allSatisfy(isDigit) { return true }
        let lower = last.lowercased()
        return lower.hasPrefix("0x") && lower.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    static func isDottedDecimal(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
    }

    static func hasPunycodeLabel(_ host: String) -> Bool { FoundationDeviations.hasPunycodeLabel(host) }

    /// The eight 16-bit pieces of a bracketed IPv6 address without an embedded IPv4 part, so that
    /// two spellings of one address (`1:0:0::2` and `1::2`) compare equal.
    static func ipv6Pieces(_ host: String) -> [UInt16]? {
        guard host.hasPrefix("["), host.hasSuffix("]"), !host.contains(".") else { return nil }
        let body = host.dropFirst().dropLast()
        let halves = body.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func pieces(_ text: String) -> [UInt16]? {
            guard !text.isEmpty else { return [] }
            var values: [UInt16] = []
            for piece in text.split(separator: ":", omittingEmptySubsequences: false) {
                guard let value = UInt16(piece, radix: 16) else { return nil }
                values.append(value)
            }
            return values
        }
        guard let head = pieces(halves[0]) else { return nil }
        if halves.count == 1 { return head.count == 8 ? head : nil }
        guard let tail = pieces(halves[1]), head.count + tail.count < 8 else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// RFC 3986 §5.2.4 remove_dot_segments, after reading `%2e` as `.` in a segment that is
    /// otherwise a dot segment, as WHATWG does.
    static func removeDotSegments(_ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            switch segment.lowercased() {
            case ".", "%2e": "."
            case "..", ".%2e", "%2e.", "%2e%2e": ".."
            default: String(segment)
            }
        }
        var input = Substring(segments.joined(separator: "/"))
        var output = ""
        func dropLastSegment() {
            output = output.lastIndex(of: "/").map { String(output[..<$0]) } ?? ""
        }
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                dropLastSegment()
            } else if input == "/.." {
                input = "/"
                dropLastSegment()
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let start = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                let end = input[start...].firstIndex(of: "/") ?? input.endIndex
                output += input[..<end]
                input = input[end...]
            }
        }
        return output
    }

    static func percentEncoded(_ text: String) -> String {
        text.utf8.map { String(format: "%%%02X", $0) }.joined()
    }

    /// The bytes `text` stands for once its `%XY` escapes are decoded.
    static func percentDecoded(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                out.append(value)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }
}

// MARK: The table in docs/url-conformance.md

/// One row of the table of documented differences.
struct DocumentedDifferenceRow: Equatable {
    var id: String
    /// The "entries" column: how many WHATWG entries the test counts under this id.
    var entries: Int?

    static let path = WHATWGTestData.repositoryRoot.appendingPathComponent("docs/url-conformance.md")

    /// The rows of the first Markdown table whose header starts with `id`, in order.
    static func load() throws -> (rows: [DocumentedDifferenceRow], header: [String]) {
        let markdown = try String(contentsOf: path, encoding: .utf8)
        var header: [String] = []
        var rows: [DocumentedDifferenceRow] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("|") else {
                if !header.isEmpty { break }  // the table has ended
                continue
            }
            let cells = cells(of: trimmed)
            if header.isEmpty {
                if cells.first == "id" { header = cells }
                continue
            }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }  // the |---| line
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            let entries = header.firstIndex(of: "entries").flatMap { $0 < cells.count ? Int(cells[$0]) : nil }
            rows.append(DocumentedDifferenceRow(id: id, entries: entries))
        }
        return (rows, header)
    }

    /// The cells of a table line, split on `|` but not on an escaped `\|`.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line.dropFirst() {
            if character == "|", previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return cells
    }
}
