/// ``JSONSourceLocator/offset(of:keyOfLast:)`` with every array and object it reads indexed
/// once, so that locating many values of one large document (a warning on each of 2,000
/// components) costs one pass per container instead of one pass per value.
package struct JSONOffsetCache {
    let locator: JSONSourceLocator
    private var arrays: [[JSONPathElement]: [Int]] = [:]
    private var objects: [[JSONPathElement]: [String: (keyOffset: Int, valueOffset: Int)]] = [:]

    init(locator: JSONSourceLocator) {
        self.locator = locator
    }

    /// The offset of the value at `path`; with `keyOfLast`, of the last key's string instead.
    package mutating func offset(of path: [JSONPathElement], keyOfLast: Bool = false) -> Int? {
        guard let last = path.last else { return locator.offset(of: []) }
        let parent = Array(path.dropLast())
        switch last {
        case .index(let index):
            if arrays[parent] == nil { arrays[parent] = offset(of: parent).flatMap(locator.itemOffsets(ofArrayAt:)) ?? [] }
            guard let items = arrays[parent], items.indices.contains(index) else { return nil }
            return items[index]
        case .key(let key):
            if objects[parent] == nil {
                var entries: [String: (keyOffset: Int, valueOffset: Int)] = [:]
                for entry in offset(of: parent).flatMap(locator.entries(ofObjectAt:)) ?? [] where entries[entry.key] == nil {
                    entries[entry.key] = (entry.keyOffset, entry.valueOffset)
                }
                objects[parent] = entries
            }
            guard let entry = objects[parent]?[key] else { return nil }
            return keyOfLast ? entry.keyOffset : entry.valueOffset
        }
    }

    /// The keys of the object at `path`, in the order the text writes them.
    func keysInOrder(ofObjectAt path: [JSONPathElement]) -> [String]? {
        locator.offset(of: path).flatMap(locator.entries(ofObjectAt:)).map { $0.map(\.key) }
    }
}
