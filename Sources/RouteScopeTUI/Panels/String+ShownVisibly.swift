import RouteCore

extension String {
    /// The text as a row of a panel shows it: as it is, or quoted as a message quotes it when it
    /// is empty or starts or ends with a blank, which would leave its place looking empty
    /// (`" "` for a raw space). Controls are escaped either way (`\x09`).
    var shownVisibly: String {
        guard let first, let last, first != " ", last != " " else { return quotedForMessage }
        return self
    }
}
