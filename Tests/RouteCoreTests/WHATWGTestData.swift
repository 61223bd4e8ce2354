import Foundation

/// The WHATWG URL parser test data (web-platform-tests `url/resources/urltestdata.json`).
///
/// The test reads the copy in `Tests/RouteCoreTests/Resources/` by path, not as a SwiftPM
/// resource, so the build stays simple. If the copy is missing it falls back to
/// `shared/conformance/` beside the repository, where CI checks it out.
enum WHATWGTestData {
    /// One parser test. `failure` entries have no expected components.
    struct Entry: Decodable, Sendable {
        var input: String
        var base: String?
        var failure: Bool?
        var href: String?
        var `protocol`: String?
        var username: String?
        var password: String?
        var hostname: String?
        var port: String?
        var pathname: String?
        var search: String?
        var hash: String?

        var expectsFailure: Bool { failure == true }

        /// The expected split, with the delimiters WHATWG keeps (`:`, `?`, `#`) removed so that it
        /// lines up with RouteScope's ranges.
        var expectedSplit: WHATWGSplit? {
            guard !expectsFailure, let `protocol`, let username, let password, let hostname, let port,
                let pathname, let search, let hash
            else { return nil }
            return WHATWGSplit(
                protocol: String(`protocol`.dropLast()), username: username, password: password, hostname: hostname,
                port: port, pathname: pathname, search: String(search.dropFirst()), hash: String(hash.dropFirst()))
        }
    }

    /// The data file is a JSON array of comment strings and entry objects.
    private enum Element: Decodable {
        case comment
        case entry(Entry)

        init(from decoder: any Decoder) throws {
            if (try? decoder.singleValueContainer().decode(String.self)) != nil {
                self = .comment
            } else {
                self = .entry(try Entry(from: decoder))
            }
        }
    }

    /// The repository root: this file is `Tests/RouteCoreTests/WHATWGTestData.swift`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let candidatePaths = [
        repositoryRoot.appendingPathComponent("Tests/RouteCoreTests/Resources/urltestdata.json"),
        repositoryRoot.appendingPathComponent("../shared/conformance/urltestdata.json").standardizedFileURL,
    ]

    /// The entries without a base URL, the only ones RouteScope can take: it parses links, it
    /// does not resolve references.
    static func entriesWithoutBase() throws -> [Entry] {
        guard let path = candidatePaths.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw MissingData(paths: candidatePaths.map(\.path))
        }
        let elements = try JSONDecoder().decode([Element].self, from: Data(contentsOf: path))
        return elements.compactMap { element in
            guard case .entry(let entry) = element, entry.base == nil else { return nil }
            return entry
        }
    }

    struct MissingData: Error, CustomStringConvertible {
        var paths: [String]
        var description: String { "urltestdata.json is at none of: \(paths.joined(separator: ", "))" }
    }
}

/// A URL split the way the WHATWG test data states it: every component is a string, and an
/// absent component is empty.
struct WHATWGSplit: Equatable {
    static let fieldNames = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"]

    var `protocol`: String
    var username: String
    var password: String
    var hostname: String
    var port: String
    var pathname: String
    var search: String
    var hash: String

    init(
        protocol: String, username: String, password: String, hostname: String, port: String, pathname: String,
        search: String, hash: String
    ) {
        self.protocol = `protocol`
        self.username = username
        self.password = password
        self.hostname = hostname
        self.port = port
        self.pathname = pathname
        self.search = search
        self.hash = hash
    }

    /// RouteScope's split in the same shape.
    init(_ split: URLSplit, portText: String?) {
        self.init(
            protocol: split.scheme ?? "", username: split.user ?? "", password: split.password ?? "",
            hostname: split.host ?? "", port: portText ?? "", pathname: split.path, search: split.query ?? "",
            hash: split.fragment ?? "")
    }

    /// The fields in a fixed order, by their WHATWG names.
    var fields: [(name: String, value: String)] {
        zip(Self.fieldNames, [`protocol`, username, password, hostname, port, pathname, search, hash]).map { ($0, $1) }
    }
}
