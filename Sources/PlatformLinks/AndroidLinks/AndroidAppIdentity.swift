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

    /// The fingerprint `text` spells, in the upper case Android computes for a certificate
    /// (`AA:BB:…`, 32 hex bytes joined by colons), when the app's own certificate is written in
    /// either case; nil when `text` is no fingerprint. Fingerprints in an assetlinks.json file
    /// are compared as written instead (``AssetLinksLoader/isFingerprint(_:)``).
    package static func certificateFingerprint(_ text: String) -> String? {
        let lowerHex = UInt8(ascii: "a")...UInt8(ascii: "f")
        let upper = String(decoding: text.utf8.map { lowerHex.contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
        return AssetLinksLoader.isFingerprint(upper) ? upper : nil
    }
}
