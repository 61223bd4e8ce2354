import RouteCore

/// Everything the explorer can be asked to do. A closed set: the key map produces these, and
/// the explorer handles each one.
package enum ExplorerCommand: Sendable, Hashable {
    case edit(EditAction)
    /// Enter: open the link in the simulated app (a warm start).
    case open
    /// Apply the selected diagnostic's fix-it to the input.
    case applyFix
    /// Alt-X: apply every machine-applicable fix-it, one after another, as one undoable step.
    case applyAllFixes
    /// Ctrl-_ (Ctrl-/): take back the last edit, fix or paste.
    case undo
    case nextDiagnostic, previousDiagnostic
    case historyOlder, historyNewer
    case back, dismiss, toggleLogin
    /// Tap the tab at this index (0-based).
    case tapTab(Int)
    /// Relaunch the simulated app from its initial state.
    case coldStart
    case showHelp, showCatalog, closeOverlay
    /// Scroll the help by this many entries (negative: up).
    case scrollHelp(Int)
    /// Turn the help by this many pages (negative: back); pages break between entries.
    case pageHelp(Int)
    /// F7: show the selected problem in full.
    case showProblemDetail
    /// Ctrl-S: search the history.
    case showHistorySearch
    /// Type into the open picker's query.
    case pickerType(String)
    /// Erase the last character of the picker's query.
    case pickerErase
    /// Move the picker's selection by this many rows.
    case pickerMove(Int)
    /// Move the picker's selection by this many pages.
    case pickerPage(Int)
    /// Use the picker's selected row.
    case pickerChoose
    /// Show the device commands for the link.
    case showDeviceCommands
    /// Copy one device command to the clipboard (OSC 52), when the terminal supports it.
    case copyDeviceCommand(DeviceCommand.Platform)
    /// Alt-C: copy the link (OSC 52), when the terminal supports it.
    case copyLink
    /// Alt-Shift-C: copy the link with every machine-applicable fix-it applied.
    case copyFixedLink
    /// Alt-Q: show the link as a QR code.
    case showQRCode
    /// Switch the QR code between the link as typed and its fixed form.
    case toggleQRCodeForm
    /// Alt-P: run the simulated app on the next platform (router, iOS, Android).
    case switchPlatform
    /// F6: play the next step of the demo flow.
    case demoStep
    /// Shift-F6: go back one step of the demo flow (it is played again from its start).
    case demoStepBack
    case batchNext, batchPrevious
    /// Alt-N: the next link of the batch that has problems.
    case batchNextFailing
    /// Alt-L: leave the batch, keeping the current link in the input.
    case leaveBatch
    /// Ctrl-Z: suspend to the shell; `fg` comes back to the same state.
    case suspend
    /// Alt-R: load the route map and its platform files again.
    case reloadRouteFiles
    /// Ctrl-C or Ctrl-Q, the only keys that quit.
    case quit

    /// The default key bindings, for the main screen (no overlay open). A key with no binding
    /// gives nil and is ignored.
    package static func main(_ key: Key) -> ExplorerCommand? {
        switch key {
        case .enter: return .open
        case .control("x"): return .applyFix
        case .alt("x"): return .applyAllFixes
        case .alt("c"): return .copyLink
        case .alt("C"): return .copyFixedLink
        case .alt("q"): return .showQRCode
        case .control("_"): return .undo
        case .control("n"): return .nextDiagnostic
        case .control("p"): return .previousDiagnostic
        case .up: return .historyOlder
        case .down: return .historyNewer
        case .function(1), .alt("h"): return .showHelp
        case .function(2): return .back
        case .function(3), .escape: return .dismiss
        case .function(4): return .toggleLogin
        case .function(5): return .coldStart
        case .function(6): return .demoStep
        case .shiftFunction(6): return .demoStepBack
        case .control("r"): return .showCatalog
        case .control("s"): return .showHistorySearch
        case .function(7): return .showProblemDetail
        case .control("o"): return .showDeviceCommands
        case .pageDown: return .batchNext
        case .pageUp: return .batchPrevious
        case .control("z"): return .suspend
        case .control("c"), .control("q"): return .quit
        case .alt("n"): return .batchNextFailing
        case .alt("l"): return .leaveBatch
        case .alt("r"): return .reloadRouteFiles
        case .alt("p"): return .switchPlatform
        case .alt(let character):
            if let digit = character.wholeNumberValue, digit >= 1 { return .tapTab(digit - 1) }
            return EditAction(key: key).map(ExplorerCommand.edit)
        default: return EditAction(key: key).map(ExplorerCommand.edit)
        }
    }

    /// The bindings while the help is open: scrolling keys scroll, quit keys quit, any other
    /// key closes it.
    package static func help(_ key: Key) -> ExplorerCommand {
        switch key {
        case .up: .scrollHelp(-1)
        case .down: .scrollHelp(1)
        case .pageUp: .pageHelp(-1)
        case .pageDown: .pageHelp(1)
        case .home: .scrollHelp(Int.min / 2)
        case .end: .scrollHelp(Int.max / 2)
        case .control("c"), .control("q"): .quit
        default: .closeOverlay
        }
    }

    /// The bindings while a problem is shown in full: Ctrl-N / Ctrl-P step through the problems,
    /// Ctrl-X applies the fix, quit keys quit, any other key closes it.
    package static func problemDetail(_ key: Key) -> ExplorerCommand {
        switch key {
        case .control("n"), .down: .nextDiagnostic
        case .control("p"), .up: .previousDiagnostic
        case .control("x"): .applyFix
        case .control("c"), .control("q"): .quit
        default: .closeOverlay
        }
    }

    /// The bindings while a picker (the route catalog, the history search) is open: typing
    /// filters it.
    package static func picker(_ key: Key) -> ExplorerCommand? {
        switch key {
        case .character(let character): .pickerType(String(character))
        case .backspace, .control("h"): .pickerErase
        case .up, .control("p"): .pickerMove(-1)
        case .down, .control("n"): .pickerMove(1)
        case .pageUp: .pickerPage(-1)
        case .pageDown: .pickerPage(1)
        case .home: .pickerMove(Int.min / 2)
        case .end: .pickerMove(Int.max / 2)
        case .enter: .pickerChoose
        case .escape, .control("r"), .control("s"), .control("g"): .closeOverlay
        case .control("c"), .control("q"): .quit
        default: nil
        }
    }

    /// The bindings while the device commands are shown: `i` or `a` copies, `q` shows the QR code,
    /// any other key closes.
    package static func deviceCommands(_ key: Key) -> ExplorerCommand? {
        switch key {
        case .character("i"): .copyDeviceCommand(.ios)
        case .character("a"): .copyDeviceCommand(.android)
        case .character("q"): .showQRCode
        case .control("c"), .control("q"): .quit
        default: .closeOverlay
        }
    }

    /// The bindings while the QR code is shown: `f` switches between the link as typed and its
    /// fixed form, quit keys quit, any other key closes.
    package static func qrCode(_ key: Key) -> ExplorerCommand {
        switch key {
        case .character("f"): .toggleQRCodeForm
        case .control("c"), .control("q"): .quit
        default: .closeOverlay
        }
    }
}
