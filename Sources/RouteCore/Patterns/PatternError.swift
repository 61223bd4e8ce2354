/// The reason a ``Pattern`` source could not be compiled.
///
/// `offset` is a UTF-8 byte offset into ``Pattern/source`` so that callers that know
/// where the pattern string starts in a file (such as the route-map loader) can turn it
/// into a line and column.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A human-readable description of the problem, without location information.
    public var message: String

    /// The UTF-8 byte offset into the pattern source at which the problem was found.
    public var offset: Int

    /// Creates an error with the given message and UTF-8 byte offset.
    package init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message followed by the byte offset, for logs and diagnostics.
    public var description: String {
        "\(message) (at byte offset \(offset))"
    }
}
