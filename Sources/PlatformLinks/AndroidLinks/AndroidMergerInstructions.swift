import TextBytes

/// The `tools:` attributes of one manifest element, as the Android Gradle plugin's manifest
/// merger reads them (`XmlElement`, `PreValidator`, `ToolsInstructionsCleaner`), for a file read
/// on its own: what they do to this file's element is applied; what they do to the manifests of
/// libraries merged into the app cannot be seen, and is said.
///
/// - `tools:node="remove"` drops the element from the merged manifest, unless `tools:selector`
///   limits the removal to one library's element; `removeAll` always drops it; either on the root
///   `<manifest>` fails the merge.
/// - `tools:node="merge"` (the default) and `replace` leave this element as written;
///   `strict`, `mergeOnlyAttributes` (`merge-only-attributes`) and `removeChildren` decide how
///   libraries' definitions of the element combine with it, which needs the merged manifest.
/// - `tools:remove` of an attribute the element declares, or `tools:replace` of one it does not,
///   fails the merge; otherwise both concern libraries' values, and the element is read as written.
/// - `tools:ignore`, `tools:targetApi` and the other lint attributes change nothing.
struct AndroidMergerInstructions {
    /// What the instructions mean for the element.
    enum Outcome: Equatable {
        /// Read the element as written.
        case keep
        /// The merged manifest leaves the element (and what it holds) out; the message says why.
        case remove(String)
    }

    let element: String
    /// `tools:` attributes by local name.
    let tools: [String: String]
    /// The element's attributes in the Android namespace, by local name.
    let androidAttributes: Set<String>
    let isRoot: Bool

    /// Instructions that fail the merge, each a sentence.
    var problems: [String] = []
    /// Instructions whose effect needs libraries' manifests, each a sentence.
    var unresolved: [String] = []

    static let nodeOperations = ["merge", "replace", "strict", "remove", "removeAll", "mergeOnlyAttributes", "merge-only-attributes", "removeChildren"]

    init(element: String, tools: [String: String], androidAttributes: Set<String>, isRoot: Bool) {
        self.element = element
        self.tools = tools
        self.androidAttributes = androidAttributes
        self.isRoot = isRoot
    }

    /// Reads the instructions: ``problems`` and ``unresolved`` are filled in, and the outcome
    /// says whether the element stays.
    mutating func outcome() -> Outcome {
        checkAttributeInstructions()
        let selector = tools["selector"]
        if let selector, tools["node"] != "remove" {
            unresolved.append("tools:selector=\(selector.quotedForMessage) on <\(element)> names a library whose manifest RouteScope does not read")
        }
        guard let node = tools["node"] else { return .keep }
        guard Self.nodeOperations.contains(node) else {
            problems.append("tools:node=\(node.quotedForMessage) on <\(element)> is not a manifest merger instruction (merge, replace, strict, remove, removeAll, merge-only-attributes); the merge fails")
            return .keep
        }
        switch node {
        case "remove", "removeAll":
            if isRoot {
                problems.append("tools:node=\"\(node)\" is not allowed on the top-level <manifest> element; the merge fails")
                return .keep
            }
            if node == "remove", let selector {
                unresolved.append("tools:node=\"remove\" with tools:selector=\(selector.quotedForMessage) removes only that library's <\(element)>; RouteScope keeps this one and cannot see the library's")
                return .keep
            }
            return .remove("<\(element)> has tools:node=\"\(node)\"; the merged manifest leaves it out, and so does RouteScope")
        case "strict":
            unresolved.append("tools:node=\"strict\" on <\(element)> fails the build when a library declares this element differently; RouteScope reads this file alone and cannot check that")
        case "mergeOnlyAttributes", "merge-only-attributes", "removeChildren":
            unresolved.append("tools:node=\"\(node)\" on <\(element)> merges in the attributes libraries give this element, which RouteScope cannot see; it reads the element as written")
        default: break
        }
        return .keep
    }

    /// `PreValidator.validateAttributeInstructions`.
    mutating func checkAttributeInstructions() {
        for (instruction, declared) in [("remove", true), ("replace", false)] {
            guard let list = tools[instruction] else { continue }
            for name in list.split(separator: ",").map({ String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }) where !name.isEmpty {
                let local = name.split(separator: ":").last.map(String.init) ?? name
                guard androidAttributes.contains(local) == declared else { continue }
                problems.append(declared
                    ? "tools:remove lists \(name) on <\(element)>, which declares it; the merge fails (use tools:replace)"
                    : "tools:replace lists \(name) on <\(element)>, which does not declare it; the merge fails (no new value)")
            }
        }
    }
}
