/// The statements of one domain's `/.well-known/assetlinks.json` that let Android open that
/// domain's links in an app: relation `delegate_permission/common.handle_all_urls` with an
/// `android_app` target.
package struct AssetLinks: Sendable, Hashable {
    /// One app the domain delegates its links to.
    package struct Statement: Sendable, Hashable {
        /// Its 0-based index in the file's top-level array.
        package let index: Int
        package let packageName: String
        /// SHA-256 fingerprints in the `AA:BB:…` upper-case form.
        package let fingerprints: [String]

        package init(index: Int, packageName: String, fingerprints: [String]) {
            self.index = index
            self.packageName = packageName
            self.fingerprints = fingerprints
        }
    }

    /// The handle-all-urls statements for Android apps, in file order.
    package let statements: [Statement]
    /// Indices of `{"include": …}` statements, which RouteScope cannot follow offline.
    package let includes: [Int]

    package init(statements: [Statement], includes: [Int] = []) {
        self.statements = statements
        self.includes = includes
    }

    /// The first statement approving `packageName`, and with `fingerprints` non-empty, one of
    /// them; nil when none does.
    package func approving(packageName: String, fingerprints: [String]) -> Statement? {
        statements.first { statement in
            statement.packageName == packageName
                && (fingerprints.isEmpty || statement.fingerprints.contains(where: fingerprints.contains))
        }
    }
}
