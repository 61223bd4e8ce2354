import TextBytes

/// A query item as the scan split it, with the ``LinkByte/traits`` of its value: what the
/// matcher reads the item from, so that the query is split and its bytes looked at once.
struct ScannedQueryItem {
    let span: QueryItemSpan
    /// The traits of the bytes of ``QueryItemSpan/value``; none when the item has no value.
    let valueTraits: LinkByte

    /// How many items the list lent to a scan holds (``URLScanner/scan(bytes:link:items:)``):
    /// the query of almost every link, in under a kilobyte of stack. A longer query overflows
    /// the list, and the matcher splits it again.
    static var listCapacity: Int { 16 }
}
