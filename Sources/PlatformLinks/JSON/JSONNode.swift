import TextBytes

/// A JSON value with where it starts in the text, as ``JSONReader`` reads it for the
/// apple-app-site-association reader (``read(_:)``) and the assetlinks.json one
/// (``androidStatements(_:)``): a message about any value, or any key, names its line and
/// column without the text being read again.
struct JSONNode {
    enum Content {
        case string(String)
        /// A number, as written.
        case number(String)
        case boolean(Bool)
        case null
        case array([JSONNode])
        /// The members in file order, a key written twice included (``members`` keeps one).
        case object([Member])
    }

    struct Member {
        let key: String
        /// The UTF-8 offset of the key's opening quote.
        let keyOffset: Int
        let value: JSONNode
    }

    let content: Content
    /// The UTF-8 offset of its first byte.
    let offset: Int

    /// Nesting deeper than Foundation's `JSONSerialization` reads is refused, as it refuses it;
    /// Android's reader would overflow its stack far earlier than any real file nests.
    static let maximumDepth = 512

    /// The value `bytes` hold, as RFC 8259 writes it but for a comma before a closing `]` or
    /// `}`, which Foundation's `JSONSerialization` reads past: the offset of each such comma.
    static func read(_ bytes: LinkBytes) throws(JSONSyntaxError) -> (root: JSONNode, trailingCommas: [Int]) {
        var builder = Builder(dialect: .rfc8259)
        let root = try JSONReader.read(bytes, maximumDepth: maximumDepth, into: &builder)
        return (root, builder.trailingCommas)
    }

    /// The statements of an assetlinks.json, the items of the array `bytes` hold, to be read
    /// one at a time as Android's verifier reads them: `android.util.JsonReader`, strict
    /// (``JSONDialect/androidStrict``).
    static func androidStatements(_ bytes: LinkBytes) throws(JSONSyntaxError) -> JSONArrayItemReader<Builder> {
        try JSONArrayItemReader(bytes, maximumDepth: maximumDepth, builder: Builder(dialect: .androidStrict))
    }

    var string: String? {
        if case .string(let text) = content { text } else { nil }
    }

    var boolean: Bool? {
        if case .boolean(let flag) = content { flag } else { nil }
    }

    var items: [JSONNode]? {
        if case .array(let items) = content { items } else { nil }
    }

    /// An object's members, each key once, in the order their keys first appear: a key written
    /// twice keeps its later value, as `JSONSerialization` keeps it; nil for any other value.
    var members: [Member]? {
        guard case .object(let written) = content else { return nil }
        var places: [String: Int] = [:]
        var members: [Member] = []
        for member in written {
            if let place = places[member.key] {
                members[place] = member
            } else {
                places[member.key] = members.count
                members.append(member)
            }
        }
        return members
    }

    /// The value as a message names its kind: "a string", "a list", "null".
    var kind: String {
        switch content {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Makes ``JSONNode``s of what ``JSONReader`` reads. In RFC 8259, as `JSONSerialization`
    /// reads it, a trailing comma is read past and noted, and a number past `Double`'s range is
    /// refused; Android's strict reader refuses the one and reads the other.
    struct Builder: JSONTreeBuilder {
        let dialect: JSONDialect
        var trailingCommas: [Int] = []

        mutating func acceptsTrailingComma(at offset: Int) -> Bool {
            guard dialect == .rfc8259 else { return false }
            trailingCommas.append(offset)
            return true
        }

        func string(_ text: String, at offset: Int) -> JSONNode { JSONNode(content: .string(text), offset: offset) }

        func number(_ text: LinkBytes, isInteger: Bool, at offset: Int) throws(JSONSyntaxError) -> JSONNode {
            if dialect == .rfc8259 { _ = try finiteValue(ofNumber: text, at: offset) }
            return JSONNode(content: .number(String(decoding: text, as: UTF8.self)), offset: offset)
        }

        func literal(_ literal: JSONLiteral, at offset: Int) -> JSONNode {
            switch literal {
            case .true: JSONNode(content: .boolean(true), offset: offset)
            case .false: JSONNode(content: .boolean(false), offset: offset)
            case .null: JSONNode(content: .null, offset: offset)
            }
        }

        func startObject(at offset: Int) -> (offset: Int, members: [Member]) { (offset, []) }
        func key(_ text: String, at offset: Int) -> (text: String, offset: Int) { (text, offset) }

        func add(_ value: JSONNode, for key: (text: String, offset: Int), to object: inout (offset: Int, members: [Member])) {
            object.members.append(Member(key: key.text, keyOffset: key.offset, value: value))
        }

        func end(_ object: (offset: Int, members: [Member])) -> JSONNode { JSONNode(content: .object(object.members), offset: object.offset) }

        func startList(at offset: Int) -> (offset: Int, items: [JSONNode]) { (offset, []) }
        func add(_ value: JSONNode, to list: inout (offset: Int, items: [JSONNode])) { list.items.append(value) }
        func end(_ list: (offset: Int, items: [JSONNode])) -> JSONNode { JSONNode(content: .array(list.items), offset: list.offset) }
    }
}
