import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an `AndroidManifest.xml` as Android reads its intent filters, with every error and
/// warning at its line and column.
///
/// Attribute values go through the escapes aapt2 applies at build time (`\\` becomes `\`, `\n`
/// a newline, `\u0041` an `A`, and a backslash before any other character is dropped), so
/// `android:pathPattern="/a\\.b"` reaches Android as `/a\.b`.
package enum AndroidManifestLoader {
    /// The largest manifest read; a real one is a few kilobytes.
    package static let maximumBytes = 1024 * 1024
    /// The deepest element nesting accepted.
    package static let maximumDepth = 64

    static let androidNamespace = "http://schemas.android.com/apk/res/android"
    static let toolsNamespace = "http://schemas.android.com/tools"

    /// Reads and checks the manifest at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> AndroidManifest {
        let bytes = try RegularFile.read(path, limit: maximumBytes)
        return try load(bytes: bytes, file: path)
    }

    /// Reads and checks manifest text.
    package static func load(xml: String, file: String = "AndroidManifest.xml") throws(RouteMapError) -> AndroidManifest {
        try load(bytes: Array(xml.utf8), file: file)
    }

    package static func load(bytes: [UInt8], file: String) throws(RouteMapError) -> AndroidManifest {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is \(bytes.count) bytes; RouteScope reads manifests of at most \(maximumBytes) bytes")
        }
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw fail(1, 1, "the file is empty") }
        if let doctype = bytes.firstRange(of: Array("<!DOCTYPE".utf8)) {
            let (line, column) = TextPosition.lineAndColumn(of: doctype.lowerBound, in: bytes)
            throw fail(line, column, "a manifest cannot declare a DOCTYPE; aapt2 rejects it, and RouteScope does not expand entities")
        }
        let reader = ManifestReader(file: file)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        // Foundation's parser on Linux can answer true and still record an error.
        let parsed = parser.parse() && parser.parserError == nil
        if let problem = reader.problems.first {
            throw RouteMapError(problems: [problem] + reader.problems.dropFirst())
        }
        guard parsed else {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw fail(max(parser.lineNumber, 1), max(parser.columnNumber, 1), "not well-formed XML: \(xmlErrorReason(code))")
        }
        guard reader.sawManifest else { throw fail(1, 1, "the root element is not <manifest>") }
        return AndroidManifest(file: file, packageName: reader.packageName, components: reader.components, warnings: reader.warnings)
    }

    /// libxml2's error numbers, which the parser reports as its error codes, in words.
    static func xmlErrorReason(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document ends before its elements are closed"
        case 9: "a character XML does not allow"
        case 26: "an undeclared entity (XML has only &amp; &lt; &gt; &quot; &apos;)"
        case 38: "a < inside an attribute value"
        case 41: "an attribute without a value"
        case 42: "an attribute appears twice in one element"
        case 73: "a tag is not closed with >"
        case 76: "a closing tag does not match the open element"
        default: "libxml2 error \(code)"
        }
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

/// The XML parser's delegate; collects components, filters, problems and warnings.
private final class ManifestReader: NSObject, XMLParserDelegate {
    let file: String
    var problems: [RouteMapProblem] = []
    var warnings: [AndroidManifestWarning] = []
    var components: [AndroidComponent] = []
    var packageName: String?
    var sawManifest = false

    /// Namespace declarations in scope, innermost last.
    var namespaces: [[String: String]] = []
    var elementStack: [String] = []
    /// Depth at which a `tools:node="remove"` element began; its subtree is skipped.
    var removedDepth: Int?

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

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        let position = AndroidSourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        var scope: [String: String] = [:]
        for (key, value) in attributes where key.hasPrefix("xmlns:") { scope[String(key.dropFirst(6))] = value }
        namespaces.append(scope)
        elementStack.append(elementName)
        if elementStack.count > AndroidManifestLoader.maximumDepth {
            problem(position, "elements nest deeper than \(AndroidManifestLoader.maximumDepth) levels")
            parser.abortParsing()
            return
        }
        guard removedDepth == nil else { return }
        let values = resolve(attributes)
        if let node = values.tools["node"], node == "remove" || node == "removeAll" {
            removedDepth = elementStack.count
            warnings.append(AndroidManifestWarning(.removedByTools, at: position, "<\(elementName)> has tools:node=\"\(node)\"; the merged manifest leaves it out, and so does RouteScope"))
            return
        }
        let android = values.android
        switch elementName {
        case "manifest" where elementStack.count == 1:
            sawManifest = true
            packageName = values.plain["package"].map { value(AndroidManifestLoader.unescaped($0), at: position) }
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
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        defer {
            namespaces.removeLast()
            elementStack.removeLast()
        }
        if let depth = removedDepth {
            if depth == elementStack.count { removedDepth = nil }
            return
        }
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

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {}

    /// Attributes split by namespace: `android:`, `tools:` and unprefixed.
    func resolve(_ attributes: [String: String]) -> (android: [String: String], tools: [String: String], plain: [String: String]) {
        var android: [String: String] = [:], tools: [String: String] = [:], plain: [String: String] = [:]
        for (key, value) in attributes {
            guard let colon = key.firstIndex(of: ":") else {
                plain[key] = value
                continue
            }
            let prefix = String(key[..<colon]), local = String(key[key.index(after: colon)...])
            switch namespaces.reversed().lazy.compactMap({ $0[prefix] }).first {
            case AndroidManifestLoader.androidNamespace?: android[local] = value
            case AndroidManifestLoader.toolsNamespace?: tools[local] = value
            default: break
            }
        }
        return (android, tools, plain)
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
