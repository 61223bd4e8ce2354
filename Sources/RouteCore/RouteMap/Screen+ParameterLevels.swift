extension Screen {
    /// The position in ``params`` of the parameter that the `occurrence`-th `{name}` of a path
    /// (counted from 0, outermost first) stands for. A navigator's or tab's path parameter may
    /// share its name with one below it; the enclosing levels' specs come first in ``params``, as
    /// their segments do in the path, so the n-th `{id}` is the n-th spec called `id`. Nil when no
    /// parameter has the name; the first of the name when there are fewer than `occurrence + 1`.
    package func paramIndex(named name: String, occurrence: Int) -> Int? {
        var found: Int? = nil
        var seen = 0
        for index in params.indices where params[index].name == name {
            if seen == occurrence { return index }
            if found == nil { found = index }
            seen += 1
        }
        return found
    }

    /// The name each of ``params`` is read under, in `tab`: its own, except that an enclosing
    /// navigator's (or the tab's) path parameter whose name a level below takes too is
    /// `navigator.name` (`Foo.id`, beside the screen's own `id`).
    package func readingNames(in tab: Tab) -> [String] {
        var names = params.map(\.name)
        for index in params.indices {
            let name = params[index].name
            guard params[(index + 1)...].contains(where: { $0.name == name }) else { continue }
            let occurrence = params[..<index].count { $0.name == name }
            func count(_ path: PathTemplate) -> Int { path.parameterNames.count { $0 == name } }
            if count(tab.path) > occurrence {
                names[index] = tab.name + "." + name
                continue
            }
            for depth in navigators.indices {
                guard let navigator = tab.navigator(at: Array(navigators[...depth])), let path = navigator.path else { continue }
                if count(navigator.isExact ? path : tab.path + path) > occurrence {
                    names[index] = navigator.name + "." + name
                    break
                }
            }
        }
        return names
    }

    /// The position in ``params`` of the parameter each of `segments` (a link path to this
    /// screen, outermost first) stands for, counting each name's occurrences as
    /// ``paramIndex(named:occurrence:)`` does; nil for a literal, `*`, or a name no parameter has.
    package func paramPositions(of segments: some Sequence<PathTemplate.Segment>) -> [Int?] {
        var occurrences: [String: Int] = [:]
        return segments.map { segment in
            guard let name = segment.parameterName else { return nil }
            defer { occurrences[name, default: 0] += 1 }
            return paramIndex(named: name, occurrence: occurrences[name, default: 0])
        }
    }

    /// The link path to this screen in `tab`, each parameter named as it is read
    /// (``readingNames(in:)``): `foo/{Foo.id}/bar/{id}` for `foo/{id}/bar/{id}`. What a link or
    /// fix written with placeholders shows.
    package func readingPath(in tab: Tab) -> PathTemplate {
        readingPath(tab.linkPath(of: self), names: readingNames(in: tab))
    }

    /// `template`, a link path to this screen or the start of one (its tab's own path), each
    /// parameter named as `names` (``readingNames(in:)``, worked out once by a caller that
    /// needs them too) reads it.
    package func readingPath(_ template: PathTemplate, names: [String]) -> PathTemplate {
        PathTemplate(
            segments: zip(template.segments, paramPositions(of: template.segments)).map { segment, position in
                guard let position else { return segment }
                return segment.renamed(names[position])
            })
    }
}

extension PathTemplate.Segment {
    /// A parameter segment under another name; any other segment as it is.
    func renamed(_ name: String) -> PathTemplate.Segment {
        switch self {
        case .parameter: .parameter(name)
        case .optionalParameter: .optionalParameter(name)
        case .literal, .wildcard: self
        }
    }
}
