import ArgumentParser
import Foundation
import Navigator
import RouteCore

/// `routescope simulate`: plays a flow (or a few links) in the simulated tab-bar app and shows
/// each state, failing on the first unmet expectation.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a flow in the simulated app, or open links in it, and show where they land.",
        discussion: """
            FLOW is a flow file, or the name of a demo flow embedded in routescope \
            (\(DemoFlow.all.map(\.name).joined(separator: ", "))). Without FLOW, --open opens links in order, \
            the first one launching the app (a cold start). The route map is --routes if given, else the flow's \
            routes:, else the usual default. Exit status: 0 when every expectation is met, 1 at the first unmet \
            one, 2 for a bad flow file or route map.

            --platform android plays the links on Android 12+, which needs a manifest (--manifest or \
            android.manifest): a link reaches the app only when one of its activities takes it (and, for an \
            https link, its host is verified by the domain's assetlinks.json), and each step says which \
            activity and intent filter took it. An https link Android gives the browser presents the browser, \
            as Safari does on iOS; a custom-scheme link no activity takes changes nothing. The default, ios, \
            lets the route map's web hosts and apple-app-site-association decide.

            --format mermaid and --format dot draw the flow for slides: each state the app shows is a node \
            (the selected tab and its stack, the modals, logged in or out, the pending link), and each step an \
            edge labelled with its event and where its link went (landed, login gate, browser, or refused with the \
            first problem's code). GitHub draws mermaid in a ```mermaid block; `dot -Tsvg` draws dot. The diagram \
            stops at an unmet expectation, drawn in red, with the same exit status.
            --platform all plays the steps on the app's router (where neither file decides), on iOS and on Android \
            (when a manifest is loaded), each from its own state, and prints where each one lands, step by step, \
            in one table; a step where they do not land the same is marked as a disagreement, and each platform's sentence follows \
            the table. Every step is played, and the expectations are checked on every platform (exit 1 when one \
            is unmet). With --format json, each step's object holds agree and, under platforms, the router, ios \
            and android outcomes.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, mermaid, dot
    }

    enum Platform: String, ExpressibleByArgument, CaseIterable {
        case ios, android, all
    }

    @Argument(help: ArgumentHelp("A flow file, or the name of a demo flow.", valueName: "flow"))
    var flow: String?

    @Option(name: .customLong("open"), help: ArgumentHelp("A link to open; repeat for several.", valueName: "url"))
    var links: [String] = []

    @Flag(name: .long, help: "With --open: start logged in.")
    var loggedIn = false

    @Option(
        name: .long,
        help: "The device: ios, android (Android 12+, from the manifest's intent filters), or all (the router, iOS and Android side by side).")
    var platform: Platform = .ios

    @Option(name: .long, help: "Output format: text, json (JSON Lines, one object per step), or a diagram of the states: mermaid or dot (Graphviz).")
    var format: Format = .text

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var routeMap: RouteMapOptions

    func validate() throws {
        if flow == nil && links.isEmpty {
            throw ValidationError("give a flow file, a demo flow name (\(DemoFlow.all.map(\.name).joined(separator: ", "))), or --open URL")
        }
        if flow != nil && !links.isEmpty {
            throw ValidationError("give either a flow or --open links, not both")
        }
        if flow != nil && loggedIn {
            throw ValidationError("--logged-in goes with --open; a flow sets it in start: {logged_in: true}")
        }
        if platform == .all && (format == .mermaid || format == .dot) {
            throw ValidationError("--format \(format.rawValue) draws the flow on one platform; give --platform ios or android, or --format text or json with --platform all")
        }
    }

    func run() throws {
        let flow = try loadFlow()
        let map = try loadRouteMap(for: flow)
        let platform: LinkPlatform
        switch self.platform {
        case .all: return try playOnEveryPlatform(flow, map: map)
        case .ios: platform = .ios
        case .android:
            guard map.android != nil else {
                Console.printError("error: --platform android needs --manifest FILE (or android.manifest in the route map): its intent filters decide which links reach the app")
                throw ExitCode(2)
            }
            platform = .android
        }
        var playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: map, platform: platform))
        var printer = SimulationPrinter(
            format: format, color: color.resolved(fd: 1), locatesSteps: self.flow != nil, stepCount: flow.steps.count,
            start: playback.state, navigator: playback.navigator)
        var checked = 0
        printer.start(flow)
        while let outcome = playback.advance() {
            printer.print(outcome)
            checked += outcome.results.count
            guard outcome.passed else {
                printer.flush()
                for failure in outcome.failures {
                    let event = DisplayWidth.displayable(outcome.step.event.description)
                    Console.printError("\(flow.file):\(outcome.step.position): error: step \(outcome.index + 1) (\(event)): \(failure)")
                }
                throw ExitCode(1)
            }
        }
        printer.finish(steps: flow.steps.count, expectations: checked)
    }

    /// The flow file, the demo flow, or a flow of `--open` steps.
    func loadFlow() throws -> Flow {
        guard let name = flow else {
            let steps = links.enumerated().map { FlowStep(event: .open($1), position: FlowPosition(line: $0 + 1, column: 1)) }
            return Flow(file: "--open", origin: .file(directory: ""), start: FlowStart(loggedIn: loggedIn, cold: true), steps: steps)
        }
        return try FlowSource.load(name)
    }

    func loadRouteMap(for flow: Flow) throws -> RouteMap {
        try FlowSource.routeMap(for: flow, options: routeMap)
    }

    /// `--platform all`: every step on the router, iOS and Android (when the map has a
    /// manifest), side by side; then each unmet expectation, by platform, and exit 1 if any.
    func playOnEveryPlatform(_ flow: Flow, map: RouteMap) throws {
        let navigators = PlatformNavigators(routeMap: map)
        var printer = PlatformTablePrinter(format: format, color: color.resolved(fd: 1), locatesSteps: self.flow != nil)
        var playback = PlatformPlayback(flow: flow, navigators: navigators)
        var failures: [String] = []
        while let step = playback.advance() {
            printer.print(step)
            let event = DisplayWidth.displayable(step.step.event.description)
            for outcome in step.comparison.outcomes {
                for failure in outcome.results where !failure.met {
                    failures.append("\(flow.file):\(step.step.position): error: step \(step.index + 1) (\(event)) on \(outcome.platform.name): \(failure)")
                }
            }
        }
        printer.finish(
            steps: flow.steps.count, navigators: navigators, expectations: flow.steps.reduce(0) { $0 + $1.expectations.count },
            unmet: failures.count)
        for failure in failures { Console.printError(failure) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
