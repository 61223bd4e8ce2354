import TextBytes

/// A path in a route map: literal segments, `{name}` parameters, `{name?}` optional parameters
/// and `*`, which takes any number of segments.
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
        /// Like ``parameter(_:)``, or nothing at all.
        case optionalParameter(String)
        /// `*`: matches one segment or more (a catch-all).
        case wildcard

        /// The parameter's name, for a parameter or an optional one.
        public var parameterName: String? {
            switch self {
            case .parameter(let name), .optionalParameter(let name): name
            case .literal, .wildcard: nil
            }
        }

        /// The segment as a route map writes it.
        public var written: String {
            switch self {
            case .literal(let text): text
            case .parameter(let name): "{\(name)}"
            case .optionalParameter(let name): "{\(name)?}"
            case .wildcard: "*"
            }
        }
    }

    /// The segments, in order.
    public var segments: [Segment]

    /// The template of `segments`.
    public init(segments: [Segment]) { self.segments = segments }

    /// A single literal segment.
    public init(literal: String) { self.segments = [.literal(literal)] }

    /// Parses `a/{b}/c`, `post/{slug?}` or `files/*`. Leading and trailing slashes are ignored.
    ///
    /// - Throws: a message when a `{` is not closed or a parameter has no name.
    public init(parsing text: String) throws(PathTemplateError) {
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
                var name = piece.dropFirst().dropLast()
                let isOptional = name.hasSuffix("?")
                if isOptional { name = name.dropLast() }
                guard !name.isEmpty, !name.contains("{"), !name.contains("}"), !name.contains("?") else {
                    throw PathTemplateError(message: "path parameter \"\(piece)\" must look like {name} or {name?}", offset: offset)
                }
                segments.append(isOptional ? .optionalParameter(String(name)) : .parameter(String(name)))
            } else if piece == "*" {
                segments.append(.wildcard)

            } else if piece.contains("{") || piece.contains("}") {
                throw PathTemplateError(
                    message: "a path parameter must be a whole segment, like {name}, found \"\(piece)\"", offset: offset)
            } else {
                segments.append(.literal(String(piece)))
            }
        }
        self.segments = segments
    }

    /// The names of the `{parameters}` and `{optional?}` ones, in order.
    public var parameterNames: [String] {
        segments.compactMap(\.parameterName)
    }

    /// The template as written: `articles/{articleId}`.
    public var description: String {
        segments.map(\.written).joined(separator: "/")
    }

    /// `segments` as a link writes them, joined by `/`: literals percent-encoded, parameters as
    /// `{name}` placeholders to fill in.
    package static func linkText(_ segments: some Sequence<Segment>) -> String {
        segments.map { segment in
            if case .literal(let text) = segment { PercentEncoding.encode(text, for: .pathSegment) } else { segment.written }
        }.joined(separator: "/")
    }

    /// This template followed by `other`.
    package static func + (template: PathTemplate, other: PathTemplate) -> PathTemplate {
        PathTemplate(segments: template.segments + other.segments)
    }
}

/// Why a path template could not be parsed.
public struct PathTemplateError: Error, Sendable, Hashable {
    /// What is wrong.
    public var message: String
    /// The UTF-8 offset of the bad segment in the template text.
    public var offset: Int
}
