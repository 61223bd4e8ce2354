/// The items of the array a JSON text holds, read one at a time, as a streaming reader's caller
/// reads them (`beginArray`, then `hasNext` and `nextValue` in turn): a problem in an item is
/// met only once those before it are read, and nothing after the array's `]` is read at all.
/// Each item is a value of its own to ``JSONReader``: the array around it does not count toward
/// `maximumDepth`.
package struct JSONArrayItemReader<Builder: JSONTreeBuilder> {
    @usableFromInline var reader: JSONReader<Builder>
    /// The last comma between items: none while the first is to come.
    @usableFromInline var comma: Int? = nil
    @usableFromInline var isClosed = false

    /// Reads up to the `[` that `bytes` start with, after any white space; the text is refused
    /// when it is empty (``JSONSyntaxError/Reason/empty``) or starts with anything else
    /// (``JSONSyntaxError/Reason/expectedArray``).
    @inlinable package init(_ bytes: LinkBytes, maximumDepth: Int, builder: Builder) throws(JSONSyntaxError) {
        reader = JSONReader(bytes: bytes, maximumDepth: maximumDepth, builder: builder)
        reader.skipWhitespace()
        guard reader.index < bytes.count else { throw reader.error(.empty) }
        guard reader.isByte(UInt8(ascii: "[")) else { throw reader.error(.expectedArray) }
        reader.index += 1
    }

    /// The next item; nil once the array's `]` is read.
    @inlinable package mutating func next() throws(JSONSyntaxError) -> Builder.Value? {
        guard !isClosed, let item = try reader.item(afterComma: comma, depth: 0) else {
            isClosed = true
            return nil
        }
        isClosed = try reader.endsAfterItem(comma: &comma)
        return item
    }
}
