import TextBytes

/// What the matcher needs to know about a query item's name.
///
/// Outside the generic matcher, so that the specialised matcher copies and destroys it as the
/// plain struct it is (a type nested in a generic class is destroyed through its metadata). It
/// holds no references, so it costs nothing to destroy.
struct NameFacts {
    var slot: Int?
    var isClickID: Bool
    var isCampaignMarker: Bool
    /// Whether the name is not plain, so that its text (and any invalid UTF-8) comes from
    /// decoding it: the rare names that need it are decoded again where they are read.
    var needsDecoding: Bool
}

extension CompiledRouteMap {
    /// The facts of the query item name in `range` of `bytes`, looked up in ``tables``[`table`],
    /// comparing bytes when the name decodes to itself.
    ///
    /// Here, not on the matcher: a call on the matcher from inside its mutating walk over the
    /// query would copy the whole matcher for every item.
    func nameFacts(of range: Range<Int>, in bytes: LinkBytes, table: Int) -> NameFacts {
        // The usual case: the bytes of a simple key, which are ASCII without `%`, so the name is
        // plain, and the same string. (A plain name with a key's bytes finds it here: the first
        // key with its bytes is simple.)
        if let slot = tables[table].names.index(of: bytes, range), tables[table].names.keys[slot].isSimple {
            let entry = tables[table].entries[slot]
            return NameFacts(slot: slot, isClickID: entry.isClickID, isCampaignMarker: entry.isCampaignMarker, needsDecoding: false)
        }
        if bytes.isPlain(range) {
            if tables[table].names.hasComplexKeys {
                let name = bytes.text(range)
                if let slot = tables[table].names.keys.firstIndex(where: { !$0.isSimple && $0.text == name }) {
                    return NameFacts(
                        slot: slot, isClickID: knownClickIDs.contains(name),
                        isCampaignMarker: routeMap.campaign.isCampaignMarker(name), needsDecoding: false)
                }
            }
            // No key: ASCII, so the bytes are the name, and no click id (all simple keys) matches.
            let marker = CampaignRules.isCampaignMarker(utf8: bytes[rebasing: range.lowerBound..<min(range.upperBound, range.lowerBound + 4)])
            return NameFacts(slot: nil, isClickID: false, isCampaignMarker: marker, needsDecoding: false)
        }
        let name = PercentEncoding.decode(bytes, range).text
        return NameFacts(
            slot: tables[table].names.keys.firstIndex { $0.text == name }, isClickID: knownClickIDs.contains(name),
            isCampaignMarker: routeMap.campaign.isCampaignMarker(name), needsDecoding: true)
    }
}
