import RouteCore
import RouteTools
import Testing

/// The sample values that stand in for path parameters when a route's real path is asked about.
struct SampleLinkTests {
    @Test func eachParameterGetsAValueOfItsType() throws {
        let template = try PathTemplate(parsing: "shop/{sku}/{color}/{when}/{tab?}/*")
        let params = [
            ParamSpec(name: "sku", type: .int(IntRule(min: 100))),
            ParamSpec(name: "color", type: .color),
            ParamSpec(name: "when", type: .date),
            ParamSpec(name: "tab", type: .string(StringRule())),
        ]
        #expect(SampleLink.path(template, params: params) == "shop/100/%23000000/2000-01-01/any")
        // A parameter the params do not type is a string.
        #expect(SampleLink.path(try PathTemplate(parsing: "caf\u{E9}/{x}"), params: []) == "caf%C3%A9/a")
    }

    @Test func valuesKeepTheSimpleRules() {
        #expect(SampleLink.text(for: .int(IntRule(max: -5))) == "-5")
        #expect(SampleLink.text(for: .int(IntRule(min: -3, max: 0))) == "0")
        #expect(SampleLink.text(for: .double(DoubleRule(min: 2.5))) == "2.5")
        #expect(SampleLink.text(for: .string(StringRule(minLength: 3))) == "aaa")
        #expect(SampleLink.text(for: .enumeration(EnumRule(values: ["safari", "webView"]))) == "safari")
        #expect(SampleLink.text(for: .list(ListRule(of: .bool))) == "true")
        for type in [ParamType.int(IntRule(min: 7)), .double(DoubleRule()), .bool, .uuid, .date, .json, .color, .url(URLRule())] {
            guard case .valid = type.read(SampleLink.text(for: type)) else {
                Issue.record("\(SampleLink.text(for: type)) is not a valid \(type.name)")
                continue
            }
        }
    }
}
