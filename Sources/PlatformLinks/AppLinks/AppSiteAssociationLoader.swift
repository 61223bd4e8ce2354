import Foundation
import TextBytes

/// Loads an apple-app-site-association file as iOS reads it, keeping what iOS skips as warnings
/// with their line, column and JSON path.
///
/// ```swift
/// let aasa = try AppSiteAssociationLoader.load(contentsOf: "apple-app-site-association")
/// aasa.warnings   // an unknown key, a value of the wrong type, an appID beside appIDs, …
/// ```
///
/// Like iOS, the loader is lenient: an unknown key is ignored (a misspelt key is then simply
/// absent), a value of the wrong type is as if absent, a `?` dictionary with a value that is not a
/// string is ignored as a whole, `details` may be the iOS 9 object keyed by app ID, and `appIDs`
/// wins over `appID`, even empty. Each becomes an ``AppSiteAssociationWarning``. Only a file that
/// is not JSON, that has something other than an object where an object must be, or that is past
/// the size limits fails to load. Other services of the file (`webcredentials`, `appclips`,
/// `activitycontinuation`) are ignored.
package enum AppSiteAssociationLoader {
    /// Apple's limit: iOS does not read an apple-app-site-association file larger than 128 KB.
    package static let maximumBytes = 128 * 1024
    /// The most pattern steps a whole file may compile to, substitution variables expanded.
    package static let maximumTotalNodes = 500_000

    /// Reads and checks the file at `path`.
    package static func load(contentsOf path: String) throws(RouteMapError) -> AppSiteAssociation {
        try load(bytes: try readFile(path), file: path)
    }

    /// Parses and checks apple-app-site-association text.
    package static func load(json: String, file: String = "apple-app-site-association") throws(RouteMapError) -> AppSiteAssociation {
        try load(bytes: Array(json.utf8), file: file)
    }

    /// Parses and checks bytes that should be UTF-8 JSON.
    package static func load(bytes: [UInt8], file: String) throws(RouteMapError) -> AppSiteAssociation {
        try read(bytes: bytes, file: file).association
    }

    /// The association in `bytes`, and the reader that read it (which knows where each part sits).
    package static func read(bytes: [UInt8], file: String) throws(RouteMapError) -> (association: AppSiteAssociation, reader: AppSiteAssociationReader) {
        func fail(_ line: Int, _ column: Int, _ message: String) -> RouteMapError {
            RouteMapError(file: file, line: line, column: column, message: message)
        }
        if bytes.count > maximumBytes {
            throw fail(1, 1, "the file is over 128 KB (\(maximumBytes) bytes); iOS ignores an apple-app-site-association file that large")
        }
        if let encoding = TextEncodingSniffer.unsupportedEncoding(of: bytes) {
            throw fail(1, 1, "the file is encoded as \(encoding); save it as UTF-8")
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(body))
        } catch {
            let (offset, reason) = syntaxErrorPosition(error, length: body.count)
            let (line, column) = TextPosition.lineAndColumn(of: offset, in: body)
            throw fail(line, column, "not valid JSON: \(reason)")
        }
        var reader = AppSiteAssociationReader(locator: JSONSourceLocator(bytes: body), file: file)
        let read = reader.read(root)
        let (problems, warnings) = reader.located()
        guard problems.isEmpty, var association = read else { throw RouteMapError(problems: problems) }
        association.warnings = warnings
        return (association, reader)
    }

    /// The bytes of a regular file of at most ``maximumBytes`` (plus one, to tell it is too large).
    package static func readFile(_ path: String) throws(RouteMapError) -> [UInt8] {
        try RegularFile.read(path, limit: maximumBytes)
    }

    /// Where Foundation's parser stopped, from its "around character N" (a byte offset), and the
    /// reason without the position.
    static func syntaxErrorPosition(_ error: Error, length: Int) -> (Int, String) {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "the text is not JSON"
        var reason = description
        var offset = length
        if let range = description.range(of: " around character ") {
            let digits = description[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            offset = min(Int(digits) ?? length, length)
            reason = String(description[..<range.lowerBound])
        } else if !description.lowercased().contains("end of file") && !description.lowercased().contains("end of data") {
            offset = 0
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        return (offset, reason.prefix(1).lowercased() + reason.dropFirst())
    }
}

