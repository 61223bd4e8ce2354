/// One part of a path template (a screen's, or a route's pattern), as matching reads it.
struct TemplatePart: Sendable {
    /// What the part matches.
    enum Kind: UInt8, Sendable {
        case literal, parameter, optionalParameter, wildcard
    }

    let kind: Kind
    /// A literal's position in ``CompiledRouteMap/literals``; -1 for any other part.
    let literal: Int32
    /// A declared parameter's catalog entry; -1 for a literal, `*`, or an undeclared parameter.
    let entry: Int32
    /// A declared parameter's check in ``CompiledRouteMap/checks``; -1 otherwise.
    let check: Int32

    /// Whether the part is a parameter the screen declares, which is read against its type.
    var isDeclaredParameter: Bool { entry >= 0 }
}
