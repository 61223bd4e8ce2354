import Foundation

/// A small benchmark harness: warm-up, several timed runs, the median.
enum Harness {
    /// Nanoseconds per item of `body` over `items`, the median of `runs` runs after a warm-up.
    static func nanosecondsPerItem<T>(_ items: [T], runs: Int = 7, _ body: (T) -> Int) -> (median: Double, checksum: Int) {
        var checksum = 0
        for item in items.prefix(items.count / 10) { checksum &+= body(item) }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            for item in items { checksum &+= body(item) }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            samples.append(Double(elapsed) / Double(items.count))
        }
        samples.sort()
        return (samples[samples.count / 2], checksum)
    }

    /// The p-th percentile (0…100) of samples.
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let index = min(sorted.count - 1, Int((p / 100 * Double(sorted.count - 1)).rounded()))
        return sorted[index]
    }
}
