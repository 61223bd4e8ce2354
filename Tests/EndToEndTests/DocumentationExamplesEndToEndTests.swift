import Foundation
import TestSupport
import Testing

/// Every command the README and `docs/` show with its output is run, and prints what they show;
/// every flow they show plays with its expectations met.
///
/// A block shows a command as `$ routescope …`, then its output: standard output, then standard
/// error, or only standard error when the command redirects its output (`> routes.yml`), and
/// then the YAML block after it, if there is one, is what it writes there. A line `…` stands for
/// any number of lines left out. A command that names a file the block before it shows (a JSON
/// file) reads that text, and `--routes NAME`, where no such file is in the package, reads the
/// last route map the document shows before the command. A file a command writes (`--output fixed.csv`) goes to a temporary
/// directory, never into the package.
@Suite struct DocumentationExamplesEndToEndTests {
    /// A shown command, split as a shell splits it (single and double quotes), and the output shown.
    struct Example: CustomTestStringConvertible {
        var document: String
        var heading: String
        var command: String
        var shown: String
        /// The text of the JSON block before this one, for a command that names it.
        var previousJSON: String?
        /// The text of the YAML block after this one: what a command that redirects its output
        /// writes there.
        var nextYAML: String?
        /// The last route map (a YAML block with `tabs:`) shown before this block.
        var shownRouteMap: String?

        var testDescription: String { "\(document), \(heading): \(command)" }
    }

    static func examples() throws -> [Example] {
        var examples: [Example] = []
        for document in try MarkdownDocument.userDocuments() {
            let blocks = document.codeBlocks
            for (index, block) in blocks.enumerated() {
                guard block.language.isEmpty, block.text.hasPrefix("$ routescope ") else { continue }
                let newline = block.text.firstIndex(of: "\n")!
                let previous = index > 0 ? blocks[index - 1] : nil
                let next = index + 1 < blocks.count ? blocks[index + 1] : nil
                examples.append(
                    Example(
                        document: document.path, heading: block.heading, command: String(block.text[..<newline].dropFirst(2)),
                        shown: String(block.text[block.text.index(after: newline)...]),
                        previousJSON: previous?.language == "json" ? previous?.text : nil,
                        nextYAML: next?.language == "yaml" ? next?.text : nil,
                        shownRouteMap: blocks[..<index].last { $0.language == "yaml" && $0.text.contains("\ntabs:\n") }?.text))
            }
        }
        return examples
    }

    @Test func theDocumentsShowCommands() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 40)
        #expect(Set(examples.map(\.document)).isSuperset(of: ["README.md", "docs/check.md", "docs/diagnostics.md", "docs/flows.md"]))
        #expect(examples.filter { $0.command.contains(" > ") && $0.nextYAML != nil }.count >= 3, "the importers' examples show the map they write")
    }

    @Test(arguments: try examples())
    func theCommandPrintsWhatItsDocumentShows(_ example: Example) async throws {
        var arguments = Array(try Self.words(example.command).dropFirst())
        var redirected = false
        if let redirect = arguments.firstIndex(of: ">") {
            arguments.removeSubrange(redirect...)
            redirected = true
        }
        try await withTemporaryDirectory(prefix: "routescope-docs") { directory in
            var files: [(name: String, path: String)] = []
            if let json = example.previousJSON, let index = Self.shownFileArgument(in: arguments) {
                let name = arguments[index]
                let path = directory.appendingPathComponent(name).path
                try json.write(toFile: path, atomically: true, encoding: .utf8)
                arguments[index] = path
                files.append((name, path))
            }
            if let option = arguments.firstIndex(of: "--output"), option + 1 < arguments.count {
                let name = arguments[option + 1]
                let path = directory.appendingPathComponent(name).path
                arguments[option + 1] = path
                files.append((name, path))
            }
            if let map = example.shownRouteMap, let option = arguments.firstIndex(of: "--routes"), option + 1 < arguments.count,
                !FileManager.default.fileExists(atPath: RouteScopeProcess.packageRoot.appendingPathComponent(arguments[option + 1]).path)
            {
                let name = arguments[option + 1]
                let path = directory.appendingPathComponent(name).path
                try map.write(toFile: path, atomically: true, encoding: .utf8)
                arguments[option + 1] = path
                files.append((name, path))
            }
            let result = try await RouteScopeProcess.run(arguments)
            var printed = redirected ? result.stderr : result.stdout + result.stderr
            for file in files { printed = printed.replacingOccurrences(of: file.path, with: file.name) }
            #expect(Self.output(printed, matches: example.shown), "\(example.document) shows:\n\(example.shown)\nbut the command prints:\n\(printed)")
            if redirected, let written = example.nextYAML {
                #expect(result.stdout == written, "\(example.document) shows the file written as:\n\(written)\nbut the command writes:\n\(result.stdout)")
            }
        }
    }

    /// Where each command's options are documented: the section of a document (a heading, with
    /// the headings under it) that names every long option the command's help lists.
    static let optionSections: [(command: String, document: String, heading: String)] = [
        ("routescope check", "docs/check.md", "Options"),
        ("routescope explore", "docs/explorer.md", "Options"),
        ("routescope simulate", "docs/flows.md", "Playing a flow"),
        ("routescope build", "docs/commands.md", "Building links"),
        ("routescope routes", "docs/commands.md", "Listing the routes"),
        ("routescope open", "docs/commands.md", "On devices and in shells"),
        ("routescope qr", "docs/commands.md", "QR codes"),
        ("routescope aasa lint", "docs/universal-links.md", "Universal links (apple-app-site-association)"),
        ("routescope import react-navigation", "docs/import.md", "Importing routes"),
        ("routescope import aasa", "docs/import.md", "Importing routes"),
        ("routescope import android-manifest", "docs/import.md", "Importing routes"),
        ("routescope import android-nav-graph", "docs/import.md", "Importing routes"),
    ]

    /// Every long option of each command is named (`--option`) in the section that documents
    /// the command, and docs/check.md's options table names every option of `check`.
    @Test func theDocumentsNameEveryOption() async throws {
        let dump = try await RouteScopeProcess.run(["--experimental-dump-help"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var entries = Set<ManualPageEndToEndTests.Entry>()
        ManualPageEndToEndTests.entries(in: try #require(json["command"] as? [String: Any]), path: "routescope", into: &entries)
        let commands = Set(entries.filter { $0.kind == "subcommand" }.map { "\($0.command) \($0.name)" })
        for (command, document, heading) in Self.optionSections {
            #expect(commands.contains(command), "\(command) is no command")
            let section = try #require(try MarkdownDocument(document).section(heading), "\(document) has no heading \(heading)").joined(separator: "\n")
            let text = heading == "Options" ? try MarkdownDocument(document).keys(in: heading).joined(separator: " ") : section
            let options = entries.filter { $0.command == command && $0.kind == "option" }.map(\.name)
            for option in options.sorted() where !["help", "version"].contains(option) {
                #expect(text.contains("--\(option)"), "\(document), \(heading): --\(option) of \(command)")
            }
        }
        #expect(entries.contains { $0.command == "routescope check" && $0.name == "jobs" })
    }

    /// Every key `check --format json` writes, with every platform file loaded and a table's
    /// broken rows and the summary, is named in docs/check.md (parameter names aside).
    @Test func checkMdNamesEveryJSONKey() async throws {
        let platforms = ["--aasa", "Assets/apple-app-site-association.json", "--manifest", "Assets/AndroidManifest.xml", "--assetlinks", "example.com=Assets/assetlinks.json"]
        var written = Set<String>()
        for input in ["Tests/EndToEndTests/Golden/check-corpus.txt", "Tests/EndToEndTests/Golden/check-awkward.csv", "Assets/campaign-links.csv"] {
            let run = try await RouteScopeProcess.run(["check", "--format", "json", "--summary"] + platforms + ["--file", input])
            for line in run.stdout.split(separator: "\n") {
                Self.collectKeys(of: try JSONSerialization.jsonObject(with: Data(line.utf8)), into: &written)
            }
        }
        #expect(written.isSuperset(of: ["aasa", "android", "activity", "suggested", "fix", "problem", "summary", "codes"]), "the inputs reach every part")
        let document = try MarkdownDocument("docs/check.md").text
        for key in written.sorted() { #expect(document.contains("`\(key)`"), "docs/check.md does not name the JSON key \(key)") }
    }

    /// The keys of every object in `value`, apart from the names inside `params`, `campaign` and
    /// `extras`, which are the link's own.
    static func collectKeys(of value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                keys.insert(key)
                if !["params", "campaign", "extras"].contains(key) { collectKeys(of: child, into: &keys) }
            }
        } else if let array = value as? [Any] {
            for child in array { collectKeys(of: child, into: &keys) }
        }
    }

    /// Every line of a `sh` block that starts with `routescope ` runs as written from the package
    /// root, up to its comment (`#`), redirection (`>`) or pipe: exit status 0, or 1 for `check`,
    /// whose sample files hold broken links on purpose. A file it writes (`--output`) goes to a
    /// temporary directory.
    @Test func everyShellLineShownRuns() async throws {
        var ran = 0
        for document in try MarkdownDocument.userDocuments() {
            for block in document.codeBlocks where block.language == "sh" {
                for line in block.text.split(separator: "\n") where line.hasPrefix("routescope ") {
                    var command = Substring(line)
                    for end in [" # ", " > ", " | "] {
                        if let range = command.range(of: end) { command = command[..<range.lowerBound] }
                    }
                    var arguments = Array(try Self.words(String(command)).dropFirst())
                    try await withTemporaryDirectory(prefix: "routescope-docs") { directory in
                        if let option = arguments.firstIndex(of: "--output"), option + 1 < arguments.count {
                            arguments[option + 1] = directory.appendingPathComponent(arguments[option + 1]).path
                        }
                        let result = try await RouteScopeProcess.run(arguments)
                        let allowed: [Int32] = arguments.first == "check" ? [0, 1] : [0]
                        #expect(allowed.contains(result.status), "\(document.path), under \(block.heading): \(line)\nexits with \(result.status): \(result.stderr)")
                    }
                    ran += 1
                }
            }
        }
        #expect(ran >= 10)
    }

    /// Every flow shown (a YAML block with `steps:`) plays on the sample app with every
    /// expectation met.
    @Test func everyFlowShownPlays() async throws {
        var played = 0
        for document in try MarkdownDocument.userDocuments() {
            for block in document.codeBlocks where block.language == "yaml" && block.text.contains("\nsteps:\n") {
                try await withTemporaryDirectory(prefix: "routescope-docs") { directory in
                    let path = directory.appendingPathComponent("flow.yml").path
                    try block.text.write(toFile: path, atomically: true, encoding: .utf8)
                    let result = try await RouteScopeProcess.run(["simulate", path, "--routes", "Assets/routes.yml"])
                    #expect(result.status == 0, "\(document.path), under \(block.heading):\n\(result.stdout)\(result.stderr)")
                }
                played += 1
            }
        }
        #expect(played >= 2)
    }

    /// The argument that names the file the block before shows: the last one that is neither an
    /// option nor an option's value, and names no file of the package.
    static func shownFileArgument(in arguments: [String]) -> Int? {
        arguments.indices.last { index in
            !arguments[index].hasPrefix("-") && (index == 0 || !arguments[index - 1].hasPrefix("-"))
                && !FileManager.default.fileExists(atPath: RouteScopeProcess.packageRoot.appendingPathComponent(arguments[index]).path)
        }
    }

    /// Whether `printed` is `shown`, where a line `…` in `shown` stands for any lines.
    static func output(_ printed: String, matches shown: String) -> Bool {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parts = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .split(separator: "…", omittingEmptySubsequences: false).map(Array.init)
        guard parts.count > 1 else { return printed == shown }
        guard lines.starts(with: parts[0]) else { return false }
        var position = parts[0].count
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = (position...max(position, lines.count - part.count)).first(where: { lines[$0..<min(lines.count, $0 + part.count)].elementsEqual(part) })
            else { return false }
            position = found + part.count
        }
        let last = parts[parts.count - 1]
        return lines.count - position >= last.count && lines.suffix(last.count).elementsEqual(last)
    }

    /// `text` split into words as a shell splits it: blanks separate words, and single or double
    /// quotes keep blanks in one.
    static func words(_ text: String) throws -> [String] {
        var words: [String] = []
        var word: String? = nil
        var quote: Character? = nil
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word!.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        try #require(quote == nil, "an unclosed quote in \(text)")
        if let word { words.append(word) }
        return words
    }
}
