import ArgumentParser
import RouteCore
import RouteTools

/// `routescope import aasa`: drafts a starting route map from an apple-app-site-association file.
struct ImportAASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write a starting route map from an apple-app-site-association file.",
        discussion: """
            One tab per first path segment, one screen per path pattern, and a {paramN} path parameter \
            per wildcard segment. Rules a route map cannot express (excluded components, query and \
            fragment rules, substitution variables, wildcards inside a segment, a trailing *) are listed \
            on standard error as warnings. The file does not name its host, so give it with --host. Exit \
            status: 0 when a map was written, 1 when nothing could be converted, 2 when FILE is not a \
            readable apple-app-site-association.
            """
    )

    @Argument(help: ArgumentHelp("The apple-app-site-association file (JSON).", valueName: "file"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("A web host the file is served from (repeat for several).", valueName: "host"))
    var host: [String] = []

    @OptionGroup var options: ImportOptions

    func validate() throws {
        if host.isEmpty { throw ValidationError("give the web host the file is served from with --host, like --host example.com") }
        for name in host where name.isEmpty || name.contains("/") || name.contains(":") {
            throw ValidationError("\"\(name)\" is not a host name; write only the host, like example.com")
        }
    }

    func run() throws {
        let association = try options.source { try AppSiteAssociationLoader.load(contentsOf: file) }
        // What iOS skips in the file is skipped in the draft too; say so first.
        for warning in association.warnings { Console.printError(warning.description) }
        let result = AppSiteAssociationImporter.draft(association, hosts: host.map { $0.lowercased() }, app: options.app)
        try options.write(result, nothingToWrite: "no rule of \(file) names a path a route map can express")
    }
}
