/// The `$(name)` variables a pattern may use: the file's own `applinks.substitutionVariables`
/// and Apple's predefined ones.
///
/// - `$(alpha)`, `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)`: one character of
///   the class (see ``AppLinkCharacterClass``);
/// - `$(region)`: an ISO 3166-1 alpha-2 region code (`US`, `FR`, …; ``ISORegionCodes``);
/// - `$(lang)`: an ISO 639-1 language code (`en`, `fr`, …; ``ISOLanguageCodes``).
///
/// A variable the file defines under a predefined name replaces the predefined one.
///
/// ```swift
/// let variables = AppLinkSubstitutionVariables(["food": ["burgers", "pizza*"]])
/// try AppLinkPattern("/$(lang)_$(region)/$(food)/", variables: variables).matches("/en_US/pizzas/")  // true
/// ```
package struct AppLinkSubstitutionVariables: Sendable, Hashable {
    /// The file's variables: each name with the strings it stands for (which may hold `*` and `?`).
    package var defined: [String: [String]]

    package init(_ defined: [String: [String]] = [:]) {
        self.defined = defined
    }

    /// Only the predefined variables.
    package static let predefined = AppLinkSubstitutionVariables()

    /// What `$(name)` stands for.
    enum Meaning: Sendable, Hashable {
        case characterClass(AppLinkCharacterClass)
        case values([String])
    }

    /// What `$(name)` stands for; nil for an unknown name.
    func lookUp(_ name: String) -> Meaning? {
        if let values = defined[name] { return .values(values) }
        if let characterClass = AppLinkCharacterClass(rawValue: name) { return .characterClass(characterClass) }
        switch name {
        case "region": return .values(ISORegionCodes.all)
        case "lang": return .values(ISOLanguageCodes.all)
        default: return nil
        }
    }

    /// Every name a pattern may use, sorted.
    var names: [String] {
        (Array(defined.keys) + AppLinkCharacterClass.allCases.map(\.rawValue) + ["region", "lang"]).sorted()
    }
}
