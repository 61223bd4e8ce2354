/// `type: url`: an absolute URL, optionally restricted to some `schemes`.
public struct URLRule: Sendable, Hashable {
    /// Allowed schemes, lower-cased (also when set); empty allows any.
    public var schemes: [String] {
        didSet {
            schemes = schemes.map { $0.lowercased() }
            utf8Schemes = schemes.map { Array($0.utf8) }
        }
    }
    /// The schemes as UTF-8, for comparing bytes.
    private var utf8Schemes: [[UInt8]]

    /// A rule that accepts these schemes, in any case; with none, any scheme.
    public init(schemes: [String] = []) {
        self.schemes = schemes.map { $0.lowercased() }
        utf8Schemes = self.schemes.map { Array($0.utf8) }
    }

    /// The rule, on a value's text as UTF-8: a link with a scheme that RFC 3986 lets stand, as
    /// the scanner reads links (``URLScanner/validScheme(of:)``), whose scheme, lower-cased, is
    /// one of ``schemes``.
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        guard let scheme = URLScanner.validScheme(of: bytes) else { return .invalid(.mismatch(at: nil)) }
        guard utf8Schemes.isEmpty || isAllowed(bytes, scheme) else { return .invalid(.schemeNotAllowed(at: scheme)) }
        return .valid(())
    }

    /// Whether the scheme in `range`, lower-cased, is one of ``schemes``. A scheme is ASCII, so
    /// its ASCII letters are all there is to lower-case.
    private func isAllowed(_ bytes: LinkBytes, _ range: Range<Int>) -> Bool {
        search: for allowed in utf8Schemes where allowed.count == range.count {
            for (offset, index) in range.enumerated() {
                let found = bytes[index]
                guard (found >= UInt8(ascii: "A") && found <= UInt8(ascii: "Z") ? found | 0x20 : found) == allowed[offset] else {
                    continue search
                }
            }
            return true
        }
        return false
    }
}

extension URLRule: CustomReflectable {
    /// The schemes alone, as a route map gives them; the prepared bytes are not shown.
    public var customMirror: Mirror { Mirror(self, children: ["schemes": schemes] as KeyValuePairs<String, Any>, displayStyle: .struct) }
}
