import ArgumentParser
import Foundation
import RouteCore
import RouteTools

extension RouteMapImport {
    /// Prints the warnings on standard error, then writes the route map to `output` (standard
    /// output when nil). With no map, `nothingToWrite` explains why and the exit status is 1;
    /// a file that cannot be written is exit status 2.
    func write(to output: String?, nothingToWrite: String) throws {
        for warning in warnings { Console.printError(warning.description) }
        guard let yaml else {
            Console.printError("error: \(nothingToWrite), so there is nothing to write")
            throw ExitCode(1)
        }
        guard let output else {
            print(yaml, terminator: "")
            return
        }
        do {
            try yaml.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            Console.printError("error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }
}
