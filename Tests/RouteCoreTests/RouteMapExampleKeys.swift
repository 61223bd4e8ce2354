@testable import RouteCore

/// The keys a route map's examples use, each filed under the heading of docs/route-map.md that
/// documents it, as the loader reads the map: an entry of `screens:` with `screens:` of its own
/// is also a nested navigator, and a parameter's keys (common and constraint keys alike, also those of a list's
/// `of:`) are the parameters'.
struct RouteMapExampleKeys {
    /// The keys used, by heading: `Top level`, `web`, `android`, `Tabs`, `Screens`,
    /// `Nested navigators`, `Parameters` and `campaign`.
    private(set) var keys: [String: Set<String>] = [:]
    /// The parameter types used, written in full or alone.
    private(set) var types: Set<String> = []

    mutating func read(map root: DocumentNode) {
        for (key, value) in Self.pairs(of: root) {
            keys["Top level", default: []].insert(key)
            switch key {
            case "web", "android": keys[key, default: []].formUnion(Self.pairs(of: value).map(\.key))
            case "campaign":
                for (campaignKey, campaignValue) in Self.pairs(of: value) {
                    keys["campaign", default: []].insert(campaignKey)
                    if campaignKey == "params" { read(params: campaignValue) }
                }
            case "tabs":
                for tab in value.sequence ?? [] { read(level: tab, headings: ["Tabs"]) }
            default: break
            }
        }
    }

    /// A tab, or an entry of `screens:`: its keys under each of `headings`, and its parameters
    /// and screens. The Screens table documents every key of an entry, a navigator's too.
    private mutating func read(level node: DocumentNode, headings: [String]) {
        for (key, value) in Self.pairs(of: node) {
            for heading in headings { keys[heading, default: []].insert(key) }
            switch key {
            case "params": read(params: value)
            case "screens":
                for (_, screen) in Self.pairs(of: value) {
                    let isNavigator = Self.pairs(of: screen).contains { $0.key == "screens" }
                    read(level: screen, headings: isNavigator ? ["Screens", "Nested navigators"] : ["Screens"])
                }
            default: break
            }
        }
    }

    private mutating func read(params node: DocumentNode) {
        for (_, param) in Self.pairs(of: node) { read(type: param) }
    }

    /// A parameter or a list's element type: a type name alone, or a mapping with `type`.
    private mutating func read(type node: DocumentNode) {
        if let name = node.text {
            types.insert(name)
            return
        }
        for (key, value) in Self.pairs(of: node) {
            keys["Parameters", default: []].insert(key)
            switch key {
            case "type": if let name = value.text { types.insert(name) }
            case "of": read(type: value)
            default: break
            }
        }
    }

    private static func pairs(of node: DocumentNode) -> [(key: String, value: DocumentNode)] {
        (node.mapping ?? []).compactMap { pair in pair.key.text.map { ($0, pair.value) } }
    }
}
