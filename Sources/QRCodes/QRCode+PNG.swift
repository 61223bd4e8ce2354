import CPNG

extension QRCode {
    /// The code as a PNG file's bytes, encoded by libpng: black modules on white, quiet zone
    /// included, `moduleSize` pixels a module, one bit a pixel.
    ///
    /// - Throws: ``QRCodeError/pngFailed`` when libpng fails (out of memory).
    public func pngData(moduleSize: Int) throws(QRCodeError) -> [UInt8] {
        let side = sizeWithQuietZone * moduleSize
        let stride = (side + 7) / 8
        // 1 is white: start white, clear the bits of dark modules.
        var pixels = [UInt8](repeating: 0xFF, count: stride * side)
        for row in 0..<side {
            for column in 0..<side where isDarkInPicture(row: row / moduleSize, column: column / moduleSize) {
                pixels[row * stride + column / 8] &= ~(0x80 >> UInt8(column % 8))
            }
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            rs_png_encode_gray1(buffer.baseAddress, UInt32(side), UInt32(side), &bytes, &count)
        }
        guard status == 0, let bytes else { throw .pngFailed }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}
