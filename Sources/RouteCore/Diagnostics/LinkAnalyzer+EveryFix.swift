extension LinkAnalyzer {
    /// The machine-applicable fix-its that make a link's fixed form, in the order to apply them:
    /// the first such fix, then the first such fix of the link analysed again, and so on, since a
    /// fix can reveal the next problem. Each fix's span is in the text the fixes before it left,
    /// and `codes` holds the code of the problem each one mends. It stops when a fix changes
    /// nothing, and after one fix per byte of the link, so fixes that undo each other cannot loop.
    ///
    /// This is what the explorer's Alt-X applies, Alt-Shift-C copies, `routescope qr --fixed`
    /// encodes and `check --fix` writes. Fixes that need a value or are a guess are left for a
    /// person to choose.
    ///
    /// ```swift
    /// analyzer.everyFix(for: "myapp://home/articleDetail?userId=7&articleId=9&mode=webview").fixed
    /// // myapp://home/articleDetail?userId=7&articleId=9&mode=webView
    /// ```
    public func everyFix(for link: String) -> AppliedFixes {
        var text = link
        var fixes: [Fix] = []
        var codes: [DiagnosticCode] = []
        var attempts = 0
        while !text.isEmpty, attempts <= text.utf8.count,
            let diagnostic = analyze(text).firstSafelyFixed,
            let fix = diagnostic.fix
        {
            attempts += 1
            let fixed = fix.applied(to: text)
            if fixed == text { break }
            fixes.append(fix)
            codes.append(diagnostic.code)
            text = fixed
        }
        return AppliedFixes(fixes: fixes, codes: codes, fixed: text)
    }
}
