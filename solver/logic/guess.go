package logic

import "github.com/sudokudesktop/sudoku/solver"

// findGuess is the last resort, for positions no technique here can move:
// it takes the empty cell with the fewest candidates and places the digit
// the solution has there, as a player who tried each candidate in turn
// would find. It counts as a guess in the rating. It returns nil when the
// placed digits have no solution.
func findGuess(b *Board) *Step {
	best, fewest := solver.Cell(-1), 10
	for c := solver.Cell(0); c < 81; c++ {
		if n := b.Cands[c].Count(); b.Cells[c] == 0 && n < fewest {
			best, fewest = c, n
		}
	}
	if best < 0 {
		return nil
	}
	sol, ok := solutionOf(b)
	if !ok || !b.Cands[best].Has(sol[best]) {
		return nil
	}
	return &Step{
		Technique:  Guess,
		Pattern:    candidatesIn(b, []solver.Cell{best}, AllDigits),
		Digits:     b.Cands[best],
		Placements: []Candidate{{best, sol[best]}},
	}
}
