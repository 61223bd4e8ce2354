#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a first, lean match of a link with problems leaves out, produced when first asked for:
/// the words of its problems, its destination, components and readings.
///
/// ``LinkAnalyzer`` matches a link with problems without writing their words or reading its
/// parameters: each diagnostic keeps its code, its span and its position in the order the
/// matcher reports problems. When someone reads the words of any of them, or the analysis's
/// ``LinkAnalysis/params`` (or `url`, `tab`, `screen`), this runs the matcher again on the same
/// link, writing and reading everything this time, and keeps it all. Both runs take the same
/// decisions (the words and readings are the only difference), so the `index`-th problem
/// reported is the same problem. `DeferredMatchTests` checks the agreement.
///
/// Analyses are values that may cross threads, so the match is run under a lock, once.
final class DeferredMatch: @unchecked Sendable {
    /// Everything the full match gives that the lean one left out.
    struct Full {
        /// The words of every problem, in the order the matcher reports them.
        var words: [Diagnostic.Words]
        var tab: NameMatch?
        var screen: NameMatch?
        var url: ScannedURL
        var params: [ParamReading]
    }

    private let input: String
    private let map: CompiledRouteMap
    private let requiresCampaign: Bool
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Written once, under `mutex`.
    private var matched: Full?

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
        let words = full.words
        // Not reached (both runs report the same problems), but a wrong sentence beats a crash.
        guard index < words.count else { return Diagnostic.Words(message: "\(code.rawValue) here") }
        return words[index]
    }

    /// The full match, run now if it has not been.
    var full: Full {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let matched { return matched }
        let full = match()
        matched = full
        return full
    }

    private func match() -> Full {
        return input.withUTF8Bytes { bytes in
            let matcher = LinkMatcher(bytes: bytes, map: map, requiresCampaign: requiresCampaign)
            matcher.match()
            return Full(
                words: matcher.diagnostics.items.map(\.words), tab: matcher.tabMatch, screen: matcher.screenMatch, url: matcher.url,
                params: matcher.params)
        }
    }
}
