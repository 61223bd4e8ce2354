/// The path of a screen below its tab: literal segments and `{name}` parameters.
///
/// ```swift
/// let template = try PathTemplate(parsing: "articles/{articleId}")
/// template.segments   // [.literal("articles"), .parameter("articleId")]
/// ```
public struct PathTemplate: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a template.
    public enum Segment: Sendable, Hashable {
        /// Matches exactly this text.
        case literal(String)
        /// Matches any one non-empty segment and binds it to the named parameter.
        case parameter(String)
    }

    /// The segments, in order.
    public var segments: [Segment]

    public init(segments: [Segment]) { self.segments = segments }

    /// A single literal segment.
    package init(literal: String) { self.segments = [.literal(literal)] }

    /// Parses `a/{b}/c`. Leading and trailing slashes are ignored.
    ///
    /// - Throws: a message when a `{` is not closed or a parameter has no name.
    package init(parsing text: String) throws(PathTemplateError) {
        var segments: [Segment] = []
        var offset = 0
        // Split the UTF-8, not Characters: "/" followed by a combining mark is one Character.
        for bytes in text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            let piece = String(decoding: bytes, as: UTF8.self)
            defer { offset += piece.utf8.count + 1 }
            if piece.isEmpty { continue }
            if piece.hasPrefix("{") {
                guard piece.hasSuffix("}"), piece.count > 2 else {
                    throw PathTemplateError(message: "path parameter \"\(piece)\" must look like {name}", offset: offset)
                }
                let name = piece.dropFirst().dropLast()
                guard !name.contains("{"), !name.contains("}") else {
                    throw PathTemplateError(message: "path parameter \"\(piece)\" must look like {name}", offset: offset)
                }
                segments.append(.parameter(String(name)))
            } else if piece.contains("{") || piece.contains("}") {
                throw PathTemplateError(
                    message: "a path parameter must be a whole segment, like {name}, found \"\(piece)\"", offset: offset)
            } else {
                segments.append(.literal(String(piece)))
            }
        }
        self.segments = segments
    }

    /// The names of the `{parameters}`, in order.
    package var parameterNames: [String] {
        segments.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The template as written: `articles/{articleId}`.
    public var description: String {
        segments.map {
            switch $0 {
            case .literal(let text): text
            case .parameter(let name): "{\(name)}"
            }
        }.joined(separator: "/")
    }

    /// A key that is equal for templates that match the same paths (`a/{x}` and `a/{y}`).
    var shapeKey: String {
        segments.map {
            switch $0 {
            case .literal(let text): text
            case .parameter: "{}"
            }
        }.joined(separator: "/")
    }
}

/// Why a path template could not be parsed.
package struct PathTemplateError: Error, Sendable, Hashable {
    /// What is wrong.
    package var message: String
    /// The UTF-8 offset of the bad segment in the template text.
    package var offset: Int
}
