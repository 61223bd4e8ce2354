/// The explorer's loop: read an event, update the state, draw, until quit.
public enum ExplorerApp {
    /// Runs until the user quits or input ends; the terminal is restored however it ends.
    ///
    /// - Returns: the final state, for tests.
    @discardableResult
    public static func run(_ explorer: Explorer, on terminal: some Terminal, historyStore: HistoryStore? = nil) -> Explorer {
        var explorer = explorer
        explorer.canCopy = terminal.canCopyToClipboard
        defer { terminal.restore() }
        _ = explorer.handle(.resize(rows: terminal.size.rows, columns: terminal.size.columns))
        terminal.present(ExplorerRenderer.render(explorer, color: terminal.hasColor))
        while let event = terminal.nextEvent(timeout: nil) {
            let effects = explorer.handle(event)
            for effect in effects {
                switch effect {
                case .saveHistory: historyStore?.save(explorer.history.entries)
                case .copy(let text): terminal.copyToClipboard(text)
                case .suspend: terminal.suspend()
                case .quit: break
                }
            }
            if effects.contains(.quit) { break }
            terminal.present(ExplorerRenderer.render(explorer, color: terminal.hasColor))
        }
        return explorer
    }
}
