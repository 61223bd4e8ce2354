import RouteCore
import RouteMapYAML

/// Reads flow files, reporting every problem with its line and column, the way route maps are
/// read.
///
/// ```swift
/// let flow = try FlowLoader.load(contentsOf: "flows/campaign-login.yml")
/// ```
public enum FlowLoader {
    /// Reads the flow at `path`; its `routes:` is relative to the file's directory.
    public static func load(contentsOf path: String) throws(RouteMapError) -> Flow {
        let directory: String
        if let slash = path.lastIndex(of: "/") {
            directory = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            directory = ""
        }
        return try load(node: try YAMLDocument.load(contentsOf: path), file: path, origin: .file(directory: directory))
    }

    /// Parses flow text.
    ///
    /// - Parameters:
    ///   - file: the name used in problems.
    ///   - origin: where `routes:` is looked for.
    public static func load(yaml: String, file: String, origin: Flow.Origin) throws(RouteMapError) -> Flow {
        try load(node: try YAMLDocument.parse(bytes: Array(yaml.utf8), file: file), file: file, origin: origin)
    }

    static func load(node: DocumentNode, file: String, origin: Flow.Origin) throws(RouteMapError) -> Flow {
        var builder = FlowBuilder(reader: DocumentReader(file: file))
        let flow = builder.build(node, origin: origin)
        let problems = builder.reader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        guard problems.isEmpty, let flow else { throw RouteMapError(problems: problems) }
        return flow
    }
}

/// The keys each part of a flow file may have.
enum FlowKeys {
    static let top = ["routes", "description", "start", "steps"]
    static let start = ["logged_in", "cold"]
    static let expect = ["tab", "stack", "stacks", "modal", "pending", "logged_in"]
    /// Actions that take no argument, written bare (`- back`) or as `back: true`.
    static let bareActions = ["back", "dismiss", "login", "logout", "reset"]
    static let actions = ["open", "tap", "say"] + bareActions
}

/// Turns a node tree into a ``Flow``, recording problems in its reader.
struct FlowBuilder {
    var reader: DocumentReader
    private var references: [FlowReference] = []

    init(reader: DocumentReader) { self.reader = reader }

    mutating func build(_ root: DocumentNode, origin: Flow.Origin) -> Flow? {
        guard let pairs = reader.mapping(root, in: "the flow", allowed: FlowKeys.top) else { return nil }
        var routes: String? = nil
        var routesPosition: FlowPosition? = nil
        var summary: String? = nil
        var start = FlowStart()
        var steps: [FlowStep]? = nil
        for (key, _, value) in pairs {
            switch key {
            case "routes":
                routes = reader.string(value, in: "routes")
                routesPosition = Self.position(of: value)
            case "description": summary = reader.string(value, in: "description")
            case "start": start = readStart(value)
            case "steps": steps = readSteps(value)
            default: break
            }
        }
        if steps == nil { reader.fail(root, "the flow needs \"steps\", a list of events such as \"- open: myapp://home\"") }
        return Flow(
            file: reader.file, origin: origin, summary: summary, routes: routes, start: start, steps: steps ?? [],
            routesPosition: routesPosition, references: references)
    }

    static func position(of node: DocumentNode) -> FlowPosition {
        FlowPosition(line: node.line, column: node.column)
    }

    mutating func readStart(_ node: DocumentNode) -> FlowStart {
        var start = FlowStart()
        for (key, _, value) in reader.mapping(node, in: "start", allowed: FlowKeys.start) ?? [] {
            switch key {
            case "logged_in": start.loggedIn = reader.bool(value, in: "start.logged_in") ?? start.loggedIn
            case "cold": start.cold = reader.bool(value, in: "start.cold") ?? start.cold
            default: break
            }
        }
        return start
    }

    mutating func readSteps(_ node: DocumentNode) -> [FlowStep] {
        guard let items = reader.sequence(node, in: "steps") else { return [] }
        if items.isEmpty { reader.fail(node, "steps must list at least one step") }
        return items.enumerated().compactMap { readStep($1, number: $0 + 1) }
    }

    mutating func readStep(_ node: DocumentNode, number: Int) -> FlowStep? {
        let context = "step \(number)"
        if node.text != nil {
            guard let action = reader.string(node, in: context) else { return nil }
            guard let event = bareEvent(action, at: node, context: context) else { return nil }
            return FlowStep(event: event, position: Self.position(of: node))
        }
        guard let pairs = reader.mapping(node, in: context, allowed: FlowKeys.actions + ["expect"]) else { return nil }
        let actions = pairs.filter { $0.key != "expect" }
        guard actions.count == 1, let action = actions.first else {
            if actions.isEmpty {
                reader.fail(node, "\(context) needs an action: one of \(FlowKeys.actions.joined(separator: ", "))")
            } else {
                reader.fail(actions[1].keyNode, "\(context) has more than one action (\(actions.map(\.key).joined(separator: ", "))); write one step per action")
            }
            return nil
        }
        let event = readEvent(action.key, action.value, context: context)
        let expect = pairs.first { $0.key == "expect" }
        if case .say = event, let expect {
            reader.fail(expect.keyNode, "\(context): a say step changes nothing, so it has nothing to expect; put expect: on the step before it")
            return nil
        }
        let expectations = expect.map { readExpectations($0.value, context: context) } ?? []
        guard let event else { return nil }
        if case .tap(let tab) = event {
            references.append(FlowReference(kind: .tab, name: tab, position: Self.position(of: action.value)))
        }
        return FlowStep(event: event, expectations: expectations, position: Self.position(of: node))
    }

    /// An action written alone: `- back`.
    mutating func bareEvent(_ action: String, at node: DocumentNode, context: String) -> NavigationEvent? {
        switch action {
        case "back": return .back
        case "dismiss": return .dismiss
        case "login": return .login
        case "logout": return .logout
        case "reset": return .reset
        case "open": reader.fail(node, "\(context): open needs a link, as in \"- open: myapp://home\"")
        case "tap": reader.fail(node, "\(context): tap needs a tab, as in \"- tap: home\"")
        case "say": reader.fail(node, "\(context): say needs a caption, as in \"- say: The reader taps the email link\"")
        default:
            let hint = Suggestions.closest(to: action, in: FlowKeys.actions).map { "did you mean \"\($0)\"?" }
                ?? "expected one of \(FlowKeys.actions.joined(separator: ", "))"
            reader.fail(node, "\(context): unknown action \"\(action)\"; \(hint)")
        }
        return nil
    }

    /// An action written as a key: `open: URL`, `tap: TAB`, `back: true`.
    mutating func readEvent(_ action: String, _ value: DocumentNode, context: String) -> NavigationEvent? {
        switch action {
        case "open": return reader.string(value, in: "\(context): open").map(NavigationEvent.open)
        case "tap": return reader.string(value, in: "\(context): tap").map(NavigationEvent.tap)
        case "say": return readCaption(value, context: context)
        default:
            // `- back:` with nothing after it, as written before an `expect:` line, means `back: true`.
            if Self.isNull(value) { return bareEvent(action, at: value, context: context) }
            guard let flag = reader.bool(value, in: "\(context): \(action)") else { return nil }
            guard flag else {
                reader.fail(value, "\(context): \"\(action): false\" does nothing; write \"\(action): true\", or leave the step out")
                return nil
            }
            return bareEvent(action, at: value, context: context)
        }
    }

    /// A `say:` caption: text, its line breaks and runs of blanks read as one space (a folded
    /// `>` block reads as the sentence it is); nothing, or only blanks, is an error.
    mutating func readCaption(_ value: DocumentNode, context: String) -> NavigationEvent? {
        if Self.isNull(value) { return bareEvent("say", at: value, context: context) }
        guard let text = reader.string(value, in: "\(context): say") else { return nil }
        let caption = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !caption.isEmpty else {
            reader.fail(value, "\(context): say needs a caption, and this one is blank")
            return nil
        }
        return .say(caption)
    }

    mutating func readExpectations(_ node: DocumentNode, context: String) -> [Expectation] {
        let context = "\(context): expect"
        var expectations: [Expectation] = []
        for (key, _, value) in reader.mapping(node, in: context, allowed: FlowKeys.expect) ?? [] {
            switch key {
            case "tab":
                guard let tab = reader.string(value, in: "\(context).tab") else { continue }
                references.append(FlowReference(kind: .tab, name: tab, position: Self.position(of: value)))
                expectations.append(.tab(tab))
            case "stack":
                readScreens(value, in: "\(context).stack").map { expectations.append(.stack($0)) }
            case "stacks":
                for (tab, tabNode, screensNode) in reader.mapping(value, in: "\(context).stacks") ?? [] {
                    references.append(FlowReference(kind: .tab, name: tab, position: Self.position(of: tabNode)))
                    readScreens(screensNode, in: "\(context).stacks.\(tab)").map { expectations.append(.stacks(tab: tab, screens: $0)) }
                }
            case "modal":
                readScreens(value, in: "\(context).modal").map { expectations.append(.modal($0)) }
            case "pending":
                guard let link = reader.string(value, in: "\(context).pending") else { continue }
                expectations.append(.pending(Self.isNone(value) ? nil : link))
            case "logged_in":
                reader.bool(value, in: "\(context).logged_in").map { expectations.append(.loggedIn($0)) }
            default: break
            }
        }
        return expectations
    }

    /// A list of screens, bottom first; `[]` is none.
    mutating func readScreens(_ node: DocumentNode, in context: String) -> [String]? {
        if Self.isNone(node) {
            reader.fail(node, "\(context) must be a list of screens; write [] for none")
            return nil
        }
        guard let items = reader.sequence(node, in: context) else { return nil }
        var screens: [String] = []
        for item in items {
            guard let screen = reader.string(item, in: "each screen of \(context)") else { return nil }
            references.append(FlowReference(kind: .screen, name: screen, position: Self.position(of: item)))
            screens.append(screen)
        }
        return screens
    }

    /// Whether a node is a plain null: `~`, `null`, or nothing at all.
    static func isNull(_ node: DocumentNode) -> Bool {
        guard let text = node.text, node.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// Whether a node is a plain null or the word `none`.
    static func isNone(_ node: DocumentNode) -> Bool {
        isNull(node) || (node.style == .plain && node.text == "none")
    }
}
