import Navigator
import RouteCore

/// The explorer's whole state and its reducer: a pure value, driven by input events.
///
/// Every keystroke goes through ``handle(_:)``; the input is re-analysed on each edit, so the
/// panels always show how the app reads what is typed. Drawing is separate (``ExplorerRenderer``),
/// and so is the terminal (``ExplorerApp``): tests drive this value directly.
public struct Explorer: Sendable {
    /// Something the app loop must do outside the pure state.
    public enum Effect: Sendable, Hashable {
        case quit
        /// The history changed; persist it.
        case saveHistory
        /// Put this text on the clipboard (the terminal writes OSC 52).
        case copy(String)
        /// Give the terminal back and stop until the shell continues the process (Ctrl-Z).
        case suspend
        /// Load the route files again (Alt-R), then hand the result to ``routeFilesReloaded(_:)``.
        case reloadRouteFiles
    }

    /// Reads the input against the whole route map, apple-app-site-association and Android
    /// inputs included, whichever platform is simulated; a new one when the route files are
    /// reloaded.
    public private(set) var navigator: Navigator
    /// The simulated app on each platform.
    public private(set) var platformNavigators: PlatformNavigators
    /// The platform the simulated app runs on; Alt-P switches it.
    public private(set) var platform: LinkPlatform
    /// Where the route map came from, for the title bar.
    public let routeMapName: String
    public private(set) var editor = LineEditor()
    public private(set) var analysis: LinkAnalysis {
        // Worded once per edit, not once per panel that shows them.
        didSet { diagnostics = editor.text.isEmpty ? [] : Self.notesLast(analysis.diagnostics) }
    }

    /// `diagnostics` with the errors and warnings first, in link order, then the notes: the order
    /// the problem list shows and Ctrl-N steps through, so that the first problem selected (and
    /// fixed by Ctrl-X) is never a note while a problem waits.
    static func notesLast(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity != .note } + diagnostics.filter { $0.severity == .note }
    }
    /// Where Android opens the input, when the route map has a manifest; nil otherwise and for
    /// an empty input. The analysis decides it, once per edit.
    public var androidEligibility: AndroidLinkEligibility? { editor.text.isEmpty ? nil : analysis.androidEligibility }

    /// The command that opens the input on `platform`, as `routescope open` prints it: on Android
    /// with a manifest, the intent of a tapped link, with the app's package when the app opens it.
    func deviceCommand(on platform: DeviceCommand.Platform) -> String {
        DeviceCommand.command(for: analysis, on: platform, app: navigator.routeMap.android)
    }
    /// The navigator of the simulated platform, which Enter, the simulator keys and the demo use.
    public var simulator: Navigator { platformNavigators[platform] ?? navigator }

    /// Where the input lands on each platform, from the simulated app's present state; nil for
    /// an empty input.
    public var platformComparison: PlatformComparison? {
        editor.text.isEmpty ? nil : platformNavigators.compare(opening: editor.text, in: navigation)
    }

    /// The problems shown: the analysis's diagnostics, or none while the input is empty (the
    /// panels show a hint instead of "no scheme").
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var navigation: NavigationState
    /// Why the simulator is in its state: the last transition's explanation.
    public private(set) var explanation = "cold start: every tab shows its root screen"
    /// The index of the selected diagnostic: the one the caret line marks with `^` and Ctrl-X fixes.
    public private(set) var selectedDiagnostic = 0
    public private(set) var overlay: Overlay?
    public private(set) var history: History
    /// The line before each edit, for undo.
    public private(set) var undoHistory = UndoHistory()
    public private(set) var batch: Batch?
    public private(set) var demo: FlowPlayback?
    /// The demo step last played (or stepped back to), with its expectation results; nil before
    /// the first step and outside demo mode.
    public private(set) var demoOutcome: StepOutcome?
    /// Whether a demo is being presented (`explore --demo FLOW --present`): the Why tells the
    /// story without expectation ticks (failures still show), and the title shows the flow's
    /// description.
    public let presenting: Bool
    /// The last event done by hand (a link opened with Enter, a tab tapped…) since the demo's
    /// last step; the next step replaces what it did, and says so.
    public private(set) var handEvent: NavigationEvent?
    /// The link the demo's last `open` step put in the input.
    public private(set) var demoLink: String?
    /// The state before the last event, so the navigation panel can mark what changed; nil after
    /// a cold start.
    public private(set) var previousNavigation: NavigationState?
    /// A one-line message for the status bar, cleared by the next key.
    public private(set) var status: StatusMessage?
    /// ``status`` as one line; setting it sets a message without a key hint.
    public private(set) var message: String? {
        get { status?.line }
        set { status = newValue.map { StatusMessage($0) } }
    }
    public private(set) var size: (rows: Int, columns: Int)
    /// The keys typed while the screen was too small to show the input (and any paste after
    /// them, to keep their order), applied in order once it is large enough again.
    public private(set) var eventsWaiting: [InputEvent] = []
    /// Whether the terminal can take a copy (OSC 52); set by ``ExplorerApp`` from the terminal.
    public internal(set) var canCopy = false
    /// Why the route files did not load again, as the command line words it; the last good map
    /// stays in use, and the status line shows the first line until a reload succeeds.
    public private(set) var routeFilesProblem: String?

    public init(
        navigator: Navigator, routeMapName: String, history: History = History(), initialLink: String? = nil,
        demo: FlowPlayback? = nil, presenting: Bool = false, size: (rows: Int, columns: Int) = (40, 120)
    ) {
        self.navigator = navigator
        platformNavigators = PlatformNavigators(routeMap: navigator.routeMap)
        platform = navigator.platform
        self.routeMapName = routeMapName
        self.history = history
        self.size = size
        self.demo = demo
        self.presenting = presenting && demo != nil
        navigation = demo?.state ?? navigator.initialState()
        analysis = navigator.analyzer.analyze("")
        if let demo { explanation = Self.demoStart(demo.flow, lead: "demo \(demo.flow.file)") }
        if let initialLink { setInput(initialLink) }
    }

    /// Applies one input event.
    public mutating func handle(_ event: InputEvent) -> [Effect] {
        switch event {
        case .resize(let rows, let columns):
            size = (rows, columns)
            guard hasRoom, !eventsWaiting.isEmpty else { return [] }
            let waiting = eventsWaiting
            eventsWaiting = []
            var effects: [Effect] = []
            for event in waiting where !effects.contains(.quit) { effects += handle(event) }
            return effects
        case .end:
            return [.quit]
        case .mouse(let event):
            message = nil
            guard hasRoom else { return [] }
            return mouse(event)
        case .paste(let text, let droppedBytes):
            guard eventsWaiting.isEmpty else {
                eventsWaiting.append(event)
                return []
            }
            message = nil
            // A paste goes to the input: nothing in front may hide the change.
            overlay = nil
            return paste(text, droppedBytes: droppedBytes)
        case .key(let key):
            message = nil
            // While the screen is too small to show the input, keys do not edit it unseen: they
            // wait for a size that shows it. Quitting does not wait.
            guard hasRoom else {
                if ExplorerCommand.main(key) == .quit { return [.quit] }
                eventsWaiting.append(event)
                return []
            }
            let command: ExplorerCommand?
            switch overlay {
            case .help: command = ExplorerCommand.help(key)
            case .problemDetail: command = ExplorerCommand.problemDetail(key)
            case .picker: command = ExplorerCommand.picker(key)
            case .deviceCommands: command = ExplorerCommand.deviceCommands(key)
            case .qrCode: command = ExplorerCommand.qrCode(key)
            case nil: command = ExplorerCommand.main(key)
            }
            guard let command else {
                // Every key without a meaning here says so, by its name, and changes nothing else.
                status = overlay == nil
                    ? StatusMessage("\(key.name) does nothing here", keyHint: "F1 lists the keys, ^C quits")
                    : StatusMessage("\(key.name) does nothing in this list", keyHint: "Esc closes it, ^C quits")
                return []
            }
            if overlay != nil, case .closeOverlay = command, case .character = key {
                // The character closed what was in front of the input and is not in it: said, so
                // that nothing typed is lost unseen.
                status = StatusMessage("\(key.name) closed it and was not typed", keyHint: "type it again to add it")
            }
            return perform(command)
        }
    }

    /// Whether the screen is large enough to show the input.
    private var hasRoom: Bool { Layout(rows: size.rows, columns: size.columns, diagnosticLines: 0) != nil }

    /// Carries out one command. An edit, a fix or an inserted template that changes the line
    /// can be undone.
    package mutating func perform(_ command: ExplorerCommand) -> [Effect] {
        let before = editor.snapshot
        let effects = carryOut(command)
        switch command {
        case .edit, .applyFix, .applyAllFixes, .pickerChoose:
            if editor.text != before.text {
                var isTyping = false
                if case .edit(.insert(let text)) = command, text.count == 1, text != " " { isTyping = true }
                undoHistory.record(before, isTyping: isTyping)
            } else {
                undoHistory.breakRun()
            }
        case .undo: break
        default: undoHistory.breakRun()
        }
        return effects
    }

    mutating func carryOut(_ command: ExplorerCommand) -> [Effect] {
        switch command {
        case .edit(let action):
            editor.apply(action)
            reanalyze()
        case .open: return open()
        case .applyFix:
            applyFix()
            if overlay == .problemDetail { overlay = nil }
        case .applyAllFixes: applyAllFixes()
        case .undo:
            guard let snapshot = undoHistory.undo() else {
                message = "nothing to undo"
                return []
            }
            editor.restore(snapshot)
            reanalyze()
            message = "undone; \(undoHistory.snapshots.count) more step\(undoHistory.snapshots.count == 1 ? "" : "s") to undo"
        case .nextDiagnostic: moveSelection(by: 1)
        case .previousDiagnostic: moveSelection(by: -1)
        case .historyOlder:
            if let entry = history.older(current: editor.text) { setInput(entry) }
        case .historyNewer:
            if let entry = history.newer() { setInput(entry) }
        case .back: simulate(.back)
        case .dismiss: simulate(.dismiss)
        case .toggleLogin: simulate(navigation.loggedIn ? .logout : .login)
        case .tapTab(let index):
            guard index < navigation.tabs.count else {
                message = "there is no tab \(index + 1); the app has \(navigation.tabs.count)"
                return []
            }
            simulate(.tap(navigation.tabs[index].name))
        case .coldStart:
            previousNavigation = nil
            if var demo {
                demo.rewind()
                self.demo = demo
                demoOutcome = nil
                handEvent = nil
                demoLink = nil
                navigation = demo.state
                explanation = Self.demoStart(demo.flow, lead: "cold start: the demo starts again")
            } else {
                navigation = navigator.initialState(loggedIn: navigation.loggedIn)
                explanation = "cold start: the app relaunched; every tab shows its root screen"
            }
        case .showHelp: overlay = .help(scroll: 0)
        case .scrollHelp(let rows): scrollHelp(by: rows)
        case .pageHelp(let pages):
            guard case .help(let scroll) = overlay else { break }
            overlay = .help(scroll: HelpOverlay.top(afterTurning: pages, from: scroll, in: Rect(row: 0, column: 0, height: size.rows, width: size.columns)))
        case .showProblemDetail:
            guard !diagnostics.isEmpty else {
                message = "no problems to show: the app reads this link as shown"
                return []
            }
            overlay = .problemDetail
        case .showCatalog: overlay = .picker(picker(.catalog))
        case .showHistorySearch:
            guard !history.entries.isEmpty else {
                message = "no history yet: links you open with Enter are kept"
                return []
            }
            overlay = .picker(picker(.history))
        case .closeOverlay: overlay = nil
        case .pickerType, .pickerErase, .pickerMove, .pickerPage:
            guard case .picker(var picker) = overlay else { return [] }
            switch command {
            case .pickerType(let text): picker.type(text)
            case .pickerErase: picker.erase()
            case .pickerMove(let rows): picker.move(by: rows)
            case .pickerPage(let pages):
                let screen = Rect(row: 0, column: 0, height: size.rows, width: size.columns)
                picker.move(by: pages * PickerOverlay.room(screen, count: picker.rows.count))
            default: break
            }
            overlay = .picker(picker)
        case .pickerChoose:
            guard case .picker(let picker) = overlay else { return [] }
            overlay = nil
            guard picker.rows.indices.contains(picker.selected) else { return [] }
            return choose(picker.rows[picker.selected], from: picker.source)
        case .showDeviceCommands:
            guard !editor.text.isEmpty else {
                message = "type or paste a link first: ^O shows its device commands"
                return []
            }
            overlay = .deviceCommands
        case .copyDeviceCommand(let platform):
            guard canCopy else {
                message = "copy not supported by this terminal — select the text"
                return []
            }
            overlay = nil
            message = "sent the \(platform == .ios ? "iOS" : "Android") command to the clipboard (OSC 52)"
            return [.copy(deviceCommand(on: platform))]
        case .copyLink, .copyFixedLink:
            guard !editor.text.isEmpty else {
                message = "type or paste a link first: Alt-C copies it"
                return []
            }
            guard canCopy else {
                message = "copy not supported by this terminal — select the text"
                return []
            }
            guard command == .copyFixedLink else {
                message = "sent the link to the clipboard (OSC 52)"
                return [.copy(editor.text)]
            }
            let fixed = fixedLink
            message = fixed == editor.text
                ? "no fix-it to apply: sent the link as it is (OSC 52)" : "sent the fixed link to the clipboard (OSC 52); the input is unchanged"
            return [.copy(fixed)]
        case .switchPlatform: switchPlatform()
        case .showQRCode:
            guard !editor.text.isEmpty else {
                message = "type or paste a link first: Alt-Q shows it as a QR code"
                return []
            }
            overlay = .qrCode(fixed: false)
        case .toggleQRCodeForm:
            guard case .qrCode(let fixed) = overlay else { return [] }
            guard fixed || fixedLink != editor.text else {
                message = "no fix-it to apply: the QR code is the link as typed"
                return []
            }
            overlay = .qrCode(fixed: !fixed)
        case .demoStep: playDemoStep()
        case .demoStepBack: stepDemoBack()
        case .batchNext, .batchPrevious:
            guard var batch else {
                message = "no batch: paste several links at once to step through them"
                return []
            }
            batch.move(by: command == .batchNext ? 1 : -1)
            self.batch = batch
            setInput(batch.current)
            undoHistory.clear()
        case .batchNextFailing:
            guard var batch else {
                message = "no batch: paste several links at once to step through them"
                return []
            }
            guard batch.moveToNextFailing() else {
                message = batch.failingCount == 0 ? "every link of the batch is valid" : "no other link of the batch has problems"
                return []
            }
            self.batch = batch
            setInput(batch.current)
            undoHistory.clear()
        case .leaveBatch:
            guard batch != nil else {
                message = "no batch: paste several links at once to step through them"
                return []
            }
            batch = nil
            message = "left the batch; the input keeps this link"
        case .suspend: return [.suspend]
        case .reloadRouteFiles: return [.reloadRouteFiles]
        case .quit: return [.quit]
        }
        return []
    }

    // MARK: Route files

    /// The route files loaded again, after a change (`explore --watch`) or Alt-R.
    ///
    /// A map that loads replaces the old one: the input is analysed again, and the app keeps its
    /// state when its tabs and screens still exist (``Navigator/carryOver(_:)``), or relaunches
    /// cold, saying why. Files that do not load leave the last good map in use, and the problem
    /// stays in the status line until they load.
    public mutating func routeFilesReloaded(_ load: RouteFilesLoad) {
        switch load {
        case .failed(let problems):
            routeFilesProblem = problems
            message = nil
        case .loaded(let map):
            let wasBroken = routeFilesProblem != nil
            routeFilesProblem = nil
            navigator = Navigator(routeMap: map, platform: navigator.platform)
            platformNavigators = PlatformNavigators(routeMap: map)
            if platformNavigators[platform] == nil { platform = .ios }
            let (state, relaunchReason) = navigator.carryOver(navigation)
            navigation = state
            if let demo {
                // The demo goes on from the same step, played by the new map.
                var replayed = FlowPlayback(flow: demo.flow, navigator: simulator)
                while replayed.nextIndex < demo.nextIndex, replayed.advance() != nil {}
                self.demo = replayed
            }
            batch?.reanalyze(with: navigator.analyzer)
            reanalyze()
            // An open catalog lists the new map's screens, filtered as before.
            if case .picker(let open) = overlay, open.source == .catalog { overlay = .picker(picker(.catalog, query: open.query)) }
            let reloaded = wasBroken ? "the route files load again" : "reloaded the route files"
            if let relaunchReason {
                explanation = "cold start: the route files changed and \(relaunchReason)"
                message = "\(reloaded); relaunched the app cold: \(relaunchReason)"
            } else {
                message = "\(reloaded); the app keeps its state"
            }
        }
    }

    // MARK: Input

    mutating func setInput(_ text: String) {
        editor.setText(text)
        reanalyze()
    }

    mutating func reanalyze() {
        // Every frame until the next edit shows the components and readings.
        analysis = navigator.analyzer.analyze(editor.text)
        selectedDiagnostic = min(selectedDiagnostic, max(0, diagnostics.count - 1))
        batch?.update(editor.text, ok: analysis.ok)
    }

    mutating func paste(_ text: String, droppedBytes: Int = 0) -> [Effect] {
        // Each note says first what happened to the paste, so that a narrow status line cuts
        // only the rest; the bytes dropped go first, as no key brings them back.
        var notes: [String] = []
        if droppedBytes > 0 {
            notes.append("dropped \(droppedBytes) bytes past 1 MiB")
        }
        let replaced = editor.text
        if let batch = Batch(pasted: text, analyzer: navigator.analyzer), replaced.isEmpty || batch.schemeCount > 1 {
            // The link the batch replaces is not lost: it goes to the history, as a picker's does,
            // and the note says so before the count, which the title and the batch's heading show.
            let kept = !replaced.isEmpty && history.entries.last != replaced
            if kept { history.record(replaced) }
            self.batch = batch
            setInput(batch.current)
            undoHistory.clear()
            // The batch's count is in the title too; the dropped bytes are said nowhere else.
            // Its keys fit beside it at 80 columns; Alt-L is in the batch's heading.
            status = StatusMessage(
                (notes + (kept ? ["your link is in history"] : []) + ["pasted \(batch.links.count) links, \(batch.failingCount) failing"])
                    .joined(separator: "; "),
                keyHint: batch.failingCount > 0 ? "PgDn next, Alt-N next failing" : "PgDn next link")
            return kept ? [.saveHistory] : []
        }
        // The paste goes in whole, as one edit; what is trimmed around the link is a second one,
        // so that Ctrl-_ gives back exactly what was pasted.
        undoHistory.record(editor.snapshot, isTyping: false)
        editor.apply(.insert(text))
        let start = editor.cursor - text.utf8.count
        let link = PastedLink.linkRange(in: text)
        let single = text.text(ofUTF8: link)
        let around = textAroundSpans(of: single)
        let blanks = text.utf8.count - link.count
        if blanks > 0 || !around.isEmpty {
            undoHistory.record(editor.snapshot, isTyping: false)
            // From the end, so that the earlier ranges keep their offsets.
            let removed = [link.upperBound..<text.utf8.count] + around.reversed().map { link.lowerBound + $0.lowerBound..<link.lowerBound + $0.upperBound }
                + [0..<link.lowerBound]
            for range in removed where !range.isEmpty { editor.replace(utf8Range: start + range.lowerBound..<start + range.upperBound, with: "") }
            editor.moveCursor(to: start + link.count - around.reduce(0) { $0 + $1.count })
            // The text first: it is what a person pasted on purpose; the blanks were never seen.
            let trimmed = around.map { "\"\(DisplayWidth.displayable(single.text(ofUTF8: $0)))\"" }
                + (blanks > 0 ? ["\(blanks) blank\(blanks == 1 ? "" : "s")"] : [])
            notes.append("trimmed \(trimmed.listedForMessage(joinedBy: "and")) around the pasted link")
        }
        if let batch { notes.append("pasted into link \(batch.index + 1) of the batch; Alt-L leaves the batch") }
        let kept = editor.text.text(ofUTF8: start..<editor.cursor)
        if kept.unicodeScalars.contains(where: { DisplayWidth.escaped($0) != nil }) {
            notes.append("the paste holds control or invisible characters, shown escaped (\\x1b): see Problems")
        }
        if kept.unicodeScalars.contains("\u{FFFD}") {
            notes.append("bytes not UTF-8 became U+FFFD: see Problems")
        }
        reanalyze()
        status = notes.isEmpty ? nil : StatusMessage(notes.joined(separator: "; "), keyHint: blanks > 0 || !around.isEmpty ? "Ctrl-_ puts the text back" : nil)
        return []
    }

    /// The text pasted with a link (`see …`, `(…)`, a sentence's full stop) that Alt-X would
    /// remove: only what `text-around-link` certainly tells from the link, as UTF-8 offsets in
    /// `pasted`. None for text that is no link of its own (a value pasted into a link).
    private func textAroundSpans(of pasted: String) -> [Range<Int>] {
        let analysis = navigator.analyzer.analyze(pasted)
        guard analysis.url.scheme != nil else { return [] }
        return analysis.diagnostics.filter { $0.code == .textAroundLink && $0.fix?.applicability == .machineApplicable }.map(\.span)
    }

    /// Scrolls the open help by `rows` entries, no further than its ends.
    mutating func scrollHelp(by rows: Int) {
        guard case .help(let scroll) = overlay else { return }
        let limit = HelpOverlay.maximumScroll(Rect(row: 0, column: 0, height: size.rows, width: size.columns))
        overlay = .help(scroll: min(max(0, scroll.addingReportingOverflow(rows).partialValue), limit))
    }

    mutating func moveSelection(by step: Int) {
        let count = diagnostics.count
        guard count > 0 else { return }
        select((selectedDiagnostic + step + count) % count)
    }

    /// Selects a problem; the input line scrolls to its span, as the cursor goes to its start.
    mutating func select(_ index: Int) {
        guard diagnostics.indices.contains(index) else { return }
        selectedDiagnostic = index
        editor.moveCursor(to: diagnostics[index].span.lowerBound)
    }

    /// A click selects a problem, taps a tab or picks a picker's row; the wheel scrolls what is
    /// in front: a picker, the help, or the problems.
    mutating func mouse(_ event: MouseEvent) -> [Effect] {
        switch event.kind {
        case .wheelUp, .wheelDown:
            let step = event.kind == .wheelUp ? -1 : 1
            switch overlay {
            case .picker: return perform(.pickerMove(step))
            case .help: return perform(.scrollHelp(3 * step))
            case .problemDetail, nil: return perform(step < 0 ? .previousDiagnostic : .nextDiagnostic)
            case .deviceCommands, .qrCode: return []
            }
        case .click:
            // The frame on screen is a function of this state: drawing it again says what is where.
            let target = ExplorerRenderer.render(self).clickTarget(row: event.row, column: event.column)
            switch (target, overlay) {
            case (.problem(let index), nil):
                select(index)
                undoHistory.breakRun()
            case (.tab(let index), nil): return perform(.tapTab(index))
            case (.pickerRow(let index), .picker(var picker)):
                picker.move(by: index - picker.selected)
                overlay = .picker(picker)
                return perform(.pickerChoose)
            default: break
            }
            return []
        }
    }

    /// The diagnostic the fix key applies to: the selected one, or else the first with a fix.
    public var selectedFix: Diagnostic? {
        if diagnostics.indices.contains(selectedDiagnostic), diagnostics[selectedDiagnostic].fix != nil {
            return diagnostics[selectedDiagnostic]
        }
        return diagnostics.first { $0.fix != nil }
    }

    mutating func applyFix() {
        guard let diagnostic = selectedFix, let fix = diagnostic.fix else {
            message = "no fix-it to apply"
            return
        }
        editor.replace(utf8Range: fix.span, with: fix.replacement)
        reanalyze()
        // A person chose this fix; a value only they know goes where its placeholder is.
        let selected = fix.applicability == .hasPlaceholders
            && editor.selectPlaceholder(in: fix.span.lowerBound..<fix.span.lowerBound + fix.replacement.utf8.count)
        // The placeholder named, so that the message fits at 80 columns and says what to type.
        let placeholder = selected ? editor.selection.map { editor.text.text(ofUTF8: $0) } : nil
        status = StatusMessage("applied the fix for \(diagnostic.code.rawValue)", keyHint: placeholder.map { "fill in \($0)" })
    }

    /// A picker over the rows `source` offers now, from the route map or the history.
    func picker(_ source: Picker.Source, query: String = "") -> Picker {
        Picker(source, rows: PickerRow.all(source, routeMap: navigator.routeMap, history: history), query: query)
    }

    /// Uses a picker's row: a template from the catalog or a link from the history replaces the
    /// input. The input it replaces is not lost: it goes to the history, and undo brings it back.
    mutating func choose(_ row: PickerRow, from source: Picker.Source) -> [Effect] {
        let replaced = editor.text
        let kept = !replaced.isEmpty && replaced != row.text && history.entries.last != replaced
        if kept { history.record(replaced) }
        setInput(row.text)
        let keptNote = replaced.isEmpty ? "" : "; ^_ undoes" + (kept ? " (your link is in history)" : "")
        switch source {
        case .catalog:
            editor.apply(.moveToStart)
            editor.apply(.nextPlaceholder)
            message = "inserted \(row.label); Tab: next {placeholder}" + keptNote
        case .history:
            message = "from history" + keptNote
        }
        return kept ? [.saveHistory] : []
    }

    /// Applies every machine-applicable fix-it, one after another (``LinkAnalyzer/everyFix(for:)``:
    /// a fix can reveal the next problem). Fixes that need a value or are a guess wait for Ctrl-X.
    mutating func applyAllFixes() {
        let fixes = navigator.analyzer.everyFix(for: editor.text).fixes
        for fix in fixes { editor.replace(utf8Range: fix.span, with: fix.replacement) }
        if !fixes.isEmpty { reanalyze() }
        let applied = fixes.count
        let waiting = diagnostics.filter { $0.fix != nil }.count
        let rest = waiting == 0 ? "" : "; \(waiting) fix\(waiting == 1 ? " needs" : "es need") a look: ^X applies the selected one"
        message = (applied == 0 ? "no machine-applicable fix-it to apply" : "applied \(applied) fix\(applied == 1 ? "" : "es"); ^_ undoes them") + rest
    }

    /// The input with every machine-applicable fix-it applied, as Alt-X would leave it; the input itself when none
    /// applies.
    var fixedLink: String { navigator.analyzer.everyFix(for: editor.text).fixed }

    // MARK: Simulator

    mutating func open() -> [Effect] {
        let link = editor.text
        guard !link.isEmpty else {
            message = "type or paste a link first, or ^R for the route catalog"
            return []
        }
        history.record(link)
        simulate(.open(link))
        return [.saveHistory]
    }

    mutating func simulate(_ event: NavigationEvent) {
        let transition = simulator.apply(event, to: navigation)
        previousNavigation = navigation
        navigation = transition.state
        explanation = transition.explanation
        guard let demo else { return }
        handEvent = event
        if case .open = event {
            message = demo.isFinished
                ? "opened by hand; the demo is finished: ⇧F6 steps back, F5 restarts it"
                : "opened by hand, outside the demo; F6 goes on with step \(demo.nextIndex + 1)"
        }
    }

    /// The Why before a demo's first step: what the flow is about, and the key that plays it.
    static func demoStart(_ flow: Flow, lead: String) -> String {
        lead + (flow.summary.map { ": " + $0 } ?? "") + "; F6 plays step 1 of \(flow.steps.count)"
    }

    /// Runs the simulated app on the next loaded platform (router, iOS, Android, then the router
    /// again), keeping its state; the next links, and the demo's next steps, go through that
    /// platform's rules.
    mutating func switchPlatform() {
        let platforms = LinkPlatform.allCases
        let start = platforms.firstIndex(of: platform) ?? 0
        let next = (1...platforms.count).lazy.map { platforms[(start + $0) % platforms.count] }.first { platformNavigators[$0] != nil } ?? platform
        let skipped = platforms[(start + 1) % platforms.count] != next
        platform = next
        if var demo {
            demo.navigator = simulator
            self.demo = demo
        }
        let rules: String
        switch next {
        case .router: rules = "no AASA or manifest decides"
        case .ios: rules = navigator.routeMap.web?.appSiteAssociation == nil ? "no AASA loaded: the web hosts decide" : "the AASA decides"
        case .android: rules = "the manifest decides"
        }
        message = "simulating \(next.name) (\(rules)); the app keeps its state"
            + (skipped ? "; Android is not loaded (--manifest FILE)" : "")
    }

    mutating func playDemoStep() {
        guard var demo else {
            message = "no demo flow: start with routescope explore --demo FLOW"
            return
        }
        guard let outcome = demo.advance() else {
            status = StatusMessage("the demo flow is finished", keyHint: "Shift-F6 steps back, F5 restarts")
            self.demo = demo
            return
        }
        // What was done by hand is not silently lost: the step says it replaces it.
        if let handEvent, navigation != demo.previousState {
            message = replacement(of: handEvent, lead: "step \(outcome.index + 1) replaces ")
        }
        show(outcome, of: demo)
    }

    /// Shift-F6: back one step, by playing the flow again from its start to the step before, as
    /// the simulator is deterministic.
    mutating func stepDemoBack() {
        guard var demo else {
            message = "no demo flow: start with routescope explore --demo FLOW"
            return
        }
        guard demo.nextIndex > 0 else {
            message = "the demo is at its start; F6 plays step 1"
            return
        }
        let left = demo.nextIndex
        let lead = "back from step \(left): replayed the flow from its start"
        let replaced = handEvent.map { replacement(of: $0, lead: lead + "; it replaces ") }
        if let outcome = demo.stepBack() {
            show(outcome, of: demo)
        } else {
            self.demo = demo
            demoOutcome = nil
            handEvent = nil
            demoLink = nil
            previousNavigation = nil
            navigation = demo.state
            explanation = Self.demoStart(demo.flow, lead: "back at the start of demo \(demo.flow.file)")
        }
        message = replaced ?? lead
    }

    /// Shows a demo step: its state, its link in the input, and why, with its expectations.
    mutating func show(_ outcome: StepOutcome, of demo: FlowPlayback) {
        self.demo = demo
        demoOutcome = outcome
        handEvent = nil
        if case .open(let link) = outcome.step.event {
            setInput(link)
            demoLink = link
        }
        previousNavigation = demo.previousState
        navigation = outcome.transition.state
        // An opened link is in the input line already; a caption is the explanation itself.
        let event: String
        switch outcome.step.event {
        case .open: event = "open"
        case .say: event = "say"
        default: event = "\(outcome.step.event)"
        }
        explanation = "step \(outcome.index + 1)/\(demo.flow.steps.count) \(event): \(outcome.transition.explanation)"
    }

    /// The status line's message that a step replaces what was done by hand: `<lead>the link
    /// you opened: myapp://…`, the link fitted to the room the status line has, by its query first.
    func replacement(of event: NavigationEvent, lead: String) -> String {
        guard case .open(let link) = event else { return lead + "what you did by hand: " + DisplayWidth.displayable(event.description) }
        let text = lead + "the link you opened: "
        return text + LinkFitting.fitted(link, width: max(12, StatusLine.messageRoom(columns: size.columns) - DisplayWidth.columns(text)))
    }
}
