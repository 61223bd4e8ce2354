/// Every parameter a match can record, numbered: each declared parameter of the route map, and
/// each name the campaign rules require without declaring it.
///
/// A ``ParamRecord`` names its parameter by its number here, so a record is plain data, and an
/// analysis keeps the one catalog its records point into.
struct ParamCatalog: Sendable, Hashable {
    /// A parameter: its name, and its declaration when it has one.
    struct Entry: Sendable, Hashable {
        let name: String
        let spec: ParamSpec?
    }

    private(set) var entries: [Entry] = []

    /// Numbers `spec`, read under `name` (its own unless given).
    mutating func add(_ spec: ParamSpec, as name: String? = nil) -> Int32 {
        entries.append(Entry(name: name ?? spec.name, spec: spec))
        return Int32(entries.count - 1)
    }

    /// Numbers a name that nothing declares.
    mutating func add(undeclared name: String) -> Int32 {
        entries.append(Entry(name: name, spec: nil))
        return Int32(entries.count - 1)
    }

    subscript(index: Int32) -> Entry { entries[Int(index)] }

    /// Whether the parameter numbered `index` has a declaration.
    func isDeclared(_ index: Int32) -> Bool { entries[Int(index)].spec != nil }
}
