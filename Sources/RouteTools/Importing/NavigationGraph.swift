import RouteCore

/// A Jetpack Navigation graph (`res/navigation/*.xml`), as far as links are concerned: its
/// destinations and nested graphs, their arguments and deep links, each at its position.
struct NavigationGraph {
    /// `<argument android:name app:argType app:nullable android:defaultValue/>`.
    struct Argument {
        var name: String
        /// `app:argType` as written; nil when the graph leaves it to be inferred.
        var type: String?
        var isNullable: Bool
        /// `android:defaultValue` as written.
        var defaultValue: String?
        var position: AndroidSourcePosition
    }

    /// `<deepLink app:uri app:action app:mimeType/>`.
    struct DeepLink {
        var uri: String?
        var action: String?
        var mimeType: String?
        var position: AndroidSourcePosition
    }

    /// A `<fragment>`, `<dialog>` or `<activity>`, or a custom navigator's destination.
    struct Destination {
        /// The element's name: `fragment`, `dialog`, `activity`, or a custom one.
        var element: String
        /// The name of `android:id="@+id/name"`; nil without an id.
        var id: String?
        /// `android:label`, when it is text rather than a resource.
        var label: String?
        var position: AndroidSourcePosition
        var arguments: [Argument]
        var deepLinks: [DeepLink]
    }

    /// What a graph holds, in document order.
    indirect enum Member {
        case destination(Destination)
        case graph(NavigationGraph)
    }

    var id: String?
    var position: AndroidSourcePosition
    /// The name of `app:startDestination="@id/name"`.
    var startDestination: String?
    var arguments: [Argument]
    var deepLinks: [DeepLink]
    var members: [Member]

    /// The elements that describe a destination's links and arguments, or nothing a link needs.
    static let knownChildren: Set<String> = ["argument", "deepLink", "action"]

    /// Reads a `<navigation>` element and what it holds; `warn` receives what is left out, at
    /// its position.
    init(_ element: AndroidXMLElement, warn: (AndroidSourcePosition, String) -> Void) {
        let android = element.attributes(in: AndroidXMLReader.androidNamespace)
        let app = element.attributes(in: AndroidXMLReader.appNamespace)
        id = android["id"].map(Self.resourceName)
        position = element.position
        startDestination = app["startDestination"].map(Self.resourceName)
        arguments = Self.arguments(of: element)
        deepLinks = Self.deepLinks(of: element)
        var members: [Member] = []
        for child in element.children {
            switch child.name {
            case "navigation": members.append(.graph(NavigationGraph(child, warn: warn)))
            case "include":
                let graph = child.attributes(in: AndroidXMLReader.appNamespace)["graph"] ?? "its graph"
                warn(child.position, "<include app:graph=\"\(graph)\"> is not followed: import that graph file on its own and add its screens by hand")
            case _ where Self.knownChildren.contains(child.name): continue
            default:
                let childAndroid = child.attributes(in: AndroidXMLReader.androidNamespace)
                let isKnown = ["fragment", "dialog", "activity"].contains(child.name)
                guard isKnown || childAndroid["id"] != nil else { continue }
                if !isKnown {
                    warn(child.position, "<\(child.name)> is not a destination Navigation's XML knows (fragment, dialog, activity, navigation); read as a screen, as a custom navigator's destination")
                }
                let label = childAndroid["label"].flatMap { $0.hasPrefix("@") || $0.hasPrefix("?") || $0.isEmpty ? nil : $0 }
                members.append(
                    .destination(
                        Destination(
                            element: child.name, id: childAndroid["id"].map(Self.resourceName), label: label, position: child.position,
                            arguments: Self.arguments(of: child), deepLinks: Self.deepLinks(of: child))))
            }
        }
        self.members = members
    }

    static func arguments(of element: AndroidXMLElement) -> [Argument] {
        element.children.filter { $0.name == "argument" }.compactMap { child in
            let android = child.attributes(in: AndroidXMLReader.androidNamespace)
            let app = child.attributes(in: AndroidXMLReader.appNamespace)
            guard let name = android["name"] else { return nil }
            return Argument(
                name: name, type: app["argType"], isNullable: app["nullable"] == "true", defaultValue: android["defaultValue"],
                position: child.position)
        }
    }

    static func deepLinks(of element: AndroidXMLElement) -> [DeepLink] {
        element.children.filter { $0.name == "deepLink" }.map { child in
            let app = child.attributes(in: AndroidXMLReader.appNamespace)
            return DeepLink(uri: app["uri"], action: app["action"], mimeType: app["mimeType"], position: child.position)
        }
    }

    /// `@+id/home`, `@id/home` and `@+android:id/home` name `home`.
    static func resourceName(_ reference: String) -> String {
        reference.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? reference
    }

    /// Every destination in the graph and its nested graphs, in document order.
    var allDestinations: [Destination] {
        members.flatMap { member -> [Destination] in
            switch member {
            case .destination(let destination): [destination]
            case .graph(let graph): graph.allDestinations
            }
        }
    }

    /// Every nested graph, at any depth, in document order.
    var allGraphs: [NavigationGraph] {
        members.flatMap { member -> [NavigationGraph] in
            guard case .graph(let graph) = member else { return [] }
            return [graph] + graph.allGraphs
        }
    }
}
