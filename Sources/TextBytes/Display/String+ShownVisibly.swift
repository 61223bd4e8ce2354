extension String {
    /// The text as a panel's row or a message names it: as it is, or quoted as
    /// ``quotedForMessage`` quotes it when it is empty or starts or ends with a blank, which
    /// would leave its place looking empty (`" "` for a raw space). Controls are escaped either
    /// way (`\x09`), by the one escaping rule of the reports and the terminal.
    package var shownVisibly: String {
        guard let first, let last, first != " ", last != " " else { return quotedForMessage }
        return self
    }
}
