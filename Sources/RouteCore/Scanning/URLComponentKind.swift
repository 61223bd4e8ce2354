import TextBytes

/// The component of a URL a byte belongs to, used to word syntax diagnostics.
package enum URLComponentKind: String, Sendable {
    case scheme
    case userinfo = "user info"
    case host
    case port
    case path
    case query
    case fragment

    /// The characters RFC 3986 allows in this component, besides percent-escapes.
    var allowed: ByteClass {
        switch self {
        case .scheme: .schemeTail
        case .userinfo: .userinfo
        case .host: .regName
        case .port: []
        case .path: .path
        case .query, .fragment: .queryOrFragment
        }
    }

    /// ``allowed`` as the bit of ``LinkByte/table`` that holds it, for the scanner's inner loop.
    var allowedBits: LinkByte {
        switch self {
        case .scheme: .schemeTail
        case .userinfo: .userinfo
        case .host: .host
        case .port: []
        case .path: .path
        case .query, .fragment: .queryOrFragment
        }
    }
}
