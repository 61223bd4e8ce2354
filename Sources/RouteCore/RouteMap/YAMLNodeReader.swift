import TextBytes
import Yams

/// Walks a Yams node tree and collects problems with their line and column, instead of
/// stopping at the first one. Shared by the route-map and flow-file loaders.
///
/// The walk is bounded: a document whose aliases expand to more than ``nodeBudget`` nodes
/// (a "billion laughs" file) is refused.
package struct YAMLNodeReader {
    /// The file name used in problems.
    package let file: String
    /// Problems found so far.
    package private(set) var problems: [RouteMapProblem] = []
    /// How many nodes the walk may still visit.
    package private(set) var nodeBudget: Int
    private var reportedBudget = false

    package init(file: String, nodeBudget: Int = 100_000) {
        self.file = file
        self.nodeBudget = nodeBudget
    }

    /// Records a problem at `node`'s position.
    package mutating func fail(_ node: Node?, _ message: String, columnOffset: Int = 0) {
        let mark = node?.mark
        problems.append(
            RouteMapProblem(file: file, line: mark?.line ?? 1, column: (mark?.column ?? 1) + columnOffset, message: message))
    }

    /// Spends one node of the budget; false (with one problem recorded) once it is exhausted.
    package mutating func visit(_ node: Node) -> Bool {
        nodeBudget -= 1
        if nodeBudget >= 0 { return true }
        if !reportedBudget {
            reportedBudget = true
            fail(node, "the document expands to too many nodes (YAML aliases used as a \"billion laughs\" bomb?); refusing to read further")
        }
        return false
    }

    /// The pairs of a mapping whose keys are strings, checking them against `allowed`.
    ///
    /// Unknown keys are reported with a did-you-mean; nil when `node` is not a mapping.
    package mutating func mapping(
        _ node: Node, in context: String, allowed: [String]? = nil
    ) -> [(key: String, keyNode: Node, value: Node)]? {
        guard visit(node) else { return nil }
        guard let mapping = node.mapping else {
            fail(node, "\(context) must be a mapping (key: value)")
            return nil
        }
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                fail(keyNode, "keys in \(context) must be plain text")
                continue
            }
            if !seen.insert(key).inserted {
                fail(keyNode, "\(key.quotedForMessage) appears twice in \(context)")
                continue
            }
            if let allowed, !allowed.contains(key) {
                let suggestion = Suggestions.closest(to: key, in: allowed)
                fail(
                    keyNode,
                    "unknown key \(key.quotedForMessage) in \(context)"
                        + (suggestion.map { "; did you mean \($0.quotedForMessage)?" } ?? "; expected one of \(allowed.joined(separator: ", "))"))
                continue
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    /// The items of a sequence; a single scalar counts as a one-item list.
    package mutating func sequence(_ node: Node, in context: String) -> [Node]? {
        guard visit(node) else { return nil }
        if let sequence = node.sequence { return Array(sequence) }
        if node.scalar != nil { return [node] }
        fail(node, "\(context) must be a list")
        return nil
    }

    /// A scalar's text.
    package mutating func string(_ node: Node, in context: String) -> String? {
        guard visit(node) else { return nil }
        guard let scalar = node.scalar else {
            fail(node, "\(context) must be a single value, not a \(node.mapping != nil ? "mapping" : "list")")
            return nil
        }
        return scalar.string
    }

    /// A list of scalars' texts.
    package mutating func strings(_ node: Node, in context: String) -> [String]? {
        guard let items = sequence(node, in: context) else { return nil }
        var values: [String] = []
        for item in items {
            guard let value = string(item, in: "each item of \(context)") else { return nil }
            values.append(value)
        }
        return values
    }

    /// A boolean: `true` or `false`.
    package mutating func bool(_ node: Node, in context: String) -> Bool? {
        guard let text = string(node, in: context) else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes": return true
        case "false", "False", "FALSE", "no": return false
        default:
            fail(node, "\(context) must be true or false, found \(text.quotedForMessage)")
            return nil
        }
    }

    /// An integer.
    package mutating func int(_ node: Node, in context: String) -> Int? {
        guard let text = string(node, in: context) else { return nil }
        guard let value = Int(text) else {
            fail(node, "\(context) must be an integer, found \(text.quotedForMessage)")
            return nil
        }
        return value
    }

    /// A finite number.
    package mutating func double(_ node: Node, in context: String) -> Double? {
        guard let text = string(node, in: context) else { return nil }
        guard let value = Double(text), value.isFinite else {
            fail(node, "\(context) must be a number, found \(text.quotedForMessage)")
            return nil
        }
        return value
    }

    /// The column offset, in scalars, of UTF-8 `offset` inside a scalar node's text, counting
    /// the opening quote of a quoted scalar; good for single-line scalars.
    package static func columnOffset(ofUTF8 offset: Int, in node: Node) -> Int {
        guard let scalar = node.scalar else { return 0 }
        let prefix = scalar.string.utf8.prefix(offset)
        let scalars = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return scalars + 1
        default: return scalars
        }
    }
}
