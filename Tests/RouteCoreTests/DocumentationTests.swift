import Foundation
@testable import RouteCore
import RouteMapYAML
import TestSupport
import Testing

/// The documentation says what the code does: the tested code examples are shown whole, every
/// diagnostic code and route-map key is documented and none that does not exist, and every
/// YAML route map shown loads.
@Suite struct DocumentationTests {
    static let root = PackageFiles.root

    /// The swift block that follows `marker` in `document`.
    static func swiftBlock(after marker: String, in document: String) throws -> String {
        let text = try PackageFiles.text(document)
        let section = try #require(text.range(of: marker), "\(document) has no \(marker)")
        let start = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func libraryDocumentShowsTheTestedExample() throws {
        let example = try PackageFiles.text("Tests/RouteCoreTests/ReadmeExampleTests.swift")
        #expect(try Self.swiftBlock(after: "## Using RouteCore in your app", in: "docs/library.md") == example)
    }

    @Test func readmeShowsTheTestedQuickStart() throws {
        let example = try PackageFiles.text("Tests/RouteCoreTests/QuickStartExampleTests.swift")
        #expect(try Self.swiftBlock(after: "**The library in ten lines.**", in: "README.md") == example)
    }

    // MARK: Diagnostic codes

    @Test func everyDiagnosticCodeIsDocumentedWithItsSeverityAndFixKind() throws {
        let document = try MarkdownDocument("docs/diagnostics.md")
        let rows = try #require(document.tables(in: "Every code").first).dropFirst()
        let documented = rows.map { $0[0].replacingOccurrences(of: "`", with: "") }
        #expect(documented == DiagnosticCode.allCases.map(\.rawValue), "docs/diagnostics.md lists the codes of DiagnosticCode, in order")
        for row in rows {
            guard let code = DiagnosticCode(rawValue: row[0].replacingOccurrences(of: "`", with: "")) else { continue }
            #expect(row[1] == code.severity.rawValue, "\(code.rawValue): severity")
            #expect(row.count == 4 && !row[2].isEmpty && !row[3].isEmpty, "\(code.rawValue): meaning and fix")
            let kinds = Fix.Applicability.allCases.map(\.rawValue) + ["none"]
            #expect(kinds.contains { row[3].contains($0) }, "\(code.rawValue): the fix column names a fix kind or none")
        }
    }

    @Test func everyDiagnosticCodeHasAnExampleThatShowsIt() throws {
        let document = try MarkdownDocument("docs/diagnostics.md")
        let blocks = document.codeBlocks
        for code in DiagnosticCode.allCases {
            let example = blocks.first { $0.heading == code.rawValue }
            #expect(example?.text.contains("[\(code.rawValue)]") == true, "docs/diagnostics.md: an example under ### \(code.rawValue)")
        }
    }

    /// Every fix an example of docs/diagnostics.md shows (`fix (KIND): …` under a `severity[code]`
    /// line) is of a kind the code's row in the table names: the table says every kind a code's
    /// fix can have.
    @Test func everyFixKindAnExampleShowsIsInItsCodesRow() throws {
        let document = try MarkdownDocument("docs/diagnostics.md")
        let rows = try #require(document.tables(in: "Every code").first).dropFirst()
        let fixColumn = Dictionary(rows.map { ($0[0].replacingOccurrences(of: "`", with: ""), $0.count == 4 ? $0[3] : "") }) { first, _ in first }
        let headline = /^(?:[^\s:]+:\d+(?::\d+)?: )?(?:error|warning|note)\[([a-z0-9-]+)\]/
        let fix = /^  fix \(([a-z-]+)\)/
        var shown = 0
        for block in document.codeBlocks where block.language.isEmpty {
            var code: String? = nil
            for line in block.text.split(separator: "\n") {
                if let match = line.firstMatch(of: headline) {
                    code = String(match.output.1)
                } else if let match = line.firstMatch(of: fix), let code {
                    shown += 1
                    let kind = String(match.output.1)
                    #expect(fixColumn[code]?.contains(kind) == true, "docs/diagnostics.md, under \(block.heading): a \(kind) fix of \(code), which its row does not name")
                }
            }
        }
        #expect(shown >= 30)
    }

    @Test func everyFixKindIsExplained() throws {
        let document = try MarkdownDocument("docs/diagnostics.md")
        #expect(document.keys(in: "Fix kinds") == Fix.Applicability.allCases.map(\.rawValue))
    }

    // MARK: Route map

    /// The headings of docs/route-map.md whose first table lists the keys of one place, and those keys.
    static let routeMapSections: [(heading: String, keys: [String])] = [
        ("Top level", RouteMapKeys.top), ("web", RouteMapKeys.web), ("android", RouteMapKeys.android),
        ("Tabs", RouteMapKeys.tab), ("Screens", RouteMapKeys.screen), ("Nested navigators", RouteMapKeys.navigator),
        ("Parameters", RouteMapKeys.paramCommon), ("campaign", RouteMapKeys.campaign),
    ]

    @Test func routeMapDocumentListsEveryKeyTheLoaderAccepts() throws {
        let document = try MarkdownDocument("docs/route-map.md")
        for (heading, keys) in Self.routeMapSections {
            #expect(Set(document.keys(in: heading)) == Set(keys), "docs/route-map.md, \(heading)")
        }
        let types = try #require(document.tables(in: "Parameter types").first).dropFirst()
        #expect(types.map { $0[0].replacingOccurrences(of: "`", with: "") } == RouteMapKeys.types)
        for row in types {
            guard let kind = ParamType.Kind(rawValue: row[0].replacingOccurrences(of: "`", with: "")) else { continue }
            let constraints = row[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            #expect(constraints == RouteMapKeys.typeKeys(kind), "docs/route-map.md, the constraint keys of \(kind.rawValue)")
        }
        let constraintKeys = ParamType.Kind.allCases.flatMap(RouteMapKeys.typeKeys)
        #expect(Set(document.keys(in: "Parameter types", table: 1)) == Set(constraintKeys))
    }

    /// Every key the loader accepts, in every place it accepts it, and every parameter type, is
    /// used by a YAML example of route-map.md: a reader sees each one written.
    @Test func routeMapDocumentShowsEveryKeyInAnExample() throws {
        let document = try MarkdownDocument("docs/route-map.md")
        var used = RouteMapExampleKeys()
        for block in document.codeBlocks where block.language == "yaml" {
            used.read(map: try YAMLDocument.parse(bytes: Array(block.text.utf8), file: "docs/route-map.md, under \(block.heading)"))
        }
        let parameterKeys = RouteMapKeys.paramCommon + ParamType.Kind.allCases.flatMap(RouteMapKeys.typeKeys)
        for (heading, keys) in Self.routeMapSections {
            let shown = used.keys[heading] ?? []
            let expected = heading == "Parameters" ? parameterKeys : keys
            let missing = expected.filter { !shown.contains($0) }
            #expect(missing.isEmpty, "docs/route-map.md: no YAML example writes \(missing) where \(heading) documents them")
        }
        let missingTypes = RouteMapKeys.types.filter { !used.types.contains($0) }
        #expect(missingTypes.isEmpty, "docs/route-map.md: no YAML example declares a parameter of type \(missingTypes)")
    }

    /// The route maps the diagnostic examples use are the ones route-map.md shows.
    @Test func exampleRouteMapsAreShownWhole() throws {
        let document = try MarkdownDocument("docs/route-map.md")
        let yaml = document.codeBlocks.filter { $0.language == "yaml" }.map(\.text)
        for asset in ["Assets/nested-routes.yml", "Assets/every-type.yml"] {
            #expect(yaml.contains(try PackageFiles.text(asset)), "docs/route-map.md shows \(asset)")
        }
    }

    /// Every YAML block with `tabs:` at its top is a whole route map that loads, its files
    /// relative to `Assets/`, where the sample files are.
    @Test func everyRouteMapShownLoads() throws {
        var loaded = 0
        for document in try MarkdownDocument.userDocuments() {
            for block in document.codeBlocks where block.language == "yaml" && block.text.contains("\ntabs:\n") {
                do {
                    _ = try RouteMapLoader.load(yaml: block.text, file: Self.root.appendingPathComponent("Assets/routes.yml").path)
                    loaded += 1
                } catch {
                    Issue.record("\(document.path), under \(block.heading): \(error)")
                }
            }
        }
        #expect(loaded >= 6)
    }

    /// Every JSON route map shown loads with RouteCore's JSON reader.
    @Test func everyJSONRouteMapShownLoads() throws {
        var loaded = 0
        for document in try MarkdownDocument.userDocuments() {
            for block in document.codeBlocks where block.language == "json" && block.text.contains("\"tabs\":") {
                do {
                    _ = try RouteMapLoader.load(json: block.text, file: "\(document.path).json")
                    loaded += 1
                } catch {
                    Issue.record("\(document.path), under \(block.heading): \(error)")
                }
            }
        }
        #expect(loaded >= 1)
    }

    // MARK: Links

    /// Every relative link of the README, ARCHITECTURE.md, CHANGELOG.md and docs/ names a file
    /// that exists, and a heading of it when it has an anchor (as GitHub makes anchors: lower
    /// case, punctuation dropped, blanks as hyphens).
    @Test func everyLinkBetweenTheDocumentsResolves() throws {
        let documents = try MarkdownDocument.userDocuments() + [MarkdownDocument("ARCHITECTURE.md"), MarkdownDocument("CHANGELOG.md")]
        let link = /\]\(([^)\s#]*)(?:#([^)\s]+))?\)/
        for document in documents {
            let file = Self.root.appendingPathComponent(document.path)
            for match in document.text.matches(of: link) where !match.output.1.hasPrefix("http") {
                let target = match.output.1.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(String(match.output.1)).standardized
                #expect(FileManager.default.fileExists(atPath: target.path), "\(document.path): \(match.output.0)")
                let path = target.path.replacingOccurrences(of: Self.root.standardized.path + "/", with: "")
                guard let anchor = match.output.2, path.hasSuffix(".md"), let linked = try? MarkdownDocument(path) else { continue }
                #expect(linked.headings.map(Self.anchor).contains(String(anchor)), "\(document.path): \(match.output.0)")
            }
        }
    }

    /// Every path of the repository the README, ARCHITECTURE.md and docs/ name, in prose or in a
    /// command (`Assets/campaign-links.csv`, `Scripts/generate-man.sh`: a path under one of the
    /// package's top-level folders), exists. CHANGELOG.md is history, and may name what is gone.
    @Test func everyRepositoryPathTheDocumentsNameExists() throws {
        let documents = try MarkdownDocument.userDocuments() + [MarkdownDocument("ARCHITECTURE.md")]
        let path = /(?:^|[^\w\/.\-])((?:Assets|Sources|Scripts|Tests|docs|Examples|\.ci)\/[\w+.\/\-]*)/
        var named = 0
        for document in documents {
            for line in document.text.split(separator: "\n") {
                for match in line.matches(of: path) {
                    var written = String(match.output.1)
                    while written.hasSuffix(".") { written.removeLast() }
                    named += 1
                    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(written).path), "\(document.path) names \(written), which does not exist")
                }
            }
        }
        #expect(named >= 50)
    }

    /// The anchor GitHub gives a heading.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " })
            .replacingOccurrences(of: " ", with: "-")
    }

    // MARK: The library's public API

    /// An app links RouteCore from another package, where `package` declarations are out of reach:
    /// the library examples type-check against the RouteCore module this test run built, as a
    /// module of another package, so they use public API only.
    @Test(arguments: ["ReadmeExampleTests.swift", "QuickStartExampleTests.swift"])
    func exampleNeedsOnlyPublicAPI(_ file: String) throws {
        try Self.typecheckAsAnApp(Self.root.appendingPathComponent("Tests/RouteCoreTests/\(file)"))
    }

    /// The getting-started article of the DocC catalog, its Swift blocks in order as one program
    /// (all but the package manifest lines), builds as an app's code against the modules this
    /// test run built and runs, in a directory that holds the sample map as `routes.json` and the
    /// article's JSON block as `apple-app-site-association.json`: it prints exactly what the
    /// comments after its `print` calls say, one line each, in order.
    @Test func gettingStartedArticleRunsAsItSays() throws {
        let article = try MarkdownDocument("Sources/RouteCore/RouteCore.docc/GettingStarted.md")
        let blocks = article.codeBlocks.filter { $0.language == "swift" }
        #expect(blocks.count == article.text.components(separatedBy: "\n```swift\n").count - 1, "a swift block the reader missed")
        let manifestLines = blocks.filter { $0.text.hasPrefix(".") }.map(\.text)
        #expect(manifestLines == [".package(path: \"../RouteScope\")\n", ".product(name: \"RouteCore\", package: \"RouteScope\")\n"])
        let associations = article.codeBlocks.filter { $0.language == "json" }
        try #require(associations.count == 1, "one apple-app-site-association")
        let association = associations[0]
        let program = blocks.filter { !$0.text.hasPrefix(".") }.map(\.text).joined(separator: "\n")
        let promised = program.split(separator: "\n").compactMap { line in
            line.contains("print(") ? line.range(of: "   // ").map { String(line[$0.upperBound...]) } : nil
        }
        #expect(program.contains("DeepLinkDecoder") && program.contains("Instruction") && promised.count >= 10)
        try withTemporaryDirectory(prefix: "routescope-article") { directory in
            let source = directory.appendingPathComponent("main.swift")
            try program.write(to: source, atomically: true, encoding: .utf8)
            try RouteMap.sampleJSON.write(to: directory.appendingPathComponent("routes.json"), atomically: true, encoding: .utf8)
            try association.text.write(
                to: directory.appendingPathComponent("apple-app-site-association.json"), atomically: true, encoding: .utf8)
            let products = try Self.productsDirectory()
            // The objects of the modules an app that links RouteCore and RouteMapYAML gets.
            let objects = try ["RouteCore", "TextBytes", "PlatformLinks", "RouteMapYAML", "Yams", "CYaml"].flatMap { module in
                let objects = FileManager.default.enumerator(at: products.appendingPathComponent("\(module).build"), includingPropertiesForKeys: nil)?
                    .compactMap { ($0 as? URL)?.pathExtension == "o" ? ($0 as? URL)?.path : nil } ?? []
                return try #require(objects.isEmpty ? nil : objects, "no object files of \(module) in \(products.path)")
            }
            let program = directory.appendingPathComponent("article")
            try Self.swiftc(try Self.appModuleArguments() + [source.path] + objects + ["-o", program.path])
            let run = try ChildProcess.run(program, in: directory)
            #expect(run.status == 0, "the article's program failed:\n\(run.output)")
            #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == promised)
        }
    }

    /// The RouteMapYAML catalog's landing page: its Swift block type-checks as an app's code.
    @Test func routeMapYAMLLandingPageTypeChecks() throws {
        let page = try MarkdownDocument("Sources/RouteMapYAML/RouteMapYAML.docc/RouteMapYAML.md")
        let blocks = page.codeBlocks.filter { $0.language == "swift" }
        #expect(blocks.count == 1)
        try withTemporaryDirectory(prefix: "routescope-landing") { directory in
            let source = directory.appendingPathComponent("main.swift")
            try blocks.map(\.text).joined(separator: "\n").write(to: source, atomically: true, encoding: .utf8)
            try Self.swiftc(["-typecheck"] + Self.appModuleArguments() + [source.path])
        }
    }

    /// The flags that let `swiftc` import this test run's modules as an app does, RouteMapYAML
    /// included: Yams imports its C part, whose module map stays in the checkout, beside the
    /// products.
    static func appModuleArguments() throws -> [String] {
        let products = try productsDirectory()
        let scratch = try #require(
            sequence(first: products) { $0.path == "/" ? nil : $0.deletingLastPathComponent() }.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("checkouts").path)
            }, "no checkouts directory above \(products.path)")
        let yamlModuleMap = scratch.appendingPathComponent("checkouts/Yams/Sources/CYaml/include/module.modulemap")
        return ["-I", products.appendingPathComponent("Modules").path, "-Xcc", "-fmodule-map-file=\(yamlModuleMap.path)"]
    }

    /// Type-checks `file` against the RouteCore module this test run built, from a package of its own.
    static func typecheckAsAnApp(_ file: URL) throws {
        try swiftc(["-typecheck", "-I", productsDirectory().appendingPathComponent("Modules").path, file.path])
    }

    /// The directory of this test run's build products: its `Modules` and each module's objects.
    static func productsDirectory() throws -> URL {
        let bundle = Bundle.main.bundleURL
        return try #require(
            [bundle, bundle.deletingLastPathComponent()].first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/RouteCore.swiftmodule").path)
            }, "no Modules/RouteCore.swiftmodule beside the test bundle \(bundle.path)")
    }

    /// Runs `swiftc` with `arguments` as a module of another package, which sees public API only,
    /// and expects it to succeed.
    static func swiftc(_ arguments: [String]) throws {
        // The compiler driver leaves an empty TemporaryDirectory.XXXXXX behind in TMPDIR, so it
        // gets a temporary directory of its own, removed afterwards.
        try withTemporaryDirectory(prefix: "routescope-swiftc") { temporary in
            let compiler = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-swift-version", "6", "-package-name", "AnApp"] + arguments,
                environment: ["TMPDIR": temporary.path])
            try #require(compiler.status == 0, "swiftc \(arguments.last ?? ""): \(compiler.output)")
        }
    }
}

/// The warning tables of the universal-link and Android documents list exactly the codes the
/// loaders warn with.
@Suite struct PlatformWarningDocumentationTests {
    @Test func everyAASAWarningIsDocumented() throws {
        let document = try MarkdownDocument("docs/universal-links.md")
        #expect(document.keys(in: "AASA warnings") == AppSiteAssociationWarning.Code.allCases.map(\.rawValue))
    }

    @Test func everyAndroidWarningIsDocumented() throws {
        let document = try MarkdownDocument("docs/android-app-links.md")
        let codes = AndroidManifestWarning.Code.allCases.map(\.rawValue) + [AssetLinks.Rejection.code]
        #expect(Set(document.keys(in: "Warnings")) == Set(codes))
    }
}

/// ARCHITECTURE.md's table of targets is Package.swift's: every target but the test targets,
/// each with exactly its dependencies.
@Suite struct ArchitectureDocumentationTests {
    /// Each non-test target of Package.swift and the names of its dependencies (a product by its
    /// name: `ArgumentParser`, `Yams`).
    static func packageTargets() throws -> [String: Set<String>] {
        let manifest = try PackageFiles.text("Package.swift")
        let declaration = /\.(target|executableTarget|systemLibrary|testTarget)\(\s*name: "([^"]+)"/
        let matches = manifest.matches(of: declaration)
        var targets: [String: Set<String>] = [:]
        for (index, match) in matches.enumerated() where match.output.1 != "testTarget" {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
            let body = manifest[match.range.upperBound..<end]
            var dependencies = Set<String>()
            if let list = body.firstMatch(of: /dependencies: \[([^\]]*)\]/) {
                for name in list.output.1.matches(of: /"([^"]+)"/) where !String(list.output.1[..<name.range.lowerBound]).hasSuffix("package: ") {
                    dependencies.insert(String(name.output.1))
                }
            }
            targets[String(match.output.2)] = dependencies
        }
        return targets
    }

    @Test func theTargetsTableIsThePackage() throws {
        let rows = try #require(try MarkdownDocument("ARCHITECTURE.md").tables(in: "Targets").first).dropFirst()
        var documented: [String: Set<String>] = [:]
        for row in rows {
            let names = row[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            let dependencies = Set(row[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            for name in names { documented[name] = dependencies }
        }
        let package = try Self.packageTargets()
        #expect(package.count >= 15)
        #expect(Set(documented.keys) == Set(package.keys), "ARCHITECTURE.md, Targets: the targets of Package.swift")
        for (name, dependencies) in package where documented[name] != nil {
            #expect(documented[name] == dependencies, "ARCHITECTURE.md, Targets: what \(name) depends on")
        }
    }
}
