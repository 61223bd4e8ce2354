import ArgumentParser
import Foundation

/// Facts about the process's standard streams.
enum Console {
    /// Whether colour should be used on `fd`: a TTY, `NO_COLOR` unset, `TERM` not `dumb`.
    static func wantsColor(fd: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(fd) == 1
    }

    /// Writes a line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// `body`'s result; an error it throws, worded as it is printed (`error: cannot write out:
    /// Is a directory`), goes to standard error and exits with 2.
    static func exitingOnError<Result, Failure: Error & CustomStringConvertible>(
        _ body: () throws(Failure) -> Result
    ) throws(ExitCode) -> Result {
        do {
            return try body()
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
    }
}

/// When to colour output.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, always, never

    func resolved(fd: Int32) -> Bool {
        switch self {
        case .auto: Console.wantsColor(fd: fd)
        case .always: true
        case .never: false
        }
    }
}
