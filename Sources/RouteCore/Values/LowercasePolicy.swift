/// The campaign lower-case policy (`campaign.lowercase`): a value breaks it when lower-casing
/// changes its text.
enum LowercasePolicy {
    /// Whether the text, valid UTF-8, breaks the policy: ASCII by its bytes (an upper-case
    /// letter), other text by lower-casing it.
    static func isBroken(by text: LinkBytes) -> Bool {
        if text.isASCII(0..<text.count) { return text.containsASCIIUppercase(0..<text.count) }
        let string = text.text(0..<text.count)
        return string.lowercased() != string
    }
}
