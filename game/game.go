package game

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Game is one game of Sudoku: the puzzle's givens, which never change, the
// player's entries and pencil notes, the solution, the level, the move
// history and the timer. Make one with New, FromGrid, FromText or Load; the zero
// Game is not ready to use.
type Game struct {
	// ShowMistakes makes Check report entries that differ from the
	// solution, not only conflicts. It is on in a new game.
	ShowMistakes bool
	// AutoRemoveNotes makes placing a digit (Set, SetCells, ApplyStep)
	// strike it from the notes and corner and centre marks of the cell's
	// peers under the rules (see Geometry: its houses, its cage, the cells
	// a knight's or king's move away under anti-knight or anti-king), as
	// part of the same move. It is on in a new game.
	AutoRemoveNotes bool
	// FillCombos makes FillNotes in a Killer game leave out the digits
	// that no way of filling a cell's cage to its sum gives it. It is on
	// in a new game; a classic game has no cages and ignores it.
	FillCombos bool
	// OnChange, when set, is called once after every verb that succeeds
	// and changes or shows something, after the game has been updated.
	OnChange func(Event)

	shape    sized.Shape // the grid's size
	size     int         // the grid's cells: shape.Cells()
	givens   cellDigits  // the puzzle: never changes
	rules    rules       // the puzzle's houses, peers and cages, its solver and rating
	solution cellDigits  // worked out when the game starts
	entries  cellDigits  // the player's digits, 0 in givens and empty cells
	notes    cellNotes
	marks    cellMarks // corner and centre marks and colours
	// checkpoints are positions the player set to come back to, the
	// last set last.
	checkpoints []position
	level       logic.Level
	givenUp     bool
	won         bool
	hints       int     // hints taken: see Hints
	tally       Tally   // checks, mistakes and undos: see Tally
	daily       string  // the date of the daily puzzle played: see Daily
	info        Info    // what the puzzle says about itself: see Info
	hinted      bool    // a hint was given since the last change to the grid
	undo        history // moves played, the last is undone first
	redo        history // moves undone, the last is redone first
	// The position the history starts from: no entries and no notes,
	// unless the oldest moves were folded into it (see MaxHistory).
	startEntries cellDigits
	startNotes   cellNotes
	startMarks   cellMarks
	draft        *solver.Grid     // the puzzle being entered when the game was saved
	draftCages   []variant.Cage   // and its Killer cages
	draftFlags   geometry.Flags   // and the rules ticked for it
	draftRegions geometry.Regions // and its jigsaw regions, nil for the boxes
	timer        timer
}

// New starts a game of the puzzle p, of any variant, at the given level,
// timed by clock (SystemClock when nil). The timer starts at once. A
// puzzle that fails p.Validate (givens that are not digits 0-9 or break
// a rule, bad cages) or does not have exactly one solution is refused
// with an error wrapping solver.ErrNotProper and the reason: a
// *solver.ConflictError naming two cells, Validate's error,
// solver.ErrNoSolution or solver.ErrMultipleSolutions. A full grid is
// refused with ErrNothingToSolve, and an unknown level too.
func New(p variant.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	g, err := newGame(p, level, clock)
	if err != nil {
		return nil, err
	}
	g.timer.start()
	return g, nil
}

// newGame returns a game with a stopped timer at zero.
func newGame(p variant.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	if err := checkLevel(level); err != nil {
		return nil, err
	}
	sol, err := solveNine(p)
	if err != nil {
		return nil, err
	}
	return solvedGame(p, sol, level, clock), nil
}

// NewSized starts a game of p, a puzzle of any shape (see
// sized.Shapes), at the given level, timed by clock (SystemClock when
// nil), as New does: a 9x9 puzzle is played as New plays it, one of
// another size by the rules and engines of package sized. A puzzle that
// fails p.Validate or does not have exactly one solution is refused as
// New refuses it, a full grid with ErrNothingToSolve; Killer cages are
// played on 9x9 grids only (ErrSizedCages).
func NewSized(p sized.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	g, err := newSizedGame(p, level, clock)
	if err != nil {
		return nil, err
	}
	g.timer.start()
	return g, nil
}

// newSizedGame is newGame of a puzzle of any shape.
func newSizedGame(p sized.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	if p.Shape == sized.Shape9 {
		v, err := p.ToVariant()
		if err != nil {
			return nil, fmt.Errorf("%w: %w", solver.ErrNotProper, err)
		}
		return newGame(v, level, clock)
	}
	if err := checkLevel(level); err != nil {
		return nil, err
	}
	if len(p.Cages) > 0 {
		return nil, ErrSizedCages
	}
	sol, err := solveSized(p)
	if err != nil {
		return nil, err
	}
	return solvedSizedGame(p, sol, level, clock), nil
}

// solvedSizedGame is solvedGame of a valid puzzle of another size than
// 9x9, whose solution is sol.
func solvedSizedGame(p sized.Puzzle, sol []uint8, level logic.Level, clock Clock) *Game {
	if clock == nil {
		clock = SystemClock{}
	}
	r := sizedRulesOf(p)
	return &Game{
		ShowMistakes:    true,
		AutoRemoveNotes: true,
		FillCombos:      true,
		shape:           p.Shape,
		size:            p.Shape.Cells(),
		givens:          digitsOf(p.Givens),
		rules:           r,
		solution:        digitsOf(sol),
		level:           level,
		timer:           timer{clock: clock},
	}
}

// solvedGame returns a game of p whose solution is known, with a stopped
// timer at zero. Its cages are kept in the order Normalize puts them.
func solvedGame(p variant.Puzzle, sol solver.Grid, level logic.Level, clock Clock) *Game {
	if clock == nil {
		clock = SystemClock{}
	}
	q := p.Clone()
	q.Normalize()
	return &Game{
		ShowMistakes:    true,
		AutoRemoveNotes: true,
		FillCombos:      true,
		shape:           sized.Shape9,
		size:            sized.Shape9.Cells(),
		givens:          digitsOfNine(q.Givens),
		rules:           nineRulesOf(q.Rules),
		solution:        digitsOfNine(sol),
		level:           level,
		timer:           timer{clock: clock},
	}
}

func checkLevel(l logic.Level) error {
	if l < logic.Easy || l > logic.Extreme {
		return fmt.Errorf("game: unknown level %d", uint8(l))
	}
	return nil
}

// Shape returns the size of the grid and of its boxes: sized.Shape9 for
// a 9x9 game.
func (g *Game) Shape() sized.Shape { return g.shape }

// Size returns the number of cells of the grid, Shape().Cells(): 81 for a
// 9x9 game. Cells are numbered 0 to Size()-1, row by row.
func (g *Game) Size() int { return g.size }

// GivenCells returns the puzzle, one entry a cell, Size() entries: the
// fixed digits, 0 elsewhere. It is a copy the caller may change.
func (g *Game) GivenCells() []uint8 { return append([]uint8(nil), g.givens[:g.size]...) }

// BoardCells returns what the grid shows, one entry a cell, Size()
// entries: givens and entries together, 0 in empty cells. It is a copy
// the caller may change.
func (g *Game) BoardCells() []uint8 {
	b := make([]uint8, g.size)
	for c := range b {
		b[c] = g.digit(solver.Cell(c))
	}
	return b
}

// NotesAll returns the pencil notes of every cell, Size() entries. It is
// a copy the caller may change.
func (g *Game) NotesAll() []Digits { return append([]Digits(nil), g.notes[:g.size]...) }

// Givens returns the puzzle as a 9x9 grid: the fixed digits, 0 elsewhere.
// It is the 9x9 view, for the 9x9 code paths and tests; GivenCells serves
// a grid of any size.
func (g *Game) Givens() solver.Grid { return g.givens.nine() }

// Entries returns the player's digits as a 9x9 grid: 0 in givens and
// empty cells. It is the 9x9 view, for the 9x9 code paths and tests.
func (g *Game) Entries() solver.Grid { return g.entries.nine() }

// Board returns what the grid shows as a 9x9 grid: givens and entries
// together. It is the 9x9 view, for the 9x9 code paths and tests;
// BoardCells serves a grid of any size.
func (g *Game) Board() solver.Grid {
	b := g.board()
	return b.nine()
}

// board returns what the grid shows: givens and entries together.
func (g *Game) board() cellDigits {
	b := g.givens
	for c, d := range g.entries[:g.size] {
		if d != 0 {
			b[c] = d
		}
	}
	return b
}

// Digit returns the digit in cell c, given or entered, or 0 when it is
// empty or not a cell.
func (g *Game) Digit(c solver.Cell) uint8 {
	if !g.validCell(c) {
		return 0
	}
	return g.digit(c)
}

// IsGiven reports whether c is one of the puzzle's fixed cells.
func (g *Game) IsGiven(c solver.Cell) bool { return g.validCell(c) && g.givens[c] != 0 }

// Notes returns the pencil notes of cell c: empty for givens, filled cells
// and cells outside the grid.
func (g *Game) Notes(c solver.Cell) Digits {
	if !g.validCell(c) {
		return 0
	}
	return g.notes[c]
}

// AllNotes returns the pencil notes of every cell of a 9x9 grid. It is
// the 9x9 view, for the 9x9 code paths and tests; NotesAll serves a grid
// of any size.
func (g *Game) AllNotes() [81]Digits {
	var n [81]Digits
	copy(n[:], g.notes[:])
	return n
}

// Level returns the puzzle's level.
func (g *Game) Level() logic.Level { return g.level }

// Won reports whether the player filled the grid with the solution.
func (g *Game) Won() bool { return g.won }

// GivenUp reports whether the player gave up with Reveal.
func (g *Game) GivenUp() bool { return g.givenUp }

// Over reports whether the game is won or given up: moves are refused
// until Restart.
func (g *Game) Over() bool { return g.won || g.givenUp }

// CanUndo reports whether Undo has a move to take back.
func (g *Game) CanUndo() bool { return !g.Over() && g.undo.len() > 0 }

// CanRedo reports whether Redo has an undone move to play again.
func (g *Game) CanRedo() bool { return !g.Over() && g.redo.len() > 0 }

// digit returns the digit in c, given or entered.
func (g *Game) digit(c solver.Cell) uint8 {
	if d := g.givens[c]; d != 0 {
		return d
	}
	return g.entries[c]
}

// validCell reports whether c is a cell of the game's grid.
func (g *Game) validCell(c solver.Cell) bool { return c >= 0 && int(c) < g.size }

// validDigit reports whether d is a digit of the game's grid, 1 to N.
func (g *Game) validDigit(d uint8) bool { return d >= 1 && int(d) <= g.shape.N() }

// Geometry returns the geometry of the game's rules: its houses, each
// cell's peers and its cages. Every rule of the game reads it.
func (g *Game) Geometry() *geometry.Geometry { return g.rules.geometry() }
