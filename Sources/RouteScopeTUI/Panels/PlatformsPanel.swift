import Navigator
import RouteCore

/// Where the input lands on each platform, side by side: the router's tab and screen, what iOS
/// does and what Android does, each in a sentence (``PlatformNavigators/sentence(_:on:)``).
///
/// ```
///  Where it lands · ≠ the platforms disagree · Alt-P switches the simulated app ─────────────
///    router   setting › changeAccount  selected tab setting; pushed changeAccount
///  ▸≠iOS      browser                  "/app/setting/*" in detail 1, component 1 excludes…
///    Android  setting › changeAccount  Android opens com.example.reader.MainActivity by inte…
/// ```
///
/// `▸` marks the simulated platform; `≠` marks a platform that lands elsewhere than the router,
/// highlighted too, since that disagreement is the bug QA looks for. Both marks are text, so they
/// survive `NO_COLOR`. On a short screen one row names the three landings.
enum PlatformsPanel {
    /// A landing that differs from the router's, and the heading that says so.
    static let disagreement = TextStyle(.warning, bold: true)
    /// The width of the marks and the platform's name, `▸≠Android  `.
    static let labelWidth = 12

    /// The most rows a platform's sentence wraps to.
    static let sentenceRows = 2

    /// The rows the panel would like at `width`: a heading, and each platform's sentence wrapped
    /// to at most ``sentenceRows``; one row while there is no link.
    static func lineCount(_ comparison: PlatformComparison?, from start: NavigationState, width: Int) -> Int {
        guard let comparison else { return 1 }
        let sentenceWidth = width - sentenceColumn(comparison, from: start, width: width)
        return 1 + comparison.outcomes.reduce(0) { $0 + TextFitting.wrapped($1.sentence, width: sentenceWidth, maxLines: sentenceRows).count }
    }

    /// The landings as shown, `—` for a platform that is not loaded.
    static func landings(_ comparison: PlatformComparison, from start: NavigationState) -> [String] {
        comparison.outcomes.map { landing($0, from: start) ?? "—" }
    }

    /// Where `outcome` lands, `stays on …` when the link changes nothing from `start` (an
    /// invalid link opens nothing); nil when the platform is not loaded.
    static func landing(_ outcome: PlatformOutcome, from start: NavigationState) -> String? {
        guard let landing = outcome.landing else { return nil }
        return outcome.transition?.state == start ? "stays on \(landing)" : landing.description
    }

    /// The width of the landings' column: the widest, up to a third of the panel.
    static func landingWidth(_ comparison: PlatformComparison, from start: NavigationState, width: Int) -> Int {
        min(width / 3, landings(comparison, from: start).map { DisplayWidth.columns($0) }.max() ?? 0)
    }

    /// Where the sentences start.
    static func sentenceColumn(_ comparison: PlatformComparison, from start: NavigationState, width: Int) -> Int {
        labelWidth + landingWidth(comparison, from: start, width: width) + 2
    }

    static func draw(_ explorer: Explorer, _ comparison: PlatformComparison?, in rect: Rect, on buffer: inout ScreenBuffer) {
        guard rect.height > 0 else { return }
        guard let comparison, rect.height >= 4 else {
            drawRow(explorer, comparison, in: rect, on: &buffer)
            return
        }
        var heading: [(String, TextStyle)] = [(" Where it lands", .heading)]
        heading.append(comparison.agrees ? (" · every platform lands the same", .dim) : (" · ≠ the platforms disagree", disagreement))
        // The key hint whole: at 80 columns, in its short form, as the one-row form has it.
        let before = heading.reduce(0) { $0 + DisplayWidth.columns($1.0) }
        let hints = [" · Alt-P switches the simulated app ", " · Alt-P switches "]
        let hint = hints.first { before + DisplayWidth.columns($0) <= rect.width } ?? hints[1]
        heading.append((hint, .dim))
        let headingWidth = heading.reduce(0) { $0 + DisplayWidth.columns($1.0) }
        var writer = PanelWriter(rect, buffer)
        writer.write(heading + [(String(repeating: "─", count: max(0, rect.width - headingWidth)), .heading)])
        let landingWidth = landingWidth(comparison, from: explorer.navigation, width: rect.width)
        let sentenceColumn = sentenceColumn(comparison, from: explorer.navigation, width: rect.width)
        for (index, (outcome, landing)) in zip(comparison.outcomes, landings(comparison, from: explorer.navigation)).enumerated() {
            let disagrees = comparison.disagrees(outcome)
            let simulated = outcome.platform == explorer.platform
            // A second row while every platform after this one keeps one.
            let rows = min(sentenceRows, rect.height - writer.line - (comparison.outcomes.count - 1 - index))
            let lines = TextFitting.wrapped(outcome.sentence, width: rect.width - sentenceColumn, maxLines: max(1, rows))
            writer.write([
                (label(outcome.platform, simulated: simulated, disagrees: disagrees), simulated ? TextStyle(.accent, bold: true) : .plain),
                (TextFitting.ellipsized(landing, width: landingWidth), disagrees ? disagreement : TextStyle(.plain, bold: true)),
                (String(repeating: " ", count: max(0, landingWidth - DisplayWidth.columns(landing))) + "  " + (lines.first ?? ""), .dim),
            ])
            for line in lines.dropFirst() { writer.write(line, .dim, indent: sentenceColumn) }
        }
        buffer = writer.buffer
    }

    /// ` ▸≠iOS      `: the marks, then the platform's name, padded to ``labelWidth``.
    static func label(_ platform: LinkPlatform, simulated: Bool, disagrees: Bool) -> String {
        " " + (simulated ? "▸" : " ") + (disagrees ? "≠" : " ") + ParsePanel.pad(platform.name, labelWidth - 3)
    }

    /// The short form: ` router home › feed · ▸iOS ≠browser · Android not loaded · Alt-P
    /// switches`; before a link is typed, the platforms alone.
    static func drawRow(_ explorer: Explorer, _ comparison: PlatformComparison?, in rect: Rect, on buffer: inout ScreenBuffer) {
        var segments: [(String, TextStyle)] = []
        for platform in LinkPlatform.allCases {
            let outcome = comparison?[platform]
            let disagrees = outcome.map { comparison?.disagrees($0) ?? false } ?? false
            let simulated = platform == explorer.platform
            segments.append(((segments.isEmpty ? " " : " · ") + (simulated ? "▸" : "") + platform.name, simulated ? TextStyle(.accent, bold: true) : .dim))
            let landing = outcome.map { Self.landing($0, from: explorer.navigation) ?? "not loaded" }
                ?? (explorer.platformNavigators[platform] == nil ? "not loaded" : nil)
            if let landing { segments.append((" " + (disagrees ? "≠" : "") + landing, disagrees ? disagreement : .plain)) }
        }
        segments.append((" · Alt-P switches", .dim))
        var writer = PanelWriter(rect, buffer)
        writer.write(segments)
        buffer = writer.buffer
    }
}
