import ArgumentParser
import Foundation
import QRCodes
import RouteCore

/// `routescope qr LINK`: the link as a QR code, to open it on a phone: half blocks on the
/// terminal, or a PNG or SVG picture. The link is checked first, as `check` checks it.
struct QRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qr",
        abstract: "Draw a link as a QR code, to open it on a phone: text, PNG or SVG.",
        discussion: """
            The link is checked first, as check checks it; its problems go to standard error, and a link \
            that fails the check is not drawn (exit status 1) unless --force is given. With --fixed, \
            every machine-applicable fix-it is applied first, as the explorer's Alt-Shift-C copies the link, and the fixed \
            link is checked, drawn and printed on standard error.

            --format text draws the code in Unicode half blocks (two modules a character) on standard \
            output, or in --output FILE. On a terminal the modules are black on white, whatever the \
            terminal's theme (--color always does that anywhere); under NO_COLOR or --color never they \
            are in reverse video, which a terminal with a dark background shows dark on light; on a \
            dumb terminal, in a file or in a pipe the text is plain, dark glyphs for a light background.

            --format png (written with libpng) and --format svg are pictures: black modules on white, \
            --module-size pixels a module (default 10). They go to --output FILE, or to standard output \
            when it is not a terminal (a pipe or a redirection); on a terminal they need --output.

            Every picture has the 4-module quiet zone that readers need. The error-correction level \
            (--level, default M) says how much of the code may be lost: L 7%, M 15%, Q 25%, H 30%; a \
            code holds at most 2,953 bytes at L, 2,331 at M, 1,663 at Q and 1,273 at H.

            Exit status: 0 when the code is written, 1 when the link fails the check (without \
            --force), 2 for a usage error, a link too long for a QR code, or an output that cannot be \
            written.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, png, svg
    }

    @Argument(help: "The link to draw.")
    var url: String

    @Option(name: .long, help: "Output format: text (half blocks), png or svg.")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write the code to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: "Error correction: L (7% may be lost), M (15%), Q (25%) or H (30%).")
    var level: QRCode.ErrorCorrection = .medium

    @Flag(name: .long, help: "Draw the link with every machine-applicable fix-it applied.")
    var fixed = false

    @Flag(name: .long, help: "Draw the link even when it fails the check.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("PNG and SVG: the pixels a module, from 1 to 100.", valueName: "pixels"))
    var moduleSize = 10

    @Option(name: .long, help: "Text: auto, always (black on white, even in a file) or never (reverse video on a terminal).")
    var color: ColorChoice = .auto

    @OptionGroup var routeMap: RouteMapOptions

    func validate() throws {
        guard (1...100).contains(moduleSize) else {
            throw ValidationError("--module-size takes a number of pixels from 1 to 100, found \(moduleSize)")
        }
        if format != .text, output == nil, isatty(1) == 1 {
            throw ValidationError(
                "--format \(format.rawValue) writes a picture, not text: give --output FILE, or redirect standard output to a file")
        }
    }

    func run() throws {
        let analyzer = LinkAnalyzer(routeMap: try routeMap.load())
        let link = fixed ? analyzer.everyFix(for: url).fixed : url
        if fixed { Console.printError(link == url ? "no fix-it to apply: the link is drawn as given" : "fixed: \(link)") }
        let analysis = analyzer.analyze(link)
        let report = TextReport(color: Console.wantsColor(fd: 2)).render(analysis)
        if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
        if !analysis.ok && !force {
            Console.printError("error: the link fails the check, so no QR code is drawn; --force draws it anyway")
            throw ExitCode(1)
        }
        let code: QRCode
        do {
            code = try QRCode(encoding: Array(link.utf8), errorCorrection: level)
        } catch {
            Console.printError("error: \(error)")
            throw ExitCode(2)
        }
        let bytes: [UInt8]
        switch format {
        case .text: bytes = Array(text(code).utf8)
        case .svg: bytes = Array(code.svg(moduleSize: moduleSize).utf8)
        case .png:
            do {
                bytes = try code.pngData(moduleSize: moduleSize)
            } catch {
                Console.printError("error: \(error)")
                throw ExitCode(2)
            }
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Console.printError("error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(2)
        }
    }

    /// The half blocks, one line a row: black on white on a terminal with colour (or with
    /// `--color always`), reverse video on one without (`NO_COLOR`, `--color never`), plain on a
    /// `dumb` terminal, in a file or in a pipe. Each line sets and resets its own attributes, so
    /// no colour runs past the code.
    func text(_ code: QRCode) -> String {
        // The 256-colour cube's own black and white, which themes leave alone.
        let blackOnWhite = ("\u{1B}[38;5;16;48;5;231m", "\u{1B}[0m")
        let style: (start: String, end: String)
        if color == .always {
            style = blackOnWhite
        } else if output != nil || isatty(1) != 1 || ProcessInfo.processInfo.environment["TERM"] == "dumb" {
            style = ("", "")
        } else {
            style = color == .auto && Console.wantsColor(fd: 1) ? blackOnWhite : ("\u{1B}[7m", "\u{1B}[0m")
        }
        return code.halfBlockLines().map { style.start + $0 + style.end + "\n" }.joined()
    }
}

extension QRCode.ErrorCorrection: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.uppercased()) }
}
