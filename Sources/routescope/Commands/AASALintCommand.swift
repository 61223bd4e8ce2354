import ArgumentParser
import RouteCore
import RouteTools

/// `routescope aasa lint`: what iOS skips or reads differently in an apple-app-site-association
/// file, and the rules that can never decide.
struct AASALintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report what iOS ignores in an apple-app-site-association file, and rules that never decide.",
        discussion: """
            iOS loads a file with unknown keys, values of the wrong type and other slips, and silently \
            skips them; each is reported here as a warning with its line, column and JSON path: \
            unknown-key (with did-you-mean), wrong-type, ignored-query-items, details-by-app-id, \
            app-id-ignored, no-app-ids, no-rules, no-details, unreadable-pattern and trailing-comma (a \
            comma before a closing bracket, which iOS reads past but JSON has not). The linter also \
            compares the rules as iOS tries them: unreachable-rule for a rule that an earlier rule of \
            the same apps always decides first (a component after a catch-all "*", an exclude after the \
            rule that opens its links), and exclude-without-effect for an exclude whose links no later \
            rule would open anyway.

            Exit status: 0 when the file loads (warnings allowed unless --strict), 1 with --strict and \
            any warning, 2 when FILE is not JSON, has something other than an object where one must be, \
            or cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The apple-app-site-association file (JSON).", valueName: "file"))
    var file: String

    @Option(name: .long, help: "Output format: text, or json (one JSON object per warning, JSON Lines).")
    var format: Format = .text

    @Flag(name: .long, help: "Fail (exit status 1) on any warning.")
    var strict = false

    func run() throws {
        let warnings: [AppSiteAssociationWarning]
        do {
            warnings = try AppSiteAssociationLoader.lint(contentsOf: file)
        } catch {
            Console.printError(error.description)
            throw ExitCode(2)
        }
        switch format {
        case .text: print(AASALintReport.text(warnings, file: file), terminator: "")
        case .json: print(AASALintReport.jsonLines(warnings), terminator: "")
        }
        if strict && !warnings.isEmpty { throw ExitCode(1) }
    }
}
