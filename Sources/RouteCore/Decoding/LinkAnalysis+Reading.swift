extension LinkAnalysis {
    /// The route, or the error that says why an app cannot read the link: the diagnostics
    /// `check` reports, or, for an analysis with none, that it is no link to the app.
    package func readableRoute() throws(DeepLinkError) -> Route {
        if let route { return route }
        let diagnostics = diagnostics
        guard diagnostics.isEmpty else { throw DeepLinkError(input: input, diagnostics: diagnostics) }
        throw DeepLinkError(
            input: input,
            diagnostics: [
                Diagnostic(.unknownScheme, "this is not a link to the app or to a web page", span: 0..<input.utf8.count)
            ])
    }
}
