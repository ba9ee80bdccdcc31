// Package session is one player's session of Sudoku, in plain Go: the game
// being played or the puzzle being entered, the selected cell, the digit
// armed on the palette, notes mode, the marks of the last Check, the hint
// on show, the questions to ask before a game is thrown away, statistics,
// saving, and where new games come from (the bundled levels, the
// generator, files and pasted text), in any variant that has a source
// (Variants: a generator in makers, or a bundled set in levels; SetVariant
// chooses the one New plays; Paste and Open read the Killer formats). A
// variant is a set of rules (geometry.Variant), never a branch: the View
// carries the rules (Flags), a Killer game's cages and the selected
// cage's combinations, and on demand the cells a knight's or king's move
// away (ShowReach); a puzzle entered can tick rules (TickRules).
//
// It follows the Elm architecture: the window turns taps and keys into
// verbs (TapCell, PressDigit, Check, Hint, New, Paste, OtherKey, ...),
// each verb changes the session and then calls OnChange once with a View,
// an immutable value holding everything the window draws: for each cell
// its digit, notes and marks; the digits left; which buttons, menu items
// and pad keys are enabled; the status message as a translation key and
// its arguments; and, once, what the window must act on (a question, a
// solved game, a list, an alert, text for the clipboard). The window
// draws the view and decides nothing: even "a key on a paused board only
// resumes" and "a dialog over the board stops the clock" are the
// session's rules (OtherKey, DialogOpened).
//
// The session is in one mode at a time: playing a game, entering a puzzle
// of the player's own, or choosing a level on a first start. Verbs change
// the mode; nothing else does. The game reports each change through its
// OnChange, the one hook the session sets, inside the verb that called it.
//
// Slow work runs off the window's goroutine, each with its state in the
// view, and comes back through Options.Post: making a puzzle (Making),
// reading a puzzle file, working a hint out (Working.Hint), rating a
// puzzle pasted, opened or entered before it is played (Working.Rating),
// rating the puzzles of a list, writing saves, and a pause's wait for
// them to reach the disk (Working.Saving). A result that a newer verb has
// superseded is dropped. A puzzle picked from a list is still rated on
// the calling goroutine, for Pick answers in the view it hands out.
//
// A save is a snapshot taken when a verb changes what is saved, written
// on a background goroutine; at most one write is in flight and the
// newest snapshot wins. Flush waits for the last one, for pause and quit.
// The save holds the puzzle being entered too, if any. The game and the
// statistics keep their own save state: the banner names the files whose
// last write failed until each is written again, and a failed statistics
// write is retried after the next verb and on close. Files that cannot be
// read at start are kept aside and all named in one status line.
//
// Close writes the last saves and closes the session: a background result
// that comes later is dropped, no view is handed out and no write starts.
//
// A Session is not safe for concurrent use: call it from one goroutine
// (the window's), as Post delivers the results of background work there.
package session
