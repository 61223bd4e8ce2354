import Foundation
import RouteCore
import Testing

@Suite struct QueryValueConvertibleTests {
    enum Mode: Int, Codable, CaseIterable, QueryValueConvertible {
        case safari = 0, webView = 1
    }

    enum Theme: String, QueryValueConvertible, CaseIterable {
        case light, dark
    }

    enum Raw: String, QueryValueConvertible {
        case only
    }

    struct Filter: Codable, Equatable, QueryValueConvertible {
        var tags: [String]
        var limit: Int
    }

    @Test func standardTypesRead() throws {
        #expect(try Int(queryValue: "-42") == -42)
        #expect(try Double(queryValue: "2.5e-3") == 0.0025)
        #expect(try Float(queryValue: "0.5") == 0.5)
        #expect(try Bool(queryValue: "1") == true)
        #expect(try Bool(queryValue: "false") == false)
        #expect(try String(queryValue: "") == "")
        #expect(try URL(queryValue: "https://example.com/a?b=c") == URL(string: "https://example.com/a?b=c"))
        #expect(try UUID(queryValue: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try Date(queryValue: "1970-01-02") == Date(timeIntervalSince1970: 86_400))
        #expect(try Date(queryValue: "1970-01-01T09:00:00.250+09:00") == Date(timeIntervalSince1970: 0.25))
    }

    @Test func standardTypesWrite() throws {
        #expect(42.queryValue == "42")
        #expect(true.queryValue == "true")
        #expect(Date(timeIntervalSince1970: 86_400.5).queryValue == "1970-01-02T00:00:00.500Z")
        #expect(Date(timeIntervalSince1970: -1).queryValue == "1969-12-31T23:59:59Z")
        #expect(Mode.webView.queryValue == "1")
        #expect(Filter(tags: ["a"], limit: 2).queryValue == #"{"limit":2,"tags":["a"]}"#)
        #expect(Int?.none.queryValue == nil)
    }

    @Test(arguments: [
        ("+1", QueryValueError.format), ("1_000", .format), ("0x1F", .format), (" 1", .format), ("", .empty),
        ("99999999999999999999", .rule(.outOfRange, expected: "an integer")),
    ])
    func integersAreStrict(text: String, error: QueryValueError) {
        #expect(throws: error) { try Int(queryValue: text) }
    }

    @Test func everyTypeTellsNoValueFromEmptyFromFormat() {
        #expect(throws: QueryValueError.noValue) { try Double(queryValue: nil) }
        #expect(throws: QueryValueError.empty) { try Double(queryValue: "") }
        #expect(throws: QueryValueError.format) { try Double(queryValue: "nan") }
        #expect(throws: QueryValueError.noValue) { try String(queryValue: nil) }
        #expect(throws: QueryValueError.format) { try URL(queryValue: "https://a b") }
        #expect(throws: QueryValueError.format) { try URL(queryValue: "relative/path") }
        #expect(throws: QueryValueError.format) { try UUID(queryValue: "e621e1f8") }
        #expect(throws: QueryValueError.format) { try Date(queryValue: "2026-11-22T09:30") }
        #expect(throws: QueryValueError.rule(.outOfRange, expected: "a number")) { try Float(queryValue: "1e39") }
    }

    @Test func optionalReadsNothingAsNilButNotNonsense() throws {
        #expect(try Int?(queryValue: nil) == nil)
        #expect(try Int?(queryValue: "") == nil)
        #expect(try String?(queryValue: "") == nil)
        #expect(try Int?(queryValue: "7") == 7)
        #expect(throws: QueryValueError.format) { try Int?(queryValue: "seven") }
    }

    @Test func enumsReadTheirRawValues() throws {
        #expect(try Mode(queryValue: "1") == .webView)
        #expect(try Theme(queryValue: "dark") == .dark)
        #expect(throws: QueryValueError.rule(.notInEnum, expected: "one of light, dark", suggestion: "dark")) {
            try Theme(queryValue: "Dark")
        }
        #expect(throws: QueryValueError.rule(.notInEnum, expected: "one of 0, 1")) { try Mode(queryValue: "2") }
        #expect(throws: QueryValueError.format) { try Raw(queryValue: "other") }
        #expect(Theme.queryValueExpectation == "one of light, dark")
        #expect(Raw.queryValueExpectation == "text")
    }

    @Test func codableTypesTravelAsJSON() throws {
        #expect(try Filter(queryValue: #"{"tags":["a","b"],"limit":3}"#) == Filter(tags: ["a", "b"], limit: 3))
        #expect(throws: QueryValueError.format) { try Filter(queryValue: #"{"tags":"a"}"#) }
        #expect(Filter.queryValueExpectation == "Filter as JSON")
    }
}
