import TextBytes

/// Walks a ``DocumentNode`` tree and collects problems with their line and column, instead of
/// stopping at the first one. Shared by the route-map and flow-file loaders, whatever the
/// format the tree was read from.
package struct DocumentReader {
    /// The file name used in problems.
    package let file: String
    /// Problems found so far.
    package private(set) var problems: [RouteMapProblem] = []

    package init(file: String) {
        self.file = file
    }

    /// Records a problem at `node`'s position.
    package mutating func fail(_ node: DocumentNode?, _ message: String, columnOffset: Int = 0) {
        problems.append(
            RouteMapProblem(file: file, line: node?.line ?? 1, column: (node?.column ?? 1) + columnOffset, message: message))
    }

    /// The pairs of a mapping whose keys are strings, checking them against `allowed`.
    ///
    /// Unknown keys are reported with a did-you-mean; nil when `node` is not a mapping.
    package mutating func mapping(
        _ node: DocumentNode, in context: String, allowed: [String]? = nil
    ) -> [(key: String, keyNode: DocumentNode, value: DocumentNode)]? {
        guard let mapping = node.mapping else {
            fail(node, "\(context) must be a mapping (key: value)")
            return nil
        }
        var pairs: [(key: String, keyNode: DocumentNode, value: DocumentNode)] = []
        var seen = Set<String>()
        for pair in mapping {
            let (keyNode, value) = (pair.key, pair.value)
            guard let key = keyNode.text else {
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
    package mutating func sequence(_ node: DocumentNode, in context: String) -> [DocumentNode]? {
        if let sequence = node.sequence { return sequence }
        if node.text != nil { return [node] }
        fail(node, "\(context) must be a list")
        return nil
    }

    /// A scalar's text.
    package mutating func string(_ node: DocumentNode, in context: String) -> String? {
        guard let text = node.text else {
            fail(node, "\(context) must be a single value, not a \(node.mapping != nil ? "mapping" : "list")")
            return nil
        }
        return text
    }

    /// A list of scalars' texts.
    package mutating func strings(_ node: DocumentNode, in context: String) -> [String]? {
        guard let items = sequence(node, in: context) else { return nil }
        var values: [String] = []
        for item in items {
            guard let value = string(item, in: "each item of \(context)") else { return nil }
            values.append(value)
        }
        return values
    }

    /// A boolean: `true` or `false`.
    package mutating func bool(_ node: DocumentNode, in context: String) -> Bool? {
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
    package mutating func int(_ node: DocumentNode, in context: String) -> Int? {
        guard let text = string(node, in: context) else { return nil }
        guard let value = Int(text) else {
            fail(node, "\(context) must be an integer, found \(text.quotedForMessage)")
            return nil
        }
        return value
    }

    /// A finite number.
    package mutating func double(_ node: DocumentNode, in context: String) -> Double? {
        guard let text = string(node, in: context) else { return nil }
        guard let value = Double(text), value.isFinite else {
            fail(node, "\(context) must be a number, found \(text.quotedForMessage)")
            return nil
        }
        return value
    }

    /// The column offset, in scalars, of UTF-8 `offset` inside a scalar node's text, counting
    /// the opening quote of a quoted scalar; good for single-line scalars.
    package static func columnOffset(ofUTF8 offset: Int, in node: DocumentNode) -> Int {
        guard let text = node.text else { return 0 }
        let scalars = String(decoding: text.utf8.prefix(offset), as: UTF8.self).unicodeScalars.count
        return node.style == .quoted ? scalars + 1 : scalars
    }
}
