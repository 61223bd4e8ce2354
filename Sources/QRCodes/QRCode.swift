/// A QR code (ISO/IEC 18004): a square of dark and light modules, its version and its
/// error-correction level.
///
/// ```swift
/// let code = try QRCode(encoding: Array("myapp://home/feed".utf8), errorCorrection: .low)
/// code.version                     // 1: 17 bytes fit the smallest code at level L
/// code.size                        // 21 modules a side
/// code.isDark(row: 0, column: 0)   // true: the top-left finder pattern
/// ```
///
/// The pictures (``halfBlockLines()``, ``pngData(moduleSize:)``, ``svg(moduleSize:)``) include the
/// quiet zone: ``quietZone`` light modules on every side, which readers need to find the code.
public struct QRCode: Sendable, Hashable {
    /// How much of the code can be lost and still read: the four levels of ISO/IEC 18004 §7.5.1.
    public enum ErrorCorrection: String, Sendable, Hashable, CaseIterable {
        case low = "L", medium = "M", quartile = "Q", high = "H"

        /// The share of the code words that can be restored, in percent.
        public var recoverablePercent: Int {
            switch self {
            case .low: 7
            case .medium: 15
            case .quartile: 25
            case .high: 30
            }
        }

        /// The most bytes a code of this level holds (version 40, byte mode; ISO/IEC 18004
        /// Table 7): the limit for an ASCII link.
        public var maximumBytes: Int {
            switch self {
            case .low: 2953
            case .medium: 2331
            case .quartile: 1663
            case .high: 1273
            }
        }
    }

    /// The most bytes a code of `level` holds: one fewer when they are declared UTF-8, whose
    /// declaration (ECI) takes 12 of the bits.
    public static func maximumBytes(_ level: ErrorCorrection, declaringUTF8: Bool) -> Int {
        level.maximumBytes - (declaringUTF8 ? 1 : 0)
    }

    /// The light modules around the code on every side, as ISO/IEC 18004 §6.3.8 requires.
    public static let quietZone = 4

    /// 1 to 40; a version-v code is 17 + 4v modules a side.
    public let version: Int
    public let errorCorrection: ErrorCorrection
    /// The modules a side, without the quiet zone.
    public let size: Int
    /// Row by row, true for a dark module.
    private let modules: [Bool]

    /// A code from its modules, row by row (true dark); `modules.count` must be `size * size`.
    init(version: Int, errorCorrection: ErrorCorrection, size: Int, modules: [Bool]) {
        precondition(modules.count == size * size, "a QR code has size × size modules")
        self.version = version
        self.errorCorrection = errorCorrection
        self.size = size
        self.modules = modules
    }

    /// The modules a side with the quiet zone: the size of every picture, in modules.
    public var sizeWithQuietZone: Int { size + 2 * Self.quietZone }

    /// Whether the module at `(row, column)` is dark; coordinates count from the top-left corner
    /// of the code itself, and anything outside it (the quiet zone and beyond) is light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard row >= 0, row < size, column >= 0, column < size else { return false }
        return modules[row * size + column]
    }

    /// Whether the module at `(row, column)` of the picture with its quiet zone is dark.
    func isDarkInPicture(row: Int, column: Int) -> Bool {
        isDark(row: row - Self.quietZone, column: column - Self.quietZone)
    }
}
