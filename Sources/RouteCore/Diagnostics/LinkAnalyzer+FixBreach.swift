/// How a fix breaks the promise of a machine-applicable one: applied alone, it removes a problem
/// of its code and adds no error that no machine-applicable fix mends
/// (``Fix/Applicability-swift.enum/machineApplicable``).
package struct FixBreach: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Sendable, Hashable {
        /// The fixed link has as many problems of the fix's code as the link had, or more.
        case problemStays
        /// The fixed link has more errors of these codes than the link had.
        case addsErrors([DiagnosticCode])
    }

    /// The link the fix was applied to.
    package let link: String
    /// The link with the fix applied.
    package let fixedLink: String
    /// The code of the problem the fix mends.
    package let code: DiagnosticCode
    /// What went wrong.
    package let kind: Kind

    /// The two links and what the fix did wrong, in a line.
    package var description: String {
        let edit = "\(link.debugDescription) → \(fixedLink.debugDescription)"
        switch kind {
        case .problemStays: return "\(edit): the \(code.rawValue) problem stays"
        case .addsErrors(let codes): return "\(edit): the \(code.rawValue) fix adds \(codes.map(\.rawValue).joined(separator: ", "))"
        }
    }
}

extension LinkAnalyzer {
    /// How applying `fix` alone to the link `analysis` reads, the fix of one of its `code`
    /// problems, breaks the promise of a machine-applicable fix; nil when the fixed link has fewer
    /// problems of that code, and no more errors of any code but those a machine-applicable fix
    /// of their own mends.
    ///
    /// The rule the fix-invariant tests and the `link` fuzz target both hold every
    /// machine-applicable fix to. It is not judged (nil) when either link has more problems than
    /// an analysis keeps (``ProblemList/limit``): their counts are of the kept ones, and a fix
    /// that removes some lets others that were only counted be kept.
    package func breach(of fix: Fix, mending code: DiagnosticCode, in analysis: LinkAnalysis) -> FixBreach? {
        let fixedLink = fix.applied(to: analysis.input)
        let after = analyze(fixedLink)
        guard analysis.keepsEveryProblem, after.keepsEveryProblem else { return nil }
        if after.problems.count(where: { $0.code == code }) >= analysis.problems.count(where: { $0.code == code }) {
            return FixBreach(link: analysis.input, fixedLink: fixedLink, code: code, kind: .problemStays)
        }
        let added = analysis.lastingErrorCodes(in: after)
        return added.isEmpty ? nil : FixBreach(link: analysis.input, fixedLink: fixedLink, code: code, kind: .addsErrors(added))
    }

    /// Whether applying `fix` alone to the link `analysis` reads adds an error that no
    /// machine-applicable fix of its own mends: what ``LinkAnalysis/diagnostics`` holds every
    /// machine-applicable fix to as it words it. An added error with a safe fix of its own (a
    /// value's case, revealed once its name's case is mended) is the next step
    /// ``everyFix(for:)`` takes. Not judged (false) past ``ProblemList/limit``, as
    /// ``breach(of:mending:in:)``.
    package func addsLastingError(_ fix: Fix, to analysis: LinkAnalysis) -> Bool {
        let after = analyze(fix.applied(to: analysis.input))
        return analysis.keepsEveryProblem && after.keepsEveryProblem && !analysis.lastingErrorCodes(in: after).isEmpty
    }
}

extension LinkAnalysis {
    /// The codes of which `other` has more errors than this analysis, of which some error has no
    /// machine-applicable fix as the renderer words it, in the order of their names: the errors
    /// a fix that leads from this link to `other` leaves for a person.
    package func lastingErrorCodes(in other: LinkAnalysis) -> [DiagnosticCode] {
        let added = codesWithMoreErrors(in: other)
        guard !added.isEmpty else { return [] }
        let unmended = Set(other.renderedDiagnostics.filter { $0.severity == .error && $0.fix?.applicability != .machineApplicable }.map(\.code))
        return added.filter(unmended.contains)
    }

    /// The codes of which `other` has more errors than this analysis, in the order of their names.
    package func codesWithMoreErrors(in other: LinkAnalysis) -> [DiagnosticCode] {
        func errors(_ analysis: LinkAnalysis) -> [DiagnosticCode: Int] {
            analysis.problems.reduce(into: [:]) { counts, problem in
                if problem.severity == .error { counts[problem.code, default: 0] += 1 }
            }
        }
        let before = errors(self)
        return errors(other).filter { $0.value > before[$0.key, default: 0] }.map(\.key).sorted { $0.rawValue < $1.rawValue }
    }

    /// Whether every problem of the link is kept, none only counted in a summary past
    /// ``ProblemList/limit``: only then do counts of problems by code say what the link has.
    package var keepsEveryProblem: Bool {
        !problems.contains { if case .suppressed = $0.detail { true } else { false } }
    }
}
