/// What a match records besides its problems: every parameter's record, for an analysis;
/// nothing more, for a verdict.
///
/// The matcher is generic over it, so one implementation of every rule serves both: the compiler
/// specialises each, and without readings the work only they need is left out. Recording cannot
/// change a decision: the problems are the same either way.
protocol MatchRecording {
    /// Whether each parameter's record is kept.
    static var keepsReadings: Bool { get }
    init()
    /// The parameters' records, in the order the link gives them; always empty for a verdict.
    var records: [ParamRecord] { get set }
    /// The values that records keep aside (lists, JSON); always empty for a verdict.
    var extras: [TypedValue] { get set }
}

/// A full analysis: problems and records.
struct AnalysisRecording: MatchRecording {
    static var keepsReadings: Bool { true }
    var records: [ParamRecord] = []
    var extras: [TypedValue] = []
}

/// A verdict: the problems alone. It holds no arrays, so a matcher that makes one has none to
/// release; the matcher writes records only when ``keepsReadings``.
struct VerdictRecording: MatchRecording {
    static var keepsReadings: Bool { false }
    var records: [ParamRecord] {
        get { [] }
        set {}
    }
    var extras: [TypedValue] {
        get { [] }
        set {}
    }
}
