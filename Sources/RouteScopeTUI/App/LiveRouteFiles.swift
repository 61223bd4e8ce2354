import RouteCore

/// What loading the route files again gave: the route map with its platform files applied, or
/// the problems that stop it, worded as the command line prints them
/// (`routes.yml:12:7: error: …`), one per line.
public enum RouteFilesLoad: Sendable {
    case loaded(RouteMap)
    case failed(String)
}

/// The route files of an explorer session (the route map, the apple-app-site-association, the
/// Android manifest and assetlinks files): how to load them again, and, for `explore --watch`,
/// the watcher that says when they changed.
public struct LiveRouteFiles {
    /// The files the session's first load read.
    public let files: [String]
    /// Loads the files again: the result, and every file the load read (to watch from now on).
    public let load: () -> (result: RouteFilesLoad, files: [String])
    /// Watches the files; nil when they are reloaded only by hand (Alt-R).
    public let watcher: (any FileWatcher)?

    public init(files: [String], watcher: (any FileWatcher)?, load: @escaping () -> (result: RouteFilesLoad, files: [String])) {
        self.files = files
        self.watcher = watcher
        self.load = load
    }
}
