extension String {
    /// The text quoted as RouteCore's own messages quote it, for the messages of the other
    /// targets (importers, table input), so every message escapes one way.
    package var quotedForReport: String { quotedForMessage }
}
