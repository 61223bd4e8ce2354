import Testing

/// Every suite that drives the real binary in tmux, one test at a time: the leak check of
/// ``LeavesNoTmuxServer`` would take another suite's live session for a leftover, and a busy
/// machine draws panes late enough without several at once.
@Suite(.serialized, .leavesNoTmuxServer)
enum InTmux {}
