import PlatformLinks

extension AndroidLinkEligibility {
    /// The answer as JSON object members, as `check --format json` writes its `android` object:
    /// `result`, then `activity` and `filter` when known, then `reason`. `routes` and
    /// `simulate` write the same.
    package var jsonPairs: [(key: String, value: JSONValue)] {
        var pairs: [(key: String, value: JSONValue)] = [("result", .string(result.rawValue))]
        if let activity { pairs.append(("activity", .string(activity))) }
        if let filter { pairs.append(("filter", .int(filter))) }
        pairs.append(("reason", .string(reason)))
        return pairs
    }
}
