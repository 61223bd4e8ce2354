import TextBytes

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

    /// aapt2's escape processing of an attribute value, as its `XmlFlattener` writes a string
    /// attribute (`ResourceUtils::StringBuilder` with spaces and quotes kept): `\t` and `\n` are
    /// a tab and a newline; `\u` takes up to four hex digits (fewer when the value ends, none
    /// giving U+0000; a surrogate gives nothing), and a character that is not a hex digit among
    /// them ends the value there, the escape included, as aapt2 stops at its error; a backslash
    /// before any other character is dropped; a lone backslash at the end is dropped, so
    /// `pathPattern="/x\"` reaches Android as `/x`.
    package static func unescaped(_ value: String) -> String {
        unescaping(value).text
    }

    /// ``unescaped(_:)``, and whether aapt2 stopped at a `\u` escape with a character that is not
    /// a hex digit, cutting the value there.
    package static func unescaping(_ value: String) -> (text: String, isCut: Bool) {
        guard value.contains("\\") else { return (value, false) }
        var out = String.UnicodeScalarView()
        var scalars = value.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard let next = scalars.popFirst() else { break }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "u":
                var code: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = scalars.popFirst() else { break }
                    guard digit.properties.isASCIIHexDigit, let nibble = UInt32(String(digit), radix: 16) else { return (String(out), true) }
                    code = code << 4 | nibble
                }
                if let decoded = Unicode.Scalar(code) { out.append(decoded) }
            default: out.append(next)
            }
        }
        return (String(out), false)
    }
}
