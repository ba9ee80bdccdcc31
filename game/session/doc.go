// Package session is one player's session of Sudoku, in plain Go: the game
// being played or the puzzle being entered, the selected cell, the digit
// armed on the palette, notes mode, the marks of the last Check, the hint
// on show, the questions to ask before a game is thrown away, statistics,
// saving, and where new games come from (the bundled levels, the
// generator, files and pasted text).
//
// It follows the Elm architecture: the window turns taps and keys into
// verbs (TapCell, PressDigit, Check, Hint, New, Paste, ...), each verb
// changes the session and then calls OnChange once with a View, an
// immutable value holding everything the window draws: for each cell its
// digit, notes and marks; the digits left; which actions are enabled; the
// status message as a translation key and its arguments. The window draws
// the view and decides nothing.
//
// Slow work runs off the window's goroutine and comes back through
// Options.Post: making a puzzle, reading a large puzzle file, and writing
// saves. A save is a snapshot taken when a verb changes what is saved,
// written on a background goroutine; at most one write is in flight and
// the newest snapshot wins. Flush waits for the last one, for pause and
// quit. The save holds the puzzle being entered too, if any. The game and
// the statistics keep their own save state: the banner names the files
// whose last write failed until each is written again, and a failed
// statistics write is retried after the next verb and on close. Files
// that cannot be read at start are kept aside and all named in one
// status line.
//
// A Session is not safe for concurrent use: call it from one goroutine
// (the window's), as Post delivers the results of background work there.
package session
