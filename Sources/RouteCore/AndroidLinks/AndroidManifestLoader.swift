/// Reads an `AndroidManifest.xml` as Android reads its intent filters, with every error and
/// warning at its line and column.
///
/// Attribute values go through the escapes aapt2 applies at build time (`\\` becomes `\`, `\n`
/// a newline, `\u0041` an `A`, and a backslash before any other character is dropped), so
/// `android:pathPattern="/a\\.b"` reaches Android as `/a\.b`.
package enum AndroidManifestLoader {
    /// The largest manifest read; a real one is a few kilobytes.
    package static let maximumBytes = AndroidXMLReader.maximumBytes
    /// The deepest element nesting accepted.
    package static let maximumDepth = AndroidXMLReader.maximumDepth

    /// Reads and checks the manifest at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> AndroidManifest {
        try load(root: AndroidXMLReader.read(contentsOf: path, as: .manifest), file: path)
    }

    /// Reads and checks manifest text.
    package static func load(xml: String, file: String = "AndroidManifest.xml") throws(RouteMapError) -> AndroidManifest {
        try load(bytes: Array(xml.utf8), file: file)
    }

    package static func load(bytes: [UInt8], file: String) throws(RouteMapError) -> AndroidManifest {
        try load(root: AndroidXMLReader.read(bytes: bytes, file: file, as: .manifest), file: file)
    }

    /// Checks a manifest already read by ``AndroidXMLReader``.
    package static func load(root: AndroidXMLElement, file: String) throws(RouteMapError) -> AndroidManifest {
        guard root.name == "manifest" else {
            throw RouteMapError(file: file, line: 1, column: 1, message: "the root element is not <manifest>")
        }
        let reader = ManifestReader(file: file)
        reader.read(root)
        if let problem = reader.problems.first {
            throw RouteMapError(problems: [problem] + reader.problems.dropFirst())
        }
        return AndroidManifest(file: file, packageName: reader.packageName, components: reader.components, warnings: reader.warnings)
    }

    /// aapt2's escape processing of an attribute value.
    package static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var scalars = value.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.popFirst() else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": out += "\n"
            case "t": out += "\t"
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                if hex.count == 4, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                    out.unicodeScalars.append(decoded)
                    scalars = scalars.dropFirst(4)
                }
            default: out.unicodeScalars.append(next)
            }
        }
        return out
    }
}

/// Walks the element tree; collects components, filters, problems and warnings.
private final class ManifestReader {
    let file: String
    var problems: [RouteMapProblem] = []
    var warnings: [AndroidManifestWarning] = []
    var components: [AndroidComponent] = []
    var packageName: String?
    var elementStack: [String] = []

    var component: (kind: AndroidComponent.Kind, name: String, position: AndroidSourcePosition, enabled: Bool)?
    var filters: [AndroidIntentFilter] = []
    var filter: FilterDraft?

    struct FilterDraft {
        var position: AndroidSourcePosition
        var autoVerify: Bool
        var actions: [String] = []
        var categories: [String] = []
        var schemes: [(String, AndroidSourcePosition)] = []
        var authorities: [(AndroidAuthority, AndroidSourcePosition)] = []
        var paths: [(AndroidPathRule, AndroidSourcePosition)] = []
        var ports: [AndroidSourcePosition] = []
        var mimeTypes: [String] = []
    }

    init(file: String) { self.file = file }

    func problem(_ position: AndroidSourcePosition, _ message: String) {
        problems.append(RouteMapProblem(file: file, line: position.line, column: position.column, message: message))
    }

    /// Reads `element` and everything inside it, in document order.
    func read(_ element: AndroidXMLElement) {
        elementStack.append(element.name)
        defer { elementStack.removeLast() }
        guard start(element) else { return }
        for child in element.children { read(child) }
        end(element.name)
    }

    /// Reads an element's own attributes; false when `tools:node` removes it with its subtree.
    func start(_ element: AndroidXMLElement) -> Bool {
        let elementName = element.name, position = element.position
        if let node = element.attributes(in: AndroidXMLReader.toolsNamespace)["node"], node == "remove" || node == "removeAll" {
            warnings.append(AndroidManifestWarning(.removedByTools, at: position, "<\(elementName)> has tools:node=\"\(node)\"; the merged manifest leaves it out, and so does RouteScope"))
            return false
        }
        let android = element.attributes(in: AndroidXMLReader.androidNamespace)
        switch elementName {
        case "manifest" where elementStack.count == 1:
            packageName = element.unprefixedAttributes["package"].map { value(AndroidManifestLoader.unescaped($0), at: position) }
        case "activity", "activity-alias":
            guard elementStack.dropLast().last == "application" else { break }
            let raw = android["name"].map { value($0, at: position) } ?? ""
            component = (
                elementName == "activity" ? .activity : .activityAlias, qualified(raw), position,
                android["enabled"] != "false"
            )
            filters = []
        case "intent-filter" where component != nil:
            filter = FilterDraft(position: position, autoVerify: android["autoVerify"] == "true")
        case "action" where filter != nil:
            if let name = android["name"] { filter?.actions.append(value(name, at: position)) }
        case "category" where filter != nil:
            if let name = android["name"] { filter?.categories.append(value(name, at: position)) }
        case "data" where filter != nil && elementStack.dropLast().last == "intent-filter":
            readData(android, at: position)
        case "uri-relative-filter-group" where filter != nil:
            warnings.append(AndroidManifestWarning(.relativeFilterGroupNotEvaluated, at: position, "<uri-relative-filter-group> (Android 15) narrows this filter; RouteScope does not evaluate it, so links this filter takes may in fact be blocked"))
        default: break
        }
        return true
    }

    /// Closes what an element opened: an intent filter, or a component.
    func end(_ elementName: String) {
        switch elementName {
        case "intent-filter":
            if let draft = filter, let current = component {
                filters.append(finish(draft, index: filters.count, component: current.name))
            }
            filter = nil
        case "activity", "activity-alias":
            if let current = component, elementStack.dropLast().last == "application" {
                components.append(AndroidComponent(kind: current.kind, name: current.name, position: current.position, isEnabled: current.enabled, filters: filters))
                component = nil
            }
        default: break
        }
    }

    /// An attribute value after aapt2's escapes, with a warning for what cannot be resolved here.
    func value(_ raw: String, at position: AndroidSourcePosition) -> String {
        if raw.contains("${") {
            warnings.append(AndroidManifestWarning(.unresolvedPlaceholder, at: position, "\(raw.quotedForMessage) uses a Gradle manifest placeholder; RouteScope cannot resolve it from the manifest and compares the text as written"))
        } else if raw.hasPrefix("@") || raw.hasPrefix("?") {
            warnings.append(AndroidManifestWarning(.unresolvedResource, at: position, "\(raw.quotedForMessage) is a resource reference; RouteScope reads no resources and compares the text as written"))
        }
        return AndroidManifestLoader.unescaped(raw)
    }

    /// A placeholder or resource reference, whose case says nothing about the final value.
    func isUnresolved(_ value: String) -> Bool { value.contains("${") || value.hasPrefix("@") || value.hasPrefix("?") }

    func qualified(_ name: String) -> String {
        guard let packageName, !name.isEmpty else { return name }
        if name.hasPrefix(".") { return packageName + name }
        return name.contains(".") ? name : packageName + "." + name
    }

    func readData(_ android: [String: String], at position: AndroidSourcePosition) {
        if let scheme = android["scheme"] {
            let scheme = value(scheme, at: position)
            if scheme != scheme.lowercased(), !isUnresolved(scheme) {
                warnings.append(AndroidManifestWarning(.upperCase, at: position, "the scheme \(scheme.quotedForMessage) has upper case; Android compares schemes case-sensitively and links arrive with lower-case schemes"))
            }
            filter?.schemes.append((scheme, position))
        }
        if let host = android["host"] {
            let host = value(host, at: position)
            if host != host.lowercased(), !isUnresolved(host) {
                warnings.append(AndroidManifestWarning(.upperCase, at: position, "the host \(host.quotedForMessage) has upper case; Android matches hosts ignoring case but verifies domains exactly, so write it in lower case"))
            }
            var port: Int?
            if let text = android["port"] {
                let text = value(text, at: position)
                guard let number = Int32(text) else {
                    return problem(position, "android:port \(text.quotedForMessage) is not a number; Android refuses to install the app")
                }
                port = Int(number)
            }
            filter?.authorities.append((AndroidAuthority(host: host, port: port), position))
        } else if android["port"] != nil {
            filter?.ports.append(position)
        }
        for kind in AndroidPathRule.Kind.allCases {
            guard let raw = android[kind.rawValue] else { continue }
            do {
                filter?.paths.append((try AndroidPathRule(kind: kind, value: value(raw, at: position)), position))
            } catch {
                problem(position, "android:\(kind.rawValue) \(raw.quotedForMessage): \(error.message) (at character \(error.offset + 1) after escapes); Android refuses to install the app")
            }
        }
        if let mimeType = android["mimeType"] { filter?.mimeTypes.append(value(mimeType, at: position)) }
    }

    func finish(_ draft: FilterDraft, index: Int, component: String) -> AndroidIntentFilter {
        let where_ = "intent filter \(index) of \(component)"
        if draft.schemes.isEmpty {
            if let (_, position) = draft.authorities.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutScheme, at: position, "\(where_) has a host but no scheme; Android ignores hosts and paths without a scheme"))
            } else if let (_, position) = draft.paths.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutScheme, at: position, "\(where_) has a path but no scheme; Android ignores hosts and paths without a scheme"))
            }
        } else if draft.authorities.isEmpty {
            if let position = draft.paths.first?.1 ?? draft.ports.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutHost, at: position, "\(where_) has a port or path but no host; Android ignores ports and paths without a host"))
            }
        }
        let filter = AndroidIntentFilter(
            index: index, position: draft.position, actions: draft.actions, categories: draft.categories,
            schemes: draft.schemes.map(\.0), authorities: draft.authorities.map(\.0), paths: draft.paths.map(\.0),
            mimeTypes: draft.mimeTypes, autoVerify: draft.autoVerify)
        if filter.autoVerify, !filter.isVerifiable {
            warnings.append(AndroidManifestWarning(.autoVerifyIneffective, at: draft.position, "\(where_) has autoVerify, but Android 12+ verifies only filters with VIEW, BROWSABLE, DEFAULT and nothing but http/https schemes; its hosts are not verified through it"))
        }
        return filter
    }
}
