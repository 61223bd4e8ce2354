import ArgumentParser
import RouteCore
import RouteTools

/// `routescope build`: writes a correctly encoded link to a screen, and checks it as `check`
/// would. Exit status: 0 when the link is valid (warnings allowed), 1 when it has errors, 2 for
/// a usage or route-map error (a destination that names no one screen, a catch-all without its
/// path, a name without a value that is no bool parameter, a parameter the destination does not
/// declare).
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a correctly encoded link to a screen.",
        discussion: """
            Give the destination as tab/screen (or a tab alone for its root screen) and parameters as \
            name=value, unencoded: searchText="hello world & more" is percent-encoded for you. A list \
            parameter takes comma-separated values. A bool parameter given by its name alone is true \
            (written name=true); any other name needs a value, and a parameter the screen does not \
            declare is an error naming the one meant (exit status 2). The link goes to \
            standard output; problems are reported on standard error against the built link, as \
            `routescope check` reports them.

            A screen inside nested navigators is named by its place, tab/navigator/.../screen \
            (shop/Reviews/item), or by the place as `routescope routes` prints it, pasted in quotes; \
            tab/screen is enough when the tab has one screen of that name. A name the tab has at two \
            levels, or a place the route map does not have, is an error (exit status 2) naming the \
            places to write instead. A path after the tab (home/articles/42) is built when a route \
            of that tab takes it; one that leads only to another tab's screen is no place. A \
            catch-all screen (path *) is reached by the path it catches, written after its place: \
            open/web/help/contact.

            With an apple-app-site-association (--aasa or web.aasa), a line on standard error names the \
            rule that lets the built link open the app on iOS; with a manifest (--manifest or \
            android.manifest), another says whether Android 12+ opens it in the app, in the browser or \
            in a chooser, and through which activity and intent filter.
            """
    )

    enum Form: String, ExpressibleByArgument, CaseIterable {
        case custom, web

        var kind: LinkKind {
            switch self {
            case .custom: .customScheme
            case .web: .webLink
            }
        }
    }

    @Argument(
        help: ArgumentHelp(
            "The screen to open: tab/screen, tab/navigator/.../screen, or tab for its root screen.", valueName: "tab/screen"))
    var destination: String

    @Argument(help: ArgumentHelp("Parameters as name=value, unencoded; a bool parameter's name alone is true.", valueName: "name=value"))
    var parameters: [String] = []

    @Option(name: .customLong("as"), help: "The kind of link: custom (myapp://…) or web (https://…).")
    var form: Form = .custom

    @Flag(name: .long, help: "Write parameters whose value is their default, and every default not given.")
    var includeDefaults = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var routeMap: RouteMapOptions

    func run() throws {
        let map = try routeMap.load()
        guard !destination.contains(":"), !destination.isEmpty else {
            throw usageError("give the destination as tab/screen, such as home/articleDetail, not \"\(destination)\"")
        }
        // A place pasted from `routes` without quotes arrives as words: `shop`, `›`, `Reviews`, …
        var destination = destination
        var parameters = parameters[...]
        // A word with `=` is a parameter, even after a stray `›`.
        while let word = parameters.first, !word.contains("="),
            destination.last == ScreenAddress.placeSeparator || word.first == ScreenAddress.placeSeparator
        {
            destination += " " + word
            parameters.removeFirst()
        }
        var pairs: [(name: String, value: String?)] = []
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard !parts[0].isEmpty else { throw usageError("parameter \"\(parameter)\" has no name; write name=value") }
            pairs.append((String(parts[0]), parts.count == 2 ? String(parts[1]) : nil))
        }
        let builder = DeepLinkBuilder(routeMap: map, includesDefaults: includeDefaults)
        let report = TextReport(color: color.resolved(fd: 2))
        let analysis: LinkAnalysis
        do {
            analysis = try builder.analyzeLink(to: destination, parameters: pairs, as: form.kind)
        } catch {
            Console.printError(String(report.render(error.diagnostics, in: error.input).dropLast()))
            throw ExitCode(2)
        }
        if !analysis.diagnostics.isEmpty {
            Console.printError(String(report.render(analysis).dropLast()))
        }
        // A parameter the destination does not declare is a mistyped argument (`catgory=tech`),
        // not a link to ship: the app would never read it.
        guard !analysis.diagnostics.contains(where: { $0.code == .unknownParam }) else {
            throw usageError("build writes only the parameters its destination declares (and the campaign's); see the did-you-mean above")
        }
        guard analysis.ok else { throw ExitCode(1) }
        print(analysis.input)
        for line in PlatformAnswer.lines(for: analysis, in: map) { Console.printError(line) }
    }

    private func usageError(_ message: String) -> ExitCode {
        Console.printError("error: " + message)
        return ExitCode(2)
    }
}
