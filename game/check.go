package game

import (
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// Conflict is two cells that show the same digit (A < B) where the
// game's rules (its Geometry) forbid it: cells of one house, a knight's
// or king's move apart under anti-knight or anti-king, or of one Killer
// cage. Unit names the first house they share by its key
// (geometry.House.Key: "row", "column", "box", "diagonal.down",
// "diagonal.up", "window"), else the move ("knight", "king"), or "cage".
type Conflict = solver.ConflictError

// Report is what Check finds.
type Report struct {
	// Conflicts lists every pair of cells that the rules keep apart and
	// show the same digit, ordered by A and then B: first those of the
	// houses and moves (rows, columns, boxes, diagonals, windows, a
	// knight's or king's move), then those of Killer cages.
	Conflicts []Conflict
	// BadSums lists, in increasing order, the cells of the full Killer
	// cages whose digits do not add up to the cage's sum.
	BadSums []solver.Cell
	// Mistakes lists, in increasing order, the entries that differ from the
	// solution. It stays empty when ShowMistakes is off.
	Mistakes []solver.Cell
	// Sought reports whether the entries were compared with the solution:
	// then Mistakes lists every wrong entry, and a digit not in it is right.
	Sought bool
	// Empty is the number of cells without a digit.
	Empty int
	// Won reports whether the player has won: a grid filled by Reveal is
	// given up, not won.
	Won bool
}

// ConflictCells returns every cell of a conflict once, in increasing order.
func (r Report) ConflictCells() []solver.Cell {
	var out []solver.Cell
	for _, c := range r.Conflicts {
		out = append(out, c.A, c.B)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Cells returns every cell the report flags, in a conflict, in a cage
// whose sum is wrong or as a mistake, once and in increasing order.
func (r Report) Cells() []solver.Cell {
	out := append(r.ConflictCells(), r.Mistakes...)
	out = append(out, r.BadSums...)
	slices.Sort(out)
	return slices.Compact(out)
}

// Verdict is what a Report says of one cell.
type Verdict uint8

// The verdicts of a cell.
const (
	// Fine is a cell the report has nothing against.
	Fine Verdict = iota
	// Clashing is a digit in a clash or in a full cage off its sum when
	// the report cannot tell whether it is the one at fault: the solution
	// was not sought, and the digit is not a given.
	Clashing
	// GivenClashing is a given that an entry clashes with, when the
	// solution was not sought: the given is right, the entry is not.
	GivenClashing
	// Wrong is an entry that differs from the solution.
	Wrong
	// RightClashing is a right digit, a given or an entry, that a wrong
	// entry clashes with, when the solution was sought: the clash shows
	// on its cell, so that the player sees what the wrong digit repeats,
	// but the digit is not blamed.
	RightClashing
)

// Verdicts returns what the report says of each cell. A wrong entry is
// always Wrong, never merely Clashing. When the report knows the
// solution (Sought), a right digit is never blamed: a clash, or a cage off
// its sum, shows only through the wrong entries that make it, for two
// right digits never clash and a full cage of right digits keeps its sum;
// a right digit a wrong entry repeats is RightClashing, so that the
// clash still shows on both cells.
// Without the solution Check cannot tell which digit of a clash or of a
// cage off its sum is wrong, and says so of all of them: Clashing, or
// GivenClashing for a given.
// givens is the game's puzzle, one entry a cell (Game.GivenCells); the
// verdicts have as many entries, one a cell.
func (r Report) Verdicts(givens []uint8) []Verdict {
	v := make([]Verdict, len(givens))
	if !r.Sought {
		for _, cells := range [][]solver.Cell{r.ConflictCells(), r.BadSums} {
			for _, c := range cells {
				v[c] = Clashing
				if givens[c] != 0 {
					v[c] = GivenClashing
				}
			}
		}
	}
	for _, c := range r.Mistakes {
		v[c] = Wrong
	}
	if r.Sought {
		for _, k := range r.Conflicts {
			switch {
			case v[k.A] == Wrong && v[k.B] != Wrong:
				v[k.B] = RightClashing
			case v[k.B] == Wrong && v[k.A] != Wrong:
				v[k.A] = RightClashing
			}
		}
	}
	return v
}

// Clean reports whether the report flags nothing.
func (r Report) Clean() bool {
	return len(r.Conflicts) == 0 && len(r.Mistakes) == 0 && len(r.BadSums) == 0
}

// Check looks the grid over: every conflict between cells, the entries
// that differ from the solution (when ShowMistakes is on), the number of
// empty cells and whether the game is won. It changes nothing, works on a
// game that is over too, and fires EventCheck with the cells it flags.
func (g *Game) Check() Report {
	r := g.Inspect(g.ShowMistakes)
	if !g.Over() {
		g.tally.Checks = Saturated(g.tally.Checks)
	}
	g.emit(EventCheck, r.Cells())
	return r
}

// Inspect is Check without the event: what the board shows as you type.
// It lists mistakes only when mistakes is set, whatever ShowMistakes says.
func (g *Game) Inspect(mistakes bool) Report {
	board := g.board()
	r := Report{Won: g.won, Sought: mistakes}
	r.Conflicts, r.BadSums = g.conflicts(&board)
	slices.Sort(r.BadSums)
	for c, d := range board[:g.size] {
		switch {
		case d == 0:
			r.Empty++
		case mistakes && g.givens[c] == 0 && d != g.solution[c]:
			r.Mistakes = append(r.Mistakes, solver.Cell(c))
		}
	}
	return r
}
