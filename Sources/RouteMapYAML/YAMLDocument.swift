import RouteCore
import Yams

/// Reads a YAML (or JSON) file into RouteCore's ``DocumentNode`` tree, turning every failure
/// into a ``RouteMapProblem`` with a line and column. Shared by route maps and flow files.
package enum YAMLDocument {
    /// How many nodes a document may expand to: aliases can make a few kilobytes into billions
    /// of nodes (a "billion laughs" file), which are refused instead.
    package static let nodeBudget = 100_000

    /// Reads and parses `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> DocumentNode {
        try parse(bytes: try DocumentText.read(contentsOf: path), file: path)
    }

    /// Parses bytes that should be UTF-8 YAML or JSON.
    package static func parse(bytes: [UInt8], file: String) throws(RouteMapError) -> DocumentNode {
        try tree(of: try compose(bytes: bytes, file: file), file: file, nodeBudget: nodeBudget)
    }

    /// Parses bytes into Yams's own node tree.
    static func compose(bytes: [UInt8], file: String) throws(RouteMapError) -> Node {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        let body = try DocumentText.utf8Body(of: bytes, file: file)
        let text = String(decoding: body, as: UTF8.self)
        do {
            guard let node = try Yams.compose(yaml: text) else { throw fail(1, 1, "the file is empty") }
            return node
        } catch let error as RouteMapError {
            throw error
        } catch let error as YamlError {
            throw describe(error, file: file, text: text)
        } catch {
            throw fail(1, 1, "cannot parse the file as YAML")
        }
    }

    static func describe(_ error: YamlError, file: String, text: String) -> RouteMapError {
        func problem(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> RouteMapError {
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return RouteMapError(problems: [
                RouteMapProblem(file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(detail)")
            ])
        }
        switch error {
        case .scanner(let context, let message, let mark, _): return problem(mark, message, context)
        case .parser(let context, let message, let mark, _): return problem(mark, message, context)
        case .composer(let context, let message, let mark, _): return problem(mark, message, context)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return RouteMapError(problems: duplicates.sorted().map { key in
                let (line, column) = secondOccurrence(of: key, after: context.mark, in: text) ?? (context.mark.line, context.mark.column)
                return RouteMapProblem(
                    file: file, line: line, column: column,
                    message: "\(key.quotedForMessage) appears more than once in this mapping; each key may appear once")
            })
        case .reader(let message, _, _, _):
            return RouteMapError(file: file, line: 1, column: 1, message: "invalid YAML: \(message)")
        default:
            return RouteMapError(file: file, line: 1, column: 1, message: "invalid YAML")
        }
    }
}

extension YAMLDocument {
    /// Where `key:` appears for the second time at or after `mark`; Yams reports only the mapping.
    static func secondOccurrence(of key: String, after mark: Mark, in text: String) -> (Int, Int)? {
        var seen = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where index + 1 >= mark.line {
            for form in [key + ":", "\"\(key)\":", "'\(key)':"] {
                var searchStart = line.startIndex
                while let found = line[searchStart...].range(of: form) {
                    let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
                    if before == nil || before == " " || before == "{" || before == "," || before == "-" {
                        seen += 1
                        if seen == 2 { return (index + 1, line[..<found.lowerBound].unicodeScalars.count + 1) }
                    }
                    searchStart = found.upperBound
                }
            }
        }
        return nil
    }
}

extension YAMLDocument {
    /// `node` as a ``DocumentNode`` tree, aliases expanded, with Yams's positions.
    ///
    /// - Throws: ``RouteMapError`` at the node where the expansion passes `nodeBudget` (keys
    ///   not counted).
    package static func tree(of node: Node, file: String, nodeBudget: Int) throws(RouteMapError) -> DocumentNode {
        var budget = nodeBudget
        return try tree(of: node, file: file, budget: &budget)
    }

    private static func tree(of node: Node, file: String, budget: inout Int) throws(RouteMapError) -> DocumentNode {
        budget -= 1
        if budget < 0 {
            throw RouteMapError(
                file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1,
                message: "the document expands to too many nodes (YAML aliases used as a \"billion laughs\" bomb?); refusing to read further")
        }
        let content: DocumentNode.Content
        switch node {
        case .scalar(let scalar):
            content = .scalar(scalar.string, style(of: scalar.style))
        case .mapping(let mapping):
            var pairs: [DocumentNode.Pair] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                // A scalar key is part of its entry and spends nothing; any other key is refused
                // by the reader, but is still bounded here.
                var keyBudget = key.scalar == nil ? budget : 1
                let keyNode = try tree(of: key, file: file, budget: &keyBudget)
                if key.scalar == nil { budget = keyBudget }
                pairs.append(DocumentNode.Pair(key: keyNode, value: try tree(of: value, file: file, budget: &budget)))
            }
            content = .mapping(pairs)
        case .sequence(let sequence):
            var items: [DocumentNode] = []
            for item in sequence { items.append(try tree(of: item, file: file, budget: &budget)) }
            content = .sequence(items)
        case .alias:
            // Composing resolves every alias; one left unresolved reads as an empty value.
            content = .scalar("", .plain)
        }
        return DocumentNode(content, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func style(of style: Node.Scalar.Style) -> DocumentNode.ScalarStyle {
        switch style {
        case .singleQuoted, .doubleQuoted: .quoted
        case .literal, .folded: .block
        case .any, .plain: .plain
        }
    }
}
