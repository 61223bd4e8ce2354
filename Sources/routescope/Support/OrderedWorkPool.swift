import Foundation

/// Runs one job on many inputs on worker threads and hands the results back in the order the
/// inputs came, with at most ``limit`` inputs submitted and not yet handed back: memory stays
/// bounded however long the input is and however many workers there are.
///
/// Results are handed back on the submitting thread, inside ``submit(_:deliver:)`` (while it
/// waits for room) and ``finish(deliver:)``, so the caller's output needs no lock.
///
/// ```swift
/// let pool = OrderedWorkPool(workers: 4, limit: 8) { { (chunk: [String]) in chunk.map { $0.count } } }
/// for chunk in chunks { pool.submit(chunk) { print($0) } }
/// pool.finish { print($0) }
/// ```
final class OrderedWorkPool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    /// The most inputs in flight: queued, being worked on, or done and not handed back.
    let limit: Int
    private let condition = NSCondition()
    // Everything below is guarded by `condition`.
    private var queue: [(index: Int, input: Input)] = []
    private var results: [Int: Output] = [:]
    private var submitted = 0
    private var delivered = 0
    private var closed = false

    /// Starts `workers` threads (at least one), each of which runs the job `makeWork` makes for
    /// it on that thread (so that a worker can keep state of its own).
    init(workers: Int, limit: Int, makeWork: @escaping @Sendable () -> (Input) -> Output) {
        self.limit = max(1, limit)
        for _ in 0..<max(1, workers) {
            let thread = Thread { [self] in runWorker(makeWork()) }
            thread.start()
        }
    }

    /// Queues `input`, first handing back finished results in order while ``limit`` inputs are
    /// in flight (waiting for the oldest when it is not done yet).
    func submit(_ input: Input, deliver: (Output) -> Void) {
        condition.lock()
        while submitted - delivered >= limit {
            while results[delivered] == nil { condition.wait() }
            handBack(deliver)
        }
        queue.append((submitted, input))
        submitted += 1
        condition.broadcast()
        while results[delivered] != nil { handBack(deliver) }
        condition.unlock()
    }

    /// Hands back every remaining result in order, then lets the workers end.
    func finish(deliver: (Output) -> Void) {
        condition.lock()
        while delivered < submitted {
            while results[delivered] == nil { condition.wait() }
            handBack(deliver)
        }
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Hands back the oldest result, which must be done; the lock is released meanwhile so
    /// that workers go on.
    private func handBack(_ deliver: (Output) -> Void) {
        let output = results.removeValue(forKey: delivered)!
        delivered += 1
        condition.unlock()
        deliver(output)
        condition.lock()
    }

    private func runWorker(_ work: (Input) -> Output) {
        condition.lock()
        while true {
            while queue.isEmpty && !closed { condition.wait() }
            if queue.isEmpty {
                condition.unlock()
                return
            }
            let (index, input) = queue.removeFirst()
            condition.unlock()
            let output = work(input)
            condition.lock()
            results[index] = output
            condition.broadcast()
        }
    }
}
