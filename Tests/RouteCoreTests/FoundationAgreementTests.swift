import Foundation
import RouteCore
import Testing

/// DESIGN.md, "URLs and spans": for every link RouteScope accepts, its split must equal
/// Foundation's `URLComponents` (the `percentEncoded…` properties). RouteScope is stricter than
/// Foundation on purpose, so links we reject are not compared; they must only carry an error
/// whose span points into the link.
@Suite struct FoundationAgreementTests {
    /// Fixed so that a failure names a link that fails again on the next run.
    static let seed: UInt64 = 0x5EED_0F_A6EE
    static let generatedCount = 2_400

    @Test func everyAcceptedLinkSplitsLikeFoundation() {
        let inputs =
            FoundationAgreementInputs.accepted + FoundationAgreementInputs.rejected
            + FoundationAgreementInputs.generated(count: Self.generatedCount, seed: Self.seed)
        var tally = Tally()
        for input in inputs { tally.check(input) }

        for problem in tally.problems.prefix(25) { Issue.record(Comment(rawValue: problem)) }
        #expect(tally.problems.isEmpty, "\(tally.problems.count) problems over \(inputs.count) links")
        // The comparison only means something if both sides of the line were exercised a lot.
        #expect(tally.accepted > 1_000, "only \(tally.accepted) of \(inputs.count) links were accepted")
        #expect(tally.rejected > 500, "only \(tally.rejected) of \(inputs.count) links were rejected")
        print(
            "FoundationAgreement: \(inputs.count) links, \(tally.accepted) accepted, \(tally.rejected) rejected, "
                + "\(tally.warnedOnly) with warnings only")
    }

    @Test(arguments: FoundationAgreementInputs.accepted)
    func handWrittenLinkIsAccepted(_ input: String) {
        let scan = URLScanner.scan(input)
        #expect(scan.diagnostics.isEmpty, "\(input.debugDescription): \(scan.diagnostics.map(\.message))")
    }

    @Test(arguments: FoundationAgreementInputs.rejected)
    func handWrittenLinkIsRejected(_ input: String) {
        #expect(URLScanner.scan(input).hasError, "\(input.debugDescription) should have an error")
    }

    /// The Punycode allowance in ``FoundationDeviations`` may stay only while Foundation needs it.
    @Test func foundationStillDecodesPunycodeHosts() {
        let components = URLComponents(string: "https://xn--n3h/")
        #expect(components?.percentEncodedHost == "%E2%98%83")
        #expect(components?.encodedHost == "xn--n3h")
    }

    @Test func generatorIsDeterministic() {
        var random = SplitMix64(seed: 0)
        // The reference outputs of SplitMix64 for seed 0.
        #expect([random.next(), random.next(), random.next()] == [
            0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
        ])
        #expect(
            FoundationAgreementInputs.generated(count: 50, seed: Self.seed)
                == FoundationAgreementInputs.generated(count: 50, seed: Self.seed))
    }
}

/// What the agreement test found, link by link.
private struct Tally {
    var accepted = 0
    var rejected = 0
    var warnedOnly = 0
    var problems: [String] = []

    mutating func check(_ input: String) {
        let scan = URLScanner.scan(input)
        let name = input.debugDescription
        problems += scan.spanProblems(in: input).map { "\(name): \($0)" }

        if scan.hasError {
            // A rejection: spanProblems above has already checked that every error points into the link.
            rejected += 1
            return
        }
        guard scan.isAcceptedForAgreement else {
            // Warnings only (raw non-ASCII): valid to RouteScope, but Foundation percent-encodes
            // the text, so there is no byte-for-byte split to compare.
            warnedOnly += 1
            return
        }
        accepted += 1
        guard let foundation = URLSplit(foundation: input) else {
            problems.append("\(name): RouteScope accepts it, URLComponents(string:) returns nil")
            return
        }
        let ours = URLSplit(scan.url, in: input)
        let differences = ours.differences(from: foundation)
        if !differences.isEmpty {
            problems.append("\(name): RouteScope vs Foundation: \(differences.joined(separator: "; "))")
        }
    }
}
