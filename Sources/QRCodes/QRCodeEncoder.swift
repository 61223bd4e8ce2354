import CQRencode

extension QRCode {
    /// Encodes `bytes` in byte mode in the smallest version that holds them at `errorCorrection`,
    /// with libqrencode. Every byte is kept as it is, and a NUL is data. Bytes beyond ASCII are
    /// declared UTF-8 (ECI 26, ISO/IEC 18004 §7.4.2), so that readers do not take them for the
    /// standard's default ISO 8859-1 or guess Shift JIS; ASCII needs no declaration.
    ///
    /// - Throws: ``QRCodeError/tooLong(bytes:limit:errorCorrection:)`` when no version holds
    ///   them, ``QRCodeError/empty`` for no bytes.
    public init(encoding bytes: [UInt8], errorCorrection: ErrorCorrection) throws(QRCodeError) {
        guard !bytes.isEmpty else { throw .empty }
        let declaresUTF8 = bytes.contains { $0 >= 0x80 }
        let limit = Self.maximumBytes(errorCorrection, declaringUTF8: declaresUTF8)
        guard bytes.count <= limit else { throw .tooLong(bytes: bytes.count, limit: limit, errorCorrection: errorCorrection) }
        let level: QRecLevel =
            switch errorCorrection {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        // Version 0: the smallest that fits.
        guard let input = QRinput_new2(0, level) else { throw .encoderFailed(errno: rs_qr_errno()) }
        defer { QRinput_free(input) }
        let appended = bytes.withUnsafeBufferPointer { buffer in
            (declaresUTF8 ? QRinput_appendECIheader(input, 26) : 0) == 0 && QRinput_append(input, QR_MODE_8, Int32(buffer.count), buffer.baseAddress) == 0
        }
        guard appended, let encoded = QRcode_encodeInput(input) else {
            let number = rs_qr_errno()
            if number == ERANGE { throw .tooLong(bytes: bytes.count, limit: limit, errorCorrection: errorCorrection) }
            throw .encoderFailed(errno: number)
        }
        defer { QRcode_free(encoded) }
        let size = Int(encoded.pointee.width)
        // Bit 0 of each byte is the module's colour (1 dark); the other bits are libqrencode's.
        let modules = (0..<size * size).map { encoded.pointee.data[$0] & 1 == 1 }
        self.init(version: Int(encoded.pointee.version), errorCorrection: errorCorrection, size: size, modules: modules)
    }
}
