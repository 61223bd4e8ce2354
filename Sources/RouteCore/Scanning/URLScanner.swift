import TextBytes

/// Splits a URL into components with exact byte ranges, and reports every character that
/// RFC 3986 does not allow where it stands.
///
/// The scanner never stops at a problem: it records a ``LinkProblem`` and carries on as if the
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
        /// The scanned text; every span is into it.
        package var input: String
        package var url: ScannedURL
        /// The problems, at most ``ProblemList/limit`` plus a summary of the rest.
        package var problems: [LinkProblem]

        /// Whether RFC 3986 lets the text stand as a URI: no syntax error, where the mistakes
        /// of writing a link by hand (a `;` or a glued `&` between parameters, a `#` in a value)
        /// are not syntax, and a URL inside a value may hold them.
        package var isValidSyntax: Bool { Self.isValidSyntax(problems) }

        /// Whether `problems` let the text stand as a URI (``isValidSyntax``).
        static func isValidSyntax(_ problems: [LinkProblem]) -> Bool {
            !problems.contains {
                switch $0.code {
                case .invalidSyntax, .badPercentEncoding, .invalidUTF8, .unfilledPlaceholder: true
                default: false
                }
            }
        }

        /// The query's items, split from ``input``.
        package var queryItems: [QueryItemSpan] { url.queryItems(in: input) }

        /// The problems in words.
        package var diagnostics: [Diagnostic] {
            input.withUTF8Bytes { bytes in
                let renderer = ProblemRenderer(bytes: bytes, url: url)
                return problems.map { renderer.diagnostic($0, in: nil) }
            }
        }
    }

    /// Scans `input`. Offsets in the result are into `input.utf8`.
    package static func scan(_ input: String) -> Result {
        input.withUTF8Bytes { bytes in
            let (url, problems) = scan(bytes: bytes)
            return Result(input: input, url: url, problems: problems.finished())
        }
    }

    /// Scans raw bytes, which should be UTF-8, recording each problem.
    static func scan(bytes: LinkBytes) -> (url: ScannedURL, problems: ProblemList) {
        var unkept = ScratchList<ScannedQueryItem>()
        return scan(bytes: bytes, link: 0..<bytes.count, items: &unkept)
    }

    /// The scheme of `bytes`, when they are a link RFC 3986 lets stand as a URI (no problem that
    /// makes ``Result/isValidSyntax`` false): the rule of the `url` parameter type.
    static func validScheme(of bytes: LinkBytes) -> Range<Int>? {
        let (url, problems) = scan(bytes: bytes)
        guard let scheme = url.scheme, Result.isValidSyntax(problems.finished()) else { return nil }
        return scheme
    }

    /// Scans the link in `link`, a range of `bytes` pasted or exported with text around it
    /// (``TextAroundLink``): that text is a `text-around-link` problem on each side, and the link
    /// is scanned as a link of its own, with spans into all of `bytes`.
    ///
    /// The query's items go into `items`, as many as it has room for (``ScratchList/overflowed``
    /// when that is not all of them).
    @inline(__always)
    static func scan(
        bytes: LinkBytes, link: Range<Int>, items: inout ScratchList<ScannedQueryItem>
    ) -> (url: ScannedURL, problems: ProblemList) {
        var scanner = Scanner(bytes: bytes, link: link, items: items)
        defer { items = scanner.items }
        if link.lowerBound > 0 { scanner.report(.textAroundLink, at: 0..<link.lowerBound, .textAroundLink(.before)) }
        scanner.run()
        if link.upperBound < bytes.count {
            scanner.report(.textAroundLink, at: link.upperBound..<bytes.count, .textAroundLink(.after))
        }
        return (scanner.url, scanner.problems)
    }
}

private struct Scanner {
    let bytes: LinkBytes
    /// Where the link starts in `bytes`: after any text before it.
    let start: Int
    /// Where the link ends in `bytes`: before any text after it. Nothing at or after it is read.
    let end: Int
    /// ``LinkByte/table``, read once per link.
    let table = LinkByte.table
    var url: ScannedURL
    var problems = ProblemList()
    /// The query's items, as they are split.
    var items: ScratchList<ScannedQueryItem>

    init(bytes: LinkBytes, link: Range<Int>, items: ScratchList<ScannedQueryItem>) {
        self.bytes = bytes
        self.items = items
        start = link.lowerBound
        end = link.upperBound
        url = ScannedURL(path: start..<start)
    }

    mutating func run() {
        // Locals, so that the loops need not read them again after each problem recorded.
        let (start, end) = (start, end)
        var position = start

        // Scheme: the text before the first ":" that precedes any "/", "?" or "#" (RFC 3986 §3.1).
        // Scheme characters are none of those, so a run of them is skipped with one lookup a byte.
        var index = table.endOfRun(of: .schemeTail, in: bytes, from: start, before: end)
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
        if index < end, index > start, bytes[index] == UInt8(ascii: ":") {
            url.scheme = start..<index
            // A letter then scheme characters only: nothing to report.
            if schemeTailRun != index || !ByteClass.of(bytes[start]).contains(.alpha) { checkScheme(start..<index) }
            position = index + 1
        } else if index == start, end > start, bytes[start] == UInt8(ascii: ":") {
            // Not a URI (the scheme is empty) and not a relative reference either, whose first
            // segment may not contain ":" (RFC 3986 §4.2). Foundation takes ":x" as a path.
            report(.invalidSyntax, at: start..<start + 1, .emptyScheme)
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
        position = checkPath(from: position)

        // Query (RFC 3986 §3.4), up to the fragment.
        if position < end, bytes[position] == UInt8(ascii: "?") {
            position = checkQuery(from: position + 1)
        } else if let mark = gluedQueryStart(path: url.path) {
            // `…/r/42&utm_source=…`: read what follows the `&` as the query it was meant to be.
            report(.missingQueryMark, at: mark..<mark + 1, .missingQueryMark)
            url.path = url.path.lowerBound..<mark
            position = checkQuery(from: mark + 1)
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
        report(.invalidSyntax, at: range.lowerBound..<range.lowerBound + 1, .schemeStartsWithNonLetter)
        check(range.lowerBound + 1..<range.upperBound, as: .scheme)
    }

    /// Finds the end of the authority that starts at `start`, whose bytes before `stop` are all
    /// ones a host may hold, then splits and checks it; returns the index after it.
    mutating func scanAuthority(from start: Int, continuingAt stop: Int) -> Int {
        let end = end
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
                report(.invalidSyntax, at: hostStart..<hostStart + 1, .unclosedIPLiteral)
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
                    report(.invalidSyntax, at: hostEnd..<range.upperBound, .textAfterIPLiteral)
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
                report(.invalidSyntax, at: range, .portNotDigits)
                return
            }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
        }
        if value > 65535 {
            report(.invalidSyntax, at: range, .portOutOfRange)
        }
    }

    mutating func checkIPLiteral(_ range: Range<Int>) {
        for index in range where !ByteClass.of(bytes[index]).contains(.ipLiteral) {
            // A character beyond ASCII is reported whole, all its bytes.
            let length = bytes[index] < 0x80 ? 1 : decodeScalar(at: index, limit: range.upperBound).1
            report(.invalidSyntax, at: index..<index + length, .notAllowedInIPLiteral)
            return
        }
        // The characters are fine; they must also form an address. Foundation takes "[zz]" as a host.
        if !IPLiteral.isValid(bytes, range) {
            let literal = (range.lowerBound - 1)..<(range.upperBound + 1)
            report(.invalidSyntax, at: literal, .notAnIPLiteral)
        }
    }

    /// Checks the bytes of the path that starts at `start`, in one pass that ends at the first
    /// `?` or `#`, whose index it returns. The character checks never step over a delimiter.
    mutating func checkPath(from start: Int) -> Int {
        let end = end
        var index = start
        while true {
            index = table.endOfRun(of: .path, in: bytes, from: index, before: end)
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            index = checkDisallowed(at: index, limit: end, in: .path)
        }
        url.path = start..<index
        return index
    }

    /// Checks the query that starts at `start` while it splits it into items
    /// (``QueryItemSplitter``), and returns the index where it ends: the first `#` that starts
    /// the fragment, or the end. The character checks never step over a `&`, `=`, `;` or `#`.
    mutating func checkQuery(from start: Int) -> Int {
        var split = QueryItemSplitter(bytes, from: start, limit: end, table: table)
        while let item = split.next(reporting: &self) {
            items.append(ScannedQueryItem(span: item, valueTraits: split.valueTraits))
        }
        url.query = start..<split.end
        return split.end
    }

    /// The `&` of the last path segment that starts a query written without `?`: the first one
    /// followed by a parameter name and `=` (`42&utm_source=x`); nil when there is none.
    func gluedQueryStart(path: Range<Int>) -> Int? {
        guard let last = PathSegmentSplitter.last(of: path, in: bytes) else { return nil }
        var index = last.lowerBound
        while index < last.upperBound {
            if bytes[index] == UInt8(ascii: "&"), QueryItemSplitter.startsParameter(bytes, at: index + 1, limit: last.upperBound) { return index }
            index += 1
        }
        return nil
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
        } else if byte == UInt8(ascii: "{"), kind != .scheme, kind != .port, let end = Placeholder.end(in: bytes, at: index, limit: limit) {
            report(.unfilledPlaceholder, at: index..<end, .unfilledPlaceholder)
            return end
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
        report(.badPercentEncoding, at: index..<end, .badPercentEscape)
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
                report(.invalidUTF8, at: index..<index + length, .invalidUTF8Bytes(kind))
                runStart = index + length
                continue
            }
            if scalar == "\u{FFFD}" {
                flushNeedsEncoding(runStart..<index, in: kind)
                report(.invalidUTF8, at: index..<index + length, .replacementCharacter(kind))
                runStart = index + length
                continue
            }
            let isJoinerInEmoji =
                scalar.value == 0x200D && previous.map(UnicodeScalarNames.isPictographic) == true
                && nextScalarIsPictographic(after: index + length, limit: limit)
            if !isJoinerInEmoji, UnicodeScalarNames.invisibleName(of: scalar) != nil {
                flushNeedsEncoding(runStart..<index, in: kind)
                report(.invalidSyntax, at: index..<index + length, .invisibleCharacter(kind))
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
            report(.invalidSyntax, at: range, .nonASCIIScheme)
            return
        }
        report(.needsEncoding, at: range, .rawNonASCII(kind))
    }

    mutating func reportASCII(at index: Int, in kind: URLComponentKind) {
        report(.invalidSyntax, at: index..<index + 1, .disallowedByte(kind))
    }

    // MARK: Helpers

    /// Records a problem. A line of a million bad bytes records no million problems: past the
    /// limit, problems are only counted.
    mutating func report(_ code: DiagnosticCode, at span: Range<Int>, _ detail: ProblemDetail) {
        problems.record(code, at: span, detail)
    }

    func decodeScalar(at index: Int, limit: Int) -> (Unicode.Scalar?, Int) {
        UTF8Decoding.scalar(in: bytes, at: index, limit: limit)
    }
}

extension Scanner: QuerySplitReporter {
    mutating func readOtherByte(at index: Int, limit: Int) -> Int {
        checkDisallowed(at: index, limit: limit, in: .query)
    }

    mutating func readSemicolonAsSeparator(at index: Int) {
        report(.wrongSeparator, at: index..<index + 1, .wrongSeparator)
    }

    mutating func readHashInValue(at index: Int, name: Range<Int>) {
        report(.hashInValue, at: index..<index + 1, .hashInValue(name: name))
    }
}
