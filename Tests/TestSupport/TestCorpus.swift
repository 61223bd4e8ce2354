import Foundation

/// How many generated inputs the large-corpus tests run: one rule for every test target, so
/// that no test picks its own size for the build it runs in.
///
/// An optimized build (`swift test -c release`) runs the full corpora. A debug build runs a
/// tenth of each, which keeps `swift test` quick while every invariant still meets tens or
/// hundreds of inputs. `ROUTESCOPE_TEST_CORPUS=full` runs the full corpora in a debug build too,
/// as `.ci/run` does.
///
/// ```swift
/// for link in try DamagedLinks.make(TestCorpus.size(3_000)) { … }   // 300 in debug
/// ```
package enum TestCorpus {
    /// What a full-size corpus is divided by in this run: 1 when it runs at full size.
    package static let divisor: Int = {
        switch ProcessInfo.processInfo.environment["ROUTESCOPE_TEST_CORPUS"] {
        case "full": return 1
        case nil, "": return defaultDivisor
        case let other?: preconditionFailure("ROUTESCOPE_TEST_CORPUS is \"\(other)\"; set it to full, or unset it")
        }
    }()

    /// The share of the full corpora that a build runs by default.
    private static var defaultDivisor: Int {
        #if DEBUG
        10
        #else
        1
        #endif
    }

    /// The size of a corpus whose full size is `full`, in this run.
    package static func size(_ full: Int) -> Int { max(1, full / divisor) }
}
