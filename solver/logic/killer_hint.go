package logic

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// NewPuzzleHint is [NewHint] for a puzzle of any variant: the solution is
// the puzzle's under its rules, and the step is found on a board with
// those rules (the Killer ladder's where it has cages). It
// returns ErrNotProper for a puzzle that is not valid or has no single
// solution.
func NewPuzzleHint(p variant.Puzzle, entries solver.Grid, marks *[81]Digits) (Hint, error) {
	if p.Variant().IsClassic() {
		return NewHint(p.Givens, entries, marks)
	}
	if p.Validate() != nil {
		return Hint{}, ErrNotProper
	}
	sol, n := new(variant.Solver).Solve(p, 2)
	if n != 1 {
		return Hint{}, ErrNotProper
	}
	return hintToward(p.Givens, entries, marks, sol, p.Rules)
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
// the player would write; a step that only strikes candidates from cells
// without notes is told on the way to the placement it leads to, when
// one comes within maxLead steps (see towardPlacement). It returns the
// step, the board it was found on and the steps that lead to it.
func nextForPlayer(b *Board, noteless CellSet) (*Step, *Board, []*Step) {
	for {
		before := *b
		s := Next(b)
		if s == nil || !b.Killer() {
			return s, &before, nil
		}
		if s.Technique != CageCombination || !within(s.Eliminations, noteless) {
			if lead, placing, on := towardPlacement(&before, s, noteless); placing != nil {
				return placing, on, lead
			}
			return s, &before, nil
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
			return best, &before, nil
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

// maxLead is how many steps that only strike candidates from cells
// without notes a hint tells on the way to a placement.
const maxLead = 4

// towardPlacement looks, from b, for a placement within maxLead steps
// when s and the steps after it strike candidates only from cells without
// notes: a player who keeps no notes writes nothing for those, so the hint
// gives the digit they lead to and tells them on the way. It returns the
// steps on the way (s first), the placing step and the board it was found
// on; no placing step when s places a digit itself, strikes a note the
// player has, or no placement comes soon enough.
func towardPlacement(b *Board, s *Step, noteless CellSet) (lead []*Step, placing *Step, on *Board) {
	if len(s.Placements) > 0 || !within(s.Eliminations, noteless) {
		return nil, nil, nil
	}
	cur := *b
	for t := s; len(lead) < maxLead; {
		cur.Apply(t)
		lead = append(lead, t)
		found := cur
		if t = Next(&cur); t == nil {
			return nil, nil, nil
		}
		if len(t.Placements) > 0 {
			return lead, t, &found
		}
		if !within(t.Eliminations, noteless) {
			return nil, nil, nil
		}
		cur = found
	}
	return nil, nil, nil
}
