import ArgumentParser
import RouteTools

/// The options every `import` subcommand shares: the app's name, and where the draft goes.
struct ImportOptions: ParsableArguments {
    @Option(name: .long, help: "The app's name in the route map.")
    var app = "App"

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the route map here instead of standard output.", valueName: "file"))
    var output: String?

    /// What `read` returns; when it throws (the source is not readable as the importer expects),
    /// the problems go to standard error and the exit status is 2.
    func source<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch {
            Console.printError(String(describing: error))
            throw ExitCode(2)
        }
    }

    /// Writes the draft where `--output` says (see ``RouteTools/RouteMapImport/write(to:nothingToWrite:)``).
    func write(_ result: RouteMapImport, nothingToWrite: String) throws {
        try result.write(to: output, nothingToWrite: nothingToWrite)
    }
}
