package solver

import (
	"iter"
	"sync"

	"github.com/sudokudesktop/sudoku/solver/internal/bitboard"
)

// Backtracker is the default engine: candidate-pruned backtracking on
// bitboards (see the package documentation). The zero value is ready to use.
// A Backtracker is not safe for concurrent use; reusing one avoids the pool
// that the package-level functions draw from.
type Backtracker struct {
	// stack[i] is the board at depth i. Every level below the top has had
	// the guess its child assumes denied, so popping back to it explores
	// the other side. A guess on a triad removes a candidate but need not
	// place a digit, so past depth triadDepth the search guesses on cells,
	// each of which places one: triadDepth levels, 81 more and the root
	// always suffice. Real searches stay far above triadDepth.
	stack [triadDepth + 82]bitboard.Board
	// reach is what the position on top of the stack, propagated, leaves
	// each digit, for the next guess.
	reach bitboard.Reach
	// guesses counts the branches taken since the Backtracker was made:
	// the size of the search tree, which the benchmarks report.
	guesses int
}

// Solve counts the solutions of g, stopping at limit (no limit when limit is
// 0 or less), and returns the first solution found with the count. A grid
// whose givens conflict has no solution.
func (bt *Backtracker) Solve(g Grid, limit int) (first Grid, count int) {
	seen := false
	count = bt.search(&g, limit, func(s *bitboard.Board) bool {
		if !seen {
			s.Grid((*[81]uint8)(&first))
			seen = true
		}
		return true
	})
	return first, count
}

// Count returns the number of solutions of g, stopping at limit (no limit
// when limit is 0 or less).
func (bt *Backtracker) Count(g Grid, limit int) int {
	return bt.search(&g, limit, nil)
}

// search runs the depth-first search, calling found on every solution until
// it returns false or limit solutions are found, and returns the number of
// solutions found.
func (bt *Backtracker) search(g *Grid, limit int, found func(*bitboard.Board) bool) int {
	root := &bt.stack[0]
	if !root.Load((*[81]uint8)(g)) || !root.Propagate() {
		return 0
	}
	// A puzzle that singles and locked candidates leave open gets the
	// triad rule and triad guesses; on an easy one the rule seldom finds
	// anything and costs more than the guesses it saves, so the search
	// guesses on cells.
	hard := root.Open() >= hardOpen
	count, sp := 0, 0
	propagated := true // the root, the first time round
	for {
		s := &bt.stack[sp]
		ok := propagated || s.Propagate()
		propagated = false
		triads := ok && hard && sp < triadDepth
		if triads {
			ok = s.Triads(&bt.reach)
		}
		if ok {
			if !s.Solved() {
				bt.guesses++
				child := &bt.stack[sp+1]
				*child = *s
				if triads {
					g := s.Guess(&bt.reach)
					child.Assume(&g)
					s.Deny(&g)
				} else {
					d, b, bit := s.Branch()
					child.Place(d, b, bit)
					s.Exclude(d, b, bit)
				}
				sp++
				continue
			}
			if found != nil && !found(s) {
				return count + 1
			}
			count++
			if count == limit {
				return count
			}
		}
		if sp == 0 {
			return count
		}
		sp--
	}
}

// triadDepth is the depth from which the search guesses on cells.
const triadDepth = 81

// hardOpen is how many cells the propagated puzzle must leave open for the
// search to use triads: most 17-clue puzzles, Serg's and the three-box
// grids the generator completes fall below, the hardest sets above
// (cachegrind: below it the search costs what it did, above it the triad
// search takes 3 to 9% fewer instructions on the hardest sets).
const hardOpen = 55

var pool = sync.Pool{New: func() any { return new(Backtracker) }}

// Solve returns the first solution of g, and false when it has none.
func Solve(g Grid) (Grid, bool) {
	bt := pool.Get().(*Backtracker)
	defer pool.Put(bt)
	sol, n := bt.Solve(g, 1)
	return sol, n == 1
}

// Count returns the number of solutions of g, stopping at limit (no limit
// when limit is 0 or less). Count(g, 2) == 1 proves a puzzle proper.
func Count(g Grid, limit int) int {
	bt := pool.Get().(*Backtracker)
	defer pool.Put(bt)
	return bt.Count(g, limit)
}

// IsUnique reports whether g has exactly one solution.
func IsUnique(g Grid) bool { return Count(g, 2) == 1 }

// Solutions enumerates the solutions of g, at most limit of them (all when
// limit is 0 or less), in the engine's search order.
func Solutions(g Grid, limit int) iter.Seq[Grid] {
	return func(yield func(Grid) bool) {
		bt := pool.Get().(*Backtracker)
		defer pool.Put(bt)
		var sol Grid
		bt.search(&g, limit, func(s *bitboard.Board) bool {
			s.Grid((*[81]uint8)(&sol))
			return yield(sol)
		})
	}
}

// Engine is a complete Sudoku search. Solve counts the solutions of g up to
// limit (no limit when limit is 0 or less) and returns the first one found;
// a grid whose givens conflict has none. Engines are not safe for
// concurrent use: give each goroutine its own.
type Engine interface {
	Solve(g Grid, limit int) (first Grid, count int)
}

var _ Engine = (*Backtracker)(nil)
