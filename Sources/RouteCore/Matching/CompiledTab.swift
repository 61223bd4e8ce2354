/// A tab's row of the compiled map.
struct CompiledTab: Sendable {
    /// Its screens' rows in ``CompiledRouteMap/screens``, in the order of the tab's `screens`.
    let screens: Range<Int>
    /// The position among the tab's screens of the root screen (the first called `tab.root`).
    let rootScreen: Int?
}
