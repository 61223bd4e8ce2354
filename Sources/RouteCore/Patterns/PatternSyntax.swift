/// The abstract syntax tree of a parsed pattern.
///
/// Groups do not appear in the tree: capturing, non-capturing and named groups only
/// delimit sub-expressions, which is all a boolean matcher needs.
indirect enum PatternSyntax: Sendable {
    /// Matches one scalar that is a member of the set (a literal, `.`, an escape or a bracket expression).
    case scalars(ScalarSet)

    /// `^`: matches the empty string at the start of the text.
    case startAnchor

    /// `$`: matches the empty string at the end of the text.
    case endAnchor

    /// Matches each element in turn; the empty concatenation matches the empty string.
    case concatenation([PatternSyntax])

    /// Matches any one of the branches.
    case alternation([PatternSyntax])

    /// Matches `minimum` to `maximum` consecutive occurrences (`nil` means unbounded).
    ///
    /// `offset` is the UTF-8 byte offset of the quantifier, used to report a repetition
    /// that would make the compiled program too large.
    case repetition(PatternSyntax, minimum: Int, maximum: Int?, offset: Int)
}
