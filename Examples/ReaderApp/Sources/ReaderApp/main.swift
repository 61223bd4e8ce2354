import Foundation
import RouteCore

// reader-app LINK…               one JSON line per link: {"input","ok","tab","screen","params","codes"}
// reader-app --round-trip LINK…  one JSON line per link: {"input","rebuilt"}
//
// The app's one analyzer, shared by the decoder and the builder.
let analyzer = LinkAnalyzer(routeMap: .sample)
let decoder = DeepLinkDecoder(analyzer: analyzer)
let builder = DeepLinkBuilder(analyzer: analyzer)

/// The text of `value` as JSON.
func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Milliseconds kept: a link may give them (`18:30:00.250+09:00`).
    encoder.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The destination `link` opens, or nil with the codes of its problems.
func read(_ link: String) throws -> (destination: (any RouteDestination)?, codes: [String]) {
    let analysis = analyzer.analyze(link)
    let codes = analysis.problems.map(\.code.rawValue).sorted()
    do {
        return (try decoder.destination(from: analysis, among: destinations), codes)
    } catch is DeepLinkError {
        return (nil, codes)
    }
}

/// `{"input","ok","tab","screen","params","codes"}`, the params written by encoding the value.
func report(_ link: String) throws -> String {
    let (destination, codes) = try read(link)
    var fields = ["\"input\":" + (try json(link)), "\"ok\":\(destination != nil)"]
    if let destination {
        let screen = type(of: destination).screen
        fields += ["\"tab\":" + (try json(screen.tab)), "\"screen\":" + (try json(screen.screen)), "\"params\":" + (try json(destination))]
    } else {
        fields += ["\"tab\":null", "\"screen\":null", "\"params\":null"]
    }
    fields.append("\"codes\":" + (try json(codes)))
    return "{" + fields.joined(separator: ",") + "}"
}

/// `{"input","rebuilt"}`: the link built back from the decoded value; null when none was decoded.
func roundTrip(_ link: String) throws -> String {
    let rebuilt = try read(link).destination.map { try builder.link(to: $0) }
    return "{\"input\":" + (try json(link)) + ",\"rebuilt\":" + (try rebuilt.map(json) ?? "null") + "}"
}

var arguments = Array(CommandLine.arguments.dropFirst())
let isRoundTrip = arguments.first == "--round-trip"
if isRoundTrip { arguments.removeFirst() }
guard !arguments.isEmpty, !arguments.contains(where: { $0 == "-h" || $0 == "--help" }) else {
    print("usage: reader-app [--round-trip] LINK…")
    exit(arguments.isEmpty ? 64 : 0)
}
do {
    for link in arguments {
        print(try isRoundTrip ? roundTrip(link) : report(link))
    }
} catch {
    // A type that disagrees with the route map, or a value JSON cannot hold: the app's own bug.
    FileHandle.standardError.write(Data("reader-app: \(error)\n".utf8))
    exit(1)
}
