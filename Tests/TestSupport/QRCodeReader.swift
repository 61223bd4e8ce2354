import Foundation

/// Reads QR codes the way a phone would, with a real reader: zbar's `zbarimg` (Debian
/// `zbar-tools`), and ImageMagick's `convert` to rasterise an SVG first. Neither is mocked; a
/// missing tool is an error that says what to install, never a skipped test.
package enum QRCodeReader {
    /// Why a picture could not be read.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The bytes of every QR code zbar finds in the picture at `path` (PNG, PGM…), exactly as
    /// encoded (`-Sbinary`: no guessing of the text's encoding, no added newline).
    package static func decode(imageAt path: URL) throws -> [UInt8] {
        try run("zbarimg", ["--raw", "--quiet", "-Sbinary", path.path], install: "zbar-tools")
    }

    /// The text zbar finds when it decodes the characters itself, as a phone does: it follows
    /// the code's declared encoding (ECI), and guesses without one.
    package static func decodeText(imageAt path: URL) throws -> String {
        let output = try run("zbarimg", ["--raw", "--quiet", path.path], install: "zbar-tools")
        return String(decoding: output.last == 0x0A ? output.dropLast() : output[...], as: UTF8.self)
    }

    /// Rasterises the SVG at `svg` into a PNG at `png` with ImageMagick.
    package static func rasterize(svg: URL, to png: URL) throws {
        // ImageMagick leaves intermediate files (`magick-*`) in its temporary path: one of ours,
        // removed afterwards.
        try withTemporaryDirectory(prefix: "routescope-magick") { scratch in
            _ = try run("convert", [svg.path, png.path], install: "imagemagick", environment: ["MAGICK_TEMPORARY_PATH": scratch.path])
        }
    }

    /// A picture of light and dark pixels as a binary PGM (P5), `scale` pixels a pixel, for
    /// ``decode(imageAt:)``. `isDark(row, column)` gives each pixel of a `rows`×`columns` picture.
    package static func pgm(rows: Int, columns: Int, scale: Int, isDark: (Int, Int) -> Bool) -> Data {
        var data = Data("P5\n\(columns * scale) \(rows * scale)\n255\n".utf8)
        for row in 0..<rows * scale {
            for column in 0..<columns * scale { data.append(isDark(row / scale, column / scale) ? 0 : 255) }
        }
        return data
    }

    /// Half-block text as a terminal shows it, as a PGM for ``decode(imageAt:)``: each cell two
    /// pixels high, `scale` pixels a pixel. Where `isOnLight(row, column)` the cell is light and
    /// its halves dark where the glyph has ink (`▀` the upper, `▄` the lower, `█` both; any other
    /// character but a space counts as ink whole); elsewhere the cell is dark, as a terminal's
    /// dark background is around what it draws on light.
    package static func pgm(halfBlocks cells: [[Character]], scale: Int, isOnLight: (Int, Int) -> Bool) -> Data {
        pgm(rows: 2 * cells.count, columns: cells.map(\.count).max() ?? 0, scale: scale) { row, column in
            let line = row / 2
            guard column < cells[line].count, isOnLight(line, column) else { return true }
            switch cells[line][column] {
            case " ": return false
            case "▀": return row % 2 == 0
            case "▄": return row % 2 == 1
            default: return true
            }
        }
    }

    /// Runs `tool` from the PATH, with `environment` added to ours, and returns its standard
    /// output; fails when it is missing or exits with an error.
    static func run(_ tool: String, _ arguments: [String], install package: String, environment: [String: String] = [:]) throws -> [UInt8] {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let executable = directories.map({ "\($0)/\(tool)" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Failure(description: "\(tool) is not installed: apt-get install \(package) (.ci/run installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = errors.fileHandleForReading
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errorData.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // zbarimg exits with 4 when it finds no code.
            throw Failure(
                description: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
                    + String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return Array(stdout)
    }
}
