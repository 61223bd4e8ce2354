import RouteCore
import Yams

/// YAML route maps: parsed by Yams into RouteCore's node tree, then validated as JSON ones are,
/// with every problem at its line and column.
///
/// ```swift
/// import RouteCore
/// import RouteMapYAML
///
/// let map = try RouteMapLoader.load(yaml: text, file: "routes.yml")
/// ```
extension RouteMapLoader {
    /// Reads and validates the route map at `path`, written in YAML or JSON.
    ///
    /// `path` is a file system path; a relative one is read from the working directory. In an
    /// app, give the path of the file in its bundle (`Bundle.main.path(forResource: "routes",
    /// ofType: "yml")`).
    ///
    /// The files the map names (`web.aasa`, `android.manifest`, `android.assetlinks`) are read
    /// relative to `path`'s directory.
    ///
    /// - Throws: `RouteMapError` with every problem of the map and of the files it names, each
    ///   with its file, line and column.
    public static func load(contentsOf path: String) throws(RouteMapError) -> RouteMap {
        try load(document: try YAMLDocument.load(contentsOf: path), file: path)
    }

    /// Reads and validates the route map at `path`, adding to `files` every file the load reads:
    /// `path`, then the files it names (`web.aasa`, `android.manifest`, `android.assetlinks`),
    /// whether or not they load, so that `explore --watch` sees a broken one fixed.
    package static func load(contentsOf path: String, readingFiles files: inout [String]) throws(RouteMapError) -> RouteMap {
        files.append(path)
        return try load(document: try YAMLDocument.load(contentsOf: path), file: path, readingFiles: &files)
    }

    /// Parses and validates route-map text written in YAML (or JSON, which YAML includes).
    ///
    /// - Parameters:
    ///   - yaml: The route map's text.
    ///   - file: The name problems are reported with. The files the map names (`web.aasa`,
    ///     `android.manifest`, `android.assetlinks`) are read relative to its directory.
    /// - Throws: `RouteMapError` with every problem of the map and of the files it names, each
    ///   with its file, line and column.
    public static func load(yaml: String, file: String = "routes.yml") throws(RouteMapError) -> RouteMap {
        try load(document: try YAMLDocument.parse(bytes: Array(yaml.utf8), file: file), file: file)
    }

    /// Validates a route map given as a Yams node tree, as importers build one, expanding at
    /// most `nodeBudget` nodes.
    package static func load(node: Node, file: String, nodeBudget: Int = YAMLDocument.nodeBudget) throws(RouteMapError) -> RouteMap {
        try load(document: try YAMLDocument.tree(of: node, file: file, nodeBudget: nodeBudget), file: file)
    }
}
