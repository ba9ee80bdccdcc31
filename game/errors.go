package game

import "errors"

// Errors the verbs return. They are sentinels: compare with errors.Is.
var (
	// ErrBadCell is returned for a cell outside 0-80.
	ErrBadCell = errors.New("game: no such cell")
	// ErrBadDigit is returned for a digit outside 1-9.
	ErrBadDigit = errors.New("game: not a digit 1-9")
	// ErrBadDepth is returned by Hint for a depth beyond logic.Full.
	ErrBadDepth = errors.New("game: no such hint depth")
	// ErrStaleHint is returned by TakeHint for a hint worked out from a
	// position the game has left since.
	ErrStaleHint = errors.New("game: the hint is for another position")
	// ErrFixedCell is returned for an attempt to change a given.
	ErrFixedCell = errors.New("game: the cell is a given")
	// ErrFilledCell is returned by ToggleNote for a cell holding an entry:
	// notes belong to empty cells.
	ErrFilledCell = errors.New("game: the cell holds a digit")
	// ErrGameOver is returned for moves, undo, redo, reveal and hints once
	// the game is won or given up. Restart starts it again.
	ErrGameOver = errors.New("game: the game is over")
	// ErrNothingToUndo is returned by Undo when no move is left to undo.
	ErrNothingToUndo = errors.New("game: nothing to undo")
	// ErrNothingToRedo is returned by Redo when no undone move is left.
	ErrNothingToRedo = errors.New("game: nothing to redo")
	// ErrNothingToSolve is returned for a grid whose cells are all
	// given: a game of it could be neither played nor won. A puzzle
	// without exactly one solution is refused with solver.Proper's error.
	ErrNothingToSolve = errors.New("game: nothing to solve: every cell is filled")
	// ErrSizedCages is returned by NewSized and FromSized for a puzzle of
	// another size than 9x9 with Killer cages: a game plays Killers on
	// 9x9 grids only.
	ErrSizedCages = errors.New("game: Killer cages are played on 9x9 grids only")
	// ErrSizedHint is returned by Hint and HintInput.Work on a grid of
	// another size than 9x9: its hints are SizedHint's.
	ErrSizedHint = errors.New("game: this grid's hints are SizedHint's")
	// ErrNineHint is returned by SizedHint on a 9x9 grid: its hints are
	// Hint's.
	ErrNineHint = errors.New("game: a 9x9 grid's hints are Hint's")
	// ErrBadMark is returned by MarkCells for an unknown kind of mark.
	ErrBadMark = errors.New("game: no such kind of mark")
	// ErrNoCheckpoint is returned by BackToCheckpoint when none is set.
	ErrNoCheckpoint = errors.New("game: no checkpoint")
	// ErrNoMistake is returned by UndoToMistake when the board holds no
	// wrong digit.
	ErrNoMistake = errors.New("game: no wrong digit on the board")
	// ErrCorruptSave is wrapped by every error that Load and LoadFile return
	// for a save that cannot be read back: malformed, inconsistent or from
	// an unknown version.
	ErrCorruptSave = errors.New("game: corrupt save")
)
