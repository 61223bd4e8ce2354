import RouteCore
import RouteTools
import TestSupport
import Testing

/// Android's answer as one line of text, and as the JSON `check`, `routes` and `simulate` write.
@Suite struct PlatformAnswerTests {
    static let answers = [
        AndroidLinkEligibility(result: .opensApp, activity: "org.example.Main", filter: 1, reason: "\"example.org\" is verified", linkIsWeb: true, decidingPart: .host),
        AndroidLinkEligibility(result: .noFilter, activity: nil, filter: nil, reason: "the link has no scheme, so no intent filter can take it", linkIsWeb: false, decidingPart: .scheme),
        AndroidLinkEligibility(result: .chooser, activity: "org.example.Ü\"", filter: 0, reason: "a \"quoted\"\nreason", linkIsWeb: false, decidingPart: .scheme),
    ]

    @Test func theLineNamesTheActivityAndFilterWhenThereIsOne() {
        #expect(written { PlatformAnswer.writeAndroid(Self.answers[0], prefix: "  ", to: &$0) }
            == "  android: opens-app (org.example.Main, intent filter 2): \"example.org\" is verified\n")
        #expect(written { PlatformAnswer.writeAndroid(Self.answers[1], to: &$0) }
            == "android: no-filter: the link has no scheme, so no intent filter can take it\n")
    }

    /// `check --format json` writes the answer byte by byte; `routes` and `simulate` build it as a
    /// value. Both say the same.
    @Test(arguments: answers)
    func checksBytesAgreeWithTheValue(_ answer: AndroidLinkEligibility) throws {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home").replacing(androidEligibility: answer)
        let line = written { JSONReport.write(analysis, to: &$0) }
        #expect(line.contains(#","android":"# + JSONValue.object(answer.jsonPairs).serialized() + #","route":"#))
    }

    @Test func linesForALinkFollowTheMapsInputs() throws {
        let analysis = LinkAnalyzer(routeMap: .sample).analyze("myapp://home")
        #expect(PlatformAnswer.lines(for: analysis, in: .sample).isEmpty)
    }
}

extension AndroidLinkEligibility: CustomTestStringConvertible {
    public var testDescription: String { result.rawValue }
}
