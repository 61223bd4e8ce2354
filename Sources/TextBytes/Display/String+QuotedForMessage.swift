extension LinkBytes {
    /// Whether ``String/quotedForMessage`` shows these bytes as they stand between its quotes:
    /// short printable ASCII with no quote, the usual value.
    package var isQuotedAsTheyStand: Bool { count <= 60 && isPrintableASCII && !contains(UInt8(ascii: "\"")) }
}

extension String {
    /// The text in double quotes for a message, shortened when long, with controls, bidi and
    /// invisible characters escaped as ``DisplayWidth/escaped(_:)`` shows them.
    package var quotedForMessage: String {
        // Controls, bidi and invisible characters use the one escaping rule of the reports, so a
        // message is safe in JSON, JUnit and a terminal alike.
        // The usual value, short printable ASCII with no quote, is shown as it is.
        if utf8.count <= 60, withUTF8Bytes(\.isQuotedAsTheyStand) {
            return "\"" + self + "\""
        }
        var shown = ""
        for scalar in unicodeScalars.prefix(60) {
            if scalar == "\"" {
                shown += "\\\""
            } else if let escape = DisplayWidth.escaped(scalar) {
                shown += escape
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        if !unicodeScalars.dropFirst(60).isEmpty { shown += "…" }
        return "\"\(shown)\""
    }
}
