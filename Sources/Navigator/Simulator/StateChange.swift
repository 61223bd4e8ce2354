import RouteCore

/// A state being changed by one event, with a note for each change, so the transition can say
/// what happened in the order it happened.
struct StateChange {
    var state: NavigationState
    private(set) var notes: [String] = []

    init(_ state: NavigationState) { self.state = state }

    mutating func note(_ text: String) { notes.append(text) }

    func transition(_ event: NavigationEvent, analysis: LinkAnalysis? = nil, androidEligibility: AndroidLinkEligibility? = nil) -> Transition {
        Transition(event: event, state: state, explanation: notes.joined(separator: "; "), analysis: analysis, androidEligibility: androidEligibility)
    }
}

extension String {
    /// The text safe to show in an explanation or a terminal: controls and invisible characters
    /// escaped.
    var displayable: String { DisplayWidth.displayable(self) }
}
