/// What one decode shares: the analysed link, its route's values by parameter name, and the
/// options that map property names and read dates.
final class QueryDecodingContext {
    let analysis: LinkAnalysis
    /// The route's typed values by name, defaults and path parameters included.
    let values: [String: TypedValue]
    let options: DeepLinkDecoder
    let format: QueryScalar.Format

    init(analysis: LinkAnalysis, route: Route, options: DeepLinkDecoder) {
        self.analysis = analysis
        values = Dictionary(route.params.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        self.options = options
        let dates: QueryScalar.Format.Dates =
            switch options.dateDecodingStrategy {
            case .iso8601: .iso8601
            case .secondsSince1970: .secondsSince1970
            case .millisecondsSince1970: .millisecondsSince1970
            }
        format = QueryScalar.Format(bools: .standard, dates: dates)
    }

    /// The parameter name the route map gives the property `key`.
    func linkName(for key: String) -> String {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: key
        case .convertFromSnakeCase: SnakeCase.snakeCased(key)
        }
    }

    /// The property name a parameter fills.
    func propertyName(for name: String) -> String {
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: name
        case .convertFromSnakeCase: SnakeCase.camelCased(name)
        }
    }
}
