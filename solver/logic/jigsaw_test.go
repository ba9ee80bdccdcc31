package logic

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// jigsawSamplesFile holds jigsaw puzzles (plain, X and Killer) with their
// solutions: each line a puzzle in the project's line format, a blank and
// the solution's 81 digits. TestGenerateJigsawSamples writes it.
const jigsawSamplesFile = "testdata/jigsaw.txt"

// randomLayout returns a random jigsaw layout of nine connected regions:
// the boxes, with cells passed from region to region across their borders
// while every region stays of a piece.
func randomLayout(rng *rand.Rand) geometry.Regions {
	r := geometry.BoxRegions()
	for moves := 0; moves < 60; {
		a := solver.Cell(rng.IntN(81))
		b := a + 1
		if rng.IntN(2) == 0 {
			b = a + 9
		}
		if b > 80 || b == a+1 && a.Col() == 8 || r[a] == r[b] {
			continue
		}
		// a's region takes b, and gives back a cell of its own beside b's
		// region, so that sizes stay nine.
		ra, rb := r[a], r[b]
		var give []solver.Cell
		for c := solver.Cell(0); c < 81; c++ {
			if r[c] != ra || c == a {
				continue
			}
			for _, p := range neighbours(c) {
				if r[p] == rb && p != b {
					give = append(give, c)
					break
				}
			}
		}
		if len(give) == 0 {
			continue
		}
		g := give[rng.IntN(len(give))]
		r[b], r[g] = ra, rb
		if !r.Connected() {
			r[b], r[g] = rb, ra
			continue
		}
		moves++
	}
	return r.Normalize()
}

// neighbours returns the cells beside c.
func neighbours(c solver.Cell) []solver.Cell {
	var out []solver.Cell
	if c.Row() > 0 {
		out = append(out, c-9)
	}
	if c.Row() < 8 {
		out = append(out, c+9)
	}
	if c.Col() > 0 {
		out = append(out, c-1)
	}
	if c.Col() < 8 {
		out = append(out, c+1)
	}
	return out
}

// TestGenerateJigsawSamples writes testdata/jigsaw.txt: 24 jigsaws, 8 X
// jigsaws and 8 Killer jigsaws on random layouts, minimal.
func TestGenerateJigsawSamples(t *testing.T) {
	if !*genVariants {
		t.Skip("run with -gen-variants to write " + jigsawSamplesFile)
	}
	var out strings.Builder
	out.WriteString("# jigsaw puzzles (project line) and their solutions; made by TestGenerateJigsawSamples (go test -run TestGenerateJigsawSamples -gen-variants)\n")
	rng := rand.New(rand.NewPCG(31, 9))
	kinds := []struct {
		n      int
		flags  geometry.Flags
		killer bool
	}{{24, geometry.Flags{}, false}, {8, geometry.Flags{Diagonals: true}, false}, {8, geometry.Flags{}, true}}
	for _, k := range kinds {
		for made := 0; made < k.n; {
			rules := geometry.Rules{Flags: k.flags, Regions: randomLayout(rng)}
			var p variant.Puzzle
			p.Rules = rules
			if variant.Count(p, 1) == 0 {
				continue // a layout (with the diagonals) no grid fills
			}
			sol, ok := randomFill(p, rng)
			if !ok {
				continue
			}
			if k.killer {
				p.Cages = randomCages(sol, rng)
			}
			for _, c := range rng.Perm(81) {
				p.Givens[c] = sol[c]
			}
			for _, c := range rng.Perm(81) {
				d := p.Givens[c]
				p.Givens[c] = 0
				if variant.Count(p, 2) != 1 {
					p.Givens[c] = d
				}
			}
			fmt.Fprintf(&out, "%s %s\n", variant.Format(p), gridString(sol))
			made++
		}
	}
	if err := os.WriteFile(jigsawSamplesFile, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// randomFill returns a random grid that obeys p's rules (cages aside): the
// fast engine's solution with ten random digits given, tried a few times.
func randomFill(p variant.Puzzle, rng *rand.Rand) (solver.Grid, bool) {
	geo := geometry.For(geometry.Rules{Flags: p.Flags, Regions: p.Regions})
	for try := 0; try < 20; try++ {
		var q variant.Puzzle
		q.Rules = geo.Rules()
		for _, c := range rng.Perm(81)[:10] {
			d := uint8(1 + rng.IntN(9))
			ok := true
			for o := range geo.Peers(solver.Cell(c)).All() {
				ok = ok && q.Givens[o] != d
			}
			if ok {
				q.Givens[c] = d
			}
		}
		if g, ok := variant.Solve(q); ok {
			return g, true
		}
	}
	return solver.Grid{}, false
}

// readJigsawSamples reads testdata/jigsaw.txt.
func readJigsawSamples(t testing.TB) []variantSample {
	t.Helper()
	f, err := os.Open(jigsawSamplesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []variantSample
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		p, err := variant.Parse(fields[0])
		if err != nil || len(fields) != 2 {
			t.Fatalf("%s:%d: %v", jigsawSamplesFile, line, err)
		}
		out = append(out, variantSample{name: p.Variant().Name(), p: p, sol: mustParse(t, fields[1])})
	}
	return out
}

// TestJigsawTechniquesAreSound walks the solve path of every jigsaw
// sample and, at every position, asks each technique that applies for
// its first step (with SUDOKU_LONG, for all its steps): each must agree
// with the solution. With -short it takes one sample in three.
func TestJigsawTechniquesAreSound(t *testing.T) {
	samples := readJigsawSamples(t)
	if testing.Short() {
		var some []variantSample
		for i := 0; i < len(samples); i += 3 {
			some = append(some, samples[i])
		}
		samples = some
	}
	find := func(b *Board, tech Technique) []*Step {
		if long() {
			return FindAll(b, tech)
		}
		if st := Find(b, tech); st != nil {
			return []*Step{st}
		}
		return nil
	}
	used := map[Technique]int{}
	positions := 0
	for i, s := range samples {
		if err := variant.Check(s.p, s.sol); err != nil {
			t.Fatalf("%s #%d: the solution breaks a rule: %v", s.name, i+1, err)
		}
		if b := NewPuzzleBoard(s.p); b.hasBoxes() || b.plain() {
			t.Fatalf("%s #%d: the board has boxes", s.name, i+1)
		}
		walkSample(t, s, i, func(b *Board, next *Step) {
			positions++
			for _, tech := range Techniques() {
				// The Franken and mutant fish, whose search is slow, at one
				// position in ten (every position with SUDOKU_LONG).
				slow := slowFish(tech) && positions%10 != 0 && !long()
				if tech.Level() == Extreme && next.Technique.Level() < Extreme && !slowFish(tech) || slow {
					continue
				}
				for _, st := range find(b, tech) {
					used[tech]++
					checkStep(t, b, st, s.sol)
				}
			}
		})
	}
	var names []string
	for tech, n := range used {
		names = append(names, fmt.Sprintf("%s %d", tech.ID(), n))
	}
	sort.Strings(names)
	t.Logf("%d samples, %d positions; techniques: %s", len(samples), positions, strings.Join(names, ", "))
	if used[LockedCandidates] == 0 || used[HiddenSingle] == 0 || used[FrankenXWing]+used[FrankenSwordfish]+used[MutantSwordfish] == 0 && !testing.Short() {
		t.Error("locked candidates, hidden singles or Franken fish never fired: the samples test too little")
	}
}
