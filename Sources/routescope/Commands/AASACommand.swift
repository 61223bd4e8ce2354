import ArgumentParser

/// `routescope aasa`: work on an apple-app-site-association file itself. Each task is a
/// subcommand in its own file (`AASA<Task>Command.swift`), listed here.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Check an apple-app-site-association file as iOS reads it.",
        subcommands: [AASALintCommand.self]
    )
}
