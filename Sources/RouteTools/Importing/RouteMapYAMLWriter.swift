import RouteCore

/// Writes a ``RouteMap`` as route-map YAML that ``RouteMapLoader`` reads back to the same map.
///
/// Importers (`routescope import react-navigation`, `routescope import aasa`) build a
/// ``RouteMap`` value and hand it here, so every imported file is written one way: block style
/// for the structure, flow style for lists and parameter specs, and every string quoted when a
/// YAML reader could take it for something else. What it writes is the map's declaration (the
/// tree ``RouteMap`` validates a map built in code by), so the file and the validation walk the
/// map one way.
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
/// The map's `web.aasa` and `android:` files, when it has them, are not written: the loaded map
/// keeps the parsed files, not their paths.
package struct RouteMapYAMLWriter: Sendable {
    /// Comment lines written first, each after `# `.
    package var header: [String]

    package init(header: [String] = []) {
        self.header = header
    }

    /// The YAML text for `map`, ending with a newline: its ``RouteMap/declaration``, the tree
    /// the loader reads, after the header.
    package func yaml(for map: RouteMap) -> String {
        var out = ""
        for line in header {
            // A line break inside a comment would end it and turn the rest into YAML.
            for piece in line.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                out += piece.isEmpty ? "#\n" : "# " + DisplayWidth.displayable(piece) + "\n"
            }
        }
        Self.writeBlock(map.declaration.mapping ?? [], indent: "", to: &out)
        return out
    }

    // MARK: Layout

    /// Writes `pairs` in block style, one key a line at `indent`: a mapping below its key (`{}`
    /// when empty), a list of mappings (the tabs) as a block list, anything else on the key's
    /// line. The entries of a `params` mapping are parameter specs, each a flow mapping on its
    /// line: `id: {type: int, min: 1}`. The keys of a `screens` mapping are names (`areNames`),
    /// so a screen called `params` is a screen.
    private static func writeBlock(_ pairs: [DocumentNode.Pair], areNames: Bool = false, indent: String, to out: inout String) {
        for pair in pairs {
            let key = indent + flow(pair.key) + ":"
            switch pair.value.content {
            case .mapping(let entries) where !entries.isEmpty:
                out += key + "\n"
                if !areNames && pair.key.text == "params" {
                    for entry in entries { out += indent + "  " + flow(entry.key) + ": " + flow(entry.value) + "\n" }
                } else {
                    writeBlock(entries, areNames: !areNames && pair.key.text == "screens", indent: indent + "  ", to: &out)
                }
            case .sequence(let items) where items.contains(where: { $0.mapping != nil }):
                out += key + "\n"
                for item in items {
                    // `- ` takes the place of the item's indent on its first line.
                    var lines = ""
                    writeBlock(item.mapping ?? [], indent: indent + "    ", to: &lines)
                    out += indent + "  - " + lines.dropFirst(indent.count + 4)
                }
            default:
                out += key + " " + flow(pair.value) + "\n"
            }
        }
    }

    /// `node` in flow style: a scalar (quoted only when YAML would misread it plain, see
    /// ``scalar(_:)``), `[a, b]`, `{type: int, min: 1}`.
    private static func flow(_ node: DocumentNode) -> String {
        switch node.content {
        // A plain scalar of the declaration is a number or `true`, written as it is.
        case .scalar(let text, .plain): text
        case .scalar(let text, _): scalar(text)
        case .sequence(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .mapping(let pairs): "{" + pairs.map { flow($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    // MARK: Scalars

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
