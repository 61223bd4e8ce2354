import RouteCore
import Testing
import TestSupport

/// One expected diagnostic: its code, its parameter, and its span between two markers.
struct ExpectedDiagnostic: CustomStringConvertible {
    var code: DiagnosticCode
    var param: String?
    var from: Int
    var to: Int

    var description: String { "\(code.rawValue)(\(param ?? "-")) \(from)…\(to)" }
}

/// `.expect(.typeMismatch, "articleId", 1, 2)`: the span runs from marker 1 to marker 2.
func diag(_ code: DiagnosticCode, _ param: String? = nil, _ from: Int, _ to: Int) -> ExpectedDiagnostic {
    ExpectedDiagnostic(code: code, param: param, from: from, to: to)
}

/// Analyses the marked input and expects exactly these diagnostics, in order, with exact spans.
@discardableResult
func expectDiagnostics(
    _ marked: String, _ expected: [ExpectedDiagnostic], map: RouteMap = .sample, campaign: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> LinkAnalysis {
    let (input, offsets) = stripMarkers(marked)
    let analysis = LinkAnalyzer(routeMap: map, requiresCampaign: campaign).analyze(input)
    let actual = analysis.diagnostics.map { "\($0.code.rawValue)(\($0.param ?? "-")) \($0.span)" }
    let wanted = expected.map { expectation -> String in
        guard let from = offsets[expectation.from], let to = offsets[expectation.to] else {
            return "missing marker for \(expectation)"
        }
        return "\(expectation.code.rawValue)(\(expectation.param ?? "-")) \(from..<to)"
    }
    #expect(actual == wanted, "\(input)", sourceLocation: sourceLocation)
    return analysis
}

/// Expects a link to be valid with no diagnostics at all, and returns its route.
@discardableResult
func expectClean(_ input: String, map: RouteMap = .sample, sourceLocation: SourceLocation = #_sourceLocation) -> Route? {
    let analysis = LinkAnalyzer(routeMap: map).analyze(input)
    #expect(analysis.diagnostics.isEmpty, "\(input): \(analysis.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    return analysis.route
}
