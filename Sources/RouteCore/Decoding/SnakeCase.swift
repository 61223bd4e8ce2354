/// Converting property names to and from the `snake_case` that many links use, the way
/// Foundation's JSON coders do.
enum SnakeCase {
    /// `user_id` → `userId`. Leading and trailing underscores stay; a name without `_` is
    /// unchanged.
    static func camelCased(_ name: String) -> String {
        guard let first = name.firstIndex(where: { $0 != "_" }) else { return name }
        let last = name.lastIndex(where: { $0 != "_" })!
        let words = name[first...last].split(separator: "_")
        guard words.count > 1 else { return name }
        let capitalized = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        let joined = words[0].lowercased() + capitalized.joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }

    /// `userId` → `user_id`, `articleURL` → `article_url`, `URLValue` → `url_value`.
    static func snakeCased(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0, characters[index - 1] != "_" {
                let afterLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let beforeLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if afterLower || (characters[index - 1].isUppercase && beforeLower) { out += "_" }
            }
            out += character.lowercased()
        }
        return out
    }
}
