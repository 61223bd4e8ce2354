import TextBytes

/// Walks a manifest's element tree for ``AndroidManifestLoader``: collects components, intent
/// filters, problems and warnings as AOSP's package parser reads them (`ParsedActivityUtils`,
/// `ParsedIntentInfoUtils`), after the `tools:` instructions of the manifest merger.
final class AndroidManifestReader {
    let file: String
    var problems: [RouteMapProblem] = []
    var warnings: [AndroidManifestWarning] = []
    var components: [AndroidComponent] = []
    var packageName: String?
    /// `<application android:enabled>`, true unless written `"false"`.
    var applicationEnabled = true
    var elementStack: [String] = []

    var component: ComponentDraft?
    var filter: FilterDraft?
    var group: GroupDraft?

    struct ComponentDraft {
        var kind: AndroidComponent.Kind
        var name: String
        var position: AndroidSourcePosition
        var enabled: Bool
        /// `android:exported` when written.
        var exported: Bool?
        var filters: [AndroidIntentFilter] = []
    }

    struct FilterDraft {
        var position: AndroidSourcePosition
        var autoVerify: Bool
        var actions: [String] = []
        var categories: [String] = []
        var schemes: [(String, AndroidSourcePosition)] = []
        var schemeSpecificParts: [AndroidPattern] = []
        var authorities: [(AndroidAuthority, AndroidSourcePosition)] = []
        var paths: [(AndroidPattern, AndroidSourcePosition)] = []
        var groups: [AndroidRelativeFilterGroup] = []
        var ports: [AndroidSourcePosition] = []
        var mimeTypes: [String] = []
    }

    struct GroupDraft {
        var position: AndroidSourcePosition
        var allows: Bool
        var rules: [AndroidRelativeFilterGroup.Rule] = []
    }

    init(file: String) { self.file = file }

    func problem(_ position: AndroidSourcePosition, _ message: String) {
        problems.append(RouteMapProblem(file: file, line: position.line, column: position.column, message: message))
    }

    /// Reads `element` and everything inside it, in document order.
    func read(_ element: AndroidXMLElement) {
        elementStack.append(element.name)
        defer { elementStack.removeLast() }
        // An element the merged manifest leaves out is skipped with its subtree.
        guard start(element) else { return }
        for child in element.children { read(child) }
        end(element.name)
    }

    /// Reads an element's own attributes; false when the merged manifest leaves it out.
    func start(_ element: AndroidXMLElement) -> Bool {
        let elementName = element.name, position = element.position
        let android = element.attributes(in: AndroidXMLReader.androidNamespace)
        var instructions = AndroidMergerInstructions(
            element: elementName, tools: element.attributes(in: AndroidXMLReader.toolsNamespace),
            androidAttributes: Set(android.keys), isRoot: elementStack.count == 1)
        let outcome = instructions.outcome()
        for message in instructions.problems { problem(position, message) }
        for message in instructions.unresolved { warnings.append(AndroidManifestWarning(.needsMergedManifest, at: position, message)) }
        if case .remove(let why) = outcome {
            warnings.append(AndroidManifestWarning(.removedByTools, at: position, why))
            return false
        }
        let parent = elementStack.dropLast().last
        switch elementName {
        case "manifest" where elementStack.count == 1:
            packageName = element.unprefixedAttributes["package"].map { value(AndroidManifestLoader.unescaped($0), at: position) }
        case "application" where parent == "manifest" && elementStack.count == 2:
            // `ParsingPackageUtils.parseBaseAppBasicFlags` reads it as true unless false, as components read theirs.
            guard android["enabled"] == "false" else { break }
            applicationEnabled = false
            warnings.append(AndroidManifestWarning(
                .disabledApplication, at: position,
                "<application> has android:enabled=\"false\": Android resolves no link to any of its activities unless the app is enabled at run time (PackageManager.setApplicationEnabledSetting)"))
        case "activity", "activity-alias":
            guard parent == "application" else { break }
            let raw = android["name"].map { value($0, at: position) } ?? ""
            if elementName == "activity-alias" { checkTarget(android["targetActivity"], at: position) }
            component = ComponentDraft(
                kind: elementName == "activity" ? .activity : .activityAlias, name: qualified(raw), position: position,
                enabled: android["enabled"] != "false", exported: android["exported"].map { $0 != "false" })
        case "intent-filter" where component != nil:
            filter = FilterDraft(position: position, autoVerify: android["autoVerify"] == "true")
        case "action" where filter != nil, "category" where filter != nil:
            guard let name = android["name"], !name.isEmpty else {
                problem(position, "<\(elementName)> has no android:name; Android refuses to install the app")
                return true
            }
            if elementName == "action" { filter?.actions.append(value(name, at: position)) } else { filter?.categories.append(value(name, at: position)) }
        case "data" where filter != nil && parent == "intent-filter":
            readData(android, at: position)
        case "uri-relative-filter-group" where filter != nil && parent == "intent-filter":
            group = GroupDraft(position: position, allows: android["allow"] != "false")
        case "data" where group != nil && parent == "uri-relative-filter-group":
            readGroupData(android, at: position)
        default: break
        }
        return true
    }

    /// Closes what an element opened: a relative filter group, an intent filter, or a component.
    func end(_ elementName: String) {
        switch elementName {
        case "uri-relative-filter-group":
            if let draft = group, var current = filter {
                // `parseRelRefGroup` adds a group only when it has a rule.
                if !draft.rules.isEmpty {
                    current.groups.append(AndroidRelativeFilterGroup(position: draft.position, allows: draft.allows, rules: draft.rules))
                    warnings.append(AndroidManifestWarning(
                        .relativeFilterGroupSinceAndroid15, at: draft.position,
                        "<uri-relative-filter-group> is read by Android 15 (API 35) and later, as RouteScope reads it; Android 12–14 ignore it, so there this intent filter takes links without its rules"))
                }
                filter = current
            }
            group = nil
        case "intent-filter":
            if let draft = filter, let current = component {
                component?.filters.append(finish(draft, index: current.filters.count, component: current.name))
            }
            filter = nil
        case "activity", "activity-alias":
            if let current = component, elementStack.dropLast().last == "application" {
                // Filters without an action are dropped (`ParsedMainComponentUtils.parseIntentFilter`),
                // so they do not count as intent filters for `android:exported`.
                let hasFilters = current.filters.contains { !$0.actions.isEmpty }
                if current.exported == nil, hasFilters {
                    warnings.append(AndroidManifestWarning(
                        .missingExported, at: current.position,
                        "<\(current.kind.rawValue)> \(current.name) has intent filters but no android:exported; apps targeting Android 12 (API 31) or later fail to install, older ones export it"))
                }
                components.append(AndroidComponent(
                    kind: current.kind, name: current.name, position: current.position, isEnabled: current.enabled,
                    isExported: current.exported ?? hasFilters, filters: current.filters))
                component = nil
            }
        default: break
        }
    }

    /// An attribute value after aapt2's escapes, with a warning for what cannot be resolved here.
    func value(_ raw: String, at position: AndroidSourcePosition) -> String {
        if raw.contains("${") {
            warnings.append(AndroidManifestWarning(.unresolvedPlaceholder, at: position, "\(raw.quotedForMessage) uses a Gradle manifest placeholder; RouteScope cannot resolve it from the manifest and compares the text as written"))
        } else if raw.hasPrefix("@") || raw.hasPrefix("?") {
            warnings.append(AndroidManifestWarning(.unresolvedResource, at: position, "\(raw.quotedForMessage) is a resource reference; RouteScope reads no resources and compares the text as written"))
        }
        let (text, isCut) = AndroidManifestLoader.unescaping(raw)
        if isCut {
            warnings.append(AndroidManifestWarning(.cutByUnicodeEscape, at: position, "\(raw.quotedForMessage) has a \\u escape without four hex digits; aapt2 stops reading the value there, so Android gets \(text.quotedForMessage)"))
        }
        return text
    }

    /// A placeholder or resource reference, whose case says nothing about the final value.
    func isUnresolved(_ value: String) -> Bool { value.contains("${") || value.hasPrefix("@") || value.hasPrefix("?") }

    func qualified(_ name: String) -> String {
        guard let packageName, !name.isEmpty else { return name }
        if name.hasPrefix(".") { return packageName + name }
        return name.contains(".") ? name : packageName + "." + name
    }

    /// `ParsedActivityUtils.parseActivityAlias`: an alias names its target, which must be an
    /// activity declared before it; one this file does not declare may come from a library.
    func checkTarget(_ target: String?, at position: AndroidSourcePosition) {
        guard let target, !target.isEmpty else {
            return problem(position, "<activity-alias> does not specify android:targetActivity; Android refuses to install the app")
        }
        let name = qualified(value(target, at: position))
        guard !isUnresolved(target), !components.contains(where: { $0.kind == .activity && $0.name == name }) else { return }
        warnings.append(AndroidManifestWarning(
            .needsMergedManifest, at: position,
            "<activity-alias> targets \(name), which this file does not declare before it; Android refuses to install the app unless the merged manifest declares it earlier, as a library's manifest may"))
    }

    /// One `<data>` of an intent filter (`ParsedIntentInfoUtils.parseData`).
    func readData(_ android: [String: String], at position: AndroidSourcePosition) {
        if let mimeType = android["mimeType"] {
            let type = value(mimeType, at: position)
            // `IntentFilter.processMimeType`: a `/` after at least one character, and something after it.
            guard let slash = type.utf16.firstIndex(of: UInt16(UInt8(ascii: "/"))), slash != type.utf16.startIndex,
                type.utf16.distance(from: slash, to: type.utf16.endIndex) >= 2
            else {
                return problem(position, "android:mimeType \(type.quotedForMessage) is not a MIME type (type/subtype); Android refuses to install the app")
            }
            filter?.mimeTypes.append(type)
        }
        if let scheme = android["scheme"] {
            let scheme = value(scheme, at: position)
            if scheme != scheme.lowercased(), !isUnresolved(scheme) {
                warnings.append(AndroidManifestWarning(.upperCase, at: position, "the scheme \(scheme.quotedForMessage) has upper case; Android compares schemes case-sensitively and links arrive with lower-case schemes"))
            }
            filter?.schemes.append((scheme, position))
        }
        filter?.schemeSpecificParts += patterns(android, part: "ssp", at: position)
        if let host = android["host"] {
            let host = value(host, at: position)
            if host != host.lowercased(), !isUnresolved(host) {
                warnings.append(AndroidManifestWarning(.upperCase, at: position, "the host \(host.quotedForMessage) has upper case; Android matches hosts ignoring case but verifies domains exactly, so write it in lower case"))
            }
            var port: Int?
            if let text = android["port"] {
                let text = value(text, at: position)
                guard let number = Int32(text) else {
                    return problem(position, "android:port \(text.quotedForMessage) is not a number; Android refuses to install the app")
                }
                port = Int(number)
            }
            filter?.authorities.append((AndroidAuthority(host: host, port: port), position))
        } else if android["port"] != nil {
            filter?.ports.append(position)
        }
        filter?.paths += patterns(android, part: "path", at: position).map { ($0, position) }
    }

    /// The `part` attributes of a `<data>` (`path`, `pathPrefix`, …), in AOSP's order; a pattern
    /// Android cannot compile is a problem, as the install fails.
    func patterns(_ android: [String: String], part: String, at position: AndroidSourcePosition) -> [AndroidPattern] {
        AndroidPattern.Kind.allCases.compactMap { kind -> AndroidPattern? in
            let attribute = part + kind.rawValue
            guard let raw = android[attribute] else { return nil }
            do throws(AndroidAdvancedPattern.SyntaxError) {
                return try AndroidPattern(kind: kind, value: value(raw, at: position))
            } catch {
                problem(position, "android:\(attribute) \(raw.quotedForMessage): \(error.message) (at character \(error.offset + 1) after escapes); Android refuses to install the app")
                return nil
            }
        }
    }

    /// One `<data>` of a `<uri-relative-filter-group>` (`parseRelRefGroupData`): its path,
    /// fragment and query attributes. Android compiles these patterns only when it compares a
    /// link, so a bad advanced pattern is a warning, not a failed install.
    func readGroupData(_ android: [String: String], at position: AndroidSourcePosition) {
        for part in AndroidRelativeFilterGroup.Part.allCases {
            for kind in AndroidPattern.Kind.allCases {
                let attribute = part.rawValue + kind.rawValue
                guard let raw = android[attribute] else { continue }
                let text = value(raw, at: position)
                var pattern: AndroidPattern?
                do throws(AndroidAdvancedPattern.SyntaxError) {
                    pattern = try AndroidPattern(kind: kind, value: text)
                } catch {
                    warnings.append(AndroidManifestWarning(
                        .invalidGroupPattern, at: position,
                        "android:\(attribute) \(raw.quotedForMessage): \(error.message) (at character \(error.offset + 1) after escapes); Android installs the app but fails when it compares a link with this group, so the rule never matches"))
                }
                group?.rules.append(AndroidRelativeFilterGroup.Rule(part: part, pattern: pattern, attribute: attribute, value: text))
            }
        }
    }

    func finish(_ draft: FilterDraft, index: Int, component: String) -> AndroidIntentFilter {
        let where_ = "intent filter \(index) of \(component)"
        if draft.schemes.isEmpty {
            if let (_, position) = draft.authorities.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutScheme, at: position, "\(where_) has a host but no scheme; Android ignores hosts and paths without a scheme"))
            } else if let (_, position) = draft.paths.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutScheme, at: position, "\(where_) has a path but no scheme; Android ignores hosts and paths without a scheme"))
            }
        } else if draft.authorities.isEmpty {
            if let position = draft.paths.first?.1 ?? draft.ports.first {
                warnings.append(AndroidManifestWarning(.ignoredWithoutHost, at: position, "\(where_) has a port or path but no host; Android ignores ports and paths without a host"))
            }
        }
        let filter = AndroidIntentFilter(
            index: index, position: draft.position, actions: draft.actions, categories: draft.categories,
            schemes: draft.schemes.map(\.0), schemeSpecificParts: draft.schemeSpecificParts, authorities: draft.authorities.map(\.0),
            paths: draft.paths.map(\.0), relativeFilterGroups: draft.groups, mimeTypes: draft.mimeTypes, autoVerify: draft.autoVerify)
        if filter.autoVerify, !filter.isVerifiable {
            warnings.append(AndroidManifestWarning(.autoVerifyIneffective, at: draft.position, "\(where_) has autoVerify, but Android 12+ verifies only filters with VIEW, BROWSABLE, DEFAULT and nothing but http/https schemes; its hosts are not verified through it"))
        }
        if filter.isVerifiable {
            for (authority, position) in draft.authorities where !AndroidDomainName.isVerifiable(authority.host) && !isUnresolved(authority.host) {
                warnings.append(AndroidManifestWarning(.unverifiableHost, at: position, "the host \(authority.host.quotedForMessage) of \(where_) is not a domain name to Android (a dotted name ending in 2 to 63 letters, or an IPv4 address), so Android never sends it for verification: its links are never verified App Links"))
            }
        }
        return filter
    }
}
