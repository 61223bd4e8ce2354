import RouteCore
import RouteTools

/// Invariants of reading any link: spans inside the input and on UTF-8 boundaries, `ok`
/// exactly when there is no error, fixes that apply cleanly, the same answer twice, the verdict
/// the analysis's, and a valid app link bridged to an instruction.
enum LinkFuzzing {
    static let analyzer = LinkAnalyzer(routeMap: .sample)

    static func check(_ bytes: [UInt8]) {
        let input = String(decoding: bytes, as: UTF8.self)
        let analysis = analyzer.analyze(input)
        let utf8 = Array(input.utf8)
        func onBoundary(_ offset: Int) -> Bool { offset == utf8.count || utf8[offset] & 0xC0 != 0x80 }
        for diagnostic in analysis.diagnostics {
            let span = diagnostic.span
            require(span.lowerBound >= 0 && span.upperBound <= utf8.count, "span \(span) outside \(utf8.count) bytes")
            require(onBoundary(span.lowerBound) && onBoundary(span.upperBound), "span \(span) splits a character")
            if let fix = diagnostic.fix {
                require(fix.span.upperBound <= utf8.count && onBoundary(fix.span.lowerBound) && onBoundary(fix.span.upperBound),
                    "fix \(fix.span) outside the input or splitting a character")
                _ = analyzer.analyze(fix.applied(to: input))
            }
        }
        let hasError = analysis.diagnostics.contains { $0.severity == .error }
        require(analysis.ok == !hasError, "ok must mean no errors")
        require(analysis.route == nil || analysis.ok, "a route only for a valid link")
        var line = ReportBuffer()
        JSONReport.write(analysis, to: &line)
        let json = String(decoding: line.bytes, as: UTF8.self)
        require((try? JSONValue.parse(json)) != nil, "the JSON line parses")
        require(json.contains(analysis.ok ? #""ok":true"# : #""ok":false"#), "JSON agrees on ok")
        require(analyzer.analyze(input) == analysis, "analysis is deterministic")
        require(analyzer.verdict(input) == analysis.verdict, "the verdict is the analysis's")
        // The app library's bridge reads the same analysis: an instruction, or the analysis's own errors.
        do {
            let instruction = try Instruction(analysis, analyzer: analyzer)
            require(input.contains(instruction.link), "the instruction's link is part of the input")
        } catch {
            require(!analysis.ok, "a valid link bridges")
        }
        _ = TextReport().render(analysis)
    }
}
