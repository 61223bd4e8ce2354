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
        let reader = AndroidManifestReader(file: file)
        reader.read(root)
        if let problem = reader.problems.first {
            throw RouteMapError(problems: [problem] + reader.problems.dropFirst())
        }
        return AndroidManifest(
            file: file, packageName: reader.packageName, isApplicationEnabled: reader.applicationEnabled, components: reader.components,
            warnings: reader.warnings)
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
