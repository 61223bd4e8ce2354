import ArgumentParser
import Foundation
import RouteCore
import RouteTools

/// `routescope import react-navigation FILE`: drafts a route map from a React Navigation
/// `linking` config saved as JSON.
struct ImportReactNavigationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "react-navigation",
        abstract: "Write a starting route map from a React Navigation linking config (JSON).",
        discussion: """
            FILE holds the linking object ({"prefixes": [...], "config": {"screens": {...}}}), its \
            config object, or just {"screens": {...}}. Prefixes become schemes, a scheme prefix and web \
            hosts; top-level navigators become tabs with their own path (top-level screens go in a tab \
            without one, main); nested navigators stay nested with path, exact and initialRouteName; \
            :id becomes {id}, :id? {id?}, and * stays a catch-all, every parameter typed string. \
            parse/stringify functions, aliases and regular expressions are listed as warnings. Exit status: 0 when a map was written, 1 when nothing \
            could be converted, 2 when FILE is not readable JSON.
            """
    )

    @Argument(help: ArgumentHelp("The linking config, as JSON.", valueName: "file"))
    var file: String

    @OptionGroup var options: ImportOptions

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            Console.printError(RouteMapError(file: file, message: "cannot read the file").description)
            throw ExitCode(2)
        }
        let result = try options.source { try ReactNavigationImporter.draft(json: [UInt8](data), file: file, app: options.app) }
        try options.write(result, nothingToWrite: "no screen in \(file) has a path a route map can express")
    }
}
