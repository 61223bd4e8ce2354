/// A screen's row of the compiled map: plain numbers, read in place.
struct CompiledScreen: Sendable {
    /// The parts of its template in ``CompiledRouteMap/parts``: its path after the tab's; none
    /// for an exact path, which the tab's resolution never matches.
    let parts: Range<Int>
    /// Whether the template has a declared parameter (path parameters are then read after matching).
    let hasPathParameters: Bool
    /// Its query names' position in ``CompiledRouteMap/tables``.
    let table: Int
    /// The catalog entries of its `params`, as positions in ``CompiledRouteMap/screenEntries``.
    let entries: Range<Int>
    /// `screen.requiresLogin`.
    let requiresLogin: Bool
    /// Whether a nested navigator holds the screen.
    let isInNavigator: Bool
}
