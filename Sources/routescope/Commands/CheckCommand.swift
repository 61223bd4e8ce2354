import ArgumentParser
import Foundation
import RouteCore

/// `routescope check`: validates links for QA and CI, with compiler-style, JSON Lines or JUnit
/// output and exit codes (0 all ok, 1 some failed, 2 usage or route-map error).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check links against the route map, for QA and CI.",
        discussion: """
            Links come from arguments, from --file (one per line; blank lines and # comments are skipped), \
            or from standard input with "-". Exit status: 0 when every link is ok (warnings allowed unless \
            --strict), 1 when any link fails, 2 for a usage or route-map error.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit
    }

    @Argument(help: ArgumentHelp("Links to check; \"-\" reads them from standard input.", valueName: "url"))
    var urls: [String] = []

    @Option(name: .long, help: ArgumentHelp("A file of links, one per line (\"-\" for standard input).", valueName: "file"))
    var file: String?

    @Option(name: .long, help: "Output format: text, json (JSON Lines) or junit.")
    var format: Format = .text

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Flag(name: .long, help: "Require the campaign parameters on every link.")
    var campaign = false

    @Flag(name: .shortAndLong, help: "Text format: print only problems and the summary.")
    var quiet = false

    @Option(name: .long, help: "Colour: auto, always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var routeMap: RouteMapOptions

    func validate() throws {
        if urls.isEmpty && file == nil {
            throw ValidationError("give links as arguments, --file FILE, or \"-\" to read standard input")
        }
        if file != nil && !urls.isEmpty && urls != ["-"] {
            throw ValidationError("give links either as arguments or with --file, not both")
        }
    }

    func run() throws {
        let map = try routeMap.load()
        var run = CheckRun(
            analyzer: LinkAnalyzer(routeMap: map, requiresCampaign: campaign), format: format, strict: strict,
            quiet: quiet, report: TextReport(color: color.resolved(fd: 1)))
        let path = file ?? (urls == ["-"] ? "-" : nil)
        if let path {
            var reader: LineReader
            do {
                reader = try LineReader(path: path)
            } catch {
                Console.printError("\(error)")
                throw ExitCode(2)
            }
            if let encoding = TextEncodingSniffer.unsupportedEncoding(of: reader.head) {
                Console.printError("error: \(path == "-" ? "standard input" : path) is encoded as \(encoding); save it as UTF-8")
                throw ExitCode(2)
            }
            let name = path == "-" ? "<stdin>" : path
            while let line = reader.next() {
                if line.truncated {
                    Console.printError("warning: \(name):\(line.number): the line is longer than \(LineReader.maximumLineBytes) bytes; only its start was checked")
                }
                guard let link = LinkList.link(inLine: line.bytes, isFirstLine: line.number == 1) else { continue }
                run.check(link, location: "\(name):\(line.number)", line: line.number)
            }
            if run.checked == 0 {
                Console.printError("error: no links to check in \(name) (it is empty, or holds only blank lines and # comments)")
                throw ExitCode(1)
            }
        } else {
            for url in urls { run.check(url, location: nil, line: nil) }
        }
        run.finish()
        if run.failed > 0 { throw ExitCode(1) }
    }
}

/// The state of one `check` run: counts, and the output in the chosen format.
struct CheckRun {
    let analyzer: LinkAnalyzer
    let format: CheckCommand.Format
    let strict: Bool
    let quiet: Bool
    let report: TextReport
    let out = OutputSink()
    private(set) var checked = 0
    private(set) var failed = 0
    private var errors = 0
    private var warnings = 0
    private var junitCases: JUnitCaseSpool?

    init(analyzer: LinkAnalyzer, format: CheckCommand.Format, strict: Bool, quiet: Bool, report: TextReport) {
        self.analyzer = analyzer
        self.format = format
        self.strict = strict
        self.quiet = quiet
        self.report = report
        if format == .junit { junitCases = JUnitCaseSpool() }
    }

    mutating func check(_ link: String, location: String?, line: Int?) {
        let analysis = analyzer.analyze(link)
        checked += 1
        let failure = !analysis.ok || (strict && analysis.hasWarnings)
        if failure { failed += 1 }
        for diagnostic in analysis.diagnostics {
            if diagnostic.severity == .error { errors += 1 }
            if diagnostic.severity == .warning { warnings += 1 }
        }
        switch format {
        case .text:
            if analysis.diagnostics.isEmpty {
                if !quiet { out.write(report.renderOK(analysis, location: location)) }
            } else {
                out.write(report.render(analysis, location: location))
                if analysis.ok, !quiet, !failure { out.write(report.renderOK(analysis, location: location)) }
            }
        case .json:
            out.write(JSONReport.line(analysis, line: line))
            out.write("\n")
        case .junit:
            let name = (location.map { $0 + " " } ?? "") + analysis.input
            junitCases?.append(JUnitReport.testCase(analysis, name: name, failed: failure))
        }
    }

    mutating func finish() {
        switch format {
        case .text:
            let verdict = failed == 0 ? "all ok" : "\(failed) failed"
            out.write(
                "checked \(checked) link\(checked == 1 ? "" : "s"): \(verdict) (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))\n")
        case .json: break
        case .junit:
            out.write(JUnitReport.header(tests: checked, failures: failed))
            out.flush()
            junitCases?.copy(to: out)
            out.write(JUnitReport.footer)
        }
        out.flush()
    }
}
