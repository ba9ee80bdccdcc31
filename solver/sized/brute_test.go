package sized_test

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// brute counts the solutions of p up to limit by trying every digit in
// every cell in order, checking each rule from its definition (not from
// the package's geometry): a cross-check of the search.
func brute(p sized.Puzzle, limit int) int {
	s := p.Shape
	n := s.N()
	g := append([]uint8(nil), p.Givens...)
	clash := func(a, b int) bool {
		ra, ca, rb, cb := a/n, a%n, b/n, b%n
		dr, dc := ra-rb, ca-cb
		switch {
		case ra == rb, ca == cb:
			return true
		case p.Regions == nil && ra/s.BoxRows == rb/s.BoxRows && ca/s.BoxCols == cb/s.BoxCols:
			return true
		case p.Regions != nil && p.Regions[a] == p.Regions[b]:
			return true
		case p.Diagonals && (ra == ca && rb == cb || ra+ca == n-1 && rb+cb == n-1):
			return true
		case p.AntiKnight && dr*dr+dc*dc == 5, p.AntiKing && dr*dr <= 1 && dc*dc <= 1:
			return true
		}
		if p.Windows {
			win := func(r, c int) int {
				wr, wc := (r-1)/(s.BoxRows+1), (c-1)/(s.BoxCols+1)
				if r < 1 || c < 1 || (r-1)%(s.BoxRows+1) == s.BoxRows || (c-1)%(s.BoxCols+1) == s.BoxCols ||
					1+wr*(s.BoxRows+1)+s.BoxRows >= n || 1+wc*(s.BoxCols+1)+s.BoxCols >= n {
					return -1
				}
				return wr*n + wc
			}
			if w := win(ra, ca); w >= 0 && w == win(rb, cb) {
				return true
			}
		}
		for _, cg := range p.Cages {
			in := 0
			for _, c := range cg.Cells {
				if c == a || c == b {
					in++
				}
			}
			if in == 2 {
				return true
			}
		}
		return false
	}
	sumsOK := func() bool {
		for _, cg := range p.Cages {
			sum, open := 0, false
			for _, c := range cg.Cells {
				sum += int(g[c])
				open = open || g[c] == 0
			}
			if cg.Sum > 0 && (sum > cg.Sum || !open && sum != cg.Sum) {
				return false
			}
		}
		return true
	}
	for a := range g {
		for b := a + 1; b < len(g); b++ {
			if g[a] != 0 && g[a] == g[b] && clash(a, b) {
				return 0
			}
		}
	}
	if !sumsOK() {
		return 0
	}
	// Each cell's clashing cells, from the definitions above.
	seen := make([][]int, len(g))
	for a := range g {
		for b := range g {
			if a != b && clash(a, b) {
				seen[a] = append(seen[a], b)
			}
		}
	}
	count := 0
	var try func(c int)
	try = func(c int) {
		for c < len(g) && g[c] != 0 {
			c++
		}
		if c == len(g) {
			count++
			return
		}
	next:
		for d := 1; d <= n && count < limit; d++ {
			for _, b := range seen[c] {
				if g[b] == uint8(d) {
					continue next
				}
			}
			g[c] = uint8(d)
			if sumsOK() {
				try(c + 1)
			}
			g[c] = 0
		}
	}
	try(0)
	return count
}

// randomRules returns a puzzle of shape s with random rules: flags, and
// sometimes a jigsaw layout or cages cut from a full grid.
func randomRules(rng *rand.Rand, s sized.Shape, solver *sized.Solver) sized.Puzzle {
	p := sized.New(s)
	p.Flags = geometry.Flags{Diagonals: rng.IntN(3) == 0, Windows: rng.IntN(4) == 0, AntiKnight: rng.IntN(4) == 0, AntiKing: rng.IntN(5) == 0}
	if rng.IntN(4) == 0 {
		p.Regions = randomLayout(rng, s)
	}
	if rng.IntN(3) == 0 && s.N() <= 9 {
		full, err := solver.Fill(p, rng)
		if err == nil {
			// Cages of two or three cells along rows, their sums from full.
			for c := 0; c+2 < s.Cells(); c += 3 + rng.IntN(3) {
				if c/s.N() != (c+1)/s.N() {
					continue
				}
				cg := sized.Cage{Cells: []int{c, c + 1}}
				if rng.IntN(2) == 0 {
					cg.Sum = int(full[c] + full[c+1])
				}
				p.Cages = append(p.Cages, cg)
			}
		}
	}
	return p
}

// randomLayout returns regions of N cells each: the boxes with a few
// pairs of neighbouring cells of different regions swapped, which keeps
// every region N cells (not always connected; the rules do not ask it).
func randomLayout(rng *rand.Rand, s sized.Shape) []uint8 {
	r := make([]uint8, s.Cells())
	for c := range r {
		r[c] = uint8(s.Box(c))
	}
	for range 3 {
		a := rng.IntN(s.Cells())
		b := rng.IntN(s.Cells())
		r[a], r[b] = r[b], r[a]
	}
	return r
}

func TestSearchAgreesWithBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 31))
	var s sized.Solver
	rounds := 1000
	if testing.Short() {
		rounds = 300
	}
	counts := map[int]int{}
	for i := range rounds {
		shape := sized.Shape4
		if i%3 == 2 {
			shape = sized.Shape6
		}
		p := randomRules(rng, shape, &s)
		full, err := s.Fill(p, rng)
		if err != nil {
			continue // rules no grid keeps, which brute force takes long to prove
		}
		{
			// Keep a random part of a grid as the givens.
			keep := 0.3 + 0.5*rng.Float64()
			if shape == sized.Shape6 {
				keep = 0.5 + 0.4*rng.Float64()
			}
			for c := range full {
				if rng.Float64() < keep {
					p.Givens[c] = full[c]
				}
			}
		}
		if i%4 == 0 {
			// A wrong digit in an empty cell: often no solution.
			for c := range p.Givens {
				if p.Givens[c] == 0 && p.Givens[c] != full[c] {
					p.Givens[c] = full[c]%uint8(shape.N()) + 1
					break
				}
			}
		}
		if p.Validate() != nil {
			continue
		}
		want := brute(p, 5)
		got := s.Count(p, 5)
		counts[min(want, 2)]++
		if got != want {
			t.Fatalf("%s: search counts %d, brute force %d", sized.FormatISS(p), got, want)
		}
		if want > 0 {
			g, _ := s.Solve(p, 1)
			if err := sized.Check(p, g); err != nil {
				t.Fatalf("%s: the search's solution fails Check: %v", sized.FormatISS(p), err)
			}
		}
	}
	t.Logf("puzzles by solutions (0, 1, 2+): %v", counts)
	if counts[0] == 0 || counts[1] == 0 || counts[2] == 0 {
		t.Errorf("puzzles by solutions (0, 1, 2+): %v; want some of each", counts)
	}
}

func TestGenerate(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var s sized.Solver
	for _, shape := range sized.Shapes() {
		for _, f := range []geometry.Flags{{}, {Diagonals: true}} {
			if testing.Short() && shape == sized.Shape16 {
				continue
			}
			p := sized.New(shape)
			p.Flags = f
			q, full, err := s.Generate(p, rng)
			if err != nil {
				t.Fatalf("%s: %v", sized.Name(shape, p.Variant()), err)
			}
			if n := s.Count(q, 2); n != 1 {
				t.Errorf("%s: %d solutions", q.Name(), n)
			}
			if err := sized.Check(q, full); err != nil {
				t.Errorf("%s: %v", q.Name(), err)
			}
			for c := range q.Givens {
				m := len(q.Givens) - 1 - c
				if (q.Givens[c] == 0) != (q.Givens[m] == 0) {
					t.Fatalf("%s: givens not symmetric at %s", q.Name(), shape.CellName(c))
				}
			}
		}
	}
}
