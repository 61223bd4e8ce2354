import RouteCore
import RouteMapYAML
import RouteTools
import TestSupport
import Testing

struct RoutesReportTests {
    /// A root screen opens from its tab alone, unless its path has a parameter, which only its
    /// path can give: then the listed link is the path, with the parameter to fill in.
    @Test func aRootWithAPathParameterIsListedWithItsPath() throws {
        let map = try RouteMapLoader.load(yaml: SmallRouteMaps.rootWithPathParameter)
        let templates = RoutesReport.entries(map).map(\.template)
        #expect(templates == ["t://shop/item/{sku}", "t://shop/list"])
        #expect(RoutesReport.entries(.sample).first?.template == "myapp://home")
    }
}
