// Package game is the model of one game of Sudoku: the givens, the
// player's entries and pencil notes, moves with undo and redo, checking,
// hints, the timer, statistics and saving. It is plain Go and imports
// nothing of Fyne. Its caller is package game/session, which holds the
// player's session (the selection, the status line, questions, where
// games come from) and hands the window a view to draw; the window never
// calls a Game itself. Every rule is tested without a display.
//
// # Playing
//
// A Game starts from a proper puzzle of any variant (exactly one
// solution under its rules; anything else is refused with an error
// wrapping solver.ErrNotProper, and a full grid, which leaves nothing to
// solve, with ErrNothingToSolve): New takes a variant.Puzzle and its
// level, FromPuzzle rates the puzzle itself, FromGrid and FromText take
// a classic one. The solution is worked out once, when the game starts.
//
// # Sizes
//
// A game holds the shape of its grid (Shape, a sized.Shape) and its number
// of cells (Size). Every game made or loaded today is 9x9: sized.Shape9,
// 81 cells. Cells are checked against Size and digits against the shape's
// N, and GivenCells, BoardCells, NotesAll and Report.Verdicts give one
// entry a cell; Givens, Entries, Board, AllNotes and AllMarks are the 9x9
// view, for the 9x9 code paths.
//
// # Variants
//
// A variant is a set of rules, not a kind of game: the puzzle's
// geometry.Rules (Sudoku X's diagonals, Windoku's windows, anti-knight,
// anti-king, Killer cages, in any combination). The game builds their
// geometry once (Geometry) and every rule of play reads it, with no
// branch per variant: conflicts (named by the house's key, "diagonal.down"
// or "window", or the move, "knight" or "king"; a digit twice in a cage
// is of unit "cage", and the cells of a full cage off its sum are in
// BadSums), the notes a placed digit strikes, BadNotes, FillNotes (with
// FillCombos, only the digits some way of filling a cage to its sum
// allows) and hints, which follow the solution under the rules. Variant
// names the rules (geometry.Variant): statistics are kept by its name, and
// saves keep the cages as a killer: line, a jigsaw's regions as 81 digits
// and the other rules by name.
// Cages, CageOf and CageCombos serve the combinations panel.
//
// The verbs Set, Erase, ToggleNote, Undo, Redo, Restart, Reveal, Check,
// Hint, Pause and Resume report misuse as errors (ErrFixedCell for a given,
// ErrGameOver once the game is won or given up, ErrNothingToUndo, ...) and
// call OnChange exactly once when they succeed and change or show
// something, with an Event naming its kind and the cells concerned: the
// one hook through which the session hears of a change, to keep its
// marks, statistics and save in step. A verb that fails or changes nothing
// calls nothing.
//
// Set, Erase and ToggleNote are moves: each records the state (digit and
// notes) of every cell it touches before and after, so Undo and Redo
// restore it exactly. With AutoRemoveNotes (on by default) placing a digit
// also strikes it from the notes of the cell's peers under the rules; that is
// part of the same move and one Undo puts the notes back. A new move clears
// the redo history.
//
// Besides the 3x3 notes a player marks cells as SudokuPad does (see
// MarkKind): corner marks in the order typed, centre marks and colours.
// SetCells, MarkCells and EraseCells act on many cells as one move; the
// auto-removal strikes a placed digit from every kind of mark; Check,
// Hint and FillNotes read the notes only. SetCheckpoint remembers a
// position before a guess and BackToCheckpoint returns to it as a move;
// UndoToMistake undoes back to the last position without a wrong digit.
//
// A move that fills the grid with the solution wins the game: the timer
// stops and OnChange gets an EventWon with the time, the level and the
// hints taken (see Hints), which the statistics need. Reveal fills in the
// solution and marks the game given up. Either way the game is over and
// refuses further moves until Restart.
//
// # Time
//
// The timer reads an injected Clock (SystemClock in the app, a fake in
// tests). It runs from the start of the game, except while the game is
// paused (Pause and Resume, which the session calls when the window loses
// or gains focus, or a dialog lies over the board) and after it is over. It stops at MaxElapsed, ten years, the
// longest time a save holds.
//
// # Saving
//
// Save writes a game as versioned JSON: givens, entries, notes, marks and
// checkpoints (version 3; a game without them writes version 2), the undo
// and redo history, the time, the level and whether it was won or given
// up. The history is bounded (see MaxHistory): past it the oldest moves
// are folded into the position it starts from, so that every save loads
// quickly. A snapshot may carry the givens of a puzzle the player is
// entering, its cages and the rules ticked for it (Snapshot.WithDraft,
// WithDraftCages, WithDraftFlags; Game.SavedDraft). Every counter stops at
// a limit Load accepts rather than wrap. Load reads it back and checks everything, so a damaged or
// hostile file gives an error wrapping ErrCorruptSave and never a panic.
// SaveFile writes atomically; LoadFile moves a corrupt file aside to
// path + ".corrupt" so that the session reports it once and starts afresh.
//
// A Game is not safe for concurrent use: the session calls it from the
// window's goroutine. The slow work of a hint can run elsewhere, on a copy
// of the position (HintInput).
package game
