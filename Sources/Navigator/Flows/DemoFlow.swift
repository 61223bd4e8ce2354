import RouteCore

/// A flow shipped inside the binary (from `Assets/flows/`), for `routescope simulate NAME` and
/// the explorer's demo mode. Its `routes: ../routes.yml` (`Assets/routes.yml` in the source tree)
/// is the embedded sample.
///
/// ```swift
/// let flow = try DemoFlow.named("campaign-login")!.load()
/// ```
public struct DemoFlow: Sendable, Hashable {
    /// The file name without `.yml`: `campaign-login`.
    public let name: String
    /// The text of `Assets/flows/<name>.yml`.
    public let text: String

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The demo flow called `name`.
    public static func named(_ name: String) -> DemoFlow? {
        all.first { $0.name == name }
    }

    /// The file name used in problems: `<embedded flows/campaign-login.yml>`.
    public var file: String { "<embedded flows/\(name).yml>" }

    /// Parses the flow. The embedded texts are checked by the test suite.
    public func load() throws(RouteMapError) -> Flow {
        try FlowLoader.load(yaml: text, file: file, origin: .embedded)
    }
}
