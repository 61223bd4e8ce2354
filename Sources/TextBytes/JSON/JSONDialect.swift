/// Which JSON a ``JSONReader`` reads for a builder (``JSONTreeBuilder/dialect``).
@usableFromInline package enum JSONDialect: Sendable {
    /// RFC 8259, strictly: what Foundation's `JSONDecoder` reads.
    case rfc8259
    /// What `android.util.JsonReader` reads with `setLenient(false)`, as Android's statement
    /// verifier reads an assetlinks.json: beside RFC 8259, `true`, `false` and `null` in any
    /// case, a number without digits after its point (`1.`) or past `Double`'s range, `;` between
    /// an object's members, raw control characters in a string, any character after a backslash
    /// standing for itself (`\a` is `a`), and a `\u` escape read as Java's
    /// `Integer.parseInt(hex, 16)` reads it (`\u+041`), half a surrogate pair included. An
    /// unquoted value runs to the next delimiter, and is refused whole when it is no literal or
    /// number; a comment, a single-quoted string and an empty list item are refused with reasons
    /// of their own.
    case androidStrict
}
