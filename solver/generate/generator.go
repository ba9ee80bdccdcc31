package generate

import (
	"context"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Puzzle is a generated puzzle with its solution and rating.
type Puzzle struct {
	Grid     solver.Grid
	Solution solver.Grid
	Rating   logic.Rating
}

// Generator makes puzzles from one source of randomness. It is not safe for
// concurrent use; give each goroutine its own, each with its own source.
type Generator struct {
	rng *rand.Rand
	bt  solver.Backtracker

	// For Killers: the solver that proves uniqueness, the layout being
	// cut, and counts for the benchmarks.
	vs     variant.Solver
	layout layout
	stats  killerStats
}

// New returns a generator drawing on src: the same source state gives the
// same puzzles.
func New(src rand.Source) *Generator { return &Generator{rng: rand.New(src)} }

// Generate returns a puzzle of the given level whose givens keep the given
// symmetry. It tries puzzle after puzzle until one has the level, and
// returns the context's error if it is cancelled first.
func (g *Generator) Generate(ctx context.Context, level logic.Level, sym Symmetry) (Puzzle, error) {
	for {
		if err := ctx.Err(); err != nil {
			return Puzzle{}, err
		}
		if p, ok := g.try(level, sym); ok {
			return p, nil
		}
	}
}

// try makes one minimal puzzle and keeps it if it has the level.
func (g *Generator) try(level logic.Level, sym Symmetry) (Puzzle, bool) {
	sol := randomSolution(g.rng, &g.bt)
	puz := g.dig(sol, sym, level == logic.Easy)
	if level > logic.Easy && solvesWithSingles(&puz) {
		return Puzzle{}, false // easy, and rating it would tell no more
	}
	r := logic.RateUpTo(puz, level)
	if r.Level != level {
		return Puzzle{}, false
	}
	return Puzzle{Grid: puz, Solution: sol, Rating: r}, true
}

// dig removes the symmetry's orbits of givens from the full grid in random
// order while the solution stays unique and, with singles set, while
// singles alone still solve the puzzle.
func (g *Generator) dig(sol solver.Grid, sym Symmetry, singles bool) solver.Grid {
	puz := sol
	orbits := sym.orbits()
	g.rng.Shuffle(len(orbits), func(i, j int) { orbits[i], orbits[j] = orbits[j], orbits[i] })
	for _, o := range orbits {
		for _, c := range o {
			puz[c] = 0
		}
		if g.bt.Count(puz, 2) != 1 || singles && !solvesWithSingles(&puz) {
			for _, c := range o {
				puz[c] = sol[c]
			}
		}
	}
	return puz
}

// Reset makes the generator draw on src from now on, as New(src) would,
// keeping its memory.
func (g *Generator) Reset(src rand.Source) { g.rng = rand.New(src) }
