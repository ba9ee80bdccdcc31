package logic

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// genVariants makes TestGenerateVariantSamples write testdata/variants.txt.
var genVariants = flag.Bool("gen-variants", false, "write testdata/variants.txt afresh")

// variantSamplesFile holds the variant sample puzzles and their solutions.
const variantSamplesFile = "testdata/variants.txt"

// variantSample is one sample puzzle of a variant with its solution.
type variantSample struct {
	name string
	p    variant.Puzzle
	sol  solver.Grid
}

// sampleVariants are the variants the samples cover, each with its rules
// but the cages, which the generator draws for Killer ones.
var sampleVariants = []struct {
	name   string
	flags  geometry.Flags
	killer bool
}{
	{"x", geometry.Flags{Diagonals: true}, false},
	{"windoku", geometry.Flags{Windows: true}, false},
	{"antiknight", geometry.Flags{AntiKnight: true}, false},
	{"antiking", geometry.Flags{AntiKing: true}, false},
	{"killer-x", geometry.Flags{Diagonals: true}, true},
}

// samplesPerVariant is how many puzzles the generator makes of each.
const samplesPerVariant = 20

// TestGenerateVariantSamples writes the variant samples when run with
// -gen-variants: for each variant a random solution grid by randomised
// backtracking over the geometry's peers, Killer cages of 2-4 cells drawn
// at random along it, then givens taken away in random order while the
// puzzle keeps one solution (solveRules, a search budget standing for
// "not proven unique"). The seeds are fixed, so the file is the same each
// time.
func TestGenerateVariantSamples(t *testing.T) {
	if !*genVariants {
		t.Skip("run with -gen-variants to write " + variantSamplesFile)
	}
	var out strings.Builder
	out.WriteString("# variant givens solution [cages: sum=cell.cell...]; made by TestGenerateVariantSamples (go test -run TestGenerateVariantSamples -gen-variants)\n")
	for vi, v := range sampleVariants {
		rng := rand.New(rand.NewPCG(29, uint64(vi)))
		for k := 0; k < samplesPerVariant; k++ {
			rules := geometry.Rules{Flags: v.flags}
			sol := randomSolution(geometry.Shared(v.flags), rng)
			if v.killer {
				rules.Cages = randomCages(sol, rng)
			}
			givens := minimise(sol, rules, rng)
			fmt.Fprintf(&out, "%s %s %s", v.name, gridString(givens), gridString(sol))
			for _, cg := range rules.Cages {
				cells := make([]string, len(cg.Cells))
				for i, c := range cg.Cells {
					cells[i] = strconv.Itoa(int(c))
				}
				fmt.Fprintf(&out, " %d=%s", cg.Sum, strings.Join(cells, "."))
			}
			out.WriteString("\n")
		}
	}
	if err := os.WriteFile(variantSamplesFile, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func gridString(g solver.Grid) string {
	var sb strings.Builder
	for _, d := range g {
		sb.WriteByte('0' + d)
	}
	return sb.String()
}

// randomSolution fills an empty grid under geo's peers, the cell with the
// fewest digits left first, digits in random order.
func randomSolution(geo *geometry.Geometry, rng *rand.Rand) solver.Grid {
	var g solver.Grid
	var fill func() bool
	fill = func() bool {
		best, fewest := solver.Cell(-1), 10
		var opts []uint8
		for c := solver.Cell(0); c < 81; c++ {
			if g[c] != 0 {
				continue
			}
			var ds []uint8
			for d := uint8(1); d <= 9; d++ {
				ok := true
				for p := range geo.Peers(c).All() {
					ok = ok && g[p] != d
				}
				if ok {
					ds = append(ds, d)
				}
			}
			if len(ds) < fewest {
				best, fewest, opts = c, len(ds), ds
			}
		}
		if best < 0 {
			return true
		}
		rng.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
		for _, d := range opts {
			g[best] = d
			if fill() {
				return true
			}
		}
		g[best] = 0
		return false
	}
	fill()
	return g
}

// randomCages covers the grid with cages of 1-4 cells grown along
// orthogonal neighbours, no digit twice in a cage, summed from sol.
func randomCages(sol solver.Grid, rng *rand.Rand) []geometry.Cage {
	var taken [81]bool
	var cages []geometry.Cage
	for _, start := range rng.Perm(81) {
		if taken[start] {
			continue
		}
		size := 2 + rng.IntN(3)
		cells := []solver.Cell{solver.Cell(start)}
		taken[start] = true
		used := Digits(1) << sol[start]
		for len(cells) < size {
			var next []solver.Cell
			for _, c := range cells {
				for _, dd := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					r, col := c.Row()+dd[0], c.Col()+dd[1]
					if r < 0 || r > 8 || col < 0 || col > 8 {
						continue
					}
					if n := solver.CellAt(r, col); !taken[n] && !used.Has(sol[n]) {
						next = append(next, n)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			n := next[rng.IntN(len(next))]
			taken[n] = true
			used |= 1 << sol[n]
			cells = append(cells, n)
		}
		sum := 0
		for _, c := range cells {
			sum += int(sol[c])
		}
		cages = append(cages, geometry.Cage{Cells: cells, Sum: sum})
	}
	return cages
}

// minimise takes givens away from sol in random order while the puzzle
// keeps one solution within the search budget.
func minimise(sol solver.Grid, r geometry.Rules, rng *rand.Rand) solver.Grid {
	g := sol
	for _, c := range rng.Perm(81) {
		d := g[c]
		g[c] = 0
		if _, n := solveRulesWithin(g, r, 2, 20000); n != 1 {
			g[c] = d
		}
	}
	return g
}

// readVariantSamples reads testdata/variants.txt.
func readVariantSamples(t testing.TB) []variantSample {
	t.Helper()
	f, err := os.Open(variantSamplesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	flagsOf := map[string]geometry.Flags{}
	for _, v := range sampleVariants {
		flagsOf[v.name] = v.flags
	}
	var out []variantSample
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		flags, ok := flagsOf[fields[0]]
		if !ok || len(fields) < 3 {
			t.Fatalf("%s:%d: bad sample", variantSamplesFile, line)
		}
		s := variantSample{name: fields[0], p: variant.Puzzle{Rules: geometry.Rules{Flags: flags}}}
		s.p.Givens, s.sol = mustParse(t, fields[1]), mustParse(t, fields[2])
		for _, cg := range fields[3:] {
			sum, cells, _ := strings.Cut(cg, "=")
			n, err := strconv.Atoi(sum)
			if err != nil {
				t.Fatalf("%s:%d: %v", variantSamplesFile, line, err)
			}
			c := geometry.Cage{Sum: n}
			for _, x := range strings.Split(cells, ".") {
				i, err := strconv.Atoi(x)
				if err != nil {
					t.Fatalf("%s:%d: %v", variantSamplesFile, line, err)
				}
				c.Cells = append(c.Cells, solver.Cell(i))
			}
			s.p.Cages = append(s.p.Cages, c)
		}
		out = append(out, s)
	}
	return out
}
