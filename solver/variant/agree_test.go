package variant_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/plain"
)

// randomGrid returns a random solved grid: a solved grid with its digits
// relabelled, its rows and columns shuffled within bands and stacks, its
// bands and stacks shuffled, and perhaps transposed.
func randomGrid(r *rand.Rand) solver.Grid {
	base, ok := solver.Solve(solver.Grid{})
	if !ok {
		panic("the empty grid has no solution")
	}
	perm := func() [9]int {
		var p [9]int
		bands := r.Perm(3)
		for b := 0; b < 3; b++ {
			in := r.Perm(3)
			for i := 0; i < 3; i++ {
				p[b*3+i] = bands[b]*3 + in[i]
			}
		}
		return p
	}
	rows, cols, digits := perm(), perm(), r.Perm(9)
	flip := r.IntN(2) == 1
	var g solver.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			src := base[rows[i]*9+cols[j]]
			at := i*9 + j
			if flip {
				at = j*9 + i
			}
			g[at] = uint8(digits[src-1] + 1)
		}
	}
	return g
}

// randomPuzzle cuts a random solved grid into cages of 1 to 6 touching
// cells with different digits (now and then a cage of scattered cells),
// then drops some cages and some sums and gives 3 to 14 digits, so that
// the puzzle has one solution or many.
func randomPuzzle(r *rand.Rand) (variant.Puzzle, solver.Grid) {
	return randomCaged(r, randomGrid(r))
}

// possibleFlags are the combinations of flags that some grid obeys and
// that bruteFill finds a grid for at once: of the sixteen, X with
// anti-knight seems to have none, nor windoku with anti-knight and
// anti-king (the plain engine, counting the empty grid, finds none).
var possibleFlags = []geometry.Flags{
	{}, {Diagonals: true}, {Windows: true}, {Diagonals: true, Windows: true},
	{AntiKnight: true}, {Windows: true, AntiKnight: true},
	{AntiKing: true}, {Diagonals: true, AntiKing: true}, {Windows: true, AntiKing: true},
	{Diagonals: true, Windows: true, AntiKing: true}, {AntiKnight: true, AntiKing: true},
}

// randomRegions returns a random jigsaw layout: the boxes with 20 to 59
// pairs of side-by-side cells of two regions swapped, so that regions stay
// nine cells and mostly of a piece, now and then not.
func randomRegions(r *rand.Rand) geometry.Regions {
	regions := geometry.BoxRegions()
	for n := 20 + r.IntN(40); n > 0; {
		a := r.IntN(81)
		b := a + 1
		if r.IntN(2) == 0 {
			b = a + 9
		}
		if b >= 81 || b == a+1 && a%9 == 8 || regions[a] == regions[b] {
			continue
		}
		regions[a], regions[b] = regions[b], regions[a]
		n--
	}
	return regions.Normalize()
}

// randomVariantPuzzle draws rules from possibleFlags, with random jigsaw
// regions one time in three, a random grid that obeys them, and either
// cages as randomPuzzle does (two puzzles in three) or no cages and 10 to
// 29 givens.
func randomVariantPuzzle(r *rand.Rand) (variant.Puzzle, solver.Grid) {
	f := possibleFlags[r.IntN(len(possibleFlags))]
	var regions geometry.Regions
	if r.IntN(3) == 0 {
		regions = randomRegions(r)
	}
	g, ok := bruteFill(geometry.Rules{Flags: f, Regions: regions}, r)
	if !ok {
		f, regions, g = geometry.Flags{}, nil, randomGrid(r)
	}
	var p variant.Puzzle
	if r.IntN(3) > 0 {
		p, g = randomCaged(r, g)
	} else {
		for n := 10 + r.IntN(20); n > 0; n-- {
			c := r.IntN(81)
			p.Givens[c] = g[c]
		}
	}
	p.Flags, p.Regions = f, regions
	return p, g
}

// randomCaged cuts g into cages as randomPuzzle says.
func randomCaged(r *rand.Rand, g solver.Grid) (variant.Puzzle, solver.Grid) {
	var p variant.Puzzle
	var taken [81]bool
	for _, start := range r.Perm(81) {
		if taken[start] {
			continue
		}
		size := 1 + r.IntN(6)
		cells := []solver.Cell{solver.Cell(start)}
		var used [10]bool
		used[g[start]] = true
		taken[start] = true
		scattered := r.IntN(20) == 0
		for tries := 0; len(cells) < size && tries < 20; tries++ {
			var c int
			if scattered {
				c = r.IntN(81)
			} else {
				from := cells[r.IntN(len(cells))]
				row, col := int(from)/9, int(from)%9
				switch r.IntN(4) {
				case 0:
					row--
				case 1:
					row++
				case 2:
					col--
				default:
					col++
				}
				if row < 0 || row > 8 || col < 0 || col > 8 {
					continue
				}
				c = row*9 + col
			}
			if taken[c] || used[g[c]] {
				continue
			}
			taken[c], used[g[c]] = true, true
			cells = append(cells, solver.Cell(c))
		}
		sum := 0
		for _, c := range cells {
			sum += int(g[c])
		}
		switch x := r.IntN(100); {
		case x < 12:
			continue // no cage
		case x < 24:
			sum = 0
		}
		p.Cages = append(p.Cages, variant.Cage{Cells: cells, Sum: sum})
	}
	// Some givens keep the plain engine's search short: without them a few
	// layouts take it minutes, and the samples test givenless puzzles.
	for n := 3 + r.IntN(12); n > 0; n-- {
		c := r.IntN(81)
		p.Givens[c] = g[c]
	}
	p.Normalize()
	return p, g
}

// agree counts p's solutions to limit with both engines and fails the test
// unless they agree and every solution found is right.
func agree(t *testing.T, p variant.Puzzle, limit int) int {
	t.Helper()
	var s variant.Solver
	fast, fastN := s.Solve(p, limit)
	plainN, slow := plain.Count(p, limit)
	if fastN != plainN {
		t.Fatalf("%s: fast engine counts %d, plain engine %d", describe(p), fastN, plainN)
	}
	if fastN > 0 {
		for _, g := range []solver.Grid{fast, slow} {
			if err := variant.Check(p, g); err != nil {
				t.Fatalf("%s: solution %v breaks a rule: %v", describe(p), g, err)
			}
		}
	}
	return fastN
}

// describe names p's variant and writes its line, for messages.
func describe(p variant.Puzzle) string {
	return p.Variant().Name() + " " + variant.Format(p)
}

// TestEnginesAgreeOnSamples runs both engines on every third everyday
// sample and every multiple one; with SUDOKU_LONG=1 on all the samples.
// TestFullSets does the same on the full sets.
func TestEnginesAgreeOnSamples(t *testing.T) {
	for i, p := range readPuzzles(t, filepath.Join("testdata", "everyday-sample.txt")) {
		if i%3 != 0 && !long() {
			continue
		}
		if n := agree(t, p, 2); n != 1 {
			t.Errorf("%s: %d solutions, want 1", variant.Format(p), n)
		}
	}
	for _, p := range readPuzzles(t, filepath.Join("testdata", "multi-sample.txt")) {
		if n := agree(t, p, 2); n != 2 {
			t.Errorf("%s: %d solutions, want 2 or more", variant.Format(p), n)
		}
	}
}

func TestEnginesAgreeOnRandomPuzzles(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 30
	}
	r := rand.New(rand.NewPCG(1, 2))
	counts := map[int]int{}
	for i := 0; i < n; i++ {
		p, g := randomPuzzle(r)
		got := agree(t, p, 3)
		counts[got]++
		if got == 0 {
			t.Fatalf("%s: no solution, but %v is one", variant.Format(p), g)
		}
	}
	// The layouts should give both unique and multiple puzzles.
	if counts[1] == 0 || counts[3] == 0 {
		t.Errorf("solution counts %v: the random puzzles test too little", counts)
	}
}

// TestEnginesAgreeOnBrokenPuzzles changes one sum of random puzzles, which
// mostly leaves none or other solutions.
func TestEnginesAgreeOnBrokenPuzzles(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	zero := 0
	for i := 0; i < 100; i++ {
		p, _ := randomPuzzle(r)
		k := r.IntN(len(p.Cages))
		if p.Cages[k].Sum > 0 && p.Cages[k].Sum+1 <= len(p.Cages[k].Cells)*(19-len(p.Cages[k].Cells))/2 {
			p.Cages[k].Sum++
		}
		if agree(t, p, 2) == 0 {
			zero++
		}
	}
	if zero == 0 {
		t.Error("no broken puzzle lost its solutions: the test tests nothing")
	}
}

// FuzzEnginesAgree builds two random puzzles from each seed, a Killer
// (randomPuzzle, from a and b as before, so that the seeds in testdata
// still give the Killers they were kept for) and one of random rules
// (randomVariantPuzzle, from b and a), and wants both engines to count
// their solutions alike.
func FuzzEnginesAgree(f *testing.F) {
	for i := uint64(0); i < 8; i++ {
		f.Add(i, i*7+1)
	}
	f.Fuzz(func(t *testing.T, a, b uint64) {
		killer, _ := randomPuzzle(rand.New(rand.NewPCG(a, b)))
		mixed, _ := randomVariantPuzzle(rand.New(rand.NewPCG(b, a)))
		for _, p := range []variant.Puzzle{killer, mixed} {
			if agree(t, p, 3) == 0 {
				t.Fatalf("%s: no solution", describe(p))
			}
		}
	})
}

// TestPlainAgreesWithBrute counts random puzzles of random rules (see
// randomVariantPuzzle) with the plain engine and the brute force of the
// tests, where the brute force takes under 50,000 steps.
func TestPlainAgreesWithBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(29, 1))
	checked, jigsaws, counts := 0, 0, map[int]int{}
	for i := 0; i < 80; i++ {
		p, g := randomVariantPuzzle(r)
		n, first := plain.Count(p, 3)
		if n == 0 {
			t.Fatalf("%s: no solution, but %v is one", describe(p), g)
		}
		if err := variant.Check(p, first); err != nil {
			t.Fatalf("%s: plain's solution %v: %v", describe(p), first, err)
		}
		bn, _ := bruteCount(p, 3, 50_000)
		if bn < 0 {
			continue
		}
		checked++
		counts[n]++
		if p.Regions != nil {
			jigsaws++
		}
		if bn != n {
			t.Errorf("%s: plain counts %d, the brute force %d", describe(p), n, bn)
		}
	}
	t.Logf("%d of 80 checked (%d jigsaws), counts %v", checked, jigsaws, counts)
	if counts[1] == 0 || counts[3] == 0 || jigsaws == 0 {
		t.Errorf("solution counts %v, %d jigsaws: the random puzzles test too little", counts, jigsaws)
	}
}

// TestJigsawEnginesAgree counts random jigsaw puzzles (random layouts, a
// random grid that obeys them, 14 to 33 givens, cages one time in three)
// with the fast engine, the plain engine and the brute force.
func TestJigsawEnginesAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 7))
	counts := map[int]int{}
	for i := 0; i < 40; i++ {
		regions := randomRegions(r)
		g, ok := bruteFill(geometry.Rules{Regions: regions}, r)
		if !ok {
			continue
		}
		var p variant.Puzzle
		if r.IntN(3) == 0 {
			p, _ = randomCaged(r, g)
		} else {
			for n := 14 + r.IntN(20); n > 0; n-- {
				c := r.IntN(81)
				p.Givens[c] = g[c]
			}
		}
		p.Regions = regions
		if err := variant.Check(p, g); err != nil {
			t.Fatalf("%s: the grid it was cut from, %v: %v", describe(p), g, err)
		}
		n := agree(t, p, 3)
		counts[n]++
		if bn, _ := bruteCount(p, 3, 200_000); bn >= 0 && bn != n {
			t.Errorf("%s: the engines count %d, the brute force %d", describe(p), n, bn)
		}
	}
	t.Logf("counts %v", counts)
	if counts[1] == 0 || counts[3] == 0 {
		t.Errorf("solution counts %v: the random jigsaws test too little", counts)
	}
}
