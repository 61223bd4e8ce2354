import Foundation

/// A refused link's `localizedDescription` is the sentence to show a user, the first error's
/// ``Diagnostic/message`` (`articleId expects an integer, found "nine"`), so an alert built from
/// any `Error` shows what is wrong rather than Foundation's generic sentence.
extension DeepLinkError: LocalizedError {
    /// The first error's ``Diagnostic/message``.
    public var errorDescription: String? { diagnostic.message }
}
