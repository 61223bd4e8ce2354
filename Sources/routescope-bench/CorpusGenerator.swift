import RouteCore

/// Writes realistic links over the sample route map, deterministically for a seed:
/// about 55% custom-scheme deep links, 40% https web links with utm_* and click ids, and 5%
/// awkward ones (percent-encoding, repeated keys, fragments, unicode, typos, wrong types).
struct CorpusGenerator {
    var random: SplitMix64

    init(seed: UInt64 = 0x5EED_2026) { random = SplitMix64(seed: seed) }

    static let sources = ["newsletter", "google", "facebook", "instagram", "tiktok", "partner_blog", "line", "x.com"]
    static let mediums = ["email", "cpc", "social", "push", "qr", "affiliate", "display"]
    static let campaigns = ["spring_sale", "nov_digest", "brand_jp", "launch_2026", "winback", "black_friday"]
    static let words = ["swift", "deep links", "東京", "café", "concurrency", "ios 18", "a&b", "50%", "routing"]

    mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { number(1...100) <= percent }

    /// The path and query of one valid route, without scheme or host.
    mutating func route() -> (tab: String, path: String, query: [String]) {
        switch number(0...11) {
        case 0: return ("home", "", chance(50) ? ["category=\(pick(["news", "tech", "sports", "culture"]))"] : [])
        case 1, 2, 3:
            var query = ["userId=\(number(1...99_999))", "articleId=\(number(1...999_999))"]
            if chance(30) { query.append("searchText=" + PercentEncoding.encode(pick(Self.words), for: .queryValue)) }
            if chance(30) { query.append("mode=\(pick(["safari", "webView"]))") }
            return ("home", "/articleDetail", query)
        case 4: return ("home", "/articles/\(number(1...500_000))", chance(40) ? ["highlight=true"] : [])
        case 5: return ("home", "/archive", ["from=2026-0\(number(1...9))-1\(number(0...9))"])
        case 6:
            var query = ["q=" + PercentEncoding.encode(pick(Self.words), for: .queryValue)]
            if chance(40) { query.append("tags=ios,android") }
            if chance(40) { query.append("page=\(number(1...50))") }
            return ("search", "/results", query)
        case 7: return ("search", "/map", ["lat=\(number(-89...89)).\(number(1000...9999))", "lng=\(number(-179...179)).\(number(1000...9999))"])
        case 8: return ("myPage", "/orders/6ba7b810-9dad-11d1-80b4-\(String(number(100_000_000_000...999_999_999_999)))", [])
        case 9: return ("myPage", "/webView", ["url=https%3A%2F%2Fexample.com%2Fhelp%2F\(number(1...99))"])
        case 10: return ("setting", "/notifications", ["enabled=\(pick(["true", "false"]))", "channels=push,email"])
        default: return ("setting", "", [])
        }
    }

    mutating func campaign() -> [String] {
        var query = [
            "utm_source=\(pick(Self.sources))", "utm_medium=\(pick(Self.mediums))", "utm_campaign=\(pick(Self.campaigns))",
        ]
        if chance(30) { query.append("utm_content=hero_\(number(1...9))") }
        if chance(25) { query.append("gclid=EAIaIQobChMI\(number(100_000...999_999))") }
        if chance(15) { query.append("fbclid=IwAR\(number(100_000...999_999))") }
        return query
    }

    /// One link of the corpus.
    mutating func link() -> String {
        let roll = number(1...100)
        var (tab, path, query) = route()
        if roll <= 55 {
            if chance(20) { query += campaign() }
            return "myapp://\(tab)\(path)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        }
        if roll <= 95 {
            query += campaign()
            let host = chance(70) ? "example.com" : "www.example.com"
            return "https://\(host)/app/\(tab)\(path)?" + query.joined(separator: "&")
        }
        return awkward(tab: tab, path: path, query: query)
    }

    mutating func awkward(tab: String, path: String, query: [String]) -> String {
        let base = "myapp://\(tab)\(path)"
        let joined = query.isEmpty ? "" : "?" + query.joined(separator: "&")
        switch number(0...7) {
        case 0: return base + "?userId=1%2&articleId=%G1"
        case 1: return base + joined + (query.isEmpty ? "?" : "&") + "utm_source=a&utm_source=b"
        case 2: return base + joined + "#utm_source=newsletter&utm_medium=email"
        case 3: return base + joined + (query.isEmpty ? "?" : "&") + "searchText=café au lait"
        case 4: return "myapp://home/articleDetail?userId=100&articleIdText=5"
        case 5: return "myapp://home/articleDetail?userId=abc&articleId=-1"
        case 6: return "myapp://hom\(path)\(joined)"
        default: return "https://example.org/app/\(tab)\(path)\(joined)"
        }
    }

    /// `count` links.
    mutating func links(_ count: Int) -> [String] { (0..<count).map { _ in link() } }
}
