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
        discussion: """
            Type or paste a link and see how the app reads it; Enter opens it in a simulated tab-bar app. F1 shows every key.

            Alt-R reloads the route map and the files it uses (the apple-app-site-association, the Android manifest \
            and assetlinks files, from the route map or the options); --watch reloads them whenever one is saved, \
            a save by rename included. The input, the history and the app's state are kept when the app's tabs and \
            screens still exist; otherwise the app relaunches cold and the status line says why. A file that no \
            longer loads shows its first problem, with line and column, in the status line, and the last good map \
            stays in use.
            """
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

    @Flag(name: .long, help: "Reload the route map, AASA, manifest and assetlinks files whenever one of them changes on disk.")
    var watch = false

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
        let flow = try demo.map(FlowSource.load)
        var name = routeMap.shortDescription
        if routeMap.routes == nil, let title = flow?.routeMapTitle { name = title }
        let load = { [routeMap] in Self.loadRouteFiles(flow: flow, options: routeMap) }
        let (first, files) = load()
        let map: RouteMap
        switch first {
        case .loaded(let loaded): map = loaded
        case .failed(let problems):
            Console.printError(problems)
            throw ExitCode(2)
        }
        let playback = flow.map { FlowPlayback(flow: $0, navigator: Navigator(routeMap: map)) }
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
        let final = ExplorerApp.run(
            explorer, on: terminal, historyStore: store,
            routeFiles: LiveRouteFiles(files: files, watcher: watch ? FileWatchers.make() : nil, load: load))
        if printLink {
            guard !final.editor.text.isEmpty else { throw ExitCode(1) }
            print(final.editor.text)
        }
    }

    /// The route map of the session, the flow's with `--demo`, with the platform inputs applied,
    /// and every file read for it; problems worded, never printed.
    static func loadRouteFiles(flow: Flow?, options: RouteMapOptions) -> (result: RouteFilesLoad, files: [String]) {
        var files: [String] = []
        do throws(RouteInputProblem) {
            guard let flow else { return (.loaded(try options.resolve(readingFiles: &files)), files) }
            return (.loaded(try FlowSource.resolveRouteMap(for: flow, options: options, readingFiles: &files)), files)
        } catch {
            return (.failed(error.description), files)
        }
    }
}
