/// Splits a URL into components with exact byte ranges, and reports every character that
/// RFC 3986 does not allow where it stands.
///
/// The scanner never stops at a problem: it records a ``Diagnostic`` and carries on as if the
/// character were allowed, so the route can still be matched. It works on UTF-8 bytes and never
/// builds intermediate strings on the happy path.
///
/// ```swift
/// let scan = URLScanner.scan("myapp://home/a b")
/// scan.url.host              // 8..<12
/// scan.diagnostics[0].code   // .invalidSyntax, at the space (14..<15)
/// ```
package enum URLScanner {
    /// A scanned URL and the syntax problems found in it.
    package struct Result: Sendable, Hashable {
        package var url: ScannedURL
        /// The problems, at most 200 plus a summary of the rest.
        package var diagnostics: [Diagnostic] { list.finished() }
        /// The bounded list the scan recorded.
        var list: DiagnosticList<Diagnostic>
    }

    /// Scans `input`. Offsets in the result are into `input.utf8`.
    package static func scan(_ input: String) -> Result {
        return input.withUTF8Bytes { scan(bytes: $0) }
    }

    /// Scans raw bytes, which should be UTF-8.
    static func scan(bytes: LinkBytes) -> Result {
        let (url, list) = scan(bytes: bytes, recording: Diagnostic.self)
        return Result(url: url, list: list)
    }

    /// Scans raw bytes, recording each problem as a `Problem`: with its words, or only its code
    /// and span.
    static func scan<Problem: ProblemRecord>(
        bytes: LinkBytes, recording: Problem.Type
    ) -> (url: ScannedURL, problems: DiagnosticList<Problem>) {
        var scanner = Scanner<Problem>(bytes: bytes)
        scanner.run()
        return (scanner.url, scanner.diagnostics)
    }
}

private struct Scanner<Problem: ProblemRecord> {
    let bytes: LinkBytes
    /// ``LinkByte/table``, read once per link.
    let table = LinkByte.table
    var url = ScannedURL()
    var diagnostics = DiagnosticList<Problem>()

    init(bytes: LinkBytes) {
        self.bytes = bytes
    }

    mutating func run() {
        let end = bytes.count
        var position = 0

        // Scheme: the text before the first ":" that precedes any "/", "?" or "#" (RFC 3986 §3.1).
        // Scheme characters are none of those, so a run of them is skipped with one lookup a byte.
        var index = table.endOfRun(of: .schemeTail, in: bytes, from: 0, before: end)
        let schemeTailRun = index
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
                || byte == UInt8(ascii: "#")
            {
                break
            }
            index += 1
        }
        if index < end, index > 0, bytes[index] == UInt8(ascii: ":") {
            url.scheme = 0..<index
            // A letter then scheme characters only: nothing to report.
            if schemeTailRun != index || !ByteClass.of(bytes[0]).contains(.alpha) { checkScheme(0..<index) }
            position = index + 1
        } else if index == 0, end > 0, bytes[0] == UInt8(ascii: ":") {
            // Not a URI (the scheme is empty) and not a relative reference either, whose first
            // segment may not contain ":" (RFC 3986 §4.2). Foundation takes ":x" as a path.
            report(.invalidSyntax, at: 0..<1) { _ in
                Diagnostic.Words(message: "the link starts with \":\", so its scheme is empty; write the scheme before it")
            }
        }

        // Authority (RFC 3986 §3.2).
        if position + 1 < end, bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "/") {
            let start = position + 2
            // The usual authority is a host alone, every byte one a host may hold: then there is
            // no user information, port or IP literal to split off, and nothing to report.
            let stop = table.endOfRun(of: .host, in: bytes, from: start, before: end)
            if stop == end || bytes[stop] == UInt8(ascii: "/") || bytes[stop] == UInt8(ascii: "?") || bytes[stop] == UInt8(ascii: "#") {
                url.authority = start..<stop
                url.host = start..<stop
                position = stop
            } else {
                position = scanAuthority(from: start, continuingAt: stop)
            }
        }

        // Path (RFC 3986 §3.3), up to the query or the fragment.
        position = splitAndCheckPath(from: position)

        // Query (RFC 3986 §3.4), up to the fragment.
        if position < end, bytes[position] == UInt8(ascii: "?") {
            position = splitAndCheckQuery(from: position + 1)
        }

        // Fragment (RFC 3986 §3.5): everything after the first "#"; a second "#" is an error.
        if position < end, bytes[position] == UInt8(ascii: "#") {
            url.fragment = (position + 1)..<end
            check((position + 1)..<end, as: .fragment)
        }
    }

    // MARK: Components

    mutating func checkScheme(_ range: Range<Int>) {
        let first = bytes[range.lowerBound]
        guard first < 0x80, !ByteClass.of(first).contains(.alpha) else {
            // A letter, or non-ASCII text that the check reports as a whole character.
            check(range, as: .scheme)
            return
        }
        report(.invalidSyntax, at: range.lowerBound..<range.lowerBound + 1) { bytes in
            Diagnostic.Words(message: "the scheme must start with a letter, found \(bytes.quoted(range.lowerBound..<range.lowerBound + 1))")
        }
        check(range.lowerBound + 1..<range.upperBound, as: .scheme)
    }

    /// Finds the end of the authority that starts at `start`, whose bytes before `stop` are all
    /// ones a host may hold, then splits and checks it; returns the index after it.
    mutating func scanAuthority(from start: Int, continuingAt stop: Int) -> Int {
        let end = bytes.count
        var stop = stop
        while stop < end {
            let byte = bytes[stop]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            stop += 1
        }
        url.authority = start..<stop
        scanAuthority(start..<stop)
        return stop
    }

    mutating func scanAuthority(_ range: Range<Int>) {
        var hostStart = range.lowerBound
        // The last "@" separates the user information, as WHATWG and Foundation do.
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == UInt8(ascii: "@") {
                url.userinfo = range.lowerBound..<index
                check(range.lowerBound..<index, as: .userinfo)
                hostStart = index + 1
                break
            }
        }
        var hostEnd = range.upperBound
        if hostStart < range.upperBound, bytes[hostStart] == UInt8(ascii: "[") {
            var close = hostStart + 1
            while close < range.upperBound, bytes[close] != UInt8(ascii: "]") { close += 1 }
            if close == range.upperBound {
                report(.invalidSyntax, at: hostStart..<hostStart + 1) { _ in
                    Diagnostic.Words(message: "the IP literal in the host opens with \"[\" but never closes with \"]\"")
                }
                url.host = hostStart..<range.upperBound
                return
            }
            checkIPLiteral(hostStart + 1..<close)
            hostEnd = close + 1
            url.host = hostStart..<hostEnd
            if hostEnd < range.upperBound {
                if bytes[hostEnd] == UInt8(ascii: ":") {
                    scanPort(hostEnd + 1..<range.upperBound)
                } else {
                    report(.invalidSyntax, at: hostEnd..<range.upperBound) { bytes in
                        Diagnostic.Words(message: "only \":port\" may follow an IP literal, found \(bytes.quoted(hostEnd..<range.upperBound))")
                    }
                }
            }
            return
        }
        var colon = hostStart
        while colon < range.upperBound, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        if colon < range.upperBound {
            hostEnd = colon
            scanPort(colon + 1..<range.upperBound)
        }
        url.host = hostStart..<hostEnd
        check(hostStart..<hostEnd, as: .host)
    }

    mutating func scanPort(_ range: Range<Int>) {
        url.port = range
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
                report(.invalidSyntax, at: range) { bytes in
                    Diagnostic.Words(message: "the port must be digits only, found \(bytes.quoted(range))")
                }
                return
            }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
        }
        if value > 65535 {
            report(.invalidSyntax, at: range) { bytes in
                Diagnostic.Words(message: "port \(bytes.text(range)) is out of range (0 to 65535)")
            }
        }
    }

    mutating func checkIPLiteral(_ range: Range<Int>) {
        for index in range where !ByteClass.of(bytes[index]).contains(.ipLiteral) {
            report(.invalidSyntax, at: index..<index + 1) { bytes in
                Diagnostic.Words(message: "\(bytes.quoted(index..<index + 1)) is not allowed in an IP literal (RFC 3986 §3.2.2)")
            }
            return
        }
        // The characters are fine; they must also form an address. Foundation takes "[zz]" as a host.
        if !IPLiteral.isValid(bytes, range) {
            let literal = (range.lowerBound - 1)..<(range.upperBound + 1)
            report(.invalidSyntax, at: literal) { bytes in
                Diagnostic.Words(
                    message: "\(bytes.quoted(literal)) is neither an IPv6 address nor an IPvFuture literal (RFC 3986 §3.2.2), so it names no host")
            }
        }
    }

    /// Splits the path that starts at `start` on `/` (without the leading `/` of an absolute path)
    /// and checks its bytes, in one pass that ends at the first `?` or `#`, whose index it returns.
    /// The character checks never step over a delimiter, so finding, splitting and checking share
    /// the loop.
    mutating func splitAndCheckPath(from start: Int) -> Int {
        let end = bytes.count
        guard start < end else {
            url.path = start..<start
            return start
        }
        var segmentStart = bytes[start] == UInt8(ascii: "/") ? start + 1 : start
        // Room for the usual few segments, unless the path is empty.
        if bytes[start] != UInt8(ascii: "?"), bytes[start] != UInt8(ascii: "#") { url.pathSegments.reserveCapacity(4) }
        var index = segmentStart
        while true {
            index = table.endOfRun(of: .segment, in: bytes, from: index, before: end)
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") {
                url.pathSegments.append(Range(uncheckedBounds: (segmentStart, index)))
                segmentStart = index + 1
                index += 1
            } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                break
            } else {
                index = checkDisallowed(at: index, limit: end, in: .path)
            }
        }
        url.path = start..<index
        if index > start { url.pathSegments.append(Range(uncheckedBounds: (segmentStart, index))) }
        return index
    }

    /// Splits the query that starts at `start` into `name=value` items on `&` and checks its bytes,
    /// in one pass that ends at the first `#` (or the end), whose index it returns. The character
    /// checks never step over a `&`, `=` or `#`.
    mutating func splitAndCheckQuery(from start: Int) -> Int {
        let end = bytes.count
        // Room for the usual few items, unless the query is empty.
        if start < end, bytes[start] != UInt8(ascii: "#") { url.queryItems.reserveCapacity(8) }
        var itemStart = start
        var equals = -1
        var index = start
        while true {
            index = table.endOfRun(of: .itemText, in: bytes, from: index, before: end)
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                url.queryItems.appendItem(Range(uncheckedBounds: (itemStart, index)), equals: equals)
                itemStart = index + 1
                equals = -1
                index += 1
            } else if byte == UInt8(ascii: "=") {
                if equals < 0 { equals = index }
                index += 1
            } else if byte == UInt8(ascii: "#") {
                break
            } else {
                index = checkDisallowed(at: index, limit: end, in: .query)
            }
        }
        url.query = start..<index
        if index > start { url.queryItems.appendItem(Range(uncheckedBounds: (itemStart, index)), equals: equals) }
        return index
    }

    // MARK: Character checks

    /// Reports every byte in `range` that `kind` does not allow, grouping runs of non-ASCII text.
    mutating func check(_ range: Range<Int>, as kind: URLComponentKind) {
        let allowed = kind.allowedBits
        let upper = range.upperBound
        var index = table.endOfRun(of: allowed, in: bytes, from: range.lowerBound, before: upper)
        while index < upper {
            index = checkDisallowed(at: index, limit: upper, in: kind)
            index = table.endOfRun(of: allowed, in: bytes, from: index, before: upper)
        }
    }

    /// Reports the byte at `index`, which `kind` does not allow as it is, and returns the index
    /// after what was checked: a whole escape, a run of non-ASCII text, or one byte.
    @inline(never)
    mutating func checkDisallowed(at index: Int, limit: Int, in kind: URLComponentKind) -> Int {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%"), kind != .scheme, kind != .port {
            return checkPercent(at: index, limit: limit)
        } else if byte >= 0x80 {
            return checkNonASCII(at: index, limit: limit, in: kind)
        } else {
            reportASCII(at: index, in: kind)
            return index + 1
        }
    }

    /// Checks a `%` and returns the index after the escape (or after the bad `%`).
    mutating func checkPercent(at index: Int, limit: Int) -> Int {
        if index + 2 < limit, ByteClass.of(bytes[index + 1]).contains(.hexDigit),
            ByteClass.of(bytes[index + 2]).contains(.hexDigit)
        {
            return index + 3
        }
        // The span is the "%" and up to two ASCII letters or digits after it: the would-be hex digits.
        var end = index + 1
        while end < limit, end < index + 3, bytes[end] < 0x80, ByteClass.of(bytes[end]).contains(.schemeTail),
            bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "-"), bytes[end] != UInt8(ascii: "+")
        {
            end += 1
        }
        report(.badPercentEncoding, at: index..<end) { bytes in
            let found = bytes.text(index..<end)
            let reason =
                end == index + 1
                ? "\"%\" is not followed by two hex digits"
                : "\"\(found)\" is not a valid percent-escape (\"%\" must be followed by two hex digits)"
            return Diagnostic.Words(
                message: "\(reason); Foundation on iOS 17+ silently re-encodes the \"%\" as %25 while older iOS rejects the link. Write %25 for a literal \"%\"",
                found: found, fix: Fix(span: index..<index + 1, replacement: "%25"))
        }
        return end
    }

    /// Checks one run of non-ASCII characters and returns the index after it.
    mutating func checkNonASCII(at start: Int, limit: Int, in kind: URLComponentKind) -> Int {
        var index = start
        var runStart = start
        var previous: Unicode.Scalar? = nil
        while index < limit, bytes[index] >= 0x80 {
            let (scalar, length) = decodeScalar(at: index, limit: limit)
            defer {
                index += length
                previous = scalar
            }
            guard let scalar else {
                flushNeedsEncoding(runStart..<index, in: kind)
                report(.invalidUTF8, at: index..<index + length) { _ in
                    Diagnostic.Words(message: "the \(kind.rawValue) contains bytes that are not valid UTF-8")
                }
                runStart = index + length
                continue
            }
            if scalar == "\u{FFFD}" {
                flushNeedsEncoding(runStart..<index, in: kind)
                report(.invalidUTF8, at: index..<index + length) { _ in
                    Diagnostic.Words(
                        message: "U+FFFD REPLACEMENT CHARACTER in the \(kind.rawValue): the text was not valid UTF-8 before it reached RouteScope")
                }
                runStart = index + length
                continue
            }
            let isJoinerInEmoji =
                scalar.value == 0x200D && previous.map(UnicodeScalarNames.isPictographic) == true
                && nextScalarIsPictographic(after: index + length, limit: limit)
            if !isJoinerInEmoji, let name = UnicodeScalarNames.invisibleName(of: scalar) {
                flushNeedsEncoding(runStart..<index, in: kind)
                let character = index..<index + length
                report(.invalidSyntax, at: character) { bytes in
                    Diagnostic.Words(
                        message: "invisible character \(UnicodeScalarNames.codePoint(scalar)) \(name) in the \(kind.rawValue); it is easy to paste by accident and makes the link fail on older iOS and Android. Remove it, or encode it as \(bytes.percentEncoded(character))",
                        found: UnicodeScalarNames.codePoint(scalar), fix: Fix(span: character, replacement: ""))
                }
                runStart = index + length
            }
        }
        flushNeedsEncoding(runStart..<index, in: kind)
        return index
    }

    func nextScalarIsPictographic(after index: Int, limit: Int) -> Bool {
        guard index < limit else { return false }
        let (scalar, _) = decodeScalar(at: index, limit: limit)
        return scalar.map(UnicodeScalarNames.isPictographic) ?? false
    }

    mutating func flushNeedsEncoding(_ range: Range<Int>, in kind: URLComponentKind) {
        guard !range.isEmpty else { return }
        if kind == .scheme {
            report(.invalidSyntax, at: range) { bytes in
                Diagnostic.Words(
                    message: "the scheme may only hold ASCII letters, digits, \"+\", \"-\" and \".\", found \(bytes.quoted(range))")
            }
            return
        }
        report(.needsEncoding, at: range) { bytes in
            let encoded = bytes.percentEncoded(range)
            return Diagnostic.Words(
                message: "raw non-ASCII text \(bytes.quoted(range)) in the \(kind.rawValue) must be percent-encoded as \(encoded); iOS 17+ encodes it silently, but older iOS and many Android routers reject or mangle it",
                expected: encoded, found: bytes.text(range), fix: Fix(span: range, replacement: encoded))
        }
    }

    mutating func reportASCII(at index: Int, in kind: URLComponentKind) {
        let byte = bytes[index]
        let span = index..<index + 1
        report(.invalidSyntax, at: span) { bytes in
            let encoded = bytes.percentEncoded(span)
            let fix = Fix(span: span, replacement: encoded)
            switch byte {
            case UInt8(ascii: " "):
                return Diagnostic.Words(
                    message: "raw space in the \(kind.rawValue); Foundation on iOS 17+ silently encodes it as %20, older iOS returns nil. Encode it as %20",
                    found: " ", fix: kind == .scheme || kind == .port ? nil : fix)
            case UInt8(ascii: "#") where kind == .fragment:
                return Diagnostic.Words(
                    message: "a second \"#\" in the fragment; Foundation on iOS 17+ silently encodes it as %23, older iOS returns nil. Encode it as %23",
                    found: "#", fix: fix)
            case 0..<0x20, 0x7F:
                let scalar = Unicode.Scalar(byte)
                return Diagnostic.Words(
                    message: "control character \(UnicodeScalarNames.describe(scalar)) in the \(kind.rawValue); Foundation on iOS 17+ silently encodes it as \(encoded), older iOS returns nil",
                    found: UnicodeScalarNames.codePoint(scalar), fix: kind == .scheme || kind == .port ? nil : fix)
            default:
                let character = String(UnicodeScalar(byte))
                if kind == .scheme {
                    return Diagnostic.Words(
                        message: "\"\(character)\" is not allowed in a scheme, which may only hold ASCII letters, digits, \"+\", \"-\" and \".\"",
                        found: character)
                }
                return Diagnostic.Words(
                    message: "\"\(character)\" is not allowed in the \(kind.rawValue) by RFC 3986; Foundation on iOS 17+ silently encodes it as \(encoded), older iOS returns nil. Encode it as \(encoded)",
                    found: character, fix: fix)
            }
        }
    }

    // MARK: Helpers

    /// Records a problem. A line of a million bad bytes builds no million messages: past the
    /// limit, problems are only counted. `words` writes the words from the link's bytes (passed
    /// in, since the scanner itself is being changed), and only when the problems keep them.
    mutating func report(
        _ code: DiagnosticCode, at span: Range<Int>, words: (LinkBytes) -> Diagnostic.Words
    ) {
        let bytes = bytes
        diagnostics.record(code, at: span) { words(bytes) }
    }

    func decodeScalar(at index: Int, limit: Int) -> (Unicode.Scalar?, Int) {
        UTF8Decoding.scalar(in: bytes, at: index, limit: limit)
    }
}

extension [QueryItemSpan] {
    /// Appends the item `range`, whose first `=` is at `equals` (negative when it has none, and
    /// within `range` otherwise).
    @inline(__always)
    fileprivate mutating func appendItem(_ range: Range<Int>, equals: Int) {
        append(
            equals < 0
                ? QueryItemSpan(item: range, name: range, value: nil)
                : QueryItemSpan(
                    item: range, name: Range(uncheckedBounds: (range.lowerBound, equals)),
                    value: Range(uncheckedBounds: (equals &+ 1, range.upperBound))))
    }
}

/// The words the scanner writes about a link's bytes.
extension LinkBytes {
    /// The text of `range` in double quotes.
    fileprivate func quoted(_ range: Range<Int>) -> String { "\"\(text(range))\"" }

    /// `range` with every byte percent-encoded.
    fileprivate func percentEncoded(_ range: Range<Int>) -> String {
        PercentEncoding.encodeAll(self[rebasing: range])
    }
}
