// swift-tools-version: 6.2
// 6.2 is the oldest toolchain that builds RouteCore (QueryValueConvertible refines SendableMetatype).
import PackageDescription

let package = Package(
    name: "RouteScope",
    // What an app that links RouteCore needs; nothing may raise these.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RouteCore", targets: ["RouteCore"]),
        // Universal links and Android App Links: the apple-app-site-association, AndroidManifest.xml
        // and assetlinks.json readers RouteCore's route maps use (package API), and the public
        // eligibility types a link analysis carries, which RouteCore re-exports.
        .library(name: "PlatformLinks", targets: ["PlatformLinks"]),
        // YAML route maps, for apps that load them; RouteCore reads JSON and Swift-code maps alone.
        .library(name: "RouteMapYAML", targets: ["RouteMapYAML"]),
        .library(name: "Navigator", targets: ["Navigator"]),
        .executable(name: "routescope", targets: ["routescope"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // DocC for RouteCore: swift package generate-documentation --target RouteCore (docs/documentation.md).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Bytes read as text, below RouteCore and PlatformLinks, which both read links and files:
        // the safe byte view (the one folder with pointers), UTF-8 and percent-encoding, a link's
        // components as byte ranges, text files with line and column errors, close-name suggestions,
        // and the one strict JSON reader, which RouteCore and PlatformLinks both build values with.
        .target(name: "TextBytes"),
        // Platform links, below RouteCore: the route map holds an AASA file and Android's filters,
        // and the matcher asks them whether a link opens the app. Never depends on RouteCore.
        .target(name: "PlatformLinks", dependencies: ["TextBytes"]),
        .target(name: "RouteCore", dependencies: ["TextBytes", "PlatformLinks"], resources: []),
        // The only target that imports Yams: YAML into RouteCore's node tree (route maps, flows).
        .target(name: "RouteMapYAML", dependencies: ["RouteCore", .product(name: "Yams", package: "Yams")]),
        // RouteMapYAML for flow files, which are YAML.
        .target(name: "Navigator", dependencies: ["RouteCore", "RouteMapYAML"]),
        // No pkgConfig on the system libraries: SwiftPM runs pkg-config for every system library
        // of every package in the graph, used or not, and warns in each dependent about the -D
        // flags of ncursesw.pc, or about a .pc file that is missing (SwiftPM drops the flags
        // anyway; shim.h defines what the wide API needs). The module maps link the libraries,
        // whose headers are in the default search path, and each shim says which Debian package
        // to install when they are not.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // libqrencode and libpng, for QR codes of links; only QRCodes imports them, and only the
        // explorer and the command line depend on QRCodes.
        .systemLibrary(name: "CQRencode", path: "Sources/CQRencode"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),
        // QR codes: the value type, its encoding by libqrencode, and its pictures (half blocks, PNG, SVG).
        .target(name: "QRCodes", dependencies: ["CQRencode", "CPNG"]),
        // The command line's own concerns: reports, CSV/TSV and link-list input, importers, AASA lint.
        // RouteMapYAML and Yams for the importers, which build and reload YAML route maps.
        .target(name: "RouteTools", dependencies: ["RouteCore", "RouteMapYAML", .product(name: "Yams", package: "Yams")]),
        .target(name: "RouteScopeTUI", dependencies: ["RouteCore", "RouteTools", "Navigator", "CNcurses", "QRCodes"]),
        .executableTarget(
            name: "routescope",
            dependencies: [
                "RouteCore", "RouteMapYAML", "RouteTools", "Navigator", "RouteScopeTUI", "QRCodes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "routescope-bench",
            dependencies: ["RouteCore", "Navigator", "RouteScopeTUI"]
        ),
        .executableTarget(
            name: "routescope-fuzz",
            dependencies: ["RouteCore", "RouteMapYAML", "RouteTools", "Navigator", "RouteScopeTUI"]
        ),
        // Generators for the property tests of RouteCoreTests and RouteToolsTests, and the
        // temporary directories every test target writes its files in.
        .target(
            name: "TestSupport",
            dependencies: ["RouteCore", "RouteMapYAML", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "RouteCoreTests",
            // RouteMapYAML: most route maps in the tests are written in YAML.
            dependencies: ["RouteCore", "RouteMapYAML", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            // Test data read by path from #filePath, not bundled, to keep the build simple.
            exclude: ["Resources"]
        ),
        .testTarget(
            name: "RouteToolsTests",
            dependencies: ["RouteTools", "RouteMapYAML", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            // The golden report is read by path from #filePath, as RouteCoreTests reads its data.
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "NavigatorTests",
            dependencies: ["Navigator", "RouteMapYAML", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "QRCodesTests", dependencies: ["QRCodes"]),
        .testTarget(name: "RouteScopeTUITests", dependencies: ["RouteScopeTUI", "RouteTools", "RouteMapYAML", "QRCodes", "TestSupport"]),
        // The golden check outputs are read by path, as RouteToolsTests reads its own.
        .testTarget(name: "EndToEndTests", dependencies: ["routescope", "routescope-fuzz", "TestSupport"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
