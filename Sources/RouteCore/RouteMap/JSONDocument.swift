import TextBytes

/// Parses JSON text (RFC 8259, strictly: ``JSONReader``) into a ``DocumentNode`` tree with the
/// line and column of every node, so that a JSON route map gets the same problems, at its own
/// positions, as a YAML one.
///
/// Strings become quoted scalars; numbers, `true`, `false` and `null` plain scalars with their
/// text as written.
package enum JSONDocument {
    /// Nesting deeper than this is refused rather than risking the stack.
    package static let maximumDepth = 256

    /// Reads and parses the file at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> DocumentNode {
        try parse(bytes: try DocumentText.read(contentsOf: path), file: path)
    }

    /// Parses bytes that should be UTF-8 JSON.
    package static func parse(bytes: [UInt8], file: String) throws(RouteMapError) -> DocumentNode {
        let body = Array(try DocumentText.utf8Body(of: bytes, file: file))
        let parsed = body.withLinkBytes { bytes in
            Result { () throws(JSONSyntaxError) -> DocumentNode in
                try JSONReader.read(bytes, maximumDepth: maximumDepth, with: NodeBuilder(bytes: bytes))
            }
        }
        switch parsed {
        case .success(let root): return root
        case .failure(let error):
            let (line, column) = TextPosition.lineAndColumn(of: error.offset, in: body)
            throw RouteMapError(file: file, line: line, column: column, message: "invalid JSON: \(error.routeMapMessage(in: body))")
        }
    }

    /// Makes ``DocumentNode``s of what ``JSONReader`` reads. Nodes are made in file order, so one
    /// cursor moving forward gives every node its line and column in a single pass.
    private struct NodeBuilder: JSONTreeBuilder {
        let bytes: LinkBytes
        /// The line and column of ``positionOffset``, advanced as nodes are made.
        private var position = (line: 1, column: 1)
        private var positionOffset = 0

        init(bytes: LinkBytes) {
            self.bytes = bytes
        }

        /// A node starting at byte `start`, which is never before the last node's.
        mutating func node(_ content: DocumentNode.Content, at start: Int) -> DocumentNode {
            while positionOffset < start {
                if bytes[positionOffset] == UInt8(ascii: "\n") {
                    position = (position.line + 1, 1)
                } else if bytes[positionOffset] & 0xC0 != 0x80 {
                    position.column += 1
                }
                positionOffset += 1
            }
            return DocumentNode(content, line: position.line, column: position.column)
        }

        mutating func string(_ text: String, at offset: Int) -> DocumentNode { node(.scalar(text, .quoted), at: offset) }

        mutating func number(_ text: LinkBytes, isInteger: Bool, at offset: Int) -> DocumentNode {
            node(.scalar(String(decoding: text, as: UTF8.self), .plain), at: offset)
        }

        mutating func literal(_ literal: JSONLiteral, at offset: Int) -> DocumentNode { node(.scalar(literal.rawValue, .plain), at: offset) }

        mutating func startObject(at offset: Int) -> (node: DocumentNode, pairs: [DocumentNode.Pair]) { (node(.mapping([]), at: offset), []) }
        mutating func key(_ text: String, at offset: Int) -> DocumentNode { node(.scalar(text, .quoted), at: offset) }

        func add(_ value: DocumentNode, for key: DocumentNode, to object: inout (node: DocumentNode, pairs: [DocumentNode.Pair])) {
            object.pairs.append(DocumentNode.Pair(key: key, value: value))
        }

        func end(_ object: (node: DocumentNode, pairs: [DocumentNode.Pair])) -> DocumentNode {
            var node = object.node
            node.content = .mapping(object.pairs)
            return node
        }

        mutating func startList(at offset: Int) -> (node: DocumentNode, items: [DocumentNode]) { (node(.sequence([]), at: offset), []) }
        func add(_ value: DocumentNode, to list: inout (node: DocumentNode, items: [DocumentNode])) { list.items.append(value) }

        func end(_ list: (node: DocumentNode, items: [DocumentNode])) -> DocumentNode {
            var node = list.node
            node.content = .sequence(list.items)
            return node
        }
    }
}
