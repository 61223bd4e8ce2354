import RouteCore

/// What `routescope aasa lint` finds beyond loading: rules that can never decide, and excludes
/// that change nothing.
///
/// Rules are compared as iOS tries them: for one app, its details in order and their rules in
/// order, the first match deciding. A finding is made only when it is certain; where the
/// comparison is unsure (a `?` dictionary, different `caseSensitive` settings, patterns too
/// large to compare, a file past ``budget``), nothing is reported.
package enum AppSiteAssociationLint {
    /// The most automaton state steps one lint spends comparing patterns, so that a large hostile
    /// file is linted in bounded time; past it, comparisons are "unsure".
    package static let budget = 2_000_000

    /// One finding about `details[detail]`'s rule `rule` (a component, or a legacy path).
    package struct Finding: Sendable, Hashable {
        package var code: AppSiteAssociationWarning.Code
        package var detail: Int
        package var rule: Int
        package var message: String
    }

    /// Every rule of `association` that can never decide, and every exclude without effect, in
    /// file order.
    ///
    /// - Parameter ruleName: how a message names rule `rule` of detail `detail`, as the file
    ///   writes it: a rule iOS skipped while reading moves the later rules' positions, so its
    ///   positions among the rules read would name the wrong one.
    package static func findings(in association: AppSiteAssociation, ruleName: (_ detail: Int, _ rule: Int) -> String) -> [Finding] {
        var budget = Self.budget
        return findings(in: association, budget: &budget, ruleName: ruleName)
    }

    /// ``findings(in:ruleName:)`` spending at most `budget` state steps (overdrawn by at most one
    /// charge) on comparing patterns.
    package static func findings(
        in association: AppSiteAssociation, budget: inout Int, ruleName: (_ detail: Int, _ rule: Int) -> String
    ) -> [Finding] {
        let details = association.details
        let rules = details.map(\.rules)
        // Rules that decode escapes before matching get no prefix: their literal text is not the link's.
        let paths = rules.map { $0.map { rule in rule.percentEncoded ? rule.path.map { AppLinkPatternRelation.literalPrefix(of: $0, caseSensitive: false) } ?? [] : [] } }
        var findings: [Finding] = []
        for (detailIndex, detail) in details.enumerated() where !detail.appIDs.isEmpty {
            for (ruleIndex, rule) in rules[detailIndex].enumerated() {
                if let (earlierDetail, earlierRule) = shadowing(detailIndex, ruleIndex, details: details, rules: rules, paths: paths, budget: &budget) {
                    let earlier = rules[earlierDetail][earlierRule]
                    let name = "\(ruleName(earlierDetail, earlierRule)) (\(earlier.summary))"
                    let outcome =
                        rule.exclude
                        ? (earlier.exclude ? "so this exclude never applies (they are excluded already)" : "so this exclude never applies: iOS opens them in the app")
                        : "so this rule never decides"
                    findings.append(Finding(
                        code: .unreachableRule, detail: detailIndex, rule: ruleIndex,
                        message: "\(name) comes first and matches every link this one matches, \(outcome)"))
                } else if rule.exclude, !opensAnyLater(than: detailIndex, ruleIndex, excluded: rule, details: details, rules: rules, paths: paths, budget: &budget) {
                    findings.append(Finding(
                        code: .excludeWithoutEffect, detail: detailIndex, rule: ruleIndex,
                        message: "no later rule of these apps opens a link this exclude matches, so those links open in Safari without it"))
                }
            }
        }
        return findings
    }

    /// An earlier rule that matches every link the rule matches, found for every app of the
    /// detail (the one of its first app); nil when some app reaches the rule.
    ///
    /// `paths` holds each rule's path prefix (``AppLinkPatternRelation/literalPrefix(of:caseSensitive:)``,
    /// folded), so that most pairs of a large file are told apart without comparing automata.
    static func shadowing(
        _ detail: Int, _ rule: Int, details: [AppLinkDetail], rules: [[AppLinkComponent]], paths: [[[UInt32]]], budget: inout Int
    ) -> (Int, Int)? {
        var first: (Int, Int)? = nil
        for app in details[detail].appIDs {
            guard let found = shadowing(detail, rule, for: app, details: details, rules: rules, paths: paths, budget: &budget) else { return nil }
            first = first ?? found
        }
        return first
    }

    /// The first rule that iOS tries for `app` before `(detail, rule)` and that matches every link it matches.
    static func shadowing(
        _ detail: Int, _ rule: Int, for app: String, details: [AppLinkDetail], rules: [[AppLinkComponent]], paths: [[[UInt32]]],
        budget: inout Int
    ) -> (Int, Int)? {
        let path = paths[detail][rule]
        for earlierDetail in 0...detail where details[earlierDetail].appIDs.contains(app) {
            let end = earlierDetail == detail ? rule : rules[earlierDetail].count
            for earlierRule in 0..<end
            where !AppLinkPatternRelation.differ(paths[earlierDetail][earlierRule], path)
                && rules[earlierDetail][earlierRule].covers(rules[detail][rule], budget: &budget)
            {
                return (earlierDetail, earlierRule)
            }
        }
        return nil
    }

    /// Whether a rule after `(detail, rule)` that opens the app, for an app of the detail, may
    /// match a link that `excluded` matches.
    static func opensAnyLater(
        than detail: Int, _ rule: Int, excluded: AppLinkComponent, details: [AppLinkDetail], rules: [[AppLinkComponent]],
        paths: [[[UInt32]]], budget: inout Int
    ) -> Bool {
        let apps = Set(details[detail].appIDs)
        let path = paths[detail][rule]
        for laterDetail in detail..<details.count where laterDetail == detail || !apps.isDisjoint(with: details[laterDetail].appIDs) {
            let start = laterDetail == detail ? rule + 1 : 0
            for later in start..<rules[laterDetail].count
            where !rules[laterDetail][later].exclude && !AppLinkPatternRelation.differ(paths[laterDetail][later], path)
                && rules[laterDetail][later].mayOverlap(excluded, budget: &budget)
            {
                return true
            }
        }
        return false
    }
}

extension AppLinkComponent {
    /// Whether this rule certainly matches every link `other` matches.
    func covers(_ other: AppLinkComponent, budget: inout Int) -> Bool {
        let keys = [path, fragment]
        let isCatchAll = keys.allSatisfy { $0?.matchesEverything ?? true } && query.isCatchAll
        if isCatchAll { return true }
        guard caseSensitive == other.caseSensitive, percentEncoded == other.percentEncoded else { return false }
        return Self.isSubset(other.path, of: path, trailingSlash: true, caseSensitive: caseSensitive, budget: &budget)
            && Self.isSubset(other.fragment, of: fragment, trailingSlash: false, caseSensitive: caseSensitive, budget: &budget)
            && query.certainlyCovers(other.query, caseSensitive: caseSensitive, budget: &budget)
    }

    /// Whether some link may match both rules (true when unsure).
    func mayOverlap(_ other: AppLinkComponent, budget: inout Int) -> Bool {
        guard caseSensitive == other.caseSensitive, percentEncoded == other.percentEncoded else { return true }
        return Self.mayIntersect(path, other.path, trailingSlash: true, caseSensitive: caseSensitive, budget: &budget)
            && Self.mayIntersect(fragment, other.fragment, trailingSlash: false, caseSensitive: caseSensitive, budget: &budget)
            && query.mayOverlap(other.query, caseSensitive: caseSensitive, budget: &budget)
    }

    static func isSubset(
        _ inner: AppLinkPattern?, of outer: AppLinkPattern?, trailingSlash: Bool, caseSensitive: Bool, budget: inout Int
    ) -> Bool {
        guard let outer, !outer.matchesEverything else { return true }
        let everything = trailingSlash ? AppLinkPattern.anyPath : AppLinkPattern.anything
        return AppLinkPatternRelation.isSubset(inner ?? everything, of: outer, caseSensitive: caseSensitive, trailingSlash: trailingSlash, budget: &budget) == true
    }

    static func mayIntersect(
        _ first: AppLinkPattern?, _ second: AppLinkPattern?, trailingSlash: Bool, caseSensitive: Bool, budget: inout Int
    ) -> Bool {
        guard let first, let second else { return true }
        return AppLinkPatternRelation.intersects(first, second, caseSensitive: caseSensitive, trailingSlash: trailingSlash, budget: &budget) != false
    }
}

extension Optional where Wrapped == AppLinkQueryRule {
    /// No `?` key, or `"*"`: every query.
    var isCatchAll: Bool {
        switch self {
        case nil: true
        case .pattern(let pattern)?: pattern.matchesEverything
        case .items?: false
        }
    }

    /// Whether this rule certainly matches every query `other` matches.
    func certainlyCovers(_ other: AppLinkQueryRule?, caseSensitive: Bool, budget: inout Int) -> Bool {
        if isCatchAll || self == other { return true }
        guard case .pattern(let outer)? = self else { return false }
        if case .pattern(let inner)? = other {
            return AppLinkComponent.isSubset(inner, of: outer, trailingSlash: false, caseSensitive: caseSensitive, budget: &budget)
        }
        return other == nil && AppLinkComponent.isSubset(nil, of: outer, trailingSlash: false, caseSensitive: caseSensitive, budget: &budget)
    }

    /// Whether some query may match both rules (true when unsure, as with `?` dictionaries).
    func mayOverlap(_ other: AppLinkQueryRule?, caseSensitive: Bool, budget: inout Int) -> Bool {
        guard case .pattern(let first)? = self, case .pattern(let second)? = other else { return true }
        return AppLinkComponent.mayIntersect(first, second, trailingSlash: false, caseSensitive: caseSensitive, budget: &budget)
    }
}
