/// `type: url`: an absolute URL, optionally restricted to some `schemes`.
public struct URLRule: Sendable, Hashable {
    /// Allowed schemes, lower-cased; empty allows any.
    public var schemes: [String]

    public init(schemes: [String] = []) { self.schemes = schemes.map { $0.lowercased() } }

    var expectation: String {
        schemes.isEmpty ? "an absolute URL" : "an absolute \(schemes.joined(separator: " or ")) URL"
    }

    func read(_ text: String) -> ValueReading {
        let scan = URLScanner.scan(text)
        guard let schemeRange = scan.url.scheme, scan.isValidSyntax else {
            return .invalid(.mismatch(expectation, text))
        }
        let scheme = text.text(ofUTF8: schemeRange).lowercased()
        if !schemes.isEmpty, !schemes.contains(scheme) {
            return .invalid(.mismatch(expectation, text))
        }
        return .valid(.string(text))
    }
}
