extension RouteMap {
    /// The sample app from `Assets/routes.yml`: four tabs, fourteen screens and every parameter type.
    ///
    /// The embedded text is validated by the test suite, so loading it cannot fail at run time.
    public static let sample: RouteMap = {
        do {
            return try RouteMapLoader.load(yaml: sampleText, file: "<embedded routes.yml>")
        } catch {
            fatalError("the embedded sample route map is invalid:\n\(error)")
        }
    }()
}
