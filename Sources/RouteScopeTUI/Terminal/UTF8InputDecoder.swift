/// Turns the terminal's input bytes into Unicode scalars as they arrive, one byte at a time,
/// never losing one: each ill-formed sequence (its maximal subpart, as `String(decoding:as:)`
/// counts it) becomes one U+FFFD, and the byte that broke it is read again on its own.
///
/// A character the input stops in the middle of (a Latin-1 `é`, `E9`, with nothing after it) is
/// no reason to wait: ``finish()`` gives its U+FFFD when no more bytes come.
struct UTF8InputDecoder {
    /// The bytes of a character begun but not yet complete.
    private var pending: [UInt8] = []

    /// Whether a character has begun and needs more bytes.
    var isInsideCharacter: Bool { !pending.isEmpty }

    /// Takes the next byte; returns the scalars it completes (none, one, or a U+FFFD for the
    /// broken sequence before it and then the byte's own scalar).
    mutating func take(_ byte: UInt8) -> [Unicode.Scalar] {
        pending.append(byte)
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = pending.makeIterator()
        switch parser.parseScalar(from: &bytes) {
        case .valid(let encoded):
            pending.removeAll(keepingCapacity: true)
            return [Unicode.UTF8.decode(encoded)]
        case .error(let length) where length == pending.count:
            // Every byte so far fits a character still to come, unless the first can start none.
            if (0xC2...0xF4).contains(pending[0]) { return [] }
            pending.removeAll(keepingCapacity: true)
            return ["\u{FFFD}"]
        case .error:
            // The new byte broke the sequence before it, which was valid so far.
            pending.removeAll(keepingCapacity: true)
            return ["\u{FFFD}"] + take(byte)
        case .emptyInput:
            return []
        }
    }

    /// Ends the input for now: a character begun becomes U+FFFD.
    mutating func finish() -> [Unicode.Scalar] {
        guard isInsideCharacter else { return [] }
        pending.removeAll(keepingCapacity: true)
        return ["\u{FFFD}"]
    }
}
