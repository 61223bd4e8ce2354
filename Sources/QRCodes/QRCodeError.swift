/// Why bytes could not become a QR code.
public enum QRCodeError: Error, Sendable, Hashable {
    /// No bytes: a QR code needs at least one.
    case empty
    /// More bytes than the largest code (version 40) holds at the level: `limit`.
    case tooLong(bytes: Int, limit: Int, errorCorrection: QRCode.ErrorCorrection)
    /// libqrencode failed for another reason, with its `errno`.
    case encoderFailed(errno: Int32)
    /// libpng could not encode the picture.
    case pngFailed
}

extension QRCodeError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .empty: "there is nothing to encode: the link is empty"
        case .tooLong(let bytes, let limit, let level):
            "the link is \(bytes) bytes; a QR code at level \(level.rawValue) holds at most \(limit) bytes"
                + (level == .low ? "" : " (level L holds \(limit + QRCode.ErrorCorrection.low.maximumBytes - level.maximumBytes))")
        case .encoderFailed(let number): "libqrencode could not encode the link (errno \(number))"
        case .pngFailed: "libpng could not encode the picture"
        }
    }
}
