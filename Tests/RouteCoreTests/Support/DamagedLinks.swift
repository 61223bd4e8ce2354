import PropertyBased
@testable import RouteCore
import TestSupport

/// Links built for random routes of the sample map, most with campaign parameters, then damaged
/// by up to two random edits (a token inserted, a character removed), and one in four given
/// text around it: some stay clean, most get one or more problems of many kinds.
enum DamagedLinks {
    static let tokens = [
        "%", "%2", "%41", "%E2%80", "%C3%A9", "é", "\u{212A}", "&", "=", "#", "/", "?", " ", "+", ":", "@", "utm_source=Tv",
        "utm_medium=email", "utm_campaign=x", "gclid=1", "msclkid=2", "Example.COM", "home", "userId=5", "tags=a,,b", "page=0",
        "q=", "mode", "channels=push,fax", "\u{200B}", "%20", "&&", "==", "articles",
        // The mistakes of campaign exports: HTML-escaped separators, `;` separators, a query glued
        // to the path, double encoding, a raw `#` in a value, placeholders left from templates,
        // empty campaign values, text around a pasted link.
        "&amp;", "amp;", ";utm_source=x", "&utm_source=x", "%2520", "%25E2%2580%2599", "#", "color=#FF0000", "{userId}",
        "{utm_campaign}", "utm_campaign=", "utm_source=", "\u{201C}", "\u{201D}", "\"", "<", ">", ").", ",", "!",
    ]

    /// What a link is pasted or exported with: the text before it and after it (`see …`,
    /// `(…)`, `"…"`, `<…>`, a sentence's full stop), for `text-around-link`.
    static let textBefore = ["see ", "Link: ", "(", "<", "\"", "'", "\u{201C}", "\u{AB}", "  ", "(see "]
    static let textAfter = [".", ",", ";", ":", "!", "?", ")", ").", ">", "\"", "'", "\u{201D}", "\u{2019}.", "\u{BB}", "]"]

    /// `count` damaged links of routes of `map` (the sample map unless given), the same ones for
    /// the same `seed`; fewer when `map` has a catch-all, which has no link of its own to build.
    static func make(_ count: Int, seed: UInt64 = 0xC1EA, map: RouteMap = .sample) throws -> [String] {
        let builder = DeepLinkBuilder(routeMap: map)
        var rng = SplitMix64(seed: seed)
        // Its own generator, so that the other damage stays what it was for the same seed.
        var around = SplitMix64(seed: seed ^ 0x7E47)
        var random = Xoshiro(seed: (1, 2, 3, 4))
        let routes = Generators.route(in: map)
        return try (0..<count).compactMap { index in
            let route = routes.run(using: &random)
            let path = map.tab(named: route.tab)?.screen(named: route.screen)?.path
            guard path?.segments.contains(.wildcard) != true else { return nil }
            var link = try builder.link(for: route, as: index % 2 == 0 || map.web == nil ? .customScheme : .webLink)
            if index % 3 != 0 { link += (link.contains("?") ? "&" : "?") + "utm_source=news&utm_medium=email&utm_campaign=fall" }
            var scalars = Array(link.unicodeScalars)
            for _ in 0..<Int(rng.next() % 3) {
                let position = Int(rng.next() % UInt64(scalars.count + 1))
                switch rng.next() % 3 {
                case 0 where position < scalars.count: scalars.remove(at: position)
                default: scalars.insert(contentsOf: rng.pick(tokens).unicodeScalars, at: position)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            // One in four pasted from a sentence or a document: text before it, after it, or both.
            guard index % 4 == 1 else { return String(view) }
            let side = around.next() % 3
            return (side != 1 ? around.pick(textBefore) : "") + String(view) + (side != 0 ? around.pick(textAfter) : "")
        }
    }
}
