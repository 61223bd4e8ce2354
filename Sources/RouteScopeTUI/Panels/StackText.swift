import Navigator
import RouteCore

/// A stack of screens fitted to a few rows so that its top, where a link lands, is always
/// shown: the middle is elided first (`feed › … › article(5) › articleDetail(…)`), then the
/// top's parameters, then the rest is cut with `…`.
enum StackText {
    /// The rows for `entries` (bottom first), at most `maxLines` of `width` columns each;
    /// `none` for an empty stack.
    static func lines(_ entries: [ScreenEntry], width: Int, maxLines: Int) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        guard !entries.isEmpty else { return ["none"] }
        let full = entries.map { DisplayWidth.displayable($0.description) }
        let top = full[full.count - 1]
        let shortTop = DisplayWidth.displayable(entries[entries.count - 1].screen) + (entries[entries.count - 1].params.isEmpty ? "" : "(…)")
        var candidates = [full]
        if full.count > 2 {
            // Keep the root and as many screens under the top as fit, fewer each time.
            for kept in stride(from: full.count - 2, through: 1, by: -1) {
                candidates.append([full[0], "…"] + full.suffix(kept))
            }
        }
        if full.count > 1 {
            candidates.append(["…", top])
            candidates.append(["…", shortTop])
        } else {
            candidates.append([shortTop])
        }
        for parts in candidates {
            let lines = wrapped(parts, width: width, maxLines: maxLines)
            if lines.count <= maxLines, lines.allSatisfy({ DisplayWidth.columns($0) <= width }) { return lines }
        }
        return [TextFitting.ellipsized((candidates.last ?? full).joined(separator: StateDiagram.separator), width: width)]
    }

    /// The parts joined by ` › `, wrapped at spaces; more than `maxLines` rows when they do
    /// not fit (wrapping stops one row after).
    static func wrapped(_ parts: [String], width: Int, maxLines: Int) -> [String] {
        TextFitting.wrapped(parts.joined(separator: StateDiagram.separator), width: width, maxLines: maxLines + 1)
    }
}
