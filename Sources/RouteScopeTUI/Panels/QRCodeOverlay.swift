import QRCodes
import RouteCore

/// The link as a QR code, to open it on a phone: the whole screen, a caption that states the
/// error-correction level, then the code in half blocks (two modules a cell) with its 4-module
/// quiet zone, black on white whatever the terminal's theme (reverse video without colour).
///
/// The level is M, or L when only an L code fits the screen. A code that fits at neither says
/// so, with the terminal size it needs and the `routescope qr` command that writes it as a
/// picture. `f` switches between the link as typed and its fixed form.
enum QRCodeOverlay {
    /// The code for a link on a screen.
    enum Fitting {
        /// It fits; `fallback` is true when level M did not fit and L did.
        case fits(QRCode, fallback: Bool)
        /// Even the level L code is larger than the screen.
        case tooLarge(QRCode)
        /// The link cannot be a QR code at all (too long).
        case impossible(QRCodeError)
    }

    /// The rows above the code: the caption.
    static let captionRows = 1

    /// The terminal a code needs: a column per module and a row per two, plus the caption, and
    /// never less than the explorer itself needs (``Layout/minimum``).
    static func neededSize(_ code: QRCode) -> (rows: Int, columns: Int) {
        (max(Layout.minimum.rows, code.halfBlockRows + captionRows), max(Layout.minimum.columns, code.sizeWithQuietZone))
    }

    /// The code the explorer shows for `link` on a `rows`×`columns` screen: level M if it fits,
    /// else level L.
    static func fitting(_ link: String, rows: Int, columns: Int) -> Fitting {
        let bytes = Array(link.utf8)
        func fits(_ code: QRCode) -> Bool {
            let needed = neededSize(code)
            return needed.rows <= rows && needed.columns <= columns
        }
        if let medium = try? QRCode(encoding: bytes, errorCorrection: .medium), fits(medium) {
            return .fits(medium, fallback: false)
        }
        do {
            let low = try QRCode(encoding: bytes, errorCorrection: .low)
            return fits(low) ? .fits(low, fallback: true) : .tooLarge(low)
        } catch {
            return .impossible(error)
        }
    }

    static func draw(_ explorer: Explorer, fixed: Bool, in screen: Rect, on buffer: inout ScreenBuffer) {
        let fixedLink = explorer.fixedLink
        let link = fixed ? fixedLink : explorer.editor.text
        let form = fixed ? "the fixed link" : "the link as typed"
        // Only a link with a fix-it has a fixed form to switch to.
        let switchKey: String? = fixed ? "f: as typed" : fixedLink != link ? "f: fixed form" : nil
        let keyHints = [switchKey, "other keys close"].compactMap { $0 }
        let keys = keyHints.joined(separator: " · ")
        switch fitting(link, rows: screen.height, columns: screen.width) {
        case .fits(let code, let fallback):
            buffer.clear(row: screen.row, column: screen.column, height: screen.height, width: screen.width)
            // One row: the level first, the keys last and whole; on a narrow screen the level's
            // last words give way.
            let level = "level \(code.errorCorrection.rawValue): \(code.errorCorrection.recoverablePercent)% may be lost"
                + (fallback ? " (\(QRCode.ErrorCorrection.medium.rawValue) too large)" : "")
            let parts = ["QR", level] + (fixed ? ["fixed link"] : []) + keyHints
            let caption = TextFitting.joined(parts, width: screen.width - 2, shortening: 1)
            buffer.put(" \(caption) ", row: screen.row, column: screen.column, style: .title)
            let left = screen.column + (screen.width - code.sizeWithQuietZone) / 2
            let top = screen.row + captionRows
            for (index, line) in code.halfBlockLines().enumerated() {
                buffer.put(line, row: top + index, column: left, style: TextStyle(.darkOnLight))
            }
            // Below the code, when rows are left: the link, whether the app opens it, the code's size.
            let free = screen.height - captionRows - code.halfBlockRows
            guard free > 0 else { return }
            let width = screen.width - 2
            typealias Line = DeviceCommandOverlay.Line
            let opens = explorer.navigator.analyzer.analyze(link).ok
            var lines = DeviceCommandOverlay.wrap((fixed ? "fixed link: " : "link: ") + link, width: width, rows: max(1, min(2, free - 2)))
                .map { Line(text: $0, style: .dim) }
            lines.append(
                opens
                    ? Line(text: "✓ the app opens this link", style: TextStyle(.ok))
                    : Line(
                        text: "✗ the app rejects this link" + (switchKey == nil || fixed ? "" : "; f shows its fixed form"),
                        style: TextStyle(.error, bold: true)))
            let side = code.sizeWithQuietZone
            lines.append(Line(text: "version \(code.version): \(side)×\(side) modules with the 4-module quiet zone", style: .dim))
            for (index, line) in lines.prefix(free).enumerated() {
                buffer.put(line.text, row: top + code.halfBlockRows + index, column: screen.column + 1, style: line.style, limit: width)
            }
        case .tooLarge(let code):
            let needed = neededSize(code)
            drawProblem(
                [
                    "The QR code of \(form) does not fit: at level \(code.errorCorrection.rawValue) "
                        + "(\(code.errorCorrection.recoverablePercent)% may be lost) it is version \(code.version), "
                        + "\(code.sizeWithQuietZone)×\(code.sizeWithQuietZone) modules with its quiet zone, "
                        + "so it needs a terminal of \(needed.columns)×\(needed.rows); this one is \(screen.width)×\(screen.height).",
                    "Enlarge the terminal or make its font smaller, or write the code as a picture:",
                    "routescope qr \(ShellQuoting.quote(link)) --format png --output link.png",
                ], keys: keys, in: screen, on: &buffer)
        case .impossible(let error):
            drawProblem(["No QR code for \(form): \(error)."], keys: keys, in: screen, on: &buffer)
        }
    }

    /// A box that says why the code is not shown.
    static func drawProblem(_ paragraphs: [String], keys: String, in screen: Rect, on buffer: inout ScreenBuffer) {
        let rect = Frame.drawOverScreen(screen, title: " QR code ", on: &buffer)
        let width = rect.width - 4
        var lines: [String] = []
        for paragraph in paragraphs { lines += TextFitting.wrapped(paragraph, width: width) + [""] }
        lines.append(keys)
        for (index, line) in lines.prefix(rect.height - 2).enumerated() {
            buffer.put(line, row: rect.row + 1 + index, column: rect.column + 2, limit: width)
        }
    }
}
