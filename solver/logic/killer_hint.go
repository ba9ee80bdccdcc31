package logic

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// NewPuzzleHint is [NewHint] for a variant puzzle: the solution is the
// puzzle's under its cages, and the step is the Killer ladder's. It
// returns ErrNotProper for a puzzle that is not valid or has no single
// solution.
func NewPuzzleHint(p variant.Puzzle, entries solver.Grid, marks *[81]Digits) (Hint, error) {
	if len(p.Cages) == 0 {
		return NewHint(p.Givens, entries, marks)
	}
	if p.Validate() != nil {
		return Hint{}, ErrNotProper
	}
	sol, n := new(variant.Solver).Solve(p, 2)
	if n != 1 {
		return Hint{}, ErrNotProper
	}
	return hintToward(p.Givens, entries, marks, sol, p.Cages)
}

// fewToWrite is how many candidates a cell may keep for a cage
// combination to be worth a hint to a player who keeps no notes there:
// few enough to write down.
const fewToWrite = 4

// nextForPlayer is Next for a hint: on a Killer board it reads the
// player's notes, noteless holding the empty cells without any. A cage
// combination over such cells that leaves them many candidates (the
// 11-cage of two cells "cannot hold 1") tells the player nothing they
// would write: among the combinations over note-less cells the hint
// takes the one that leaves the fewest candidates, at most fewToWrite a
// cell, and when none does, it takes them all as read (what Fill
// candidates would write) and looks for the next step on from there, so
// that it leads to a placement or a cage step that removes candidates
// the player would write. It returns the step and the board it was
// found on.
func nextForPlayer(b *Board, noteless CellSet) (*Step, *Board) {
	for {
		before := *b
		s := Next(b)
		if s == nil || !b.Killer() || s.Technique != CageCombination || !within(s.Eliminations, noteless) {
			return s, &before
		}
		var best *Step
		fewest := fewToWrite + 1
		var quiet []*Step
		findCageCombination(b, func(st *Step) bool {
			if !within(st.Eliminations, noteless) {
				return true
			}
			if n := mostLeft(b, st); n < fewest {
				best, fewest = st, n
			}
			quiet = append(quiet, st)
			return true
		})
		if best != nil {
			return best, &before
		}
		for _, st := range quiet {
			b.Apply(st)
		}
	}
}

// within reports whether every candidate of es lies in cells.
func within(es []Candidate, cells CellSet) bool {
	for _, e := range es {
		if !cells.Has(e.Cell) {
			return false
		}
	}
	return true
}

// mostLeft returns the most candidates a cell of the cage step s's cage
// keeps after s.
func mostLeft(b *Board, s *Step) int {
	gone := map[solver.Cell]Digits{}
	for _, e := range s.Eliminations {
		gone[e.Cell] |= 1 << e.Digit
	}
	most := 0
	for _, c := range b.Cages[s.Cages[0]].Cells {
		if b.Cells[c] == 0 {
			most = max(most, (b.Cands[c] &^ gone[c]).Count())
		}
	}
	return most
}
