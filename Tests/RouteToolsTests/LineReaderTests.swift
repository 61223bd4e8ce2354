import Foundation
import RouteTools
import TestSupport
import Testing

/// The one line splitter that `check` and `check --fix` read lists with: every case runs with
/// reads of 1, 2, 3, 7 bytes and 64 KiB, so no edge case hides at a read boundary. Lines are cut
/// at a limit of 40 bytes here, so that the cut meets every read size too; the end-to-end tests
/// cut at the real 8 MiB.
@Suite("Splitting an input into lines")
struct LineReaderTests {
    static let readSizes = [1, 2, 3, 7, 1 << 16]
    static let limit = 40

    /// A line as the reader hands it over, its bytes copied.
    struct Line: Equatable, CustomStringConvertible {
        var bytes: [UInt8]
        var ending: [UInt8]
        var number: Int
        var isCut: Bool

        init(_ text: String, _ ending: String, _ number: Int, isCut: Bool = false) {
            self.init(Array(text.utf8), ending, number, isCut: isCut)
        }

        init(_ bytes: [UInt8], _ ending: String, _ number: Int, isCut: Bool = false) {
            self.bytes = bytes
            self.ending = Array(ending.utf8)
            self.number = number
            self.isCut = isCut
        }

        var description: String { "\(number): \(bytes.count) bytes \(bytes.prefix(40)) + \(ending)\(isCut ? " cut" : "")" }
    }

    /// The lines of `reader`, the bytes it read past, and everything it handed over in order.
    static func lines(of reader: LineReader) -> (lines: [Line], readPast: [UInt8], whole: [UInt8]) {
        var reader = reader
        var lines: [Line] = []
        var readPast: [UInt8] = []
        var whole: [UInt8] = []
        reader.forEachLine { line in
            var copied = Line(Array(line.bytes), "", line.number, isCut: line.isCut)
            copied.ending = Array(line.ending)
            lines.append(copied)
            whole += line.bytes + line.ending
        } readPast: {
            readPast += $0
            whole += $0
        }
        return (lines, readPast, whole)
    }

    /// The lines of `bytes`, the same for every read size, which hand over the whole input.
    static func lines(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> [Line] {
        let results = readSizes.map { lines(of: LineReader(bytes: bytes, readSize: $0, maximumLineBytes: limit)) }
        for (size, result) in zip(readSizes, results) {
            #expect(result.lines == results[0].lines, "reads of \(size) bytes", sourceLocation: sourceLocation)
            #expect(result.whole == bytes, "reads of \(size) bytes", sourceLocation: sourceLocation)
        }
        return results[0].lines
    }

    static func lines(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Line] {
        lines(Array(text.utf8), sourceLocation: sourceLocation)
    }

    @Test func linesEndAtLFOrCRLFAndKeepTheirEnding() {
        #expect(Self.lines("a\nbc\r\nd\n") == [Line("a", "\n", 1), Line("bc", "\r\n", 2), Line("d", "\n", 3)])
    }

    @Test func theLastLineMayEndWithoutANewlineOrWithACarriageReturn() {
        #expect(Self.lines("a\nb") == [Line("a", "\n", 1), Line("b", "", 2)])
        #expect(Self.lines("a\nb\r") == [Line("a", "\n", 1), Line("b", "\r", 2)])
        #expect(Self.lines("a\n") == [Line("a", "\n", 1)], "a final newline does not start a line")
    }

    @Test func emptyLinesAreLinesAndAnEmptyInputHasNone() {
        #expect(Self.lines("\n\r\n\na\n\n") == [Line("", "\n", 1), Line("", "\r\n", 2), Line("", "\n", 3), Line("a", "\n", 4), Line("", "\n", 5)])
        #expect(Self.lines("").isEmpty)
        #expect(Self.lines("\r") == [Line("", "\r", 1)])
    }

    @Test func aCarriageReturnInsideALineIsItsText() {
        #expect(Self.lines("a\rb\r\r\n") == [Line("a\rb\r", "\r\n", 1)])
    }

    @Test func nulAndBytesThatAreNotUTF8AreTheLinesBytesAsTheyAre() {
        let bytes: [UInt8] = [0x61, 0x00, 0x62, 0x0A, 0xFF, 0xFE, 0xC3, 0x0D, 0x0A, 0x00]
        #expect(Self.lines(bytes) == [Line([0x61, 0x00, 0x62], "\n", 1), Line([0xFF, 0xFE, 0xC3], "\r\n", 2), Line([0x00], "", 3)])
    }

    /// The limit counts the bytes before the `\n`: a `\r` there too, which the line would have
    /// to be read on past the limit to tell from its text.
    @Test func aLineUpToTheLimitIsWhole() {
        let full = [UInt8](repeating: UInt8(ascii: "a"), count: Self.limit)
        #expect(Self.lines(full + Array("\nb".utf8)) == [Line(full, "\n", 1), Line("b", "", 2)])
        let withCR = [UInt8](repeating: UInt8(ascii: "a"), count: Self.limit - 1)
        #expect(Self.lines(withCR + Array("\r\nb".utf8)) == [Line(withCR, "\r\n", 1), Line("b", "", 2)])
        #expect(Self.lines(full) == [Line(full, "", 1)], "the last line, without a newline")
    }

    /// A line over the limit is cut there, its number kept; the rest of it, its newline
    /// included, is read past, and the next line gets the next number and its bytes exactly.
    @Test(arguments: [
        (rest: "a", ending: "\n"), (rest: "", ending: "\r\n"), (rest: String(repeating: "x", count: 5 * LineReaderTests.limit), ending: "\r\n"),
        (rest: "a", ending: ""),
    ])
    func aLineOverTheLimitIsCutAndTheRestReadPast(rest: String, ending: String) {
        let start = [UInt8](repeating: UInt8(ascii: "s"), count: Self.limit)
        let input = Array("first\n".utf8) + start + Array((rest + ending + (ending.isEmpty ? "" : "next\r\n")).utf8)
        for size in Self.readSizes {
            let (lines, readPast, whole) = Self.lines(of: LineReader(bytes: input, readSize: size, maximumLineBytes: Self.limit))
            #expect(whole == input, "reads of \(size) bytes")
            let after = ending.isEmpty ? [] : [Line("next", "\r\n", 3)]
            #expect(lines == [Line("first", "\n", 1), Line(start, "", 2, isCut: true)] + after, "reads of \(size) bytes")
            #expect(readPast == Array((rest + ending).utf8), "reads of \(size) bytes")
        }
    }

    /// A read that fails ends the input where it failed: the lines before it are read, the
    /// start of a line it cut short is the last line, and every copy of the reader knows why.
    @Test func aFailedReadEndsTheInputAndSaysWhy() {
        var handedOver = false
        let reader = LineReader { buffer throws(ReadError) in
            guard !handedOver else { throw ReadError(reason: "Input/output error") }
            handedOver = true
            buffer.copyBytes(from: Array("a\r\nb\nc".utf8))
            return 6
        }
        #expect(reader.failure.reason == nil)
        #expect(Self.lines(of: reader).lines == [Line("a", "\r\n", 1), Line("b", "\n", 2), Line("c", "", 3)])
        #expect(reader.failure.reason == "Input/output error")
    }

    @Test func theHeadIsTheFirstBytesForTheEncodingToBeToldBy() {
        #expect(LineReader(bytes: [0xFF, 0xFE, 0x61, 0x00, 0x0A, 0x00]).head == [0xFF, 0xFE, 0x61, 0x00])
        #expect(LineReader(bytes: [0xEF]).head == [0xEF])
    }

    @Test(arguments: readSizes)
    func blocksHandOverTheWholeInput(readSize: Int) {
        let input = Array("url\r\n\"a\nb\",c\n".utf8)
        var reader = LineReader(bytes: input, readSize: readSize)
        var read: [UInt8] = []
        while let block = reader.nextBlock() { read += block }
        #expect(read == input)
    }

    @Test func aFileIsReadAndWhatCannotBeOpenedIsAnError() throws {
        try withTemporaryDirectory(prefix: "routescope-line-reader") { directory in
            let file = directory.appendingPathComponent("links.txt")
            try Data("myapp://home\r\n\nmyapp://search".utf8).write(to: file)
            #expect(Self.lines(of: try LineReader(path: file.path)).lines == [Line("myapp://home", "\r\n", 1), Line("", "\n", 2), Line("myapp://search", "", 3)])
            let directoryError = #expect(throws: LineReaderError.self) { try LineReader(path: directory.path) }
            #expect(directoryError?.description == "error: cannot read \(directory.path): it is a directory")
            let missing = directory.appendingPathComponent("missing.txt").path
            let missingError = #expect(throws: LineReaderError.self) { try LineReader(path: missing) }
            #expect(missingError?.description == "error: cannot read \(missing): No such file or directory")
        }
    }
}
