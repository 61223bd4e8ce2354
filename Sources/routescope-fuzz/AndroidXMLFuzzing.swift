import RouteCore
import RouteMapYAML
import RouteTools

/// Invariants of reading any XML as an Android file: the manifest loader and both Android
/// importers load it or fail with positioned problems, never crash, and a drafted route map
/// loads and has its warnings at positions in the file.
enum AndroidXMLFuzzing {
    static func check(_ bytes: [UInt8]) {
        expectPositioned { () throws(RouteMapError) in _ = try AndroidManifestLoader.load(bytes: bytes, file: "fuzz.xml") }
        expectPositioned { () throws(RouteMapError) in
            let result = try AndroidManifestImporter.draft(xml: bytes, file: "fuzz.xml")
            checkDraft(result)
        }
        expectPositioned { () throws(RouteMapError) in
            let result = try NavigationGraphImporter.draft(xml: bytes, file: "fuzz.xml")
            checkDraft(result)
        }
    }

    static func expectPositioned(_ body: () throws(RouteMapError) -> Void) {
        do {
            try body()
        } catch {
            require(!error.problems.isEmpty, "a failure names at least one problem")
            for problem in error.problems { require(problem.line >= 1 && problem.column >= 1, "positions are 1-based") }
        }
    }

    static func checkDraft(_ result: RouteMapImport) {
        for warning in result.warnings {
            if let position = warning.position { require(position.line >= 1 && position.column >= 1, "warning positions are 1-based") }
        }
        guard let yaml = result.yaml else { return }
        do {
            let map = try RouteMapLoader.load(yaml: yaml, file: "drafted.yml")
            require(map == result.routeMap, "the drafted map reads back as itself")
        } catch {
            require(false, "a drafted route map loads: \(error)")
        }
    }
}
