import RouteCore
import TestSupport
import Testing

/// A file that is not JSON as Foundation's parser reads it is refused at the byte at fault, read
/// once by the project's one JSON reader; hostile input fails the same way, without a crash or a
/// hang.
@Suite("apple-app-site-association, malformed JSON")
struct AppSiteAssociationMalformedJSONTests {
    @Test func aTruncatedFileNamesWhereItEnds() {
        expectAASAProblems(#"{"applinks": {"details": [1️⃣"#, [("not valid JSON: the text ends where a value should start", 1)])
        expectAASAProblems(#"{"applinks": {"details": [{"appIDs": ["A.b"1️⃣"#, [("not valid JSON: the array is not closed", 1)])
        expectAASAProblems(#"{"applinks": 1️⃣"deta"#, [("not valid JSON: the string is not closed", 1)])
        expectAASAProblems("1️⃣", [("not valid JSON: the file is empty", 1)])
    }

    /// Foundation's parser reads past a comma before a closing bracket, so iOS reads the file:
    /// a warning at the comma, not JSON, and the rules still apply. A comma with nothing before
    /// it, or two in a row, is not read past.
    @Test func aTrailingCommaIsAWarningAtTheComma() throws {
        let marked = """
            {"applinks": {"details": [{"appIDs": ["A.b"1️⃣, ], "components": [{"/": "/x"}2️⃣,]}3️⃣,
            ]}4️⃣,
            }
            """
        let warnings = try expectAASAWarnings(marked, [(.trailingComma, 1), (.trailingComma, 2), (.trailingComma, 3), (.trailingComma, 4)])
        #expect(warnings[0].description == "aasa.json:1:44: warning[trailing-comma]: JSON has no comma before a closing bracket; iOS reads past it, as Foundation's parser does, but other JSON tools refuse the file")
        #expect(try loadAASA(stripMarkers(marked).input).verdict("/x") == "match details[0].components[0]")
        expectAASAProblems(#"{"applinks": {"details": [1️⃣,]}}"#, [(#"not valid JSON: unexpected character ",""#, 1)])
        expectAASAProblems(#"{"applinks": {"details": [], 1️⃣,}}"#, [("not valid JSON: expected a key in quotes", 1)])
        expectAASAProblems(#"{1️⃣,}"#, [("not valid JSON: expected a key in quotes", 1)])
    }

    @Test func halfASurrogatePairIsRefusedAtItsEscape() {
        expectAASAProblems(
            #"{"applinks": {"details": [{"appIDs": ["A.1️⃣\uD800b"]}]}}"#, [("not valid JSON: a high surrogate without its low surrogate", 1)])
        expectAASAProblems(
            #"{"applinks": {"details": [{"appIDs": ["A.1️⃣\uD83D\u0041"]}]}}"#, [("not valid JSON: a high surrogate without its low surrogate", 1)])
        expectAASAProblems(
            #"{"applinks": {"details": [{"appIDs": ["A.1️⃣\uDE00"]}]}}"#, [("not valid JSON: a low surrogate without its high surrogate", 1)])
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyStart() {
        let prefix = Array(#"{"applinks": {"details": [{"appIDs": ["A."#.utf8)
        let suffix = Array(#"b"]}]}}"#.utf8)
        // A lone continuation byte, a byte UTF-8 never uses, a truncated sequence, and a
        // surrogate encoded as UTF-8.
        for bad: [UInt8] in [[0x80], [0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80]] {
            do {
                _ = try AppSiteAssociationLoader.load(bytes: prefix + bad + suffix, file: "aasa.json")
                Issue.record("\(bad) loaded")
            } catch {
                let problems = error.problems.map { "\($0.line):\($0.column): \($0.message)" }
                #expect(problems == ["1:\(prefix.count + 1): the file is not valid UTF-8 here; save it as UTF-8"], "\(bad)")
            }
        }
    }

    @Test func otherTextThatIsNotJSONNamesTheCharacter() {
        expectAASAProblems(
            #"{"applinks": {"details": [{"appIDs": ["A.1️⃣"# + "\t" + #"b"]}]}}"#,
            [(#"not valid JSON: a control character inside a string; write it as an escape such as \n"#, 1)])
        expectAASAProblems(#"{"applinks": {"details": []}, "n": 1️⃣1e400}"#, [("not valid JSON: bad number", 1)])
        expectAASAProblems(#"{"applinks": {"details": []}, "n": 1️⃣01}"#, [("not valid JSON: a number cannot start with 0", 1)])
        expectAASAProblems(#"{"applinks": {"details": []}} 1️⃣x"#, [("not valid JSON: unexpected text after the value", 1)])
        expectAASAProblems(#"{1️⃣'applinks': 1}"#, [("not valid JSON: expected a key in quotes", 1)])
        // JSON, but not an object: the file's own problem, not a syntax error.
        expectAASAProblems(#"1️⃣"applinks""#, [(#"an apple-app-site-association file is a JSON object, like {"applinks": {"details": [...]}}"#, 1)])
    }

    /// Nesting as deep as Foundation's `JSONSerialization` reads (512 levels) loads; one level
    /// more is refused at the bracket that opens it, and so is the deepest file under 128 KB,
    /// quickly and without exhausting the stack.
    @Test(.timeLimit(.minutes(1))) func deepNestingIsRefusedPastFoundationsLimit() throws {
        let allowed = #"{"applinks": {"details": []}, "x": "# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        #expect(try loadAASA(allowed).details.isEmpty)
        expectAASAProblems(
            #"{"applinks": {"details": []}, "x": "# + String(repeating: "[", count: 511) + "1️⃣[]" + String(repeating: "]", count: 511) + "}",
            [("not valid JSON: nesting is deeper than 512", 1)])
        let deepest = String(repeating: "[", count: 512) + "1️⃣" + String(repeating: "[", count: AppSiteAssociationLoader.maximumBytes - 512)
        expectAASAProblems(deepest, [("not valid JSON: nesting is deeper than 512", 1)])
        let objects = String(repeating: #"{"a":"#, count: 512) + "1️⃣" + String(repeating: #"{"a":"#, count: 20_000)
        expectAASAProblems(objects, [("not valid JSON: nesting is deeper than 512", 1)])
    }

    /// A key written twice counts once, with its later value, as `JSONSerialization` reads it;
    /// a message about that value is at the later one (it was at the first key's place, or at
    /// 1:1 when the first value had no such part).
    @Test func aKeyWrittenTwiceIsReadAtItsLaterValue() throws {
        let aasa = try expectAASAWarnings(
            """
            {"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/x"}]}],
              "details": [{"appIDs": ["A.b"], "components": [{"/": "/y", 1️⃣"exlude": true}]}]}}
            """, [(.unknownKey, 1)])
        #expect(aasa.map(\.path) == ["applinks.details[0].components[0].exlude"])
        let association = try loadAASA(
            """
            {"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/x"}]}],
              "details": [{"appIDs": ["A.b"], "components": [{"/": "/y"}]}]}}
            """)
        #expect(association.verdict("/y") == "match details[0].components[0]")
        #expect(association.verdict("/x") == "no-match")
        let keyed = try expectAASAWarnings(
            #"{"applinks": {"details": 1️⃣{"A.b": {"paths": ["/a"]}, "A.c": {"paths": ["/c"]}, "A.b": 2️⃣{3️⃣"pahts": ["/b"]}}}}"#,
            [(.detailsByAppID, 1), (.noRules, 2), (.unknownKey, 3)])
        #expect(keyed.map(\.path) == ["applinks.details", #"applinks.details["A.b"]"#, #"applinks.details["A.b"].pahts"#])
    }
}
