#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The words of one link's problems, written when first asked for.
///
/// ``LinkAnalyzer`` matches a link with problems without writing their words: each diagnostic
/// keeps its code, its span and its position in the order the matcher reports problems. When
/// someone reads the words of any of them, this runs the matcher again on the same link, writing
/// words this time, and keeps them all. Both runs take the same decisions (the words are the
/// only difference), so the `index`-th problem reported is the same problem.
/// `DeferredWordingTests` checks the agreement.
///
/// Analyses are values that may cross threads, so the words are written under a lock, once.
final class DeferredWording: @unchecked Sendable {
    private let input: String
    private let map: CompiledRouteMap
    private let requiresCampaign: Bool
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Written once, under `mutex`.
    private var written: [Diagnostic.Words]?

    init(input: String, map: CompiledRouteMap, requiresCampaign: Bool) {
        self.input = input
        self.map = map
        self.requiresCampaign = requiresCampaign
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The words of the `index`-th problem reported, whose code is `code`.
    func words(at index: Int, code: DiagnosticCode) -> Diagnostic.Words {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let written = self.written ?? write()
        self.written = written
        // Not reached (both runs report the same problems), but a wrong sentence beats a crash.
        guard index < written.count else { return Diagnostic.Words(message: "\(code.rawValue) here") }
        return written[index]
    }

    /// The words of every problem, in the order the matcher reports them.
    private func write() -> [Diagnostic.Words] {
        var text = input
        return text.withUTF8 { bytes in
            let matcher = LinkMatcher(bytes: bytes, map: map, requiresCampaign: requiresCampaign)
            matcher.match()
            return matcher.diagnostics.items.map(\.words)
        }
    }
}
