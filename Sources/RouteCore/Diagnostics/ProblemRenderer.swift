import TextBytes

/// Writes the words of ``LinkProblem``s: the one place RouteScope's English about a link is
/// written, for the library's errors, `check` and the explorer alike.
///
/// A pure function of the problem, the link's bytes and, for problems of the route, the analysis
/// that found them (its route map, where the link went, what it read). Did-you-mean is computed
/// here, when the words are asked for, unless the match went on with the suggestion (then the
/// problem names it).
struct ProblemRenderer {
    /// The link's bytes; every span is into them.
    let bytes: LinkBytes
    /// The link's components.
    let url: ScannedURL

    /// The words of `problem`, found by `analysis` (nil for a scan alone, whose problems are
    /// syntax), as a ``Diagnostic``.
    ///
    /// The analysis is lent to each call, never kept: held by the renderer, it was copied, each
    /// of its references retained, for every link that has a problem.
    func diagnostic(_ problem: LinkProblem, in analysis: LinkAnalysis?) -> Diagnostic {
        let words = words(problem, in: analysis)
        return Diagnostic(
            problem.code, words.message, span: problem.span, param: words.param, expected: words.expected, found: words.found,
            fix: words.fix)
    }

    /// The words of `problem`. A problem of the route (its destination or parameters) is worded
    /// with the `analysis` that found it, which only an analysis records, so it is never nil then.
    func words(_ problem: LinkProblem, in analysis: LinkAnalysis?) -> Diagnostic.Words {
        let span = problem.span
        switch problem.detail {
        case .emptyScheme, .schemeStartsWithNonLetter, .nonASCIIScheme, .unclosedIPLiteral, .textAfterIPLiteral,
            .notAllowedInIPLiteral, .notAnIPLiteral, .portNotDigits, .portOutOfRange, .badPercentEscape, .invalidUTF8Bytes,
            .replacementCharacter, .invisibleCharacter, .rawNonASCII, .disallowedByte, .unfilledPlaceholder, .missingQueryMark,
            .htmlEscapedSeparator, .wrongSeparator, .hashInValue:
            return syntaxWords(problem.detail, at: span, in: analysis)
        case .textAroundLink(let side):
            return textAroundLinkWords(side, at: span, in: analysis)
        case .suppressed(let count):
            return Diagnostic.Words(
                message:
                    "\(count) more problem\(count == 1 ? "" : "s") not listed (only the first \(ProblemList.limit) are); the first \(problem.code.severity.rawValue) among them is a \(problem.code.rawValue) here"
            )
        case .missingPathParameter, .missingLandingParameter, .missingQueryParameter, .campaignMissing, .duplicateParameter,
            .missingValue, .emptyValue, .emptyListElement, .invalidValue, .doubleEncoded, .uppercaseCampaignValue, .invalidUTF8, .nameCaseMismatch,
            .unknownParameter, .parametersInFragment:
            return parameterWords(problem.detail, at: span, in: analysis!)
        case .pathPlaceholder(let name, let param, let index, let isEmpty):
            return placeholderWords(name, param: param, of: index, isEmpty: isEmpty, in: analysis!)
        case .unknownScheme, .noScheme, .missingScheme, .tabAfterEmptyHost, .tabWithoutAuthority, .missingSchemePrefix, .notAWebHost, .insecureWebLink,
            .excludedByAppSiteAssociation, .outsideWebPrefix, .notAnAndroidAppLink, .noTab, .screenNamedAsTab, .unknownTab,
            .screenInOtherTab, .unknownScreen, .noRoute, .extraPath, .straySlash, .screenInNavigator, .pathFromLinkStart, .catchAll,
            .loginRequired:
            return destinationWords(problem.detail, at: span, in: analysis!)
        }
    }


    /// The words of a path parameter the builder left as `{name}`.
    private func placeholderWords(_ name: String, param: Int?, of index: ScreenIndex, isEmpty: Bool, in analysis: LinkAnalysis) -> Diagnostic.Words {
        let screen = analysis.map.routeMap.tabs[index.tab].screens[index.screen]
        let expected = param.map { screen.params[$0].type.expectation } ?? "a value"
        let path = parameterPath(of: index, in: analysis.map.routeMap)
        return isEmpty
            ? Diagnostic.Words(message: "\(name) is empty; the path \(path) needs \(expected) there", param: name, expected: expected, found: "")
            : Diagnostic.Words(message: "\(screen.name) requires \(name) (\(expected)) in its path \(path)", param: name, expected: expected)
    }

    /// The path a message names for a parameter of the screen at `index`: its own, or, when its
    /// own is empty, the whole path in links, whose tab's part holds the parameter.
    func parameterPath(of index: ScreenIndex, in routeMap: RouteMap) -> PathTemplate {
        let tab = routeMap.tabs[index.tab]
        let screen = tab.screens[index.screen]
        return screen.path.segments.isEmpty ? tab.linkPath(of: screen) : screen.path
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String { bytes.text(range) }

    /// The text of `range` in double quotes, as every message quotes text (``String/quotedForMessage``).
    func quoted(_ range: Range<Int>) -> String { text(range).quotedForMessage }

    /// `range` with every byte percent-encoded.
    func percentEncoded(_ range: Range<Int>) -> String { PercentEncoding.encodeAll(bytes[rebasing: range]) }

    func decoded(_ range: Range<Int>, plusAsSpace: Bool = false) -> PercentEncoding.Decoded {
        PercentEncoding.decode(bytes, range, plusAsSpace: plusAsSpace)
    }
}
