import TextBytes

/// The words of the scanner's problems: what RFC 3986 does not allow where it stands, and what
/// Foundation does with it.
extension ProblemRenderer {
    func syntaxWords(_ detail: ProblemDetail, at span: Range<Int>, in analysis: LinkAnalysis?) -> Diagnostic.Words {
        switch detail {
        case .emptyScheme:
            return Diagnostic.Words(message: "the link starts with \":\", so its scheme is empty; write the scheme before it")
        case .schemeStartsWithNonLetter:
            return Diagnostic.Words(message: "the scheme must start with a letter, found \(quoted(span))")
        case .nonASCIIScheme:
            return Diagnostic.Words(
                message: "the scheme may only hold ASCII letters, digits, \"+\", \"-\" and \".\", found \(quoted(span))")
        case .unclosedIPLiteral:
            return Diagnostic.Words(message: "the IP literal in the host opens with \"[\" but never closes with \"]\"")
        case .textAfterIPLiteral:
            return Diagnostic.Words(message: "only \":port\" may follow an IP literal, found \(quoted(span))")
        case .notAllowedInIPLiteral:
            return Diagnostic.Words(message: "\(quoted(span)) is not allowed in an IP literal (RFC 3986 §3.2.2)")
        case .notAnIPLiteral:
            return Diagnostic.Words(
                message: "\(quoted(span)) is neither an IPv6 address nor an IPvFuture literal (RFC 3986 §3.2.2), so it names no host")
        case .portNotDigits:
            return Diagnostic.Words(message: "the port must be digits only, found \(quoted(span))")
        case .portOutOfRange:
            return Diagnostic.Words(message: "port \(text(span)) is out of range (0 to 65535)")
        case .badPercentEscape:
            let found = text(span)
            let reason =
                span.count == 1
                ? "\"%\" is not followed by two hex digits"
                : "\"\(found)\" is not a valid percent-escape (\"%\" must be followed by two hex digits)"
            return Diagnostic.Words(
                message: "\(reason); Foundation on iOS 17+ silently re-encodes the \"%\" as %25 while older iOS rejects the link. Write %25 for a literal \"%\"",
                found: found, fix: Fix(span: span.lowerBound..<span.lowerBound + 1, replacement: "%25", .machineApplicable))
        case .invalidUTF8Bytes(let kind):
            return Diagnostic.Words(message: "the \(kind.rawValue) contains bytes that are not valid UTF-8")
        case .replacementCharacter(let kind):
            return Diagnostic.Words(
                message: "U+FFFD REPLACEMENT CHARACTER in the \(kind.rawValue): the text was not valid UTF-8 before it reached RouteScope")
        case .invisibleCharacter(let kind):
            let scalar = UTF8Decoding.scalar(in: bytes, at: span.lowerBound, limit: span.upperBound).0 ?? "\u{FFFD}"
            let name = UnicodeScalarNames.invisibleName(of: scalar) ?? ""
            // In a query value or the fragment, removing it changes one value; in a name, or where
            // it decides where the link goes, the link read without it can read or go elsewhere,
            // with problems of its own.
            let inValue = url.queryItems(in: bytes).contains { $0.value?.contains(span.lowerBound) == true }
            let isSafe = kind == .fragment || kind == .userinfo || (kind == .query && inValue && !removalSplitsQuery(span))
            return Diagnostic.Words(
                message: "invisible character \(UnicodeScalarNames.codePoint(scalar)) \(name) in the \(kind.rawValue); it is easy to paste by accident and makes the link fail on older iOS and Android. Remove it, or encode it as \(percentEncoded(span))",
                found: UnicodeScalarNames.codePoint(scalar), fix: Fix(span: span, replacement: "", isSafe ? .machineApplicable : .maybeIncorrect))
        case .rawNonASCII(let kind):
            let encoded = percentEncoded(span)
            return Diagnostic.Words(
                message: "raw non-ASCII text \(quoted(span)) in the \(kind.rawValue) must be percent-encoded as \(encoded); iOS 17+ encodes it silently, but older iOS and many Android routers reject or mangle it",
                expected: encoded, found: text(span), fix: Fix(span: span, replacement: encoded, .machineApplicable))
        case .disallowedByte(let kind):
            return disallowedByteWords(bytes[span.lowerBound], in: kind, at: span, analysis: analysis)
        case .missingQueryMark:
            // An item before the `&` (`articleDetailuserId=1&articleId=2`) means the `?` was left
            // out earlier: writing it here would leave that item in the path, so it is a guess.
            let segmentStart = bytes[..<span.lowerBound].lastIndex(of: UInt8(ascii: "/")) ?? 0
            let itemBefore = bytes[segmentStart..<span.lowerBound].contains(UInt8(ascii: "="))
            return Diagnostic.Words(
                message: itemBefore
                    ? "the path holds query items joined by \"&\" with no \"?\" before them, so the app reads them as part of the path, and none of its parameters; the \"?\" belongs before the first item"
                    : "the query starts with \"&\" instead of \"?\", so the app reads it as part of the path, and none of its parameters; write \"?\"",
                expected: "?", found: "&", fix: Fix(span: span, replacement: "?", itemBefore ? .maybeIncorrect : .machineApplicable))
        case .htmlEscapedSeparator:
            let isSeparator = bytes[span.lowerBound] == UInt8(ascii: "&")
            // Before the end of the query or another `&`, it separates nothing: deleted, not unescaped.
            let separatesNothing =
                span.upperBound == url.query?.upperBound || (span.upperBound < bytes.count && bytes[span.upperBound] == UInt8(ascii: "&"))
            if separatesNothing {
                return Diagnostic.Words(
                    message:
                        "\(quoted(span)) is \"&\" escaped for HTML, as links copied from an email template are: the app reads a parameter named \"amp;\"; it separates nothing here, so delete it",
                    found: text(span), fix: Fix(span: span, replacement: "", .machineApplicable))
            }
            return Diagnostic.Words(
                message:
                    "\(quoted(span)) is \"&\" escaped for HTML, as links copied from an email template are: the app reads a parameter named \"amp;…\"; write \"&\"",
                expected: isSeparator ? "&" : nil, found: text(span), fix: Fix(span: span, replacement: isSeparator ? "&" : "", .machineApplicable))
        case .wrongSeparator:
            return Diagnostic.Words(
                message: "\";\" stands where \"&\" separates parameters, so the app reads the next parameter as part of this value; write \"&\"",
                expected: "&", found: ";", fix: Fix(span: span, replacement: "&", .machineApplicable))
        case .hashInValue(let name):
            return Diagnostic.Words(
                message:
                    "a raw \"#\" right after \(text(name))= starts the fragment, so the app reads \(text(name)) as empty; encode it as %23",
                param: text(name), expected: "%23", found: "#",
                fix: Fix(span: span, replacement: "%23", followsMissingQueryMark(span, in: analysis) ? .maybeIncorrect : .machineApplicable))
        case .unfilledPlaceholder:
            let name = text(span.lowerBound + 1..<span.upperBound - 1)
            return Diagnostic.Words(
                message: "\(quoted(span)) is a placeholder left from a template: fill in \(name)", param: name, found: text(span))
        default:
            preconditionFailure("not a syntax problem: \(detail)")
        }
    }

    /// Whether `span` stands in a query that is one only because a `&` before it is read as the
    /// missing `?` (`missing-query-mark`): encoding a `#` there, without that `?`, moves the
    /// fragment's start and leaves the rest to be read as path. The `?`'s fix goes first, and
    /// then this one is safe.
    private func followsMissingQueryMark(_ span: Range<Int>, in analysis: LinkAnalysis?) -> Bool {
        analysis?.problems.contains { $0.code == .missingQueryMark && $0.span.upperBound <= span.lowerBound } ?? false
    }

    /// The words of text pasted or exported with the link, and its removal.
    ///
    /// The removal is machine-applicable, except for sentence punctuation (`.,;:!?'`) after a
    /// bare link whose last part is free text (a text or undeclared parameter's value, the
    /// fragment), where a person may have meant it (`q=wow!`): then it is a guess. Text before
    /// the link's scheme, brackets and quotes with no pair in the link, punctuation after a path,
    /// a typed value or prose before the link, are certainly not the link's.
    func textAroundLinkWords(_ side: TextAroundLink.Side, at span: Range<Int>, in analysis: LinkAnalysis?) -> Diagnostic.Words {
        // Controls and invisible characters in it are shown escaped, and a quote too: `"\""`, not `"""`.
        let quoted = text(span).quotedForMessage
        switch side {
        case .before:
            return Diagnostic.Words(
                message:
                    "\(quoted) before the link is text pasted or exported with it: a link starts at its scheme, and the app reads no link in this text. Read here without it; remove it",
                found: text(span), fix: Fix(span: span, replacement: "", .machineApplicable))
        case .after:
            let mayBeMeant = mayBeMeant(textAfter: span, in: analysis)
            let meant = mayBeMeant ? "; if the link means it, percent-encode it as \(percentEncoded(span))" : ""
            return Diagnostic.Words(
                message:
                    "\(quoted) after the link is text pasted or exported with it: linkifiers (GitHub, Apple's data detectors) end a link before trailing punctuation and unpaired brackets and quotes, but the app reads it as part of the link. Read here without it; remove it\(meant)",
                found: text(span), fix: Fix(span: span, replacement: "", mayBeMeant ? .maybeIncorrect : .machineApplicable))
        }
    }

    /// Whether the text after a bare link, `span`, may be meant by the free text before it: it
    /// holds sentence punctuation or a quote (`q=wow!`, `q=smile:)`, `q=U.S.`, `q=12"`), which
    /// text can end with.
    /// Blanks (which no parser keeps at the end of a link), invisible characters, and brackets
    /// and quotes the link holds no pair of are not.
    private func mayBeMeant(textAfter span: Range<Int>, in analysis: LinkAnalysis?) -> Bool {
        let holdsPunctuation = span.contains { index in
            switch bytes[index] {
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"),
                UInt8(ascii: "'"), UInt8(ascii: "\""):
                true
            default: false
            }
        }
        // Prose before the link says that the punctuation is the prose's.
        guard holdsPunctuation, url.scheme?.lowerBound ?? 0 == 0 else { return false }
        if url.fragment?.upperBound == span.lowerBound { return true }
        guard let last = url.queryItems(in: bytes).reduce(nil, { $1 as QueryItemSpan? }), let value = last.value, value.upperBound == span.lowerBound else { return false }
        guard let analysis, let record = analysis.records.last(where: { $0.valueSpan?.upperBound == span.lowerBound }),
            let spec = record.spec(in: analysis.catalog)
        else { return true }
        // A list's last element is as free as a string.
        if case .string = spec.type.valueType { return true }
        return false
    }

    private func disallowedByteWords(_ byte: UInt8, in kind: URLComponentKind, at span: Range<Int>, analysis: LinkAnalysis?) -> Diagnostic.Words {
        let encoded = percentEncoded(span)
        let fix = Fix(span: span, replacement: encoded, .machineApplicable)
        switch byte {
        case UInt8(ascii: " "):
            // A space in a value is the value's; one in the host or in a path segment that is no
            // path parameter's value is more likely prose after the link (`…/feed, thanks`), which
            // `%20` would write into the path for good.
            let isValue = kind == .query || kind == .fragment || (kind == .path && isInPathValue(span, analysis))
            return Diagnostic.Words(
                message: "raw space in the \(kind.rawValue); Foundation on iOS 17+ silently encodes it as %20, older iOS returns nil. Encode it as %20",
                found: " ", fix: kind == .scheme || kind == .port ? nil : Fix(span: span, replacement: encoded, isValue ? .machineApplicable : .maybeIncorrect))
        case UInt8(ascii: "#") where kind == .fragment:
            return Diagnostic.Words(
                message: "a second \"#\" in the fragment; Foundation on iOS 17+ silently encodes it as %23, older iOS returns nil. Encode it as %23",
                found: "#", fix: fix)
        case 0..<0x20, 0x7F:
            let scalar = Unicode.Scalar(byte)
            return Diagnostic.Words(
                message: "control character \(UnicodeScalarNames.describe(scalar)) in the \(kind.rawValue); Foundation on iOS 17+ silently encodes it as \(encoded), older iOS returns nil",
                found: UnicodeScalarNames.codePoint(scalar), fix: kind == .scheme || kind == .port ? nil : fix)
        default:
            let character = String(UnicodeScalar(byte))
            if kind == .scheme {
                return Diagnostic.Words(
                    message: "\(character.quotedForMessage) is not allowed in a scheme, which may only hold ASCII letters, digits, \"+\", \"-\" and \".\"",
                    found: character)
            }
            return Diagnostic.Words(
                message: "\(character.quotedForMessage) is not allowed in the \(kind.rawValue) by RFC 3986; Foundation on iOS 17+ silently encodes it as \(encoded), older iOS returns nil. Encode it as \(encoded)",
                found: character, fix: fix)
        }
    }

    /// Whether `span` lies in the value of a path parameter as `analysis` read the link.
    private func isInPathValue(_ span: Range<Int>, _ analysis: LinkAnalysis?) -> Bool {
        analysis?.records.contains { $0.source == .path && $0.valueSpan.map { $0.contains(span.lowerBound) } == true } ?? false
    }

    /// Whether deleting `span`, inside a query value, would join its neighbours into a
    /// delimiter the query is split on: a `;` before a parameter name (`b;\u{200B}page=2`
    /// becomes `b;page=2`, read as two items) or a `#` right after the `=` (`c=\u{200B}#F00`
    /// becomes `c=#F00`, whose `#` is a `hash-in-value`). The query would then read otherwise.
    func removalSplitsQuery(_ span: Range<Int>) -> Bool {
        guard span.lowerBound > 0, span.upperBound < bytes.count else { return false }
        switch bytes[span.lowerBound - 1] {
        case UInt8(ascii: ";"): return QueryItemSplitter.startsParameter(bytes, at: span.upperBound, limit: bytes.count)
        case UInt8(ascii: "="): return bytes[span.upperBound] == UInt8(ascii: "#")
        default: return false
        }
    }
}
