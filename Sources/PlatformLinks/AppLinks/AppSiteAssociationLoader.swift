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

    /// The association in `bytes`, and the reader that read it (which knows where each rule sits).
    ///
    /// The text is read once, as RFC 8259 writes it (``JSONReader``), each value with its offset:
    /// what Foundation's parser refuses (half a surrogate pair, bytes that are not UTF-8, nesting
    /// past 512 levels) is refused at the byte at fault, and the trailing comma it reads past is a
    /// warning.
    package static func read(bytes: [UInt8], file: String) throws(RouteMapError) -> (association: AppSiteAssociation, reader: AppSiteAssociationReader) {
        if bytes.count > maximumBytes {
            throw RouteMapError(
                file: file, line: 1, column: 1,
                message: "the file is over 128 KB (\(maximumBytes) bytes); iOS ignores an apple-app-site-association file that large")
        }
        let body = Array(try TextEncodingSniffer.utf8Body(of: bytes, file: file))
        let parsed = body.withLinkBytes { text in
            Result { () throws(JSONSyntaxError) -> (root: JSONNode, trailingCommas: [Int]) in try JSONNode.read(text) }
        }
        let root: JSONNode
        var reader = AppSiteAssociationReader(bytes: body, file: file)
        switch parsed {
        case .success(let read):
            root = read.root
            for comma in read.trailingCommas { reader.warnTrailingComma(at: comma) }
        case .failure(let error):
            let (line, column) = TextPosition.lineAndColumn(of: error.offset, in: body)
            throw RouteMapError(file: file, line: line, column: column, message: "not valid JSON: \(error.routeMapMessage(in: body))")
        }
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
}
