import RouteCore
import Testing

/// `(.unknownKey, 1)`: a warning with this code at marker 1 of the marked file.
struct ExpectedAASAWarning: CustomStringConvertible {
    var code: AppSiteAssociationWarning.Code
    var marker: Int

    var description: String { "\(code.rawValue) @\(marker)" }
}

/// Reads the marked apple-app-site-association (markers as in ``stripMarkers(_:)``) with
/// `read`, by default the loader's warnings, and expects exactly these warnings, in file order,
/// each at the line and column of its marker. The linter's tests pass its `lint` as `read`.
/// Returns the warnings for further checks.
@discardableResult
package func expectAASAWarnings(
    _ marked: String, _ expected: [(AppSiteAssociationWarning.Code, Int)],
    read: (_ json: String) throws -> [AppSiteAssociationWarning] = { try AppSiteAssociationLoader.load(json: $0, file: "aasa.json").warnings },
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [AppSiteAssociationWarning] {
    let (json, offsets) = stripMarkers(marked)
    let warnings = try read(json)
    let actual = warnings.map { "\($0.code.rawValue) \($0.line):\($0.column)" }
    let wanted = expected.map { code, marker in "\(code.rawValue) \(position(ofMarker: marker, in: json, offsets))" }
    #expect(actual == wanted, "\(warnings.map(\.description))", sourceLocation: sourceLocation)
    return warnings
}

/// Loads the marked apple-app-site-association (markers as in ``stripMarkers(_:)``) and expects
/// it to fail with exactly these problems, in file order, each at the line and column of its
/// marker.
package func expectAASAProblems(_ marked: String, _ expected: [(String, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
    let (json, offsets) = stripMarkers(marked)
    let wanted = expected.map { message, marker in "\(position(ofMarker: marker, in: json, offsets)): \(message)" }
    #expect(aasaProblems(json) == wanted, sourceLocation: sourceLocation)
}

/// `line:column` of marker `marker`, columns counted in scalars as loading counts them.
private func position(ofMarker marker: Int, in json: String, _ offsets: [Int: Int]) -> String {
    guard let offset = offsets[marker] else { return "missing marker \(marker)" }
    let before = Array(json.utf8)[..<offset]
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let column = before[lineStart...].count(where: { $0 & 0xC0 != 0x80 }) + 1
    return "\(line):\(column)"
}
