/// Android's `android:pathPattern` glob, with the exact semantics of AOSP's
/// `PatternMatcher.PATTERN_SIMPLE_GLOB`, compared UTF-16 unit by unit as Java compares strings.
///
/// - `.` matches any one character, `X*` a run of zero or more `X`, `.*` any run.
/// - `\` makes the next character literal, except that an escaped `.` not followed by `*` is
///   still a wildcard (Android only tests the escape for `.*`).
/// - `.*` never backtracks: it consumes up to the *first* occurrence of the pattern's next
///   character and continues after it, so `/.*b/c` does not match `/ab/b/c`.
///
/// One pass over the pattern and the path: linear time, with no backtracking to blow up.
package enum AndroidSimpleGlob {
    /// Whether `path` matches `pattern`, as Android decides.
    package static func matches(pattern: [UInt16], path: [UInt16]) -> Bool {
        let dot = UInt16(UInt8(ascii: ".")), star = UInt16(UInt8(ascii: "*"))
        let backslash = UInt16(UInt8(ascii: "\\"))
        guard !pattern.isEmpty else { return path.isEmpty }
        func unit(_ index: Int) -> UInt16 { index < pattern.count ? pattern[index] : 0 }
        var p = 0, m = 0
        var next = pattern[0]
        while p < pattern.count, m < path.count {
            var current = next
            p += 1
            next = unit(p)
            let escaped = current == backslash
            if escaped {
                current = next
                p += 1
                next = unit(p)
            }
            guard next == star else {
                if current != dot, path[m] != current { return false }
                m += 1
                continue
            }
            if !escaped, current == dot {
                // `.*` at the very end takes whatever is left.
                if p >= pattern.count - 1 { return true }
                p += 1
                next = pattern[p]
                if next == backslash {
                    p += 1
                    next = unit(p)
                }
                // Skip to the first occurrence of the character after `.*`, never further.
                while m < path.count, path[m] != next { m += 1 }
                if m == path.count { return false }
                p += 1
                next = unit(p)
                m += 1
            } else {
                while m < path.count, path[m] == current { m += 1 }
                p += 1
                next = unit(p)
            }
        }
        if p >= pattern.count, m >= path.count { return true }
        // The path ran out with only a trailing `.*` left in the pattern.
        return p == pattern.count - 2 && pattern[p] == dot && pattern[p + 1] == star
    }
}
