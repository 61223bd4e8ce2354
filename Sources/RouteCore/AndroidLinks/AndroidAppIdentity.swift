/// The app whose links are decided: its package name and, optionally, the SHA-256 fingerprints
/// of its signing certificates (`AA:BB:…`).
public struct AndroidAppIdentity: Sendable, Hashable {
    public let packageName: String
    /// Empty when unknown: any statement for the package then approves, and results say the
    /// certificate was not checked.
    public let fingerprints: [String]

    public init(packageName: String, fingerprints: [String] = []) {
        self.packageName = packageName
        self.fingerprints = fingerprints
    }
}
