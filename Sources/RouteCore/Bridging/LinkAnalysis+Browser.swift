extension LinkAnalysis {
    /// Codes that make a link malformed: a browser cannot open it either, so it stays an
    /// invalid link rather than a web page.
    private static let malformedLinkCodes: Set<DiagnosticCode> = [.invalidSyntax, .badPercentEncoding, .invalidUTF8]

    /// Whether the system hands this link to the browser instead of the app: a well-formed
    /// http(s) link with a host that is `not-an-app-link` (another web host, plain http, a path
    /// outside the web prefix, or one the apple-app-site-association excludes). Parameter
    /// problems do not matter there, since the app never reads the link.
    ///
    /// The one rule for ``Instruction`` (kind ``LinkKind/other``) and for the navigator, which
    /// presents the browser.
    package var opensInBrowser: Bool {
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.contains(where: { $0.code == .notAnAppLink }),
            !errors.contains(where: { Self.malformedLinkCodes.contains($0.code) })
        else { return false }
        let url = url
        guard let scheme = url.scheme, let host = url.host, !host.isEmpty else { return false }
        let name = input.text(ofUTF8: scheme).lowercased()
        return name == "https" || name == "http"
    }
}
