/// The explorer's loop: read an event, update the state, draw, until quit.
public enum ExplorerApp {
    /// How often the loop looks at the watched route files while no key comes, in milliseconds.
    static let watchInterval = 50
    /// How long the watched files must be quiet before they are reloaded: an editor's save is
    /// several writes and renames.
    static let settleTime = Duration.milliseconds(100)

    /// Runs until the user quits or input ends; the terminal is restored however it ends.
    ///
    /// With `routeFiles`, Alt-R reloads the route files; with its watcher, a change to one of
    /// them does too, once the change has settled. The watcher is asked between keys, so a read
    /// of the terminal waits at most ``watchInterval`` ms and the files never block the keys.
    ///
    /// - Returns: the final state, for tests.
    @discardableResult
    public static func run(
        _ explorer: Explorer, on terminal: some Terminal, historyStore: HistoryStore? = nil, routeFiles: LiveRouteFiles? = nil
    ) -> Explorer {
        var explorer = explorer
        explorer.canCopy = terminal.canCopyToClipboard
        defer { terminal.restore() }
        var debounce = ChangeDebounce(quiet: settleTime)
        let watcher = routeFiles?.watcher
        /// Loads the files again, hands the result to the explorer and watches what it read.
        func reload(_ routeFiles: LiveRouteFiles) {
            let (result, files) = routeFiles.load()
            explorer.routeFilesReloaded(result)
            watcher?.watch(files)
        }
        if let routeFiles { watcher?.watch(routeFiles.files) }
        _ = explorer.handle(.resize(rows: terminal.size.rows, columns: terminal.size.columns))
        terminal.present(ExplorerRenderer.render(explorer, color: terminal.hasColor))
        while true {
            let next = terminal.nextEvent(timeout: watcher == nil ? nil : watchInterval)
            if let routeFiles, let watcher {
                debounce.note(watcher.changedPaths(), at: .now)
                if debounce.settled(at: .now) != nil {
                    reload(routeFiles)
                    terminal.present(ExplorerRenderer.render(explorer, color: terminal.hasColor))
                }
            }
            // No event: the wait for one timed out.
            guard let event = next else { continue }
            let effects = explorer.handle(event)
            for effect in effects {
                switch effect {
                case .saveHistory: historyStore?.save(explorer.history.entries)
                case .copy(let text): terminal.copyToClipboard(text)
                case .suspend: terminal.suspend()
                case .reloadRouteFiles: if let routeFiles { reload(routeFiles) }
                case .quit: break
                }
            }
            if effects.contains(.quit) { break }
            terminal.present(ExplorerRenderer.render(explorer, color: terminal.hasColor))
        }
        return explorer
    }
}
