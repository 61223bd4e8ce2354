import Foundation
import RouteCore

/// `routescope-bench dump FILE`: every analysis of a corpus and mutated variants, in full, so two
/// builds can be compared byte for byte (a differential check for optimisations).
enum Dump {
    static let tokens = [
        "%", "%2", "%G1", "%41", "%E2%80", "%FF", "%C3%A9", "é", "\u{212A}", "K", "&", "=", "#", "/", "//", "?", " ", "\u{200B}",
        "\u{FFFD}", "+", "utm_", "utm_source=x", "utm_medium=tv", "gclid=1", "msclkid=2", "HTTPS", "MyApp", "Example.COM", "home",
        "articleDetail", "userId=5", "userid=5", ":", "@", "[", "]", ":99999", "\t", "\u{0301}", "\u{202E}", "&&", "==",
        "tags=a,,b", "channels=push,fax", "page=0", "q=", "q=a+b", "lat=91", "zoom=x", "%2F", "%26", "mode", "mode=", "articles",
        "👨\u{200D}👩", "\u{0007}", "x%41y", "utm_sourc=1", "https://", "myapp:", "http", "www.", "/app", "app",
        "feed", "search", "results", "orders", "setting", "promo", "payload=%7B%7D", "webView?url=https%3A%2F%2Fa.b",
        "\u{212A}elvin", "utm_\u{0301}", "ｕｔｍ", "\u{037E}", "caf\u{0065}\u{0301}",
    ]

    static func run(to path: String) throws {
        var generator = CorpusGenerator(seed: 42)
        var random = SplitMix64(seed: 7)
        var links = generator.links(20_000)
        let base = links
        for _ in 0..<3 {
            for link in base {
                var scalars = Array(link.unicodeScalars)
                for _ in 0..<Int(random.next() % 3 + 1) {
                    let position = Int(random.next() % UInt64(scalars.count + 1))
                    switch random.next() % 4 {
                    case 0 where !scalars.isEmpty && position < scalars.count: scalars.remove(at: position)
                    case 1 where position < scalars.count:
                        scalars[position] = Unicode.Scalar(UInt8(32 + random.next() % 95))
                    default:
                        let token = tokens[Int(random.next() % UInt64(tokens.count))]
                        scalars.insert(contentsOf: token.unicodeScalars, at: position)
                    }
                }
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                links.append(String(view))
            }
        }
        links += tokens
        links += ["", "myapp://", "myapp:", "https://example.com", "https://example.com/app", "myapp://home//feed//",
                  "myapp:///home/feed", "myapp:home/feed", "home/articleDetail", "//home/x", "MYAPP://HOME", "Myapp://home/feed?category=tech"]
        // Built directly: the loader would refuse these names, but the API accepts them.
        let odd = RouteMap.unchecked(
            app: "Odd", schemes: ["caf\u{E9}", "kapp"], web: WebLinks(hosts: ["b\u{FC}cher.example", "example.com"], prefix: ["caf\u{E9}"]),
            tabs: [
                Tab(name: "caf\u{E9}", root: "feed", screens: [
                    Screen(name: "feed", params: [
                        ParamSpec(name: "\u{212A}", type: .int(IntRule())), ParamSpec(name: "caf\u{E9}", type: .string(StringRule())),
                        ParamSpec(name: "tags", type: .list(ListRule(of: .int(IntRule())))),
                    ]),
                    Screen(name: "x\u{E9}", path: try PathTemplate(parsing: "x\u{E9}/{id}/y"), params: [
                        ParamSpec(name: "id", type: .int(IntRule()), isRequired: true), ParamSpec(name: "utm_source", type: .int(IntRule())),
                        ParamSpec(name: "when", type: .date, defaultValue: "2026-01-01"),
                        ParamSpec(name: "dup", type: .bool), ParamSpec(name: "dup", type: .string(StringRule()), isRequired: true),
                    ], requiresLogin: true),
                ]),
                Tab(name: "K", root: "k", screens: [
                    Screen(name: "k", params: [ParamSpec(name: "dup", type: .bool), ParamSpec(name: "gclid", type: .int(IntRule()))]),
                    Screen(name: "k2", path: try PathTemplate(parsing: "{a}/{b}"), params: [ParamSpec(name: "a", type: .int(IntRule()))]),
                    Screen(name: "k3", path: try PathTemplate(parsing: "k/{b}")),
                ]),
            ],
            campaign: CampaignRules(
                params: [ParamSpec(name: "utm_source", type: .string(StringRule())), ParamSpec(name: "caf\u{E9}", type: .string(StringRule()))],
                required: ["utm_source", "utm_medium"]))
        let oddLinks = [
            "caf\u{E9}://caf\u{E9}/feed?\u{212A}=1&K=2&caf\u{E9}=x&cafe\u{301}=y&tags=1,2&tags=3",
            "kapp://caf\u{E9}/x\u{E9}/5/y?utm_source=3&utm_source=4&when=2026-02-30",
            "KAPP://\u{212A}/k?dup=1&dup=0&utm_medium=a", "\u{212A}app://K/k", "https://B\u{DC}CHER.example/caf\u{E9}/K/k",
            "https://example.com/cafe\u{301}/cafe\u{301}/feed?cafe\u{301}=1", "kapp://cafe\u{301}/x\u{E9}/1/y",
            "kapp://caf%C3%A9/x%C3%A9/1/y?caf%C3%A9=1&%E2%84%AA=2", "kapp://K/k?utm_source=x#utm_medium=y&dup=1", "kapp://K/1/2?a=3&b=4", "kapp://K/k/z/w", "kapp://caf\u{E9}/x\u{E9}/1/y?dup=1&dup=x",
        ]
        var out = ""
        func emit(_ analysis: LinkAnalysis) {
            out += String(reflecting: analysis)
            out += "\n"
        }
        for campaign in [false, true] {
            let sample = LinkAnalyzer(routeMap: .sample, requiresCampaign: campaign)
            for link in links { emit(sample.analyze(link)) }
            let other = LinkAnalyzer(routeMap: odd, requiresCampaign: campaign)
            for link in oddLinks + links.prefix(3000) { emit(other.analyze(link)) }
        }
        for link in links {
            let scan = URLScanner.scan(link)
            out += String(reflecting: scan.url) + " " + String(reflecting: scan.diagnostics) + "\n"
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
