extension LinkAnalyzer {
    /// The fix-its that make a link's fixed form, in the order to apply them: the first problem's
    /// fix, then the first fix of the link analysed again, and so on, since a fix can reveal the
    /// next problem. Each fix's span is in the text the fixes before it left. It stops when a fix
    /// changes nothing, and after one fix per byte of the link, so fixes that undo each other
    /// cannot loop.
    ///
    /// This is what the explorer's Alt-X applies, Alt-Shift-C copies and `routescope qr --fixed`
    /// encodes.
    package func everyFix(for link: String) -> (fixes: [Fix], fixed: String) {
        var text = link
        var fixes: [Fix] = []
        var attempts = 0
        while !text.isEmpty, attempts <= text.utf8.count,
            let fix = analyze(text).diagnostics.first(where: { $0.fix != nil })?.fix
        {
            attempts += 1
            let fixed = fix.applied(to: text)
            if fixed == text { break }
            fixes.append(fix)
            text = fixed
        }
        return (fixes, text)
    }
}
