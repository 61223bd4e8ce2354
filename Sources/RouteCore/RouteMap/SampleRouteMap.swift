extension RouteMap {
    /// The sample app from `Assets/routes.yml`: four tabs, fourteen screens and every parameter type.
    ///
    /// It is embedded as JSON (``RouteMapLoader/load(json:file:)``), so an app gets it without
    /// a YAML parser. The test suite validates the embedded text and checks that it gives the
    /// same map as the YAML asset, so loading it cannot fail at run time.
    public static let sample: RouteMap = {
        do {
            return try RouteMapLoader.load(json: sampleJSON, file: "<embedded routes.json>")
        } catch {
            fatalError("the embedded sample route map is invalid:\n\(error)")
        }
    }()
}
