/// The parts of a link that Android's intent resolution reads, as `android.net.Uri` gives them:
/// the scheme and host as written (no case folding), the explicit port, and the *decoded* path.
package struct AndroidLink: Sendable, Hashable {
    /// The scheme, case kept.
    package let scheme: String
    /// The host, case kept; nil when the link has no authority.
    package let host: String?
    /// The explicit port; nil when absent or not a number (`Uri.getPort()` gives -1 then).
    package let port: Int?
    /// The path with percent escapes decoded, as `Uri.getPath()`.
    package let path: String
    let pathUnits: [UInt16]

    /// Reads a link; nil when it has no scheme.
    package init?(_ link: String) {
        let url = URLScanner.scan(link).url
        let bytes = Array(link.utf8)
        guard let schemeRange = url.scheme else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        scheme = text(schemeRange)
        host = url.host.map(text)
        port = url.port.flatMap { Int(text($0)) }
        path = Self.percentDecoded(bytes[url.path])
        pathUnits = Array(path.utf16)
    }

    /// Whether the scheme is `http` or `https`, exactly: Android's web schemes are lower case.
    package var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// Decodes `%XX` escapes; an escape that is not two hex digits stays as written.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = PercentEncoding.hexValue(bytes[index + 1]),
                let low = PercentEncoding.hexValue(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
