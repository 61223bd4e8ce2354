/// Where a clean link lands, and how its components and readings are read again when asked for:
/// the analysis of a link that ``CleanLinkReader`` checked keeps this instead of them, so a link
/// whose names and readings nobody looks at (a `check --quiet` run, a count of problems) never
/// builds them.
struct CleanLinkParts: Sendable {
    let map: CompiledRouteMap
    let requiresCampaign: Bool
    let landing: CleanLinkReader.Landing

    /// The tab the link selects.
    var tab: NameMatch { landing.tabMatch(in: map) }

    /// The screen the link opens.
    var screen: NameMatch { landing.screenMatch(in: map) }

    /// The components and readings of `input`, which the reader checked against `map`.
    func read(_ input: String) -> (url: ScannedURL, params: [ParamReading]) {
        return input.withUTF8Bytes { bytes in
            var parts: CleanLinkReader.Parts? = CleanLinkReader.Parts()
            if CleanLinkReader(bytes: bytes, map: map, requiresCampaign: requiresCampaign).land(keeping: &parts) != nil,
                let parts
            {
                return (parts.url, parts.params)
            }
            // Both reads take the same decisions (`CleanLinkReaderTests`), so this is not reached;
            // the matcher's reading is right in any case.
            let analysis = LinkMatcher(bytes: bytes, map: map, requiresCampaign: requiresCampaign).run(input: input)
            return (analysis.url, analysis.params)
        }
    }
}
