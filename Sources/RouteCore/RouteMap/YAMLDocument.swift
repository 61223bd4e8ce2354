import Foundation
import TextBytes
import Yams

/// Reads a YAML (or JSON) file into a Yams node tree, turning every failure into a
/// ``RouteMapProblem`` with a line and column. Shared by route maps and flow files.
package enum YAMLDocument {
    /// The largest file accepted, so a stray binary cannot exhaust memory.
    package static let maximumBytes = 8 << 20

    /// Reads and parses `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> Node {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RouteMapError(file: path, message: RegularFile.problem(with: path) ?? "cannot read the file")
        }
        return try parse(bytes: [UInt8](data), file: path)
    }

    /// Parses bytes that should be UTF-8 YAML or JSON.
    package static func parse(bytes: [UInt8], file: String) throws(RouteMapError) -> Node {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is over \(maximumBytes) bytes, the most a route map or flow may take")
        }
        let body = try TextEncodingSniffer.utf8Body(of: bytes, file: file)
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
