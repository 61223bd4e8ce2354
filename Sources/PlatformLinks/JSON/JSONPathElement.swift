import TextBytes

/// One step of a path into a JSON document: an object's key or an array's index.
package enum JSONPathElement: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension [JSONPathElement] {
    /// `applinks.details[0].components[2]["/"]`: identifier keys after dots, others quoted.
    package var rendered: String {
        var out = ""
        for element in self {
            switch element {
            case .index(let index): out += "[\(index)]"
            case .key(let key):
                let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
                if isIdentifier {
                    out += out.isEmpty ? key : "." + key
                } else {
                    out += "[\(key.quotedForMessage)]"
                }
            }
        }
        return out
    }
}
