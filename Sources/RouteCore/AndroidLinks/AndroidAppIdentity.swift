/// The app whose links are decided: its package name and, optionally, the SHA-256 fingerprints
/// of its signing certificates (`AA:BB:…`).
package struct AndroidAppIdentity: Sendable, Hashable {
    package let packageName: String
    /// Empty when unknown: any statement for the package then approves, and results say the
    /// certificate was not checked.
    package let fingerprints: [String]

    package init(packageName: String, fingerprints: [String] = []) {
        self.packageName = packageName
        self.fingerprints = fingerprints
    }
}
