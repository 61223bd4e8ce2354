/// A scripted walk through the simulated app: a start, and steps with the state each should
/// leave behind. Load one with ``FlowLoader``, play it with ``FlowPlayback``.
///
/// ```yaml
/// routes: routes.yml
/// start: {logged_in: false, cold: true}
/// steps:
///   - open: myapp://setting/changeAccount
///     expect: {tab: setting, stack: [settings], modal: [login]}
///   - {login: true, expect: {modal: [changeAccount]}}
///   - dismiss
///   - {tap: home, expect: {tab: home, stack: [feed], modal: []}}
/// ```
public struct Flow: Sendable, Hashable {
    /// Where a flow was read from, which decides where its `routes:` file is looked for.
    public enum Origin: Sendable, Hashable {
        /// A file in `directory` (empty for the working directory).
        case file(directory: String)
        /// A demo flow embedded in the binary; its `routes: ../routes.yml` is the embedded sample.
        case embedded
    }

    /// The file name used in problems.
    public var file: String
    public var origin: Origin
    /// What the flow is about, from its `description:`.
    public var summary: String?
    /// The route map as the flow names it, relative to the flow file; nil when it names none.
    public var routes: String?
    public var start: FlowStart
    public var steps: [FlowStep]
    /// Where `routes:` is written.
    var routesPosition: FlowPosition?
    /// Tab and screen names to check against the route map.
    var references: [FlowReference]

    public init(
        file: String, origin: Origin, summary: String? = nil, routes: String? = nil, start: FlowStart = FlowStart(),
        steps: [FlowStep]
    ) {
        self.init(
            file: file, origin: origin, summary: summary, routes: routes, start: start, steps: steps, routesPosition: nil,
            references: steps.flatMap(FlowReference.references(in:)))
    }

    init(
        file: String, origin: Origin, summary: String?, routes: String?, start: FlowStart, steps: [FlowStep],
        routesPosition: FlowPosition?, references: [FlowReference]
    ) {
        self.file = file
        self.origin = origin
        self.summary = summary
        self.routes = routes
        self.start = start
        self.steps = steps
        self.routesPosition = routesPosition
        self.references = references
    }
}
