/// Something in an apple-app-site-association file that iOS reads differently from what the
/// file seems to say, at its line and column and JSON path.
///
/// iOS is lenient: it skips what it does not understand and uses the rest. RouteScope loads the
/// file the same way, and keeps each skipped or surprising part as a warning, so the file can be
/// linted (`routescope aasa lint`) and `--strict` can fail on it.
package struct AppSiteAssociationWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is; the raw value is the stable kebab-case code.
    package enum Code: String, Sendable, Hashable, CaseIterable {
        /// A key iOS does not know, so it ignores it (a misspelt `exclude` is simply absent).
        case unknownKey = "unknown-key"
        /// A value of the wrong JSON type; iOS ignores the key, as if it were absent.
        case wrongType = "wrong-type"
        /// A `?` dictionary with a value that is not a string; iOS ignores the whole dictionary,
        /// and the rest of the component still applies.
        case ignoredQueryItems = "ignored-query-items"
        /// `details` as an object keyed by app ID, the iOS 9 form; still read.
        case detailsByAppID = "details-by-app-id"
        /// `appID` beside `appIDs`: iOS reads `appIDs` only.
        case appIDIgnored = "app-id-ignored"
        /// A detail that names no app (an empty `appIDs`, or neither key), so its rules decide nothing.
        case noAppIDs = "no-app-ids"
        /// A detail with neither `components` nor `paths`: it matches no link.
        case noRules = "no-rules"
        /// The file has no `applinks`, or `applinks` has no `details`: no link opens an app.
        case noDetails = "no-details"
        /// A pattern iOS cannot read (an unknown substitution variable, an unclosed `$(`): it
        /// matches nothing.
        case unreadablePattern = "unreadable-pattern"
        /// A comma before the `]` or `}` that closes a list or an object: not JSON (RFC 8259),
        /// but Foundation's parser, and so iOS, reads past it.
        case trailingComma = "trailing-comma"
        /// Lint only: a rule that never decides, because an earlier rule of the same app matches
        /// every link it matches (a component after a catch-all `"*"`, an exclude after the rule
        /// that already opens its links).
        case unreachableRule = "unreachable-rule"
        /// Lint only: an exclude that changes nothing, because no later rule of the same app would
        /// open any link it excludes.
        case excludeWithoutEffect = "exclude-without-effect"
    }

    package var code: Code
    package var file: String
    /// 1-based.
    package var line: Int
    /// 1-based, in characters (Unicode scalars), as route-map problems count them.
    package var column: Int
    /// Where in the document: `applinks.details[0].components[2]["/"]`; empty for the document.
    package var path: String
    /// What iOS does with it, in a sentence.
    package var message: String

    package init(code: Code, file: String, line: Int, column: Int, path: String, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `aasa.json:3:12: warning[unknown-key]: applinks.details[0].exlude: unknown key …`.
    package var description: String {
        "\(file):\(line):\(column): warning[\(code.rawValue)]: " + (path.isEmpty ? "" : path + ": ") + message
    }
}
