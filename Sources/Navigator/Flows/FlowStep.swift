/// One step of a flow: an event, and what the app should show after it.
///
/// ```yaml
/// - open: myapp://setting/changeAccount
///   expect: {tab: setting, stack: [settings], modal: [login]}
/// - back
/// ```
public struct FlowStep: Sendable, Hashable {
    /// The event the step applies.
    public var event: NavigationEvent
    /// What must hold afterwards, in the order the file lists them.
    public var expectations: [Expectation]
    /// Where the step is written.
    public var position: FlowPosition

    public init(event: NavigationEvent, expectations: [Expectation] = [], position: FlowPosition) {
        self.event = event
        self.expectations = expectations
        self.position = position
    }
}
