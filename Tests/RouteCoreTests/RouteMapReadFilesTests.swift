import Foundation
import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// `RouteMapLoader.load(contentsOf:readingFiles:)` names every file a load reads, for
/// `explore --watch`: the route map and the files it refers to, loaded or not.
@Suite struct RouteMapReadFilesTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets")

    /// The sample map in a temporary directory, with `web.aasa` and `android:` naming the sample
    /// files copied beside it.
    static func withLinkedMap(_ body: (String, URL) throws -> Void) throws {
        try withTemporaryDirectory(prefix: "routescope-read-files") { directory in
            for name in ["apple-app-site-association.json", "AndroidManifest.xml", "assetlinks.json"] {
                try FileManager.default.copyItem(at: assets.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
            let map = RouteMap.sampleText.replacingOccurrences(of: "  hosts: [example.com", with: "  aasa: apple-app-site-association.json\n  hosts: [example.com")
                + "\nandroid:\n  manifest: AndroidManifest.xml\n  assetlinks: {example.com: assetlinks.json}\n"
            let routes = directory.appendingPathComponent("routes.yml").path
            try map.write(toFile: routes, atomically: true, encoding: .utf8)
            try body(routes, directory)
        }
    }

    @Test func aMapThatLoadsNamesItselfAndTheFilesItRefersTo() throws {
        try Self.withLinkedMap { routes, directory in
            var files: [String] = []
            let map = try RouteMapLoader.load(contentsOf: routes, readingFiles: &files)
            #expect(map.android != nil)
            #expect(map.web?.appSiteAssociation != nil)
            let folder = directory.path + "/"
            #expect(files == [routes, folder + "apple-app-site-association.json", folder + "AndroidManifest.xml", folder + "assetlinks.json"])
        }
    }

    @Test func aBrokenReferredFileIsNamedAllTheSame() throws {
        try Self.withLinkedMap { routes, directory in
            try "<manifest".write(to: directory.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
            var files: [String] = []
            #expect(throws: RouteMapError.self) { try RouteMapLoader.load(contentsOf: routes, readingFiles: &files) }
            #expect(files.contains(directory.path + "/AndroidManifest.xml"))
            #expect(files.first == routes)
        }
    }

    @Test func aMapThatDoesNotParseNamesItself() throws {
        try Self.withLinkedMap { routes, _ in
            try "tabs: [\n".write(toFile: routes, atomically: true, encoding: .utf8)
            var files: [String] = []
            #expect(throws: RouteMapError.self) { try RouteMapLoader.load(contentsOf: routes, readingFiles: &files) }
            #expect(files == [routes])
        }
    }
}
