/// One path attribute of an intent filter's `<data>` element, compiled.
///
/// Android compares the link's *decoded* path (`Uri.getPath()`), UTF-16 unit by unit and
/// case-sensitively.
package struct AndroidPathRule: Sendable, Hashable {
    /// The attribute, by its manifest name.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The whole path, exactly.
        case path
        /// The path starts with the value.
        case pathPrefix
        /// The path ends with the value (Android 12, API 31, and later).
        case pathSuffix
        /// ``AndroidSimpleGlob``.
        case pathPattern
        /// ``AndroidAdvancedPattern`` (Android 12, API 31, and later).
        case pathAdvancedPattern
    }

    /// The attribute.
    package let kind: Kind
    /// Its value, after aapt2 processed the escapes.
    package let value: String
    private let units: [UInt16]
    private let advanced: AndroidAdvancedPattern?

    /// Compiles a rule; an advanced pattern Android rejects throws.
    package init(kind: Kind, value: String) throws(AndroidAdvancedPattern.SyntaxError) {
        self.kind = kind
        self.value = value
        units = Array(value.utf16)
        advanced = kind == .pathAdvancedPattern ? try AndroidAdvancedPattern(value) : nil
    }

    /// Whether the decoded path `path` satisfies the rule.
    package func matches(_ path: String) -> Bool { matches(units: Array(path.utf16)) }

    package func matches(units path: [UInt16]) -> Bool {
        switch kind {
        case .path: path == units
        case .pathPrefix: path.starts(with: units)
        case .pathSuffix: path.count >= units.count && path.suffix(units.count).elementsEqual(units)
        case .pathPattern: AndroidSimpleGlob.matches(pattern: units, path: path)
        case .pathAdvancedPattern: advanced?.matches(path) ?? false
        }
    }
}
