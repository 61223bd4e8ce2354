import RouteCore

/// The fuzz targets: each takes arbitrary bytes and checks the invariants that must hold for
/// every input. A broken invariant is a crash, which libFuzzer records.
enum FuzzTarget: String, CaseIterable {
    /// The scanner and the matcher on arbitrary bytes.
    case link
    /// The route-map loader on arbitrary YAML.
    case routeMap = "routemap"
    /// The flow-file loader and its playback.
    case flow
    /// The explorer's reducer and renderer on arbitrary key and paste sequences.
    case explorer
    /// The manifest loader and the Android importers on arbitrary XML.
    case androidXML = "androidxml"

    func run(_ bytes: [UInt8]) {
        switch self {
        case .link: LinkFuzzing.check(bytes)
        case .routeMap: RouteMapFuzzing.check(bytes)
        case .flow: FlowFuzzing.check(bytes)
        case .explorer: ExplorerFuzzing.check(bytes)
        case .androidXML: AndroidXMLFuzzing.check(bytes)
        }
    }
}

/// Stops the process with a message when an invariant breaks.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
