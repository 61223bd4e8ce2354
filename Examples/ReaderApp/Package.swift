// swift-tools-version: 6.2
// An app that reads RouteScope's sample links with RouteCore alone, as an app depends on it: by
// path, linking only the RouteCore product. `Scripts/check-reader-app.sh` builds it and compares
// what it reads with `routescope check`.
import Foundation
import PackageDescription

// A path dependency is known by its directory's name, whatever the checkout is called.
let routeScope = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ReaderApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.executable(name: "reader-app", targets: ["ReaderApp"])],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "ReaderApp", dependencies: [.product(name: "RouteCore", package: routeScope)])
    ],
    swiftLanguageModes: [.v6]
)
