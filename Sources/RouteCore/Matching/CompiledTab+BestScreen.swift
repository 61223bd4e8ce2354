import TextBytes

extension CompiledTab {
    /// The screen whose template matches the most leading `segments` of `bytes`, and how many
    /// segments it takes; literal segments win over parameters, and a template that matches every
    /// segment wins over a shorter one.
    func bestScreen(
        matching segments: some RandomAccessCollection<Range<Int>>, in bytes: LinkBytes
    ) -> (screen: Int, consumed: Int)? {
        var plain = SegmentFlags()
        var best: (screen: Int, consumed: Int, literals: Int)? = nil
        for (screen, compiled) in screens.enumerated() {
            let template = compiled.template
            guard !template.isEmpty, template.count <= segments.count else { continue }
            var literals = 0
            var matches = true
            var segmentIndex = segments.startIndex
            for (offset, part) in template.enumerated() {
                let segment = segments[segmentIndex]
                segmentIndex = segments.index(after: segmentIndex)
                if let literal = part.literal {
                    matches = bytes.decodes(segment, to: literal) { plain.isPlain(offset, segment, in: bytes) }
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
