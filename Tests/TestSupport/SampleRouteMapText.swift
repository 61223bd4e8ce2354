import Foundation
import RouteCore

extension RouteMap {
    /// The text of `Assets/routes.yml`, the sample map as YAML, for tests that edit it and load
    /// the result (``RouteMap/sample`` is the same map, embedded as JSON).
    package static let sampleText: String = {
        do {
            return try PackageFiles.text("Assets/routes.yml")
        } catch {
            fatalError("Assets/routes.yml cannot be read: \(error)")
        }
    }()
}
