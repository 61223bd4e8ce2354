/// What playing one flow step did, and whether its expectations held.
public struct StepOutcome: Sendable, Hashable {
    /// The step's index in the flow, from 0.
    public var index: Int
    public var step: FlowStep
    /// The event's transition: the new state and why.
    public var transition: Transition
    /// One result per expectation, in the order the step lists them.
    public var results: [ExpectationResult]

    public init(index: Int, step: FlowStep, transition: Transition, results: [ExpectationResult]) {
        self.index = index
        self.step = step
        self.transition = transition
        self.results = results
    }

    /// Whether every expectation held.
    public var passed: Bool { results.allSatisfy(\.met) }

    /// The expectations that did not hold.
    public var failures: [ExpectationResult] { results.filter { !$0.met } }
}
