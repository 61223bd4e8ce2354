import Foundation
import Testing

/// `docs/man/routescope.1` is generated from the commands (Scripts/generate-man.sh). Adding a
/// subcommand or an option without regenerating it fails here, saying how to regenerate.
@Suite("The committed man page matches the commands")
struct ManualPageEndToEndTests {
    static let regenerate = "docs/man/routescope.1 is out of date: run Scripts/generate-man.sh and commit the page"

    /// Every displayed subcommand name and long option, from argument-parser's JSON dump.
    static func names(in command: [String: Any], path: String, into found: inout [(kind: String, name: String, command: String)]) {
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String { found.append(("option", text, path)) }
            }
        }
        for subcommand in command["subcommands"] as? [[String: Any]] ?? [] where subcommand["shouldDisplay"] as? Bool != false {
            guard let name = subcommand["commandName"] as? String else { continue }
            found.append(("subcommand", name, path))
            names(in: subcommand, path: path + " " + name, into: &found)
        }
    }

    @Test func everySubcommandAndLongOptionIsInTheManPage() async throws {
        let dump = try await RouteScopeProcess.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        var found: [(kind: String, name: String, command: String)] = []
        Self.names(in: root, path: "routescope", into: &found)
        #expect(found.contains { $0.kind == "subcommand" && $0.name == "react-navigation" })
        #expect(found.contains { $0.kind == "option" && $0.name == "routes" })

        let page = try String(
            contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/man/routescope.1"), encoding: .utf8)
        let lines = Set(page.split(separator: "\n").map(String.init))
        for (kind, name, command) in found {
            // mdoc: a subcommand is an `.It Em name` item, an option `Fl -name` or `Fl q , -name`.
            let present =
                kind == "subcommand"
                ? lines.contains(".It Em \(name)")
                : ["Fl -", ", -"].contains { prefix in [" ", "\n"].contains { page.contains(prefix + name + $0) } }
            #expect(present, "\(kind) \(name) of `\(command)` is missing: \(Self.regenerate)")
        }
    }
}
