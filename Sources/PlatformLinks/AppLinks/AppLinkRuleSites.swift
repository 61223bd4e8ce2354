/// Where the rules of one detail sit in an apple-app-site-association file, in the order of
/// its ``AppLinkDetail/rules``: each rule's index in its list and the offset of its value. What
/// `aasa lint` needs to name a rule's JSON path; the path is made only when asked for.
package struct AppLinkRuleSites: Sendable {
    /// The detail's place in `details`: its index, or its app ID in the iOS 9 form.
    let detail: JSONPathElement
    /// Whether the rules are the legacy `paths`, not `components`.
    let isLegacy: Bool
    /// Each rule's index in its list, and the UTF-8 offset of its value.
    var rules: [(index: Int, offset: Int)] = []

    /// The UTF-8 offset of rule `rule`'s value.
    package func offset(ofRule rule: Int) -> Int { rules[rule].offset }

    /// The JSON path of rule `rule`, from `applinks`: `applinks.details[0].components[2]`.
    package func path(ofRule rule: Int) -> [JSONPathElement] {
        [.key("applinks"), .key("details"), detail, .key(isLegacy ? "paths" : "components"), .index(rules[rule].index)]
    }
}
