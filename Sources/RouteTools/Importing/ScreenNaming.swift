/// The names importers give screens that their source does not name, made from the words of
/// their paths.
enum ScreenNaming {
    /// `["videos", "wwdc"]` → `videosWwdc`, keeping only letters and digits; a name that would
    /// be empty or start with a digit gets `screen` in front.
    static func camelCase(_ words: [String]) -> String {
        var out = ""
        for word in words {
            let clean = String(word.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            out += out.isEmpty ? clean : clean.prefix(1).uppercased() + clean.dropFirst()
        }
        if out.isEmpty || out.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true { out = "screen" + out }
        return out
    }

    /// `name` when `taken` does not hold it, else `name2`, `name3`, … the first it does not hold.
    static func unique(_ name: String, among taken: some Collection<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }
}
