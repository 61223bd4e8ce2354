import Foundation
import QRCodes
import Testing

/// The QR code value as libqrencode makes it: sizes, capacities and the half-block picture.
@Suite("QR codes")
struct QRCodeTests {
    /// ISO/IEC 18004 Table 7's byte-mode capacity of version 40 is what libqrencode holds, one
    /// byte less for UTF-8 beyond ASCII (its declaration takes 12 bits): one byte more is too
    /// long, and says the limit. The check before libqrencode and libqrencode's own agree.
    @Test(arguments: QRCode.ErrorCorrection.allCases, [false, true])
    func theLargestCodeHoldsExactlyTheStatedBytes(level: QRCode.ErrorCorrection, utf8: Bool) throws {
        let limit = QRCode.maximumBytes(level, declaringUTF8: utf8)
        #expect(limit == level.maximumBytes - (utf8 ? 1 : 0))
        // "é" is two bytes, so a UTF-8 text ends with it to reach an exact length.
        func text(_ count: Int) -> [UInt8] {
            utf8 ? [UInt8](repeating: UInt8(ascii: "a"), count: count - 2) + Array("é".utf8) : [UInt8](repeating: UInt8(ascii: "a"), count: count)
        }
        let full = try QRCode(encoding: text(limit), errorCorrection: level)
        #expect(full.version == 40)
        #expect(full.size == 177)
        #expect(throws: QRCodeError.tooLong(bytes: limit + 1, limit: limit, errorCorrection: level)) {
            try QRCode(encoding: text(limit + 1), errorCorrection: level)
        }
    }

    @Test func aTooLongLinkSaysTheLimitAndTheLowerLevelsLimit() {
        #expect(
            QRCodeError.tooLong(bytes: 3000, limit: 2331, errorCorrection: .medium).description
                == "the link is 3000 bytes; a QR code at level M holds at most 2331 bytes (level L holds 2953)")
        #expect(
            QRCodeError.tooLong(bytes: 3000, limit: 2952, errorCorrection: .low).description
                == "the link is 3000 bytes; a QR code at level L holds at most 2952 bytes")
        #expect(throws: QRCodeError.empty) { try QRCode(encoding: [], errorCorrection: .medium) }
    }

    /// A version-v code is 17 + 4v modules a side; a higher level needs a larger version for the
    /// same bytes.
    @Test func theVersionGrowsWithTheLinkAndTheLevel() throws {
        // Version 1 holds 17 bytes at level L, 14 at M.
        let short = try QRCode(encoding: Array("myapp://home/feed".utf8), errorCorrection: .low)
        #expect(short.version == 1 && short.size == 21 && short.sizeWithQuietZone == 29)
        #expect(try QRCode(encoding: Array("myapp://home/feed".utf8), errorCorrection: .medium).version == 2)
        let link = Array("https://example.com/app/home/articleDetail?userId=100&articleId=200&utm_source=newsletter".utf8)
        let versions = try QRCode.ErrorCorrection.allCases.map { try QRCode(encoding: link, errorCorrection: $0).version }
        #expect(versions == versions.sorted() && versions.first! < versions.last!)
        for level in QRCode.ErrorCorrection.allCases {
            let code = try QRCode(encoding: link, errorCorrection: level)
            #expect(code.size == 17 + 4 * code.version && code.errorCorrection == level)
        }
    }

    /// The three finder patterns: a dark 7×7 ring around a light ring around a dark 3×3 square.
    @Test func theFinderPatternsAreInTheirCorners() throws {
        let code = try QRCode(encoding: Array("myapp://search/results?q=caf%C3%A9".utf8), errorCorrection: .high)
        for (top, left) in [(0, 0), (0, code.size - 7), (code.size - 7, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    let ring = max(abs(row - 3), abs(column - 3))
                    #expect(code.isDark(row: top + row, column: left + column) == (ring != 2), "(\(top + row), \(left + column))")
                }
            }
        }
        #expect(!code.isDark(row: -1, column: 0) && !code.isDark(row: 0, column: code.size))
    }

    /// Two modules a character, the quiet zone blank on every side, and each character the
    /// modules above and below it.
    @Test func halfBlocksHoldTwoModulesACharacter() throws {
        let code = try QRCode(encoding: Array("myapp://home/articleDetail?userId=1&articleId=2".utf8), errorCorrection: .medium)
        let lines = code.halfBlockLines()
        let side = code.sizeWithQuietZone
        #expect(lines.count == (side + 1) / 2 && lines.count == code.halfBlockRows)
        #expect(lines.allSatisfy { $0.count == side })
        #expect(lines.prefix(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines.suffix(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(lines.allSatisfy { $0.hasPrefix("    ") && $0.hasSuffix("    ") })
        for (index, line) in lines.enumerated() {
            for (column, character) in line.enumerated() {
                let upper = code.isDark(row: 2 * index - QRCode.quietZone, column: column - QRCode.quietZone)
                let lower = code.isDark(row: 2 * index + 1 - QRCode.quietZone, column: column - QRCode.quietZone)
                let expected: Character = upper ? (lower ? "█" : "▀") : (lower ? "▄" : " ")
                #expect(character == expected, "line \(index), column \(column)")
            }
        }
    }

    @Test func theSVGHasAWhiteBackgroundOverTheQuietZoneAndOneBlackPath() throws {
        let code = try QRCode(encoding: Array("myapp://home/feed".utf8), errorCorrection: .low)
        let svg = code.svg(moduleSize: 10)
        #expect(svg.contains(#"width="290" height="290" viewBox="0 0 29 29""#))
        #expect(svg.contains(##"<rect width="29" height="29" fill="#ffffff" stroke="none"/>"##))
        #expect(svg.components(separatedBy: "<path ").count == 2)
        // The top-left finder pattern's first row is a run of 7 at the quiet zone's corner.
        #expect(svg.contains(#"d="M4 4h7v1h-7z"#))
    }

    @Test func thePNGIsAOneBitGreyPictureOfTheWholeCode() throws {
        let code = try QRCode(encoding: Array("myapp://home/feed".utf8), errorCorrection: .low)
        let png = try code.pngData(moduleSize: 3)
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width, height (29 modules × 3 pixels), bit depth 1, colour type 0 (grey).
        #expect(Array(png[16..<26]) == [0, 0, 0, 87, 0, 0, 0, 87, 1, 0])
    }
}
