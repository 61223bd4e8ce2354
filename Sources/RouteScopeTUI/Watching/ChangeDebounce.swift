/// Gathers file changes until they settle: an editor saves in several steps (truncate and
/// write, or write a new file and rename it), and one reload should follow the last step, not
/// the first. A pure value: the explorer's loop gives it the time.
struct ChangeDebounce: Sendable {
    /// How long no change must come before the gathered ones are due.
    let quiet: Duration
    /// The changed paths gathered so far.
    private(set) var pending: Set<String> = []
    private var lastChange: ContinuousClock.Instant?

    init(quiet: Duration) { self.quiet = quiet }

    /// Notes `paths` as changed at `now`; nothing when it is empty.
    mutating func note(_ paths: Set<String>, at now: ContinuousClock.Instant) {
        guard !paths.isEmpty else { return }
        pending.formUnion(paths)
        lastChange = now
    }

    /// The gathered paths, once no change has come for ``quiet``, and the debounce empty again;
    /// nil while changes are still coming or there are none.
    mutating func settled(at now: ContinuousClock.Instant) -> Set<String>? {
        guard let lastChange, now - lastChange >= quiet else { return nil }
        defer {
            pending = []
            self.lastChange = nil
        }
        return pending
    }
}
