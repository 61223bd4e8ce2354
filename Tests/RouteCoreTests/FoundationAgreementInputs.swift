/// The links the Foundation agreement test runs: hand-written cases for every shape the brief
/// names, plus thousands composed at random from pools of good and bad component pieces.
enum FoundationAgreementInputs {
    // MARK: Hand-written

    /// Links RouteScope must accept (and so must agree with Foundation on).
    static let accepted: [String] = [
        // Custom schemes, with and without an authority.
        "myapp://home", "myapp://home/articleDetail?articleId=42&userId=7#comments", "myapp:///x", "myapp:x",
        "myapp:", "myapp:/x/y", "myapp:?x", "myapp:#x", "myapp://", "myapp:////x", "MyApp://Home/A",
        "a+b.c-d:x", "x-y.z://h", "mailto:user@example.com", "urn:isbn:0451450523", "a:b:c",
        // https, ports and user information.
        "https://example.com", "https://example.com/", "https://example.com:8443/a/b",
        "https://example.com:/a", "https://example.com:0", "https://example.com:00080",
        "https://example.com:65535", "https://user@example.com", "https://user:pw@example.com",
        "https://user:@example.com", "https://:pw@example.com", "https://:@example.com", "https://@example.com",
        "https://u:p:q@example.com", "https://a%40b:c%3Ad@example.com", "https://!$&'()*+,;=@example.com",
        // Empty hosts.
        "https://", "https:///path", "https://:80", "https://user@", "https://?q", "https://#f",
        // IP literals (RFC 3986 §3.2.2).
        "https://[::1]", "https://[::1]:8080/x", "https://[::]/", "https://[2001:db8::7]/",
        "https://[2001:0db8:0000:0000:0000:ff00:0042:8329]/", "https://[::ffff:192.0.2.1]/",
        "https://[1:2:3:4:5:6:7::]/", "https://[::2:3:4:5:6:7:8]/", "https://[1:2:3:4:5:6:1.2.3.4]/",
        "https://[v7.abc]/", "https://[V1f.a:b!]/", "https://[FE80::A]/",
        // Hosts that are registered names to RFC 3986, whatever they look like.
        "https://127.0.0.1/", "https://1.2.3.4.5/", "https://0x7f.1/", "https://%41b/", "https://xn--n3h/",
        "https://a!$&'()*+,;=b/", "https://EXAMPLE.com/",
        // Paths.
        "https://h/a;b=c/d", "https://h/%20/%2F/%e2%98%83", "https://h/./../a", "https://h//a//",
        "https://h/@:~", "/abs/path", "rel/path", "./a:b", "a/b:c", "//host", "//host/x?y#z", "", "/",
        // Queries: empty, `&&`, `a` vs `a=`, repeated names, `=` in values.
        "https://h?", "https://h/?", "https://h/?a", "https://h/?a=", "https://h/?a=1&a=2", "https://h/?a&&b",
        "https://h/?&", "https://h/?=", "https://h/?a=b=c", "https://h/?q=a+b", "https://h/?k=/?:@",
        "https://h/?x=%20%2B", "?", "?a&&b=&c",
        // Fragments: empty, with `?` and `/`, escaped `#`.
        "https://h#", "https://h/?#", "https://h/#a/b?c", "https://h/#%23", "#", "#frag",
    ]

    /// Links RouteScope must reject with at least one error, each for the reason in its comment.
    static let rejected: [String] = [
        "myapp://home/a b",  // raw space
        "myapp://home/a%",  // bare %
        "myapp://home/a%G1",  // invalid escape
        "myapp://home/a%2",  // truncated escape
        "myapp://home#a#b",  // second #
        "myapp://home/[x]",  // [ and ] outside the host
        "myapp://home/a\u{7}",  // control character
        "myapp://home/a\u{85}",  // C1 control
        "myapp://home/\u{202E}x",  // bidi override
        "myapp://home/a\u{200B}b",  // zero-width space
        "myapp://home/a\\b",  // backslash
        "myapp://ho me/",  // space in the host
        "myapp://home:abc/",  // non-digit port
        "myapp://home:99999/",  // port out of range
        "myapp://home:99999999999999999999999/",  // port that overflows
        "myapp://home:-1/",  // sign in the port
        "myapp://u@v@home/",  // "@" inside the user information
        "myapp://[::1/",  // unclosed IP literal
        "myapp://[::1]x/",  // text after an IP literal
        "myapp://[zz]/",  // not an address
        "myapp://[1::2::3]/",  // two "::"
        "myapp://[1:2:3:4:5:6:7:8:9]/",  // nine pieces
        "myapp://[::1.2.3]/",  // three IPv4 octets
        "myapp://[::256.0.0.1]/",  // IPv4 octet out of range
        "myapp://[fe80::1%25en0]/",  // zone ID (RFC 6874, not RFC 3986)
        "myapp://[v.x]/",  // IPvFuture without a version
        "myapp://[v1.]/",  // IPvFuture without an address
        "myapp://[:]/",  // a lone colon is no IPv6 address
        "1app://home",  // scheme starting with a digit
        "ü://home",  // scheme starting with a non-ASCII letter
        "my_app://home",  // "_" in the scheme
        ":foo",  // empty scheme: neither a URI nor a relative reference (RFC 3986 §4.2)
        "https://h/?q=<x>",  // < and > in the query
        "https://h/?q=\"",  // quote in the query
        "https://h/#a^b",  // ^ in the fragment
        "https://h/`",  // backtick in the path
        "https://h/{x}",  // braces in the path
        "https://h/a|b",  // pipe in the path
        "https://h/\u{FFFD}",  // replacement character
    ]

    // MARK: Generated

    /// `count` links composed from the pools below, the same for the same seed.
    static func generated(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in generateLink(&random) }
    }

    /// One link: a random shape filled with pieces that are mostly good, sometimes bad.
    static func generateLink(_ random: inout SplitMix64) -> String {
        let badRate = 0.06
        var link = ""
        let shape = random.next() % 12
        switch shape {
        case 10, 11:  // characters thrown together, mostly delimiters: finds structural disagreements
            let length = 1 + Int(random.next() % 14)
            return String((0..<length).map { _ in chaos[Int(random.next() % UInt64(chaos.count))] })
        case 0...5:  // scheme://authority/path?query#fragment
            link += random.piece(schemes, badSchemes, badRate: badRate) + "://" + authority(&random, badRate: badRate)
            link += path(&random, badRate: badRate, absolute: true)
        case 6, 7:  // scheme:path, no authority (myapp:x, myapp:/x, mailto:…)
            link += random.piece(schemes, badSchemes, badRate: badRate) + ":"
            link += path(&random, badRate: badRate, absolute: random.chance(0.5))
        case 8:  // //authority/path, a network-path reference
            link += "//" + authority(&random, badRate: badRate) + path(&random, badRate: badRate, absolute: true)
        default:  // a relative path
            link += path(&random, badRate: badRate, absolute: random.chance(0.5))
        }
        if random.chance(0.6) { link += "?" + query(&random, badRate: badRate) }
        if random.chance(0.4) { link += "#" + random.piece(fragments, badFragments, badRate: badRate) }
        return link
    }

    static func authority(_ random: inout SplitMix64, badRate: Double) -> String {
        var text = ""
        if random.chance(0.3) { text += random.piece(userinfos, badUserinfos, badRate: badRate) + "@" }
        text += random.piece(hosts, badHosts, badRate: badRate)
        if random.chance(0.3) { text += ":" + random.piece(ports, badPorts, badRate: badRate) }
        return text
    }

    static func path(_ random: inout SplitMix64, badRate: Double, absolute: Bool) -> String {
        let count = Int(random.next() % 4)
        let pieces = (0..<count).map { _ in random.piece(segments, badSegments, badRate: badRate) }
        guard !pieces.isEmpty else { return "" }
        return (absolute ? "/" : "") + pieces.joined(separator: "/")
    }

    /// Items joined by `&`, sometimes `&&`; an empty query when there are no items.
    static func query(_ random: inout SplitMix64, badRate: Double) -> String {
        let count = Int(random.next() % 4)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += random.chance(0.15) ? "&&" : "&" }
            text += random.piece(queryItems, badQueryItems, badRate: badRate)
        }
        return text
    }

    // MARK: Pools

    /// The RFC 3986 delimiters twice over, so that they dominate, plus a few ordinary and bad characters.
    static let chaos = Array(":/?#[]@!$&'()*+,;=%:/?#[]@%aZ09-._~ \\\"^é")

    static let schemes = ["myapp", "https", "http", "a", "x-y.z+w", "MyApp", "h2", "mailto", "urn"]
    static let badSchemes = ["1app", "my app", "my_app", "ü", "+a", "my%41pp", ""]

    static let userinfos = [
        "user", "u:p", "user:", ":pw", ":", "", "a%40b", "u:p:q", "user%20name", "!$&'()*+,;=", "u~._-",
    ]
    static let badUserinfos = ["u@v", "u p", "u%zz", "ü", "u[x]", "u\"", "u%", "u\u{0}"]

    static let hosts = [
        "example.com", "home", "", "h", "EXAMPLE.com", "127.0.0.1", "[::1]", "[2001:db8::7]", "[::ffff:192.0.2.1]",
        "[v7.abc]", "%41b", "a!$&'()*+,;=", "xn--n3h", "1.2.3.4.5", "0x7f.1", "localhost", "a-b_c~d",
    ]
    static let badHosts = [
        "ex ample", "[::1", "[zz]", "[::1]x", "h]", "%zz", "ü.com", "h\u{7}", "[fe80::1%25en0]",
        "[1:2:3:4:5:6:7:8:9]", "[::1::]", "exa<mple", "h%", "\u{200B}h",
    ]

    static let ports = ["", "80", "0", "65535", "00080", "8080", "443"]
    static let badPorts = ["65536", "99999999999999999999", "8o", "-1", "80 ", "+80", "0x50", "８０"]

    static let segments = [
        "a", "home", "articleDetail", "", ".", "..", "%20", "%2F", "a;b=c", "@", ":", "~user", "a,b",
        "!$&'()*+,;=", "%e2%98%83", "x:y", "A-Z_0.9",
    ]
    static let badSegments = [
        "a b", "%", "%zz", "%2", "[x]", "ü", "é", "\u{7}", "a\\b", "a^b", "{x}", "a|b", "\u{200B}", "\u{202E}",
        "😀", "a\u{7F}", "<p>", "a\"b", "`", "\u{FFFD}",
    ]

    static let queryItems = [
        "a", "a=", "a=1", "=", "", "id=42", "q=a+b", "q=%20", "x=a=b", "k=/?:@", "k='", "utm_source=mail",
        "n=%26%3D",
    ]
    static let badQueryItems = [
        "q=a b", "q=%", "q=%G1", "q=ü", "q=[1]", "q=<x>", "q=\"", "k=\u{0}", "q=`", "q=a#b#c", "q={}",
    ]

    static let fragments = ["", "section", "a/b?c", "x=1&y", "%23", "top:1", "!$&'()*+,;=@"]
    static let badFragments = ["a#b", "a b", "%", "ü", "^", "%g0", "\u{1F}", "a|b"]
}
