package generate

import (
	"context"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// VariantPuzzle is a generated puzzle of any variant, its rules in it,
// with its solution and rating.
type VariantPuzzle struct {
	Puzzle   variant.Puzzle
	Solution solver.Grid
	Rating   logic.Rating
}

// Puzzle returns a puzzle of the variant v at the level, with exactly one
// solution. Without cages (v.Killer false) the givens keep the symmetry
// sym and are minimal for it, as [Generator.Generate] makes them: classic
// puzzles come from Generate itself, the same for the same seed. With
// cages it is a Killer of v's rules (Killer-X: the diagonals too), cages
// over the whole grid and no givens, and sym does not apply. A jigsaw
// (v.Jigsaw) is played on a random layout of its own (see the package
// doc) that keeps sym as its givens do; a jigsaw Killer's layout keeps
// none. It tries
// puzzle after puzzle (see [Generator.TryPuzzle]) until one has the
// level, and returns the context's error if it is cancelled first, or
// [ErrNoGrid] for rules no grid keeps. The first puzzle of a set of rules
// other than classic's searches the empty grid once: for most rules in
// milliseconds, for tight mixes such as anti-knight with anti-king, that
// search cannot be cancelled and may take minutes.
func (g *Generator) Puzzle(ctx context.Context, v geometry.Variant, level logic.Level, sym Symmetry) (VariantPuzzle, error) {
	if err := ctx.Err(); err != nil {
		return VariantPuzzle{}, err
	}
	if _, ok := baseFor(v.Flags); !ok && !v.Jigsaw {
		return VariantPuzzle{}, ErrNoGrid
	}
	for {
		if err := ctx.Err(); err != nil {
			return VariantPuzzle{}, err
		}
		if p, ok := g.TryPuzzle(v, level, sym); ok {
			return p, nil
		}
	}
}

// TryPuzzle makes one puzzle of the variant v and keeps it if it has the
// level (see [Generator.Puzzle]). It reports false when the puzzle has
// another level, when a Killer layout could not be made unique, or when
// no grid keeps v's rules; callers that must not loop forever (a level
// the variant never reaches) bound their tries with it.
func (g *Generator) TryPuzzle(v geometry.Variant, level logic.Level, sym Symmetry) (VariantPuzzle, bool) {
	switch {
	case v.Killer:
		return g.tryKiller(level, v.Flags, v.Jigsaw)
	case v.Jigsaw:
		rules, sol, ok := g.jigsawRules(v.Flags, sym)
		if !ok {
			return VariantPuzzle{}, false
		}
		return g.tryRules(level, rules, sol, sym)
	case v.Flags == geometry.Flags{}:
		p, ok := g.try(level, sym)
		return VariantPuzzle{Puzzle: variant.Puzzle{Givens: p.Grid}, Solution: p.Solution, Rating: p.Rating}, ok
	}
	return g.tryFlags(level, v.Flags, sym)
}

// tryFlags makes one puzzle under the rules f and keeps it if it has the
// level. Minimal puzzles of these rules are mostly extreme, many needing
// a forcing chain, so the digging is bounded by the level instead: at
// easy, givens go while singles still solve the puzzle; at medium to
// expert, while the puzzle rates no higher than the level (the rating
// stops at the first step beyond it, a few milliseconds); and for
// extreme, the expert digging goes on to a minimal puzzle, which is kept
// only when its solve path needs no forcing chain or guess (see
// rateWithoutForcing). Each is then rated and kept at the level asked.
func (g *Generator) tryFlags(level logic.Level, f geometry.Flags, sym Symmetry) (VariantPuzzle, bool) {
	sol, ok := g.variantSolution(f)
	if !ok {
		return VariantPuzzle{}, false
	}
	return g.tryRules(level, geometry.Rules{Flags: f}, sol, sym)
}

// tryRules digs the solution grid sol under the rules (flags, and a
// jigsaw's regions) as tryFlags says, and keeps the puzzle if it has the
// level.
func (g *Generator) tryRules(level logic.Level, rules geometry.Rules, sol solver.Grid, sym Symmetry) (VariantPuzzle, bool) {
	st := singlesOf(rules)
	var p variant.Puzzle
	switch level {
	case logic.Easy:
		p = g.digRules(sol, rules, sym, st.solves)
	case logic.Extreme:
		p = g.digRules(sol, rules, sym, ratesUpTo(logic.Expert))
		p = g.digRules(p.Givens, rules, sym, nil)
	default:
		p = g.digRules(sol, rules, sym, ratesUpTo(level))
	}
	if level > logic.Easy && st.solve(&p.Givens) {
		return VariantPuzzle{}, false // easy, and rating it would tell no more
	}
	var r logic.Rating
	if level == logic.Extreme {
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

// ratesUpTo returns a check that a puzzle rates no higher than level.
func ratesUpTo(level logic.Level) func(*variant.Puzzle) bool {
	return func(p *variant.Puzzle) bool { return logic.RatePuzzleUpTo(*p, level).Level <= level }
}

// rateWithoutForcing walks the solve path of the proper puzzle p with the
// ladder's steps (those the rating takes until its first forcing chain)
// and stops at the first forcing step (see isForcing), without the
// rating's further forcing searches, which on the tighter rules take
// seconds a puzzle; it reports false when it met one. Otherwise the walk
// was the rating's own, step for step: the rating walk differs from the
// ladder's only in the ceiling it gives forcing chains and in how it
// closes them after one (see logic.RatePuzzle), so the rating it returns
// is logic.RatePuzzleUpTo(p, logic.Extreme)'s, read from the same steps,
// and the generator walks the path of the puzzles it keeps once instead
// of twice.
func rateWithoutForcing(p variant.Puzzle) (logic.Rating, bool) {
	var r logic.Rating
	used := make([]bool, len(ladderOrder))
	b := logic.NewPuzzleBoard(p)
	for !b.Solved() {
		s := logic.NextUpTo(b, logic.Extreme)
		if s == nil || isForcing(s.Technique) {
			return logic.Rating{}, false
		}
		b.Apply(s)
		r.Steps++
		used[ladderPlace[s.Technique]] = true
		if w := s.Weight(); w > r.Score {
			r.Score, r.Hardest = w, s.Technique
		}
	}
	for i, t := range ladderOrder {
		if used[i] {
			r.Techniques = append(r.Techniques, t)
			r.Level = max(r.Level, t.Level())
		}
	}
	if r.Level == 0 {
		r.Level = logic.Easy // a full grid needs nothing
	}
	return r, true
}

// ladderOrder is every technique in ladder order, and ladderPlace each
// one's place in it: the order a rating lists its techniques.
var ladderOrder, ladderPlace = func() ([]logic.Technique, map[logic.Technique]int) {
	order := logic.Techniques()
	place := make(map[logic.Technique]int, len(order))
	for i, t := range order {
		place[t] = i
	}
	return order, place
}()

// isForcing reports whether t is a forcing step, which players tell from
// logic: a forcing chain, a Killer cage contradiction (assume a cage's
// combination and follow it to a contradiction) or a guess.
func isForcing(t logic.Technique) bool {
	return t == logic.ForcingChain || t == logic.CageContradiction || t == logic.Guess
}

// digRules is dig under the rules (flags and regions, no cages): it removes the symmetry's orbits of
// givens from the grid start (full, or a puzzle to dig further) in random
// order while the variant engine proves the solution unique and, when
// keep is not nil, while keep accepts the puzzle.
func (g *Generator) digRules(start solver.Grid, rules geometry.Rules, sym Symmetry, keep func(*variant.Puzzle) bool) variant.Puzzle {
	p := variant.Puzzle{Givens: start, Rules: rules}
	orbits := sym.orbits()
	g.rng.Shuffle(len(orbits), func(i, j int) { orbits[i], orbits[j] = orbits[j], orbits[i] })
	for _, o := range orbits {
		if p.Givens[o[0]] == 0 {
			continue
		}
		for _, c := range o {
			p.Givens[c] = 0
		}
		if g.vs.Count(p, 2) != 1 || keep != nil && !keep(&p) {
			for _, c := range o {
				p.Givens[c] = start[c]
			}
		}
	}
	return p
}
