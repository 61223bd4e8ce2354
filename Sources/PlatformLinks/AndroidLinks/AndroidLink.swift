/// A link as `android.net.Uri.parse` reads it, with the parts intent resolution uses, decoded as
/// `Uri` decodes them, and where each stands in the link (UTF-8 byte offsets, for diagnostics).
///
/// AOSP's `StringUri` splits without validating anything:
/// - the scheme is everything before the first `:`, case kept;
/// - the scheme-specific part is everything between that `:` and the first `#` after it;
/// - an authority follows only `//`, and ends at `/`, `\`, `?` or `#`; the host is what follows
///   its last `@`, and the port the digits after a final `:` (`getPort()` is -1 when they are
///   missing or overflow an `Int`, and then no port is declared to the filter);
/// - the path, only for a hierarchical link (a `/` right after the `:`), starts at the `/` or `\`
///   that ends the authority and runs to the first `?` or `#`; an opaque link (`mailto:a`) has none;
/// - the query runs from the first `?` to the fragment, the fragment from the first `#`.
package struct AndroidLink: Sendable, Hashable {
    /// The scheme, case kept.
    package let scheme: String
    /// The decoded host, case kept; nil when the link has no authority.
    package let host: String?
    /// The explicit port; nil when absent or not a number (`Uri.getPort()` gives -1 then).
    package let port: Int?
    /// The decoded path; nil for an opaque link.
    package let path: [UInt16]?
    /// The decoded query; nil when the link has none.
    package let query: [UInt16]?
    /// The decoded fragment; nil when the link has none.
    package let fragment: [UInt16]?
    /// The decoded scheme-specific part: decoded when asked, since only `android:ssp…` rules,
    /// which few filters have, read it.
    package var schemeSpecificPart: [UInt16] { Self.decoded(bytes[schemeSpan.upperBound + 1..<beforeFragment]) }

    /// The link's UTF-8 bytes.
    private let bytes: [UInt8]
    /// Where the fragment's `#` is, or the link's end.
    private let beforeFragment: Int

    /// Where the scheme, host, path, query and fragment stand in the link.
    package let schemeSpan: Range<Int>
    package let hostSpan: Range<Int>?
    package let pathSpan: Range<Int>?
    package let querySpan: Range<Int>?
    package let fragmentSpan: Range<Int>?
    /// The link's length in UTF-8 bytes.
    let end: Int

    /// Reads a link; nil when it has no `:`, so no scheme.
    package init?(_ link: String) { self.init(bytes: Array(link.utf8)) }

    /// Reads a link from its UTF-8 bytes; nil when it has no `:`.
    package init?(bytes: [UInt8]) {
        func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
        func first(of targets: [UInt8], from start: Int, to end: Int) -> Int? {
            bytes[start..<end].firstIndex(where: targets.contains)
        }
        func decoded(_ range: Range<Int>) -> [UInt16] { Self.decoded(bytes[range]) }

        self.bytes = bytes
        let end = bytes.count
        self.end = end
        guard let separator = bytes.firstIndex(of: ascii(":")) else { return nil }
        let fragmentStart = first(of: [ascii("#")], from: separator, to: end)
        let beforeFragment = fragmentStart ?? end
        self.beforeFragment = beforeFragment
        schemeSpan = 0..<separator
        scheme = String(decoding: bytes[schemeSpan], as: UTF8.self)

        let hasAuthority = end > separator + 2 && bytes[separator + 1] == ascii("/") && bytes[separator + 2] == ascii("/")
        var pathStart = separator + 1
        if hasAuthority {
            let authorityStart = separator + 3
            let authorityEnd = first(of: [ascii("/"), ascii("\\"), ascii("?"), ascii("#")], from: authorityStart, to: end) ?? end
            pathStart = authorityEnd
            let hostStart = bytes[authorityStart..<authorityEnd].lastIndex(of: ascii("@")).map { $0 + 1 } ?? authorityStart
            var portSeparator: Int?
            for index in (authorityStart..<authorityEnd).reversed() {
                if bytes[index] == ascii(":") { portSeparator = index }
                if !(ascii("0")...ascii("9")).contains(bytes[index]) { break }
            }
            let hostRange = hostStart..<(portSeparator ?? authorityEnd)
            hostSpan = hostRange
            host = Self.text(bytes[hostRange])
            port = portSeparator.flatMap { Int32(String(decoding: bytes[$0 + 1..<authorityEnd], as: UTF8.self)) }.map(Int.init)
        } else {
            hostSpan = nil
            host = nil
            port = nil
        }

        let isHierarchical = separator + 1 < end && bytes[separator + 1] == ascii("/")
        if isHierarchical {
            // After an authority ended by `?` or `#` the path is empty (`parsePath`).
            let pathEnd = first(of: [ascii("?"), ascii("#")], from: pathStart, to: end) ?? end
            pathSpan = pathStart..<pathEnd
            path = decoded(pathStart..<pathEnd)
        } else {
            pathSpan = nil
            path = nil
        }

        if let questionMark = first(of: [ascii("?")], from: separator, to: end), fragmentStart.map({ $0 >= questionMark }) ?? true {
            querySpan = questionMark + 1..<beforeFragment
            query = decoded(questionMark + 1..<beforeFragment)
        } else {
            querySpan = nil
            query = nil
        }
        if let fragmentStart {
            fragmentSpan = fragmentStart + 1..<end
            fragment = decoded(fragmentStart + 1..<end)
        } else {
            fragmentSpan = nil
            fragment = nil
        }
    }

    /// The decoded text of `bytes`, as `Uri` decodes it.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        if !bytes.contains(UInt8(ascii: "%")) { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: decoded(bytes), as: UTF16.self)
    }

    /// `bytes` as Java holds the decoded text: UTF-16 units, `%XX` escapes decoded as `Uri` does.
    /// ASCII with no `%` (the usual part of a link) is widened unit by unit, without a string.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> [UInt16] {
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) { return bytes.map(UInt16.init) }
        return AndroidURIDecoder.decode(Array(String(decoding: bytes, as: UTF8.self).utf16))
    }

    /// Whether the scheme is `http` or `https`, exactly: `Intent.isWebIntent` and the filters
    /// compare schemes case-sensitively.
    package var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// The path as text, for messages.
    package var pathText: String { path.map { String(decoding: $0, as: UTF16.self) } ?? "" }

    /// Where `part` stands; for a part the link lacks, the point where it would go.
    func span(of part: AndroidLinkEligibility.Part) -> Range<Int>? {
        switch part {
        case .scheme: schemeSpan
        case .schemeSpecificPart: schemeSpan.upperBound + 1..<(fragmentSpan.map { $0.lowerBound - 1 } ?? end)
        case .host: hostSpan ?? pathSpan.map { $0.lowerBound..<$0.lowerBound }
        case .path: pathSpan
        case .query: querySpan ?? pathSpan.map { $0.upperBound..<$0.upperBound }
        case .fragment: fragmentSpan
        }
    }
}
