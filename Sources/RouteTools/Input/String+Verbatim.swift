import Foundation

extension String {
    /// `bytes` decoded as UTF-8, and whether the text holds exactly those bytes. Bytes that are
    /// not UTF-8 become U+FFFD, after which a position in the text is no longer the same
    /// position in the file.
    ///
    /// One `memcmp` of the two buffers: comparing them element by element through `utf8` costs
    /// more than reading the field.
    static func decodingVerbatim(_ bytes: ArraySlice<UInt8>) -> (text: String, isVerbatim: Bool) {
        var text = String(decoding: bytes, as: UTF8.self)
        let isVerbatim = text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { bytes in
                utf8.count == bytes.count && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
            }
        }
        return (text, isVerbatim)
    }
}
