/// What a match records besides its problems: every parameter's reading and the names of the
/// tab and screen, for an analysis; nothing more, for a verdict.
///
/// The matcher is generic over it, so one implementation of every rule serves both: the compiler
/// specialises each, and without readings the work only they need is left out. Recording cannot
/// change a decision: the problems are the same either way.
protocol MatchRecording {
    /// Whether each parameter's reading is recorded, and the names of the tab and screen.
    static var keepsReadings: Bool { get }
}

/// A full analysis: problems and readings.
enum AnalysisRecording: MatchRecording {
    static var keepsReadings: Bool { true }
}

/// A verdict: the problems alone.
enum VerdictRecording: MatchRecording {
    static var keepsReadings: Bool { false }
}
