/// The parameters one ``DeepLinkEncoder`` call writes, and the first reason it cannot.
///
/// `Encoder` containers cannot throw when they are created, so a shape the query cannot hold
/// is recorded here and thrown when encoding ends.
final class QueryEncodingStorage {
    private(set) var fields: [QueryField] = []
    private(set) var failure: EncodingError?

    /// Adds a parameter; a name written twice is a failure.
    func add(_ field: QueryField, codingPath: [any CodingKey]) {
        guard !fields.contains(where: { $0.name == field.name }) else {
            fail(
                field.name, codingPath,
                "\(field.name) is written twice; nested structs share one query, so their property names must differ")
            return
        }
        fields.append(field)
    }

    /// Starts a list parameter and returns its index for ``appendElement(_:to:)``.
    func beginList(_ name: String, codingPath: [any CodingKey]) -> Int {
        add(QueryField(name: name, value: .list([])), codingPath: codingPath)
        return fields.count - 1
    }

    func appendElement(_ text: String, to index: Int) {
        guard case .list(let elements) = fields[index].value else { return }
        fields[index].value = .list(elements + [text])
    }

    /// Records the first failure; later ones follow from it.
    func fail(_ value: Any, _ codingPath: [any CodingKey], _ reason: String) {
        guard failure == nil else { return }
        failure = .invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: reason))
    }
}
