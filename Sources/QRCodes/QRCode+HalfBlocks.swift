extension QRCode {
    /// The code with its quiet zone as text, two modules a character cell: `▀` upper half dark,
    /// `▄` lower half dark, `█` both, a space neither. Dark is the ink of the glyphs, so the
    /// text must be shown dark on light (``halfBlockRows`` rows of ``sizeWithQuietZone``
    /// columns); the last row's lower half is light when the side is odd, as it always is.
    public func halfBlockLines() -> [String] {
        let side = sizeWithQuietZone
        return (0..<Self.halfBlockRows(side: side)).map { line in
            String(
                (0..<side).map { column -> Character in
                    switch (isDarkInPicture(row: 2 * line, column: column), isDarkInPicture(row: 2 * line + 1, column: column)) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    /// The rows of text that a picture `side` modules high takes in half blocks.
    public static func halfBlockRows(side: Int) -> Int { (side + 1) / 2 }

    /// The rows of text of ``halfBlockLines()``.
    public var halfBlockRows: Int { Self.halfBlockRows(side: sizeWithQuietZone) }
}
