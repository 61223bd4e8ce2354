/// `type: bool`: `true`, `false`, `1` or `0`.
enum BoolValue {
    static let expectation = "true, false, 1 or 0"

    static func read(_ text: String) -> ValueReading {
        switch text {
        case "true", "1": return .valid(.bool(true))
        case "false", "0": return .valid(.bool(false))
        default:
            let lowered = text.lowercased()
            let suggestion: String? =
                switch lowered {
                case "true", "yes", "on", "y": "true"
                case "false", "no", "off", "n": "false"
                default: nil
                }
            var problem = ValueProblem.mismatch(expectation, text)
            problem.suggestion = suggestion
            return .invalid(problem)
        }
    }
}
