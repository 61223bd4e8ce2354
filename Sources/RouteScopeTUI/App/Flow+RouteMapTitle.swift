import Navigator

extension Flow {
    /// The route map a demo flow names, as the explorer's title shows it: the embedded sample by
    /// that name (not the flow's `../routes.yml`), a file by its path from the working directory.
    /// Nil when the flow names none.
    public var routeMapTitle: String? {
        guard let routes else { return nil }
        switch origin {
        case .embedded: return "embedded sample"
        case .file(let directory): return directory.isEmpty || routes.hasPrefix("/") ? routes : directory + "/" + routes
        }
    }
}
