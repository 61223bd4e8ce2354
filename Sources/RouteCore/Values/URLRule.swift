/// `type: url`: an absolute URL, optionally restricted to some `schemes`.
public struct URLRule: Sendable, Hashable {
    /// Allowed schemes, lower-cased; empty allows any.
    public var schemes: [String] {
        didSet { utf8Schemes = schemes.map { Array($0.utf8) } }
    }
    /// The schemes as UTF-8, for comparing bytes.
    private var utf8Schemes: [[UInt8]]

    public init(schemes: [String] = []) {
        self.schemes = schemes.map { $0.lowercased() }
        utf8Schemes = self.schemes.map { Array($0.utf8) }
    }

    /// The rule, on a value's text as UTF-8: a link with a scheme that RFC 3986 lets stand (read
    /// in one pass when it has the usual plain syntax, by the scanner otherwise), whose scheme,
    /// lower-cased, is one of ``schemes``.
    func check(_ bytes: LinkBytes) -> RuleOutcome<Void> {
        // Building the text, the rule always tells.
        check(bytes, buildingText: true)!
    }

    /// ``check(_:)``; nil when the text is not of the plain syntax, so that only the scanner, on
    /// the text, can tell, and `buildingText` is false (a verdict builds no text).
    func check(_ bytes: LinkBytes, buildingText: Bool) -> RuleOutcome<Void>? {
        let scheme: Range<Int>
        // The segments and items are not needed: room for none is enough.
        var layout = PlainLinkSyntax.Layout(segments: ScratchList(), items: ScratchList())
        if PlainLinkSyntax(bytes: bytes).scan(into: &layout) {
            scheme = layout.scheme
        } else {
            guard buildingText else { return nil }
            let scan = URLScanner.scan(bytes.text(0..<bytes.count))
            guard let scanned = scan.url.scheme, scan.isValidSyntax else { return .invalid(.mismatch(at: nil)) }
            scheme = scanned
        }
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
