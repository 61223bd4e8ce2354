import RouteCore
import RouteTools

/// Invariants of reading any link: spans inside the input and on UTF-8 boundaries, `ok`
/// exactly when there is no error, the same answer twice, the verdict and the words the
/// analysis's problems, machine-applicable fixes that keep their promise one by one and all
/// together, a campaign requirement that only adds problems, and a valid app link bridged to an
/// instruction.
enum LinkFuzzing {
    static let analyzer = LinkAnalyzer(routeMap: .sample)
    static let campaignAnalyzer = LinkAnalyzer(routeMap: .sample, requiresCampaign: true)

    static func check(_ bytes: [UInt8]) {
        let input = String(decoding: bytes, as: UTF8.self)
        let analysis = analyzer.analyze(input)
        let utf8 = Array(input.utf8)
        func onBoundary(_ offset: Int) -> Bool { offset == utf8.count || utf8[offset] & 0xC0 != 0x80 }
        let diagnostics = analysis.diagnostics
        require(diagnostics.count == analysis.problems.count, "\(diagnostics.count) diagnostics for \(analysis.problems.count) problems")
        for (diagnostic, problem) in zip(diagnostics, analysis.problems) {
            require(diagnostic.code == problem.code && diagnostic.span == problem.span,
                "the diagnostic \(diagnostic.code.rawValue) at \(diagnostic.span) words the problem \(problem.code.rawValue) at \(problem.span)")
            let span = diagnostic.span
            require(span.lowerBound >= 0 && span.upperBound <= utf8.count, "span \(span) outside \(utf8.count) bytes")
            require(onBoundary(span.lowerBound) && onBoundary(span.upperBound), "span \(span) splits a character")
            guard let fix = diagnostic.fix else { continue }
            require(fix.span.lowerBound >= 0 && fix.span.upperBound <= utf8.count && onBoundary(fix.span.lowerBound) && onBoundary(fix.span.upperBound),
                "fix \(fix.span) outside the input or splitting a character")
            if fix.applicability == .machineApplicable {
                if let breach = analyzer.breach(of: fix, mending: diagnostic.code, in: analysis) {
                    require(false, "machine-applicable fix \(fix.span) → \(fix.replacement.debugDescription): \(breach)")
                }
            } else {
                _ = analyzer.analyze(fix.applied(to: input))
            }
        }
        checkEveryFix(analysis)
        let hasError = diagnostics.contains { $0.severity == .error }
        require(analysis.ok == !hasError, "ok must mean no errors")
        require(analysis.route == nil || analysis.ok, "a route only for a valid link")
        var line = ReportBuffer()
        JSONReport.write(analysis, to: &line)
        let json = String(decoding: line.bytes, as: UTF8.self)
        require((try? JSONValue.parse(json)) != nil, "the JSON line parses")
        require(json.contains(analysis.ok ? #""ok":true"# : #""ok":false"#), "JSON agrees on ok")
        require(analyzer.analyze(input) == analysis, "analysis is deterministic")
        checkVerdict(analyzer.verdict(input), of: analysis)
        checkCampaignRequirement(campaignAnalyzer.verdict(input), of: analysis)
        // The app library's bridge reads the same analysis: an instruction, or the analysis's own errors.
        do {
            let instruction = try Instruction(analysis, analyzer: analyzer)
            require(input.contains(instruction.link), "the instruction's link is part of the input")
        } catch {
            require(!analysis.ok, "a valid link bridges")
        }
        _ = TextReport().render(analysis)
    }

    /// `everyFix` (Alt-X, `check --fix`) stops only once no machine-applicable fix is left, and,
    /// each of its fixes adding no error, leaves no more errors of any code than the link had
    /// (when both keep every problem, as ``LinkAnalyzer/breach(of:mending:in:)`` judges).
    static func checkEveryFix(_ analysis: LinkAnalysis) {
        let every = analyzer.everyFix(for: analysis.input)
        guard !every.fixes.isEmpty else { return }
        let fixed = analyzer.analyze(every.fixed)
        if let left = fixed.diagnostics.first(where: { $0.fix?.applicability == .machineApplicable }) {
            require(false, "everyFix stops after \(every.fixes.count) fixes at \(every.fixed.debugDescription) with the machine-applicable \(left.code.rawValue) fix at \(left.span) left")
        }
        guard analysis.keepsEveryProblem, fixed.keepsEveryProblem else { return }
        let added = analysis.codesWithMoreErrors(in: fixed).map(\.rawValue)
        require(added.isEmpty, "everyFix turns \(analysis.input.debugDescription) into \(every.fixed.debugDescription), adding \(added.joined(separator: ", "))")
    }

    /// The verdict is the analysis's: the same kind, the same eligibilities and the same
    /// problems; a difference is named by its first problem.
    static func checkVerdict(_ verdict: LinkVerdict, of analysis: LinkAnalysis) {
        guard verdict != analysis.verdict else { return }
        require(verdict.kind == analysis.kind, "the verdict's kind \(verdict.kind) is not the analysis's \(analysis.kind)")
        if let (index, (cheap, full)) = zip(verdict.problems, analysis.problems).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            require(false, "verdict problem \(index) is \(cheap.code.rawValue) at \(cheap.span), the analysis's \(full.code.rawValue) at \(full.span) (or their details differ)")
        }
        require(verdict.problems.count == analysis.problems.count,
            "the verdict has \(verdict.problems.count) problems, the analysis \(analysis.problems.count): \(verdict.problems.map(\.code.rawValue)) vs \(analysis.problems.map(\.code.rawValue))")
        require(false, "the verdict's eligibilities differ from the analysis's")
    }

    /// `check --campaign` finds every problem the link has without it, and adds only
    /// `campaign-missing` ones: a link that fails never passes because campaigns are required.
    static func checkCampaignRequirement(_ campaign: LinkVerdict, of analysis: LinkAnalysis) {
        let key = { (problem: LinkProblem) in "\(problem.code.rawValue) at \(problem.span)" }
        let required = campaign.problems.map(key)
        let missing = analysis.problems.map(key).filter { !required.contains($0) }
        require(missing.isEmpty, "with campaigns required, \(missing) disappear")
        let plain = analysis.problems.map(key)
        let added = campaign.problems.filter { !plain.contains(key($0)) && $0.code != .campaignMissing }.map(key)
        require(added.isEmpty, "with campaigns required, \(added) appear")
        require(analysis.ok || !campaign.ok, "a failing link passes with campaigns required")
    }
}
