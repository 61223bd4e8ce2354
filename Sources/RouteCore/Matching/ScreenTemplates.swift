/// The path templates of a tab's screens, flattened into arrays that hold no references, so that
/// matching a link's segments against every template retains and releases nothing.
struct ScreenTemplates: Sendable {
    struct Part: Sendable {
        /// The literal's bytes, in `literalBytes`; nil for a parameter.
        let literal: Range<Int>?
        /// For a literal, ``NameKey/isSimple``.
        let isSimple: Bool
    }

    /// Per screen, the positions of its template's parts in `parts`.
    let screens: [Range<Int>]
    let parts: [Part]
    /// Every literal's UTF-8 bytes, one after another.
    let literalBytes: [UInt8]

    init(_ screens: [CompiledScreen]) {
        var ranges: [Range<Int>] = []
        var parts: [Part] = []
        var literalBytes: [UInt8] = []
        for screen in screens {
            let start = parts.count
            for part in screen.template {
                if let literal = part.literal {
                    parts.append(Part(literal: literalBytes.count..<literalBytes.count + literal.bytes.count, isSimple: literal.isSimple))
                    literalBytes += literal.bytes
                } else {
                    parts.append(Part(literal: nil, isSimple: false))
                }
            }
            ranges.append(start..<parts.count)
        }
        self.screens = ranges
        self.parts = parts
        self.literalBytes = literalBytes
    }
}

extension CompiledTab {
    /// The screen whose template matches the most leading `segments` of `bytes`, and how many
    /// segments it takes; literal segments win over parameters, and a template that matches every
    /// segment wins over a shorter one.
    func bestScreen(
        matching segments: some RandomAccessCollection<Range<Int>>, in bytes: LinkBytes
    ) -> (screen: Int, consumed: Int)? {
        // Whether each of the first 64 segments decodes to itself as ASCII, so it compares as bytes.
        var plain: UInt64 = 0
        for (offset, segment) in segments.prefix(64).enumerated() where bytes.isPlain(segment) { plain |= 1 << UInt64(offset) }
        var best: (screen: Int, consumed: Int, literals: Int)? = nil
        for (screen, template) in templates.screens.enumerated() {
            guard !template.isEmpty, template.count <= segments.count else { continue }
            var literals = 0
            var matches = true
            var segmentIndex = segments.startIndex
            for (offset, partIndex) in template.enumerated() {
                let part = templates.parts[partIndex]
                let segment = segments[segmentIndex]
                segmentIndex = segments.index(after: segmentIndex)
                if let literal = part.literal {
                    let isPlain = offset < 64 ? plain & (1 << UInt64(offset)) != 0 : bytes.isPlain(segment)
                    if isPlain && part.isSimple {
                        matches = bytes.bytesEqual(segment, templates.literalBytes, literal)
                    } else {
                        matches = bytes.decodedEquals(segment, isPlain: isPlain, screens[screen].template[offset].literal!)
                    }
                    literals += 1
                } else if segment.isEmpty {
                    matches = false
                }
                if !matches { break }
            }
            guard matches else { continue }
            if let current = best, (current.consumed, current.literals) >= (template.count, literals) { continue }
            best = (screen, template.count, literals)
        }
        return best.map { ($0.screen, $0.consumed) }
    }
}
