/// One of AOSP's `PatternMatcher`s: how an intent filter's path, scheme-specific part, query or
/// fragment attribute compares that part of a link, UTF-16 unit by unit and case-sensitively
/// (`PatternMatcher.matchPattern`).
///
/// The manifest attribute is the part's name followed by the kind's suffix: `path`,
/// `pathPrefix`, `pathPattern`, `pathAdvancedPattern`, `pathSuffix`, and likewise `ssp…`,
/// `query…` and `fragment…`.
package struct AndroidPattern: Sendable, Hashable {
    /// `PatternMatcher`'s pattern types, in the order `ParsedIntentInfoUtils` reads their
    /// attributes; the raw value is the attribute's suffix.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `PATTERN_LITERAL`: the whole text, exactly.
        case literal = ""
        /// `PATTERN_PREFIX`: the text starts with the value.
        case prefix = "Prefix"
        /// `PATTERN_SIMPLE_GLOB`: ``AndroidSimpleGlob``.
        case simpleGlob = "Pattern"
        /// `PATTERN_ADVANCED_GLOB` (Android 12, API 31, and later): ``AndroidAdvancedPattern``.
        case advancedGlob = "AdvancedPattern"
        /// `PATTERN_SUFFIX` (Android 12, API 31, and later): the text ends with the value.
        case suffix = "Suffix"
    }

    /// The pattern type.
    package let kind: Kind
    /// The value, after aapt2 processed the escapes.
    package let value: String
    private let units: [UInt16]
    private let advanced: AndroidAdvancedPattern?

    /// Compiles a pattern; an advanced pattern Android rejects throws.
    package init(kind: Kind, value: String) throws(AndroidAdvancedPattern.SyntaxError) {
        self.kind = kind
        self.value = value
        units = Array(value.utf16)
        advanced = kind == .advancedGlob ? try AndroidAdvancedPattern(value) : nil
    }

    /// Whether `text` matches.
    package func matches(_ text: String) -> Bool { matches(units: Array(text.utf16)) }

    /// Whether `text`, in UTF-16 units as Java holds strings, matches.
    package func matches(units text: [UInt16]) -> Bool {
        switch kind {
        case .literal: text == units
        case .prefix: text.starts(with: units)
        case .suffix: text.count >= units.count && text.suffix(units.count).elementsEqual(units)
        case .simpleGlob: AndroidSimpleGlob.matches(pattern: units, path: text)
        case .advancedGlob: advanced?.matches(text) ?? false
        }
    }
}
