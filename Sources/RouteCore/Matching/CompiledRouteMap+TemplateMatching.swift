import TextBytes

/// Matching path templates against a link's segments: the one place it is done.
///
/// One rule decides whether a part takes a segment (``part(_:takes:at:plain:in:)``); the
/// searches differ only in which templates they try and how they line the parts up: the
/// declared routes in a router's order (``matchRoute(_:in:)``), a tab's screens by the most
/// leading segments (``bestScreen(inTab:matching:in:)``), a screen whose template goes on with
/// parameters (``screenMissingParameters(inTab:segments:in:)``), and a screen inside a navigator
/// whose template ends with the segments (``screenInNavigator(inTab:endingWith:in:)``).
extension CompiledRouteMap {
    /// Whether `part` takes `segment`, the link's segment at `position` (of the first 64, whose
    /// plainness `plain` settles once), as one segment: a literal takes a segment that decodes to
    /// it, a parameter or `*` any segment. (The searches are given no empty segment: a stray `/`
    /// is reported and dropped before.)
    @inline(__always)
    func part(_ part: TemplatePart, takes segment: Range<Int>, at position: Int, plain: inout SegmentFlags, in bytes: LinkBytes) -> Bool {
        guard part.kind == .literal else { return true }
        return literalTakes(part, segment, at: position, plain: &plain, in: bytes)
    }

    /// ``part(_:takes:at:plain:in:)`` for a literal.
    ///
    /// Out of line, so that the route table's lockstep loop stays small enough for the optimizer
    /// to inline it.
    @inline(never)
    private func literalTakes(_ part: TemplatePart, _ segment: Range<Int>, at position: Int, plain: inout SegmentFlags, in bytes: LinkBytes) -> Bool {
        bytes.decodes(segment, to: literals[Int(part.literal)]) { plain.isPlain(position, segment, in: bytes) }
    }

    // MARK: Declared routes

    /// The first route that takes every one of `segments` (none of them empty), as a router
    /// tries them.
    func matchRoute(_ segments: PathSegments, in bytes: LinkBytes) -> RouteTable.Match? {
        let bucket =
            segments.count == 0 ? 0..<0 : bytes.firstIndex(decodedName: segments[0], in: routes.firstLiterals).map { routes.buckets[$0] } ?? 0..<0
        guard !bucket.isEmpty || !routes.open.isEmpty else { return nil }
        var plain = SegmentFlags()
        // The bucket's routes and the open ones, merged in order.
        var first = bucket.lowerBound
        var second = 0
        while first < bucket.upperBound || second < routes.open.count {
            let next: Int
            // A route of the bucket starts with the literal the first segment is.
            let firstIsKnown: Bool
            if second == routes.open.count || (first < bucket.upperBound && routes.bucketed[first] < routes.open[second]) {
                next = Int(routes.bucketed[first])
                first += 1
                firstIsKnown = true
            } else {
                next = Int(routes.open[second])
                second += 1
                firstIsKnown = false
            }
            let route = routes.routes[next]
            if !route.isVariable {
                if takesInStep(route.parts, segments, from: firstIsKnown ? 1 : 0, plain: &plain, in: bytes) {
                    return RouteTable.Match(route: next, taken: nil)
                }
                continue
            }
            var taken: [Range<Int>] = []
            if takes(route.parts.lowerBound, upTo: route.parts.upperBound, segments, from: 0, plain: &plain, in: bytes, taking: &taken) {
                return RouteTable.Match(route: next, taken: taken)
            }
        }
        return nil
    }

    /// Whether the parts in `positions` take the segments lockstep, part `i` taking segment `i`,
    /// comparing from part `start` on (the parts before it are known to match).
    @inline(__always)
    private func takesInStep(_ positions: Range<Int>, _ segments: PathSegments, from start: Int, plain: inout SegmentFlags, in bytes: LinkBytes) -> Bool {
        guard positions.count == segments.count else { return false }
        var index = start
        for position in positions.lowerBound + start..<positions.upperBound {
            if !part(parts[position], takes: segments[index], at: index, plain: &plain, in: bytes) { return false }
            index += 1
        }
        return true
    }

    /// Whether the parts from `position` to `end` take exactly the segments from `start` on,
    /// recording what each took; a parameter prefers a segment to none and `*` the most segments,
    /// as a regular expression does, and each falls back when the rest cannot match.
    private func takes(
        _ position: Int, upTo end: Int, _ segments: PathSegments, from start: Int, plain: inout SegmentFlags, in bytes: LinkBytes,
        taking taken: inout [Range<Int>]
    ) -> Bool {
        guard position < end else { return start == segments.count }
        let current = parts[position]
        func attempt(_ count: Int) -> Bool {
            taken.append(start..<start + count)
            if takes(position + 1, upTo: end, segments, from: start + count, plain: &plain, in: bytes, taking: &taken) { return true }
            taken.removeLast()
            return false
        }
        switch current.kind {
        case .literal, .parameter:
            return start < segments.count && part(current, takes: segments[start], at: start, plain: &plain, in: bytes) && attempt(1)
        case .optionalParameter: return (start < segments.count && attempt(1)) || attempt(0)
        case .wildcard:
            // One segment at least, as React Navigation's `.*\/` after the path's slashes are
            // collapsed; the most first.
            var count = segments.count - start
            while count >= 1 {
                if attempt(count) { return true }
                count -= 1
            }
            return false
        }
    }

    // MARK: A tab's screens

    /// The screen of tab `tab` whose template takes the most leading `segments`, and how many it
    /// takes; literal segments win over parameters, and a template that takes every segment
    /// wins over a shorter one.
    func bestScreen(inTab tab: Int, matching segments: SegmentSlice, in bytes: LinkBytes) -> (screen: Int, consumed: Int)? {
        var plain = SegmentFlags()
        var best: (screen: Int, consumed: Int, literals: Int)? = nil
        let screens = tabs[tab].screens
        for row in screens {
            let template = self.screens[row].parts
            guard !template.isEmpty, template.count <= segments.count else { continue }
            var literals = 0
            var matches = true
            for (offset, position) in template.enumerated() {
                let current = parts[position]
                if current.kind == .literal { literals += 1 }
                matches = part(current, takes: segments[offset: offset], at: offset, plain: &plain, in: bytes)
                if !matches { break }
            }
            guard matches else { continue }
            if let current = best, (current.consumed, current.literals) >= (template.count, literals) { continue }
            best = (row - screens.lowerBound, template.count, literals)
        }
        return best.map { ($0.screen, $0.consumed) }
    }

    /// The screen of tab `tab` whose template starts with every one of `segments` and goes on
    /// with parameters only: `articles` for `articles/{articleId}`. The link names the screen and
    /// leaves out its trailing path parameters.
    func screenMissingParameters(inTab tab: Int, segments: SegmentSlice, in bytes: LinkBytes) -> Int? {
        var plain = SegmentFlags()
        let screens = tabs[tab].screens
        return screens.firstIndex { row in
            let template = self.screens[row].parts
            guard template.count > segments.count, parts[template.dropFirst(segments.count)].allSatisfy({ $0.kind != .literal }) else {
                return false
            }
            return zip(template, segments.indices).allSatisfy { position, index in
                part(parts[position], takes: segments[index], at: index - segments.startIndex, plain: &plain, in: bytes)
            }
        }.map { $0 - screens.lowerBound }
    }

    /// The screen of tab `tab` inside a nested navigator whose template ends with `segments`,
    /// one part to a segment: the link leaves out the navigators' part of the path
    /// (`home/privacy` for `home/settings/privacy`).
    ///
    /// A guess at what the link meant, so it must name the screen: the tail holds a literal the
    /// link writes, and no parameter of it whose type refuses its segment (`home/showroom` is no
    /// `logs/{day?}` with the day left out, nor a `{day}` of "showroom").
    func screenInNavigator(inTab tab: Int, endingWith segments: SegmentSlice, in bytes: LinkBytes) -> Int? {
        var plain = SegmentFlags()
        let screens = tabs[tab].screens
        return screens.firstIndex { row in
            let screen = self.screens[row]
            guard screen.isInNavigator, screen.parts.count > segments.count else { return false }
            let tail = screen.parts.suffix(segments.count)
            // `*` takes any number of segments, so it lines nothing up.
            guard !parts[tail].contains(where: { $0.kind == .wildcard }), parts[tail].contains(where: { $0.kind == .literal }) else {
                return false
            }
            return zip(tail, segments.indices).allSatisfy { position, index in
                part(parts[position], takes: segments[index], at: index - segments.startIndex, plain: &plain, in: bytes)
                    && !typeRefuses(parts[position], segments[index], in: bytes)
            }
        }.map { $0 - screens.lowerBound }
    }

    /// Whether `part` is a declared parameter whose type refuses `segment` (a UUID parameter given
    /// `schedul`): what tells a near miss from a parameter when a search guesses what a link
    /// meant. A `{name}` left from a template is no answer either way.
    func typeRefuses(_ part: TemplatePart, _ segment: Range<Int>, in bytes: LinkBytes) -> Bool {
        guard part.check >= 0, !segment.isEmpty, !Placeholder.isPlaceholder(bytes, segment) else { return false }
        return verdict(ofCheck: Int(part.check), on: bytes, segment, traits: LinkByte.traits(of: bytes, segment)).isInvalid
    }
}
