/// A link with every machine-applicable fix-it applied, and the fixes that made it
/// (``LinkAnalyzer/everyFix(for:)``).
public struct AppliedFixes: Sendable, Hashable {
    /// The fixes, in the order they were applied; each one's span is in the text the fixes before
    /// it left.
    public var fixes: [Fix]
    /// The code of the problem each fix mends, one for each fix.
    public var codes: [DiagnosticCode]
    /// The link with every fix applied: the link itself when none applies.
    public var fixed: String
}
