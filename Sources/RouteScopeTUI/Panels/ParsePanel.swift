import RouteCore

/// How the app reads the link: kind, scheme, tab, screen, and one row per parameter with its
/// type, decoded value and a mark (✓ fine, ✗ error, ! warning, · absent).
enum ParsePanel {
    static func draw(_ explorer: Explorer, in rect: Rect, on buffer: inout ScreenBuffer) {
        var writer = PanelWriter(rect, buffer)
        let analysis = explorer.analysis
        writer.write(" How the app reads it", .heading)
        let scheme = analysis.url.scheme.map { analysis.input.text(ofUTF8: $0) } ?? "—"
        writer.write([(" kind    ", .dim), (analysis.input.isEmpty ? "—" : analysis.kind.rawValue, .plain), ("   scheme ", .dim), (scheme, .plain)])
        if let eligibility = analysis.appLinkEligibility {
            writer.write(aasaLine(eligibility, rule: explorer.navigator.routeMap.web?.appSiteAssociation?.ruleSummary(of: eligibility)))
        }
        if let android = explorer.androidEligibility {
            writer.write(androidLine(android))
        }
        writer.write([(" tab     ", .dim)] + name(analysis.tab, in: analysis.input))
        if !analysis.navigators.isEmpty {
            writer.write([(" via     ", .dim), (analysis.navigators.joined(separator: ScreenAddress.placeJoiner), .plain)])
        }
        writer.write([(" screen  ", .dim)] + name(analysis.screen, in: analysis.input))
        if let screen = analysis.screen, let tab = analysis.tab,
            let declared = explorer.navigator.routeMap.tab(named: tab.name)?.screen(named: screen.name, in: analysis.navigators)
        {
            var notes: [String] = []
            if declared.presentation == .modal { notes.append("presented modally") }
            if declared.requiresLogin { notes.append("requires login") }
            if !notes.isEmpty { writer.write("         " + notes.joined(separator: ", "), .dim) }
        }
        writer.write(" params", .heading)
        let params = analysis.params
        // A name that would look empty (`?=x`, `?%20=x`) is quoted.
        let names = params.map(\.name.shownVisibly)
        let nameWidth = min(16, max(6, names.map { DisplayWidth.columns($0) }.max() ?? 0))
        // As wide as the widest type (`list<enum>`), so every value starts in one column.
        let types = params.map { reading in reading.spec.map { $0.type.name } ?? "?" }
        let typeWidth = min(14, max(7, types.map { DisplayWidth.columns($0) }.max() ?? 0))
        if params.isEmpty { writer.write("   none", .dim) }
        for (index, reading) in params.enumerated() {
            guard writer.hasRoom else { break }
            let left = params.count - index
            if left > 1, writer.rect.height - writer.line == 1 {
                let problems = params[index...].count(where: { ParsePanel.mark(for: $0, diagnostics: explorer.diagnostics).0 == "✗" })
                // Shorter on a narrow panel, rather than cut inside a word.
                let errors = problems > 0 ? ", \(problems) with errors" : ""
                let full = "   … \(left) more parameters" + errors
                writer.write(DisplayWidth.columns(full) <= writer.rect.width ? full : "   … \(left) more" + errors, .dim)
                break
            }
            let (mark, markStyle) = mark(for: reading, diagnostics: explorer.diagnostics)
            let type = TextFitting.ellipsized(types[index], width: typeWidth)
            let value = valueText(reading)
            writer.write([
                (" \(mark) ", markStyle),
                (pad(names[index], nameWidth), reading.isCampaign ? .dim : .plain),
                (" " + pad(type, typeWidth), .dim),
                (" " + value, markStyle.color == .error ? TextStyle(.error) : .plain),
            ])
        }
        if let batch = explorer.batch { drawBatch(batch, writer: &writer) }
        buffer = writer.buffer
    }

    /// `AASA    match · detail 1, component 2 "/app/*"`: the apple-app-site-association's
    /// verdict and the rule that decided, where it is and as the file writes it.
    static func aasaLine(_ eligibility: AppLinkEligibility, rule: String?) -> [(String, TextStyle)] {
        let style = eligibility.opensApp ? TextStyle(.ok, bold: true) : TextStyle(.error, bold: true)
        return [(" AASA    ", .dim), (eligibility.result.rawValue, style)]
            + (eligibility.location.map { [(" · " + $0, .dim)] } ?? [])
            + (rule.map { [(" " + DisplayWidth.displayable($0), .plain)] } ?? [])
    }

    /// `Android browser · MainActivity filter 1`: where Android 12+ opens the link, and the
    /// activity (its simple name) and intent filter that take it.
    static func androidLine(_ eligibility: AndroidLinkEligibility) -> [(String, TextStyle)] {
        let style = eligibility.opensApp ? TextStyle(.ok, bold: true) : TextStyle(.error, bold: true)
        let place = eligibility.activity.map { activity in
            " · " + (activity.split(separator: ".").last.map(String.init) ?? activity) + (eligibility.filterNumber.map { " filter \($0)" } ?? "")
        }
        return [(" Android ", .dim), (eligibility.result.rawValue, style)] + (place.map { [($0, .dim)] } ?? [])
    }

    /// The tab or screen the analysis reads the link against; when the link does not name it as
    /// written, what the link says first: `hom → home  (the closest declared name; see Problems)`
    /// (a screen named right but in another tab shows only its name).
    static func name(_ match: NameMatch?, in input: String) -> [(String, TextStyle)] {
        guard let match else { return [("—", .dim)] }
        guard !match.isAsWritten else { return [(match.name, TextStyle(.plain, bold: true))] }
        let written = match.written ?? match.span.map { DisplayWidth.displayable(input.text(ofUTF8: $0)) } ?? "—"
        // A screen named right but in another tab reads as its own name.
        let from: [(String, TextStyle)] = written == match.name ? [] : [(written, .dim), (" → ", .dim)]
        return from + [(match.name, TextStyle(.warning, bold: true)), ("  (the closest declared name; see Problems)", .dim)]
    }

    /// The mark of a parameter row: its reading's status, made worse by any problem inside its
    /// name or value (a bad percent-escape is found while scanning, not while reading the value).
    static func mark(for reading: ParamReading, diagnostics: [Diagnostic]) -> (String, TextStyle) {
        let spans = [reading.nameSpan, reading.valueSpan].compactMap { $0 }
        let inside = diagnostics.filter { diagnostic in spans.contains { $0.overlaps(diagnostic.span) } }.map(\.severity)
        let status: Severity? =
            inside.contains(.error) || reading.status == .error ? .error
            : inside.contains(.warning) || reading.status == .warning ? .warning : reading.status
        switch status {
        case .error: return ("✗", TextStyle(.error, bold: true))
        case .warning: return ("!", TextStyle(.warning, bold: true))
        case .note, nil:
            if reading.source == .absent { return ("·", .dim) }
            return ("✓", TextStyle(.ok, bold: true))
        }
    }

    /// The most scalars of a value the panel shows; more than any terminal row holds.
    static let longestShownValue = 1024

    static func valueText(_ reading: ParamReading) -> String {
        switch reading.source {
        case .absent: return reading.status == .error ? "missing" : "absent"
        case .defaulted: return (reading.value?.displayText ?? reading.text ?? "") + "  (default)"
        case .query, .path:
            if let value = reading.value { return value.displayText + (reading.source == .path ? "  (path)" : "") }
            // No panel is wider than the longest shown prefix, so a pasted 10 KB value is cut
            // before it is escaped; the panel's writer ends the line with "…".
            if let text = reading.text { return DisplayWidth.displayable(String(text.unicodeScalars.prefix(Self.longestShownValue)).quotedForDisplay) }
            return "no value"
        }
    }

    static func drawBatch(_ batch: Batch, writer: inout PanelWriter) {
        guard writer.rect.height - writer.line >= 4 else { return }
        // The key that leaves the batch always shows; PgDn and Alt-N are on the status line too.
        let keys = ["batch: \(batch.failingCount) failing", "PgDn/PgUp", "Alt-N next failing", "Alt-L leave"]
        writer.write(" " + TextFitting.joined(keys, width: writer.rect.width - 1, dropping: [1, 2]), .heading)
        let room = writer.rect.height - writer.line
        let start = max(0, min(batch.index - room / 2, batch.links.count - room))
        for index in start..<min(batch.links.count, start + room) {
            let marker = index == batch.index ? "▶" : " "
            let verdict = batch.verdicts[index] ? ("✓", TextStyle(.ok)) : ("✗", TextStyle(.error))
            // Links of a campaign often differ only at their end, so the middle goes first.
            let link = TextFitting.middleEllipsized(DisplayWidth.displayable(batch.links[index]), width: writer.rect.width - 4)
            writer.write([(" \(marker)", .plain), (verdict.0 + " ", verdict.1), (link, index == batch.index ? TextStyle(.plain, bold: true) : .dim)])
        }
    }

    static func pad(_ text: String, _ width: Int) -> String {
        let shown = DisplayWidth.displayable(text)
        let columns = DisplayWidth.columns(shown)
        return columns >= width ? shown : shown + String(repeating: " ", count: width - columns)
    }
}

extension String {
    /// In double quotes, for showing raw text in a panel.
    var quotedForDisplay: String { "\"" + self + "\"" }
}
