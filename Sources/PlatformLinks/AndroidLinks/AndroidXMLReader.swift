import Foundation
import TextBytes
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Android XML file (a manifest, a navigation graph) into a tree of
/// ``AndroidXMLElement``s with Foundation's `XMLParser`, within the limits that keep hostile
/// input harmless: a size limit, UTF-8 only (Foundation's parser on Linux traps on text that
/// is not), no DOCTYPE (so no entity is ever expanded), and a nesting limit. Every error has its
/// line and column.
///
/// ```swift
/// let root = try AndroidXMLReader.read(contentsOf: "nav_graph.xml", as: .navigationGraph)
/// root.attributes(in: AndroidXMLReader.appNamespace)["startDestination"]   // "@id/home"
/// ```
package enum AndroidXMLReader {
    /// The kind of file being read, for messages.
    package enum Document: Sendable, Hashable {
        case manifest
        case navigationGraph

        /// `manifests`, as in "RouteScope reads manifests of at most … bytes".
        var plural: String {
            switch self {
            case .manifest: "manifests"
            case .navigationGraph: "navigation graphs"
            }
        }

        /// `a manifest`.
        var withArticle: String {
            switch self {
            case .manifest: "a manifest"
            case .navigationGraph: "a navigation graph"
            }
        }
    }

    /// The largest file read; a real manifest or navigation graph is a few kilobytes.
    package static let maximumBytes = 1024 * 1024
    /// The deepest element nesting accepted.
    package static let maximumDepth = 64

    /// `android:` attributes.
    package static let androidNamespace = "http://schemas.android.com/apk/res/android"
    /// `app:` attributes of libraries such as Jetpack Navigation.
    package static let appNamespace = "http://schemas.android.com/apk/res-auto"
    /// `tools:` attributes, which only build tools read.
    package static let toolsNamespace = "http://schemas.android.com/tools"

    /// Reads the file at `path`.
    package static func read(contentsOf path: String, as document: Document) throws(RouteMapError) -> AndroidXMLElement {
        try read(bytes: RegularFile.read(path, limit: maximumBytes), file: path, as: document)
    }

    /// Reads XML bytes; `file` names them in problems.
    package static func read(bytes: [UInt8], file: String, as document: Document) throws(RouteMapError) -> AndroidXMLElement {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is over \(maximumBytes) bytes, the most RouteScope reads of \(document.plural)")
        }
        let body = Array(try TextEncodingSniffer.utf8Body(of: bytes, file: file))
        if body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw fail(1, 1, "the file is empty") }
        if let doctype = body.firstRange(of: Array("<!DOCTYPE".utf8)) {
            let (line, column) = TextPosition.lineAndColumn(of: doctype.lowerBound, in: body)
            throw fail(line, column, "\(document.withArticle) cannot declare a DOCTYPE; aapt2 rejects it, and RouteScope does not expand entities")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(body))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        // Foundation's parser on Linux can answer true and still record an error.
        let parsed = parser.parse() && parser.parserError == nil
        if let position = builder.tooDeep {
            throw fail(position.line, position.column, "elements nest deeper than \(maximumDepth) levels")
        }
        guard parsed, let root = builder.root else {
            let error = builder.firstError ?? parser.parserError
            let position = builder.firstErrorPosition ?? AndroidSourcePosition(line: parser.lineNumber, column: parser.columnNumber)
            let code = (error as NSError?)?.code ?? 0
            throw fail(max(position.line, 1), max(position.column, 1), "not well-formed XML: \(xmlErrorReason(code))")
        }
        return root
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
        case 201: "a prefix that no enclosing element declares with xmlns:"
        default: "libxml2 error \(code)"
        }
    }
}

/// The parser's delegate: builds the element tree, resolving each attribute's prefix against the
/// namespace declarations in scope.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    /// An element whose end tag has not been read yet.
    struct OpenElement {
        var name: String
        var position: AndroidSourcePosition
        var attributes: [AndroidXMLAttribute]
        var children: [AndroidXMLElement] = []
    }

    var open: [OpenElement] = []
    /// Namespace declarations in scope, innermost last.
    var namespaces: [[String: String]] = []
    var root: AndroidXMLElement?
    /// Where the nesting went past the limit; parsing stops there.
    var tooDeep: AndroidSourcePosition?
    /// The first error libxml2 reports, and where: some (an undeclared prefix) do not stop it,
    /// so its position at the end would point past the problem.
    var firstError: Error?
    var firstErrorPosition: AndroidSourcePosition?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        let position = AndroidSourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        guard open.count < AndroidXMLReader.maximumDepth else {
            tooDeep = position
            parser.abortParsing()
            return
        }
        var scope: [String: String] = [:]
        for (key, value) in attributes where key.hasPrefix("xmlns:") { scope[String(key.dropFirst(6))] = value }
        namespaces.append(scope)
        var resolved: [AndroidXMLAttribute] = []
        for (key, value) in attributes where key != "xmlns" && !key.hasPrefix("xmlns:") {
            guard let colon = key.firstIndex(of: ":") else {
                resolved.append(AndroidXMLAttribute(name: key, localName: key, namespace: nil, value: value))
                continue
            }
            let prefix = String(key[..<colon])
            let namespace = namespaces.reversed().lazy.compactMap { $0[prefix] }.first
            resolved.append(AndroidXMLAttribute(name: key, localName: String(key[key.index(after: colon)...]), namespace: namespace, value: value))
        }
        resolved.sort { $0.name < $1.name }
        open.append(OpenElement(name: elementName, position: position, attributes: resolved))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let closed = open.popLast() else { return }
        namespaces.removeLast()
        let element = AndroidXMLElement(name: closed.name, position: closed.position, attributes: closed.attributes, children: closed.children)
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = parseError
        firstErrorPosition = AndroidSourcePosition(line: parser.lineNumber, column: parser.columnNumber)
    }
}
