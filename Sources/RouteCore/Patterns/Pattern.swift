// Temporary stand-in until the linear-time engine lands (branch `pattern`).
public struct Pattern: Sendable, Hashable {
    public let source: String
    public init(_ source: String) throws(PatternError) {
        do { _ = try Regex(source) } catch { throw PatternError(message: "invalid regular expression", offset: 0) }
        self.source = source
    }
    public func matches(_ text: String) -> Bool { guard let regex = try? Regex(source) else { return false }; return (try? regex.firstMatch(in: text)) != nil }
}
public struct PatternError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int
}
