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

    /// What a report asks of every parameter, without copying its declaration: a plain row, read
    /// without counting a reference.
    struct Facts: Sendable, Hashable {
        /// It has a declaration.
        let isDeclared: Bool
        /// Its declaration reads `+` in a query value as a space (``ParamSpec/plusAsSpace``).
        let plusAsSpace: Bool
    }

    private(set) var entries: [Entry] = []
    /// The ``Facts`` of each entry, at the same position.
    private(set) var facts: [Facts] = []

    /// Numbers `spec`, read under `name` (its own unless given).
    mutating func add(_ spec: ParamSpec, as name: String? = nil) -> Int32 {
        entries.append(Entry(name: name ?? spec.name, spec: spec))
        facts.append(Facts(isDeclared: true, plusAsSpace: spec.plusAsSpace))
        return Int32(entries.count - 1)
    }

    /// Numbers a name that nothing declares.
    mutating func add(undeclared name: String) -> Int32 {
        entries.append(Entry(name: name, spec: nil))
        facts.append(Facts(isDeclared: false, plusAsSpace: false))
        return Int32(entries.count - 1)
    }

    subscript(index: Int32) -> Entry { entries[Int(index)] }

    /// The name of the parameter numbered `index`, read without copying its entry.
    func name(_ index: Int32) -> String { entries[Int(index)].name }

    /// Whether the parameter numbered `index` has a declaration.
    func isDeclared(_ index: Int32) -> Bool { facts[Int(index)].isDeclared }

    /// Whether the declaration of the parameter numbered `index` reads `+` as a space.
    func plusAsSpace(_ index: Int32) -> Bool { facts[Int(index)].plusAsSpace }
}
