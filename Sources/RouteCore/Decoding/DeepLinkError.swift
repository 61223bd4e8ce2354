/// A link that cannot be read, or a link that cannot be built, with every reason as a
/// ``Diagnostic``: the parameter, what was expected, what was found, and the exact bytes.
///
/// Its description reads like a compiler's, so printing it is enough:
///
/// ```
/// error[type-mismatch]: articleId expects an integer, found "abc"
///   myapp://home/articleDetail?userId=100&articleId=abc
///                                                   ^^^
/// ```
public struct DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The link the spans point into: the one read, or the one built.
    public var input: String
    /// Every problem, in the order of their position in ``input``; never empty.
    public var diagnostics: [Diagnostic]

    /// An error for `diagnostics` about `input`; there must be at least one diagnostic.
    public init(input: String, diagnostics: [Diagnostic]) {
        precondition(!diagnostics.isEmpty, "a DeepLinkError needs at least one diagnostic")
        self.input = input
        self.diagnostics = diagnostics
    }

    /// The first error, or the first diagnostic when none is an error.
    public var diagnostic: Diagnostic {
        diagnostics.first { $0.severity == .error } ?? diagnostics[0]
    }

    /// The diagnostics rendered compiler-style against ``input``.
    public var description: String {
        TextReport().render(diagnostics, in: input)
    }
}
