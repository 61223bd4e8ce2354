import ArgumentParser
import Foundation
import Navigator
import RouteCore
import RouteScopeTUI

/// `routescope explore`: the interactive explorer (the default command).
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Open the interactive route explorer (the default).",
        discussion: "Type or paste a link and see how the app reads it; Enter opens it in a simulated tab-bar app. F1 shows every key."
    )

    @Argument(help: "A link to start with.")
    var url: String?

    @Option(name: .long, help: ArgumentHelp("Play a flow file (or a demo: campaign-login, tab-tour) step by step with F6 (Shift-F6 steps back).", valueName: "flow"))
    var demo: String?

    @Flag(
        name: .long,
        help: "With --demo: present the flow: the title shows its description, the Why tells the story without expectation ticks (failures still show). F6 and Shift-F6 step forward and back.")
    var present = false

    @Flag(
        name: .customLong("print"),
        help: "On exit, print the final link on standard output (nothing, and status 1, when it is empty), so the explorer can sit in a pipeline as fzf does: its screen goes to the terminal.")
    var printLink = false

    @OptionGroup var routeMap: RouteMapOptions

    func validate() throws {
        if present && demo == nil { throw ValidationError("--present goes with --demo FLOW: it presents a flow") }
    }

    func run() throws {
        guard printLink || (isatty(0) == 1 && isatty(1) == 1) else {
            Console.printError(
                "error: the explorer needs an interactive terminal. To check links from a script or a pipe, use `routescope check` (for example: routescope check --file links.txt).")
            throw ExitCode(2)
        }
        let map: RouteMap
        var name = routeMap.shortDescription
        var playback: FlowPlayback? = nil
        if let demo {
            let flow = try FlowSource.load(demo)
            map = try FlowSource.routeMap(for: flow, options: routeMap, reportingWarnings: false)
            if routeMap.routes == nil, let title = flow.routeMapTitle { name = title }
            playback = FlowPlayback(flow: flow, navigator: Navigator(routeMap: map))
        } else {
            map = try routeMap.load(reportingWarnings: false)
        }
        let store = HistoryStore(environment: ProcessInfo.processInfo.environment)
        let explorer = Explorer(
            navigator: Navigator(routeMap: map), routeMapName: name, history: History(entries: store?.load() ?? []),
            initialLink: url, demo: playback, presenting: present)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(
                colorAllowed: ProcessInfo.processInfo.environment["NO_COLOR", default: ""].isEmpty, onControllingTerminal: printLink)
        } catch {
            Console.printError("error: \(error)")
            throw ExitCode(2)
        }
        let final = ExplorerApp.run(explorer, on: terminal, historyStore: store)
        if printLink {
            guard !final.editor.text.isEmpty else { throw ExitCode(1) }
            print(final.editor.text)
        }
    }
}
