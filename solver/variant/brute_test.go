package variant_test

import (
	"math/bits"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// brute is a third engine, for the tests only: plain backtracking over the
// peers of the puzzle's geometry (houses, knight's and king's moves,
// cages), the open cell with the fewest digits first, a cage's sum kept by
// bounds. It shares nothing with the two engines but package geometry, so
// that the variants' rules are checked before the fast engine plays them.
type brute struct {
	peers   [81][]solver.Cell
	cageOf  [81]int
	cages   []variant.Cage
	left    []int // per cage, its sum less the digits placed (sums only)
	open    []int // per cage, its open cells
	g       solver.Grid
	rng     *rand.Rand // nil: digits in order
	limit   int
	count   int
	nodes   int
	maxNode int // 0: no limit
	first   solver.Grid
}

// newBrute prepares the brute force for p; the givens are placed.
func newBrute(p variant.Puzzle) *brute {
	geo := geometry.New(p.Rules)
	b := &brute{cages: p.Cages}
	for c := solver.Cell(0); c < 81; c++ {
		b.peers[c] = geo.Peers(c).Cells()
		b.cageOf[c] = -1
	}
	b.left = make([]int, len(p.Cages))
	b.open = make([]int, len(p.Cages))
	for k, cg := range p.Cages {
		b.left[k] = cg.Sum
		b.open[k] = len(cg.Cells)
		for _, c := range cg.Cells {
			b.cageOf[c] = k
		}
	}
	for c, v := range p.Givens {
		if v != 0 {
			b.place(solver.Cell(c), v)
		}
	}
	return b
}

// bruteCount counts p's solutions up to limit with the brute force and
// returns the first; a puzzle whose givens clash has none. It gives up
// after maxNodes steps (returning -1): it is slow on Killers with few
// givens.
func bruteCount(p variant.Puzzle, limit, maxNodes int) (int, solver.Grid) {
	if p.Validate() != nil {
		return 0, solver.Grid{}
	}
	b := newBrute(p)
	b.limit, b.maxNode = limit, maxNodes
	b.search()
	if b.nodes > maxNodes {
		return -1, solver.Grid{}
	}
	return b.count, b.first
}

// bruteFill returns a random grid that obeys the rules r (cages aside),
// or false when none turns up within a bound on the search.
func bruteFill(r geometry.Rules, rng *rand.Rand) (solver.Grid, bool) {
	b := newBrute(variant.Puzzle{Rules: geometry.Rules{Flags: r.Flags, Regions: r.Regions}})
	b.rng, b.limit, b.maxNode = rng, 1, 200_000
	b.search()
	return b.first, b.count == 1
}

func (b *brute) place(c solver.Cell, v uint8) {
	b.g[c] = v
	if k := b.cageOf[c]; k >= 0 {
		b.left[k] -= int(v)
		b.open[k]--
	}
}

func (b *brute) unplace(c solver.Cell) {
	if k := b.cageOf[c]; k >= 0 {
		b.left[k] += int(b.g[c])
		b.open[k]++
	}
	b.g[c] = 0
}

// allowed returns the digits c may take now, bit d for digit d.
func (b *brute) allowed(c solver.Cell) uint16 {
	var used uint16
	for _, p := range b.peers[c] {
		used |= 1 << b.g[p]
	}
	free := 0x3fe &^ used
	if k := b.cageOf[c]; k >= 0 && b.cages[k].Sum > 0 {
		n := b.open[k] - 1 // cells open after c
		for d := 1; d <= 9; d++ {
			rest := b.left[k] - d
			if rest < n*(n+1)/2 || rest > n*(19-n)/2 {
				free &^= 1 << d
			}
		}
	}
	return free
}

// search reports whether the search should stop.
func (b *brute) search() bool {
	b.nodes++
	if b.maxNode > 0 && b.nodes > b.maxNode {
		return true
	}
	best, bestN := solver.Cell(-1), 10
	var bestSet uint16
	for c := solver.Cell(0); c < 81; c++ {
		if b.g[c] != 0 {
			continue
		}
		set := b.allowed(c)
		if n := bits.OnesCount16(set); n < bestN {
			best, bestN, bestSet = c, n, set
			if n == 0 {
				return false
			}
		}
	}
	if best < 0 {
		if b.count == 0 {
			b.first = b.g
		}
		b.count++
		return b.count >= b.limit
	}
	var buf [9]uint8
	digits := buf[:0]
	for d := uint8(1); d <= 9; d++ {
		if bestSet&(1<<d) != 0 {
			digits = append(digits, d)
		}
	}
	if b.rng != nil {
		b.rng.Shuffle(len(digits), func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	}
	for _, d := range digits {
		b.place(best, d)
		stop := b.search()
		b.unplace(best)
		if stop {
			return true
		}
	}
	return false
}
