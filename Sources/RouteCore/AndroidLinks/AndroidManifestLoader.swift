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
        let reader = AndroidManifestReader(file: file)
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
