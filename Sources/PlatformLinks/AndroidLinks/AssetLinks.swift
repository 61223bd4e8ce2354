import TextBytes

/// The statements of one domain's `/.well-known/assetlinks.json` that let Android open that
/// domain's links in an app: relation `delegate_permission/common.handle_all_urls` with an
/// `android_app` target.
package struct AssetLinks: Sendable, Hashable {
    /// One app the domain delegates its links to.
    package struct Statement: Sendable, Hashable {
        /// Its 0-based index in the file's top-level array.
        package let index: Int
        /// Its number as a person counts the file's statements, from 1: what text calls
        /// "statement 1".
        package var number: Int { index + 1 }
        package let packageName: String
        /// The `sha256_cert_fingerprints` strings as written: Android compares them exactly with
        /// the upper-case `AA:BB:…` form it computes, so any other form never matches.
        package let fingerprints: [String]

        package init(index: Int, packageName: String, fingerprints: [String]) {
            self.index = index
            self.packageName = packageName
            self.fingerprints = fingerprints
        }
    }

    /// Why Android's verifier rejects the whole file, so that it approves no app: the first
    /// problem the verifier meets, where it is.
    package struct Rejection: Sendable, Hashable, CustomStringConvertible {
        /// The warning's stable code.
        package static let code = "android-assetlinks-rejected"

        package let file: String
        package let line: Int
        package let column: Int
        /// What the verifier refuses, without the position: `[0].target.namespace: namespace
        /// must be android_app or web, found "ios"`.
        package let message: String

        package init(file: String, line: Int, column: Int, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }

        /// `file:line:column: message`.
        package var located: String { "\(file):\(line):\(column): \(message)" }

        /// The load warning: `assetlinks.json:1:6: warning: … [android-assetlinks-rejected]`.
        package var description: String {
            "\(file):\(line):\(column): warning: \(message); Android's verifier rejects the whole file, so it approves no app [\(Self.code)]"
        }
    }

    /// The handle-all-urls statements for Android apps, in file order.
    package let statements: [Statement]
    /// Indices of `{"include": …}` statements, which RouteScope cannot follow offline.
    package let includes: [Int]
    /// Set when Android's verifier rejects the file; then it has no statements.
    package let rejection: Rejection?

    package init(statements: [Statement], includes: [Int] = [], rejection: Rejection? = nil) {
        self.statements = statements
        self.includes = includes
        self.rejection = rejection
    }

    /// The first statement approving `packageName` (`AndroidAppAssetMatcher`: the same package
    /// and a fingerprint in common); with `fingerprints` empty, unknown, the first whose
    /// fingerprints include one in the form Android computes, since only such a one can match.
    /// Nil when none does.
    package func approving(packageName: String, fingerprints: [String]) -> Statement? {
        statements.first { statement in
            statement.packageName == packageName
                && (fingerprints.isEmpty
                    ? statement.fingerprints.contains(where: AssetLinksLoader.isFingerprint)
                    : statement.fingerprints.contains(where: fingerprints.contains))
        }
    }

    /// Why no statement of `domain`'s file approves the app, for a sentence.
    package func refusal(packageName: String, fingerprints: [String], domain: String) -> String {
        let file = "the assetlinks.json of \(domain.quotedForMessage)"
        if let rejection {
            return "Android's verifier rejects \(file) whole (\(rejection.located))"
        }
        let forPackage = statements.filter { $0.packageName == packageName }
        guard !forPackage.isEmpty else {
            let included = includes.isEmpty ? "" : " (its include statements are not followed)"
            return "\(file) has no handle_all_urls statement for \(packageName)\(included)"
        }
        let misformed = forPackage.flatMap { statement in
            statement.fingerprints.filter { !AssetLinksLoader.isFingerprint($0) }.map { (statement.number, $0) }
        }
        guard let (number, fingerprint) = misformed.first else {
            return "\(file) names \(packageName) but none of its certificate fingerprints"
        }
        let form = "not in the upper-case AA:BB:… form Android compares"
        if fingerprints.isEmpty {
            return "\(file) names \(packageName) only with fingerprints \(form) (statement \(number): \(fingerprint.quotedForMessage)), and those never match"
        }
        return "\(file) names \(packageName) but none of its certificate fingerprints (statement \(number)'s \(fingerprint.quotedForMessage) is \(form), so it never matches)"
    }
}
