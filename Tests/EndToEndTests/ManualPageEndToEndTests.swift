import Foundation
import Testing

/// `docs/man/routescope.1` is generated from the commands (Scripts/generate-man.sh). Adding a
/// subcommand or an option without regenerating it fails here, saying how to regenerate.
@Suite("The committed man page matches the commands")
struct ManualPageEndToEndTests {
    static let regenerate = "docs/man/routescope.1 is out of date: run Scripts/generate-man.sh and commit the page"

    /// A command path (`routescope import react-navigation`) and what it shows.
    struct Entry: Hashable {
        var command: String
        var kind: String
        var name: String
    }

    /// Every displayed subcommand and long option, from argument-parser's JSON dump.
    static func entries(in command: [String: Any], path: String, into found: inout Set<Entry>) {
        for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String { found.insert(Entry(command: path, kind: "option", name: text)) }
            }
        }
        for subcommand in command["subcommands"] as? [[String: Any]] ?? [] where subcommand["shouldDisplay"] as? Bool != false {
            guard let name = subcommand["commandName"] as? String else { continue }
            found.insert(Entry(command: path, kind: "subcommand", name: name))
            entries(in: subcommand, path: path + " " + name, into: &found)
        }
    }

    /// The same from the mdoc page. The page nests one `.Bl` list per command: `.It Em name`
    /// items are subcommands of the command whose list holds them, and `.It Fl -name` or
    /// `.It Fl q , -name` items are its options.
    static func entries(inPage page: String) -> Set<Entry> {
        var found = Set<Entry>()
        var commands = ["routescope"]
        var lastItem: String? = nil
        for line in page.split(separator: "\n").map(String.init) {
            if line.hasPrefix(".Bl ") {
                // A list right after `.It Em name` is that subcommand's; any other list belongs to
                // the command around it. Each `.Bl` pushes, so each `.El` pops its own.
                commands.append(lastItem.map { commands.last! + " " + $0 } ?? commands.last!)
                lastItem = nil
            } else if line == ".El" {
                if commands.count > 1 { commands.removeLast() }
                lastItem = nil
            } else if line.hasPrefix(".It Em ") {
                let name = String(line.dropFirst(".It Em ".count))
                found.insert(Entry(command: commands.last!, kind: "subcommand", name: name))
                lastItem = name
            } else if line.hasPrefix(".It Fl ") {
                for word in line.split(separator: " ") where word.hasPrefix("-") && word.count > 1 {
                    found.insert(Entry(command: commands.last!, kind: "option", name: String(word.dropFirst())))
                }
                lastItem = nil
            }
        }
        return found
    }

    @Test func everySubcommandAndLongOptionIsInTheManPage() async throws {
        let dump = try await RouteScopeProcess.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var expected = Set<Entry>()
        Self.entries(in: try #require(json["command"] as? [String: Any]), path: "routescope", into: &expected)
        #expect(expected.contains(Entry(command: "routescope import", kind: "subcommand", name: "react-navigation")))
        #expect(expected.contains(Entry(command: "routescope import react-navigation", kind: "option", name: "output")))

        let page = try String(
            contentsOf: RouteScopeProcess.packageRoot.appendingPathComponent("docs/man/routescope.1"), encoding: .utf8)
        let documented = Self.entries(inPage: page)
        for entry in expected.sorted(by: { ($0.command, $0.name) < ($1.command, $1.name) }) where !documented.contains(entry) {
            Issue.record("\(entry.kind) \(entry.name) of `\(entry.command)` is missing: \(Self.regenerate)")
        }
    }
}
