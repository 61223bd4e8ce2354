/// A tab or screen name that a flow mentions, kept with its position so that a misspelt name is
/// reported at the right place once the route map is known.
struct FlowReference: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case tab
        case screen
    }

    var kind: Kind
    var name: String
    var position: FlowPosition
}

extension FlowReference {
    /// The names a step mentions, all placed at the step, for flows built in code.
    static func references(in step: FlowStep) -> [FlowReference] {
        var references: [FlowReference] = []
        if case .tap(let tab) = step.event { references.append(FlowReference(kind: .tab, name: tab, position: step.position)) }
        for expectation in step.expectations {
            switch expectation {
            case .tab(let tab):
                references.append(FlowReference(kind: .tab, name: tab, position: step.position))
            case .stacks(let tab, let screens):
                references.append(FlowReference(kind: .tab, name: tab, position: step.position))
                references += screens.map { FlowReference(kind: .screen, name: $0, position: step.position) }
            case .stack(let screens), .modal(let screens):
                references += screens.map { FlowReference(kind: .screen, name: $0, position: step.position) }
            case .pending, .loggedIn: break
            }
        }
        return references
    }
}
