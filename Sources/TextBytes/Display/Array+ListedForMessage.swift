extension Array<String> {
    /// The items as a message lists them: `a`, `a or b`, `a, b or c` (with `word` for `or`).
    package func listedForMessage(joinedBy word: String = "or") -> String {
        count < 2 ? joined() : dropLast().joined(separator: ", ") + " \(word) " + self[count - 1]
    }
}
