package generate

import (
	"context"
	"github.com/sudokudesktop/sudoku/solver/geometry"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// KillerPuzzle is a generated Killer Sudoku: cages over the whole grid and
// no givens, with its solution and rating.
type KillerPuzzle struct {
	Puzzle   variant.Puzzle
	Solution solver.Grid
	Rating   logic.Rating
}

// MaxCage is the most cells a generated Killer cage has.
const MaxCage = 6

// MinCage returns the fewest cells a generated Killer cage of the level
// has: 2 at easy and medium, where a one-cell cage would be a given in
// disguise, and 1 above.
func MinCage(level logic.Level) int {
	if level <= logic.Medium {
		return 2
	}
	return 1
}

// Killer returns a Killer puzzle of the level: connected cages of
// [MinCage] to [MaxCage] cells, mostly 2 to 4, covering the grid, no
// givens, exactly one solution. It tries puzzle after puzzle (see
// [Generator.TryKiller]) until one has the level, and returns the
// context's error if it is cancelled first.
func (g *Generator) Killer(ctx context.Context, level logic.Level) (KillerPuzzle, error) {
	for {
		if err := ctx.Err(); err != nil {
			return KillerPuzzle{}, err
		}
		if p, ok := g.TryKiller(level); ok {
			return p, nil
		}
	}
}

// TryKiller makes one Killer puzzle and keeps it if it has the level: a
// random solution grid, a random cage layout over it, repaired where a
// second solution differs from the first until the solution is unique
// (see [Generator.Killer]), then rated, the rating stopping at the first
// step beyond the level. It reports false when the layout could not be
// made unique or the puzzle has another level; callers that must not loop
// forever (a level no layout reaches) bound their tries with it.
func (g *Generator) TryKiller(level logic.Level) (KillerPuzzle, bool) {
	p, sol, ok := g.uniqueKiller(level)
	if !ok {
		return KillerPuzzle{}, false
	}
	r := logic.RatePuzzleUpTo(p, level)
	if r.Level != level {
		return KillerPuzzle{}, false
	}
	return KillerPuzzle{Puzzle: p, Solution: sol, Rating: r}, true
}

// maxRepairs bounds the repairs of one layout before the generator starts
// over with a new grid.
const maxRepairs = 40

// uniqueKiller makes a Killer with exactly one solution for the level's
// cage sizes, or reports false when a layout could not be made unique.
func (g *Generator) uniqueKiller(level logic.Level) (variant.Puzzle, solver.Grid, bool) {
	sol := randomSolution(g.rng, &g.bt)
	l := &g.layout
	if !l.cut(g.rng, &sol, level) {
		g.stats.badCuts++
		return variant.Puzzle{}, sol, false
	}
	g.stats.layouts++
	for r := 0; ; r++ {
		p := l.puzzle(&sol)
		first, n := g.vs.Solve(p, 2)
		if n == 1 {
			g.stats.unique++
			g.stats.repairs += r
			p.Normalize()
			return p, sol, true
		}
		if r == maxRepairs {
			g.stats.gaveUp++
			return variant.Puzzle{}, sol, false
		}
		alt := first
		if alt == sol {
			var found bool
			if alt, found = g.otherSolution(p, &sol); !found {
				g.stats.noOther++
				return variant.Puzzle{}, sol, false
			}
		}
		if !l.repair(g.rng, &sol, &alt, MinCage(level)) {
			g.stats.noRepair++
			return variant.Puzzle{}, sol, false
		}
	}
}

// otherSolution finds a solution of p other than sol when the solver's
// first solution was sol. The solver tries low digits first; the puzzle
// with every digit d read as 10-d (every cage of n cells summing to 10n
// less its sum) has the same solutions mirrored, so its search meets them
// the other way round and usually finds the other one first.
func (g *Generator) otherSolution(p variant.Puzzle, sol *solver.Grid) (solver.Grid, bool) {
	q := variant.Puzzle{Rules: geometry.Rules{Cages: make([]variant.Cage, len(p.Cages))}}
	for i, c := range p.Cages {
		q.Cages[i] = variant.Cage{Cells: c.Cells, Sum: 10*len(c.Cells) - c.Sum}
	}
	first, n := g.vs.Solve(q, 2)
	if n < 2 {
		return first, false // cannot be: the mirror has as many solutions
	}
	for i, v := range first {
		first[i] = 10 - v
	}
	return first, first != *sol
}

// killerStats counts what happens to layouts, for the benchmarks.
type killerStats struct {
	layouts  int // layouts cut
	badCuts  int // layouts that left a cell no cage could take
	unique   int // layouts made unique
	repairs  int // repairs in the layouts made unique
	gaveUp   int // layouts still not unique after maxRepairs
	noOther  int // second solutions not found
	noRepair int // second solutions no repair could rule out
}
