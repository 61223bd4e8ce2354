import Foundation

/// The OSC 52 control sequence that puts text on the system clipboard through the terminal
/// (xterm's "Manipulate Selection Data": `ESC ] 52 ; c ; <base64> BEL`).
///
/// The text travels base64-encoded, so a link's control characters or escape sequences cannot
/// reach the terminal raw. Only a terminal backend writes it, and only when the terminal
/// supports it (``Terminal/canCopyToClipboard``).
public enum ClipboardSequence {
    /// The bytes that copy `text` (its UTF-8) to the clipboard selection `c`.
    public static func osc52(copying text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
    }
}
