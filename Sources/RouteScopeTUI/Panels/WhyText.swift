import Navigator
import RouteCore

/// The rows of the navigation panel's Why: why the app is in its state, then, in a demo, the
/// step's expectations. Links in it are fitted by ``LinkFitting`` (query first), never broken
/// mid-word. A failed expectation is marked `✗` in the error style everywhere; a met one shows
/// `✓`, except while presenting, where the Why tells the story alone.
enum WhyText {
    /// The rows at `width` columns, at most `maxLines` of them: the expectations keep theirs
    /// first (failures, then ticks), and the explanation ends in `…` when it is cut.
    static func lines(_ explorer: Explorer, width: Int, maxLines: Int) -> [(String, TextStyle)] {
        guard width > 0, maxLines > 0 else { return [] }
        let results = (explorer.demoOutcome?.results ?? []).filter { !(explorer.presenting && $0.met) }
        let checks = results.map { result in
            TextFitting.wrapped((result.met ? "✓ " : "✗ ") + LinkFitting.fittingLinks(in: result.description, width: width - 2), width: width)
                .map { ($0, result.met ? TextStyle(.ok) : failure) }
        }
        let failed = checks.indices.filter { !results[$0].met }.flatMap { checks[$0] }
        let met = checks.indices.filter { results[$0].met }.flatMap { checks[$0] }
        let storyRoom = max(1, maxLines - failed.count - min(met.count, 2))
        let caption = explorer.demoOutcome.map { $0.step.event.isCaption } ?? false
        let story = TextFitting.wrapped(LinkFitting.fittingLinks(in: explorer.explanation, width: width), width: width, maxLines: storyRoom)
            .map { ($0, caption ? TextStyle(.plain, bold: true) : TextStyle.plain) }
        return Array((story + failed + met).prefix(maxLines))
    }

    /// How a failed expectation is drawn: red and bold, reverse video without colour.
    static let failure = TextStyle(.error, bold: true)
}
