import RouteCore

/// Writes a ``RouteMap`` as route-map YAML that ``RouteMapLoader`` reads back to the same map.
///
/// Importers (`routescope import react-navigation`, `routescope import aasa`) build a
/// ``RouteMap`` value and hand it here, so every imported file is written one way: block style
/// for the structure, flow style for lists and parameter specs, and every string quoted when a
/// YAML reader could take it for something else.
///
/// ```swift
/// let writer = RouteMapYAMLWriter(header: ["Imported from linking.json."])
/// let yaml = writer.yaml(for: map)
/// try RouteMapLoader.load(yaml: yaml) == map   // true
/// ```
///
/// The round trip holds for every map the loader can produce (a property test checks it over
/// generated maps). A map built by hand must keep the loader's rules for that: plain tab and
/// screen names, literal path segments without `/`, `{` or `}`, a root among each tab's screens.
/// One text cannot survive: a string that starts with U+FEFF loses that character when Yams
/// reads it back (Foundation drops a leading byte-order mark from every scalar).
/// The map's `web.aasa` file, when it has one, is not written: the loaded map keeps the parsed
/// file, not its path.
package struct RouteMapYAMLWriter: Sendable {
    /// Comment lines written first, each after `# `.
    package var header: [String]

    package init(header: [String] = []) {
        self.header = header
    }

    /// The YAML text for `map`, ending with a newline.
    package func yaml(for map: RouteMap) -> String {
        var out = ""
        for line in header {
            // A line break inside a comment would end it and turn the rest into YAML.
            for piece in line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                out += piece.isEmpty ? "#\n" : "# " + DisplayWidth.displayable(piece) + "\n"
            }
        }
        out += "app: \(Self.scalar(map.app))\n"
        if !map.schemes.isEmpty { out += "schemes: \(Self.flowList(map.schemes))\n" }
        if !map.prefix.isEmpty { out += "prefix: \(Self.scalar(map.prefixPath))\n" }
        if let web = map.web {
            out += "web:\n  hosts: \(Self.flowList(web.hosts))\n"
            if !web.prefix.isEmpty { out += "  prefix: \(Self.scalar(web.prefixPath))\n" }
            if let appID = web.appID { out += "  app_id: \(Self.scalar(appID))\n" }
        }
        out += "tabs:\n"
        for tab in map.tabs {
            out += "  - name: \(Self.scalar(tab.name))\n"
            if tab.path != PathTemplate(literal: tab.name) { out += "    path: \(Self.scalar(tab.path.description))\n" }
            out += "    root: \(Self.scalar(tab.root))\n"
            let tabParams = TabLevels.pathParams(of: tab)
            if !tabParams.isEmpty {
                out += "    params:\n"
                for param in tabParams { out += "      \(Self.scalar(param.name)): \(Self.spec(param))\n" }
            }
            out += "    screens:\n"
            writeLevel([], of: TabLevels(tab), inherited: tabParams, indent: "      ", to: &out)
        }
        if let login = map.loginScreen { out += "login_screen: \(Self.scalar(login))\n" }
        let campaign = map.campaign
        if !campaign.params.isEmpty || !campaign.required.isEmpty || campaign.lowercase != .none {
            out += "campaign:\n"
            if !campaign.params.isEmpty {
                out += "  params:\n"
                for param in campaign.params { out += "    \(Self.scalar(param.name)): \(Self.spec(param))\n" }
            }
            if !campaign.required.isEmpty {
                // A requirement with alternatives is a nested list: [utm_source, [utm_campaign, utm_id]].
                let entries = campaign.required.map { $0.anyOf.count == 1 ? Self.scalar($0.anyOf[0]) : Self.flowList($0.anyOf) }
                out += "  required: [\(entries.joined(separator: ", "))]\n"
            }
            switch campaign.lowercase {
            case .none: break
            case .allUTM: out += "  lowercase: true\n"
            case .params(let names): out += "  lowercase: \(Self.flowList(names))\n"
            }
        }
        return out
    }

    /// Writes the screens and navigators inside the navigators `chain` of the tab, in
    /// declaration order, each path relative to the enclosing one.
    private func writeLevel(_ chain: [String], of levels: TabLevels, inherited: [ParamSpec], indent: String, to out: inout String) {
        let enclosing = chain.last.flatMap { levels.navigator(named: $0) }
        let (base, isExact) = levels.enclosingPath(of: chain)
        for item in levels.items(in: chain) {
            switch item {
            case .screen(let screen):
                let (own, exact) = TabLevels.written(screen.path, isExact: screen.isExact, under: base, isExact: isExact)
                write(screen, path: own, exact: exact, params: screen.params.filter { !inherited.contains($0) }, indent: indent, to: &out)
            case .navigator(let name):
                guard let navigator = levels.navigator(named: name) else { continue }
                out += indent + Self.scalar(name) + ":\n"
                if let path = navigator.path {
                    let (own, exact) = TabLevels.written(path, isExact: navigator.isExact, under: base, isExact: isExact)
                    out += indent + "  path: \(Self.scalar(own.description))\n"
                    if exact { out += indent + "  exact: true\n" }
                }
                if let root = navigator.root { out += indent + "  root: \(Self.scalar(root))\n" }
                let own = navigator.params.filter { !(enclosing?.params ?? inherited).contains($0) }
                if !own.isEmpty {
                    out += indent + "  params:\n"
                    for param in own { out += indent + "    \(Self.scalar(param.name)): \(Self.spec(param))\n" }
                }
                out += indent + "  screens:\n"
                writeLevel(chain + [name], of: levels, inherited: navigator.params, indent: indent + "    ", to: &out)
            }
        }
    }

    private func write(_ screen: Screen, path: PathTemplate, exact: Bool, params: [ParamSpec], indent: String, to out: inout String) {
        let key = indent + Self.scalar(screen.name) + ":"
        let writesPath = path.segments != [.literal(screen.name)]
        guard
            writesPath || exact || !params.isEmpty || screen.requiresLogin || screen.presentation != .push || screen.summary != nil
                || screen.isFallback
        else {
            out += key + " {}\n"
            return
        }
        out += key + "\n"
        if writesPath { out += indent + "  path: \(Self.scalar(path.description))\n" }
        if exact { out += indent + "  exact: true\n" }
        if screen.requiresLogin { out += indent + "  requires_login: true\n" }
        if screen.presentation != .push { out += indent + "  presentation: \(screen.presentation.rawValue)\n" }
        if let summary = screen.summary { out += indent + "  description: \(Self.scalar(summary))\n" }
        if screen.isFallback { out += indent + "  fallback: true\n" }
        if !params.isEmpty {
            out += indent + "  params:\n"
            for param in params { out += indent + "    \(Self.scalar(param.name)): \(Self.spec(param))\n" }
        }
    }

    // MARK: Parameters

    /// A parameter spec as a flow mapping: `{type: int, required: true, min: 1}`.
    static func spec(_ param: ParamSpec) -> String {
        var fields = typeFields(param.type)
        if param.isRequired { fields.append("required: true") }
        if let value = param.defaultValue { fields.append("default: \(scalar(value))") }
        if let summary = param.summary { fields.append("description: \(scalar(summary))") }
        if param.plusAsSpace { fields.append("plus_as_space: true") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `type: …` and the type's own keys, in the loader's vocabulary.
    static func typeFields(_ type: ParamType) -> [String] {
        switch type {
        case .int(let rule):
            return ["type: int"] + [rule.min.map { "min: \($0)" }, rule.max.map { "max: \($0)" }].compactMap { $0 }
        case .double(let rule):
            // Swift's description is the shortest text that reads back to the same Double.
            return ["type: double"] + [rule.min.map { "min: \($0)" }, rule.max.map { "max: \($0)" }].compactMap { $0 }
        case .bool: return ["type: bool"]
        case .string(let rule):
            return ["type: string"]
                + [
                    rule.minLength.map { "min_length: \($0)" }, rule.maxLength.map { "max_length: \($0)" },
                    rule.pattern.map { "pattern: \(scalar($0.source))" },
                ].compactMap { $0 }
        case .enumeration(let rule): return ["type: enum", "values: \(flowList(rule.values))"]
        case .url(let rule): return ["type: url"] + (rule.schemes.isEmpty ? [] : ["schemes: \(flowList(rule.schemes))"])
        case .uuid: return ["type: uuid"]
        case .color: return ["type: color"]
        case .date: return ["type: date"]
        case .json: return ["type: json"]
        case .list(let rule):
            let element = typeFields(rule.element)
            return ["type: list", element.count == 1 ? "of: " + element[0].dropFirst("type: ".count) : "of: {" + element.joined(separator: ", ") + "}"]
        }
    }

    // MARK: Scalars

    /// `[a, "b c"]`.
    static func flowList(_ items: [String]) -> String {
        "[" + items.map(scalar).joined(separator: ", ") + "]"
    }

    /// `text` as a YAML scalar that every YAML 1.1 or 1.2 reader takes for this exact string, in
    /// block and in flow context alike.
    ///
    /// Plain (unquoted) only for a conservative shape: a letter, `_` or `/` first, then letters,
    /// digits, `_`, `.`, `-` and `/`, and not one of the words YAML reads as a boolean or null
    /// (`yes`, `no`, `on`, `off`, `y`, `n`, `true`, `false`, `null`, any case). Everything else
    /// is double-quoted: numbers and dates, `~`, a leading indicator (`*&!|>%@` backtick `-?:#`),
    /// `: ` and ` #`, flow indicators, spaces, the empty string, and anything non-ASCII.
    /// YAML 1.2 §7.3.1 escapes are used for `"`, `\`, and every character that is not printable
    /// or that a reader takes as a line break (U+0085, U+2028, U+2029) or a byte-order mark.
    package static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : doubleQuoted(text)
    }

    static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "/") else {
            return false
        }
        let allowed = text.utf8.allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/")
        }
        return allowed && !reservedWords.contains(text.lowercased())
    }

    /// Plain words that YAML 1.1 resolves to booleans or null.
    static let reservedWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                let value = scalar.value
                let printable =
                    (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
                    || value >= 0x10000
                if printable && value != 0x2028 && value != 0x2029 && value != 0xFEFF {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(value, radix: 16, uppercase: true)
                    out += value <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }
}
