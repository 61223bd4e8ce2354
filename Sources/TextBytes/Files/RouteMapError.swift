/// A route map that cannot be used, with every problem found in it.
///
/// Its description reads like a compiler's: `routes.yml:12:7: error: unknown key "parms" …`.
public struct RouteMapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem, in file order.
    public var problems: [RouteMapProblem]

    package init(problems: [RouteMapProblem]) { self.problems = problems }

    /// An error with one problem, at `line` and `column` of `file`.
    package init(file: String, line: Int, column: Int, message: String) {
        problems = [RouteMapProblem(file: file, line: line, column: column, message: message)]
    }

    /// An error with the whole of `file`, which has no line to point at: it is missing, not a
    /// regular file, or cannot be read.
    package init(file: String, message: String) {
        problems = [RouteMapProblem(file: file, line: 0, column: 0, message: message)]
    }

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// One problem in a route map or flow file, at a line and column (both 1-based; both 0 for a
/// problem with the whole file, such as a missing one).
public struct RouteMapProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file, as it was named to the loader.
    public var file: String
    /// The 1-based line; 0 for the whole file.
    public var line: Int
    /// The 1-based column, in Unicode scalars; 0 for the whole file.
    public var column: Int
    /// What is wrong, without the position.
    public var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `routes.yml:12:7: error: …`, or `routes.yml: error: no such file` for the whole file.
    public var description: String { line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)" }
}
