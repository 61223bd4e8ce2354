import RouteCore
import Testing

/// Expects `body` to throw a ``DeepLinkError`` whose first error has `code`, names `param`
/// and spans `span`; returns the diagnostic for further checks.
@discardableResult
func expectDiagnostic(
    _ code: DiagnosticCode, param: String?, span: Range<Int>, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> Diagnostic? {
    do {
        try body()
        Issue.record("expected \(code.rawValue), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as DeepLinkError {
        let diagnostic = error.diagnostic
        #expect(diagnostic.code == code, "\(error)", sourceLocation: sourceLocation)
        #expect(diagnostic.param == param, "\(error)", sourceLocation: sourceLocation)
        #expect(diagnostic.span == span, "\(error)", sourceLocation: sourceLocation)
        return diagnostic
    } catch {
        Issue.record("expected a DeepLinkError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
