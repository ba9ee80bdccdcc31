package generate

import (
	"context"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// KillerPuzzle is the name VariantPuzzle had when the generator made only
// Killers.
//
// Deprecated: use VariantPuzzle.
type KillerPuzzle = VariantPuzzle

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

// Killer returns a classic-rules Killer of the level: Puzzle with the
// variant "killer".
//
// Deprecated: use [Generator.Puzzle] with geometry.Variant{Killer: true}.
func (g *Generator) Killer(ctx context.Context, level logic.Level) (KillerPuzzle, error) {
	return g.Puzzle(ctx, geometry.Variant{Killer: true}, level, None)
}

// TryKiller is TryPuzzle with the variant "killer".
//
// Deprecated: use [Generator.TryPuzzle] with geometry.Variant{Killer: true}.
func (g *Generator) TryKiller(level logic.Level) (KillerPuzzle, bool) {
	return g.TryPuzzle(geometry.Variant{Killer: true}, level, None)
}

// tryKiller makes one Killer puzzle under the rules f and keeps it if it
// has the level: a random solution grid, a random cage layout over it,
// repaired where a second solution differs from the first until the
// solution is unique (see the package doc), then rated, the rating
// stopping at the first step beyond the level. Extreme classic Killers
// keep those that need a forcing step; extreme Killers of the variants
// (Killer-X) are dropped when they need one (see rateWithoutForcing), as the
// other variants' are, so that their sets need none (issue 29): about
// one layout in fifty of the extreme cage sizes is an extreme Killer-X
// without one, which the long cage blocker settles, and one in twenty
// needs a forcing step.
func (g *Generator) tryKiller(level logic.Level, f geometry.Flags, jigsaw bool) (VariantPuzzle, bool) {
	p, sol, ok := g.uniqueKiller(level, f, jigsaw)
	if !ok {
		return VariantPuzzle{}, false
	}
	var r logic.Rating
	if level == logic.Extreme && (f != (geometry.Flags{}) || jigsaw) {
		var ok bool
		if r, ok = rateWithoutForcing(p); !ok {
			return VariantPuzzle{}, false
		}
	} else {
		r = logic.RatePuzzleUpTo(p, level)
	}
	if r.Level != level {
		return VariantPuzzle{}, false
	}
	return VariantPuzzle{Puzzle: p, Solution: sol, Rating: r}, true
}

// maxRepairs bounds the repairs of one layout before the generator starts
// over with a new grid.
const maxRepairs = 40

// uniqueKiller makes a Killer under the rules f with exactly one solution
// for the level's cage sizes, or reports false when a layout could not be
// made unique. With no flags its grid is the classic generator's, so that
// classic Killers stay what they were for each seed. A jigsaw Killer's
// cages are cut over a random jigsaw layout's filling.
func (g *Generator) uniqueKiller(level logic.Level, f geometry.Flags, jigsaw bool) (variant.Puzzle, solver.Grid, bool) {
	var sol solver.Grid
	var regions geometry.Regions
	switch {
	case jigsaw:
		var rules geometry.Rules
		var ok bool
		if rules, sol, ok = g.jigsawRules(f, None); !ok {
			return variant.Puzzle{}, sol, false
		}
		regions = rules.Regions
	case f == (geometry.Flags{}):
		sol = randomSolution(g.rng, &g.bt)
	default:
		var ok bool
		if sol, ok = g.variantSolution(f); !ok {
			return variant.Puzzle{}, sol, false
		}
	}
	l := &g.layout
	if !l.cut(g.rng, &sol, level) {
		g.stats.badCuts++
		return variant.Puzzle{}, sol, false
	}
	g.stats.layouts++
	for r := 0; ; r++ {
		p := l.puzzle(&sol, f)
		p.Regions = regions
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
// less its sum, the same flags: relabelling digits keeps every other
// rule) has the same solutions mirrored, so its search meets them the
// other way round and usually finds the other one first.
func (g *Generator) otherSolution(p variant.Puzzle, sol *solver.Grid) (solver.Grid, bool) {
	q := variant.Puzzle{Rules: geometry.Rules{Flags: p.Flags, Regions: p.Regions, Cages: make([]variant.Cage, len(p.Cages))}}
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

	noFilling int // jigsaw layouts dropped, no filling found
}
