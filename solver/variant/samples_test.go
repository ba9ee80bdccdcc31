package variant_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/plain"
)

// variantSets are the variants with a sample set in testdata,
// <name>-sample.txt and .sol (see the README there).
var variantSets = []string{"x", "windoku", "antiknight", "antiking", "killer-x", "x-antiking", "killer-windoku", "jigsaw", "jigsaw-x"}

// generatedSets are the sets of variantSets that the generator made (see
// the README in testdata), which TestMakeVariantSamples leaves alone.
var generatedSets = []string{"jigsaw", "jigsaw-x"}

// onlySet names the one set TestMakeVariantSamples writes, when
// VARIANT_SET is set.
var onlySet = os.Getenv("VARIANT_SET")

// samplesPerSet is how many puzzles TestMakeVariantSamples makes per set.
const samplesPerSet = 40

// formatSample writes a sample line: the variant's name, then ":" and the
// 81 givens, or for a Killer variant the fields of the "killer:" line.
func formatSample(p variant.Puzzle) string {
	name := p.Variant().Name()
	if len(p.Cages) > 0 {
		return name + ":" + strings.TrimPrefix(variant.Format(p), "killer:")
	}
	return name + ":" + p.Givens.String()
}

// parseSample reads a line that formatSample wrote.
func parseSample(line string) (variant.Puzzle, error) {
	name, rest, ok := strings.Cut(line, ":")
	if !ok {
		return variant.Puzzle{}, fmt.Errorf("no variant name before a colon")
	}
	v, err := geometry.ParseVariant(name)
	if err != nil {
		return variant.Puzzle{}, err
	}
	var p variant.Puzzle
	if v.Jigsaw {
		if p, err = variant.Parse(line); err != nil { // the project's line, regions and all
			return variant.Puzzle{}, err
		}
	} else if v.Killer {
		if p, err = variant.Parse("killer:" + rest); err != nil {
			return variant.Puzzle{}, err
		}
	} else if p.Givens, err = solver.ParseLine(rest); err != nil {
		return variant.Puzzle{}, err
	}
	p.Flags = v.Flags
	if p.Variant() != v {
		return variant.Puzzle{}, fmt.Errorf("%s: the line plays %s", name, p.Variant().Name())
	}
	return p, p.Validate()
}

// readSamples returns the puzzles and solutions of one variant's sample
// set in testdata.
func readSamples(tb testing.TB, name string) ([]variant.Puzzle, []solver.Grid) {
	tb.Helper()
	path := filepath.Join("testdata", name+"-sample.txt")
	var ps []variant.Puzzle
	for i, line := range readLines(tb, path) {
		p, err := parseSample(line)
		if err != nil {
			tb.Fatalf("%s line %d: %v", path, i+1, err)
		}
		ps = append(ps, p)
	}
	sols := readGrids(tb, filepath.Join("testdata", name+"-sample.sol"))
	if len(sols) != len(ps) {
		tb.Fatalf("%s: %d puzzles, %d solutions", name, len(ps), len(sols))
	}
	return ps, sols
}

// TestMakeVariantSamples writes the sample sets of variantSets into
// testdata when VARIANT_SAMPLES=write (go test ./solver/variant -run
// MakeVariantSamples), the same files on every run: per set, random grids
// that obey the rules, Killer cages cut from them for the Killer variants,
// then givens taken away in random order while the plain engine counts
// one solution (for two puzzles in three as many as uniqueness allows,
// for the rest down to a random 26-36 givens).
func TestMakeVariantSamples(t *testing.T) {
	if os.Getenv("VARIANT_SAMPLES") != "write" {
		t.Skip("VARIANT_SAMPLES=write not set")
	}
	for si, name := range variantSets {
		if onlySet != "" && name != onlySet || slices.Contains(generatedSets, name) {
			continue
		}
		v, err := geometry.ParseVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(29, uint64(si)))
		var lines, sols []string
		for len(lines) < samplesPerSet {
			g, ok := bruteFill(geometry.Rules{Flags: v.Flags}, rng)
			if !ok {
				continue
			}
			p := variant.Puzzle{Givens: g, Rules: geometry.Rules{Flags: v.Flags}}
			if v.Killer {
				p.Cages = randomCages(rng, g)
				p.Normalize()
			}
			floor := 0
			if len(lines)%3 == 2 {
				floor = 26 + rng.IntN(11)
			}
			p.Givens = dig(rng, p, floor)
			lines = append(lines, formatSample(p))
			sols = append(sols, g.String())
			t.Logf("%s %d: %d givens", name, len(lines), p.Givens.Givens())
		}
		for ext, text := range map[string][]string{".txt": lines, ".sol": sols} {
			path := filepath.Join("testdata", name+"-sample"+ext)
			if err := os.WriteFile(path, []byte(strings.Join(text, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// dig takes p's givens away in random order, each while the plain engine
// still counts one solution, stopping at floor givens.
func dig(rng *rand.Rand, p variant.Puzzle, floor int) solver.Grid {
	for _, c := range rng.Perm(81) {
		if p.Givens.Givens() <= floor {
			break
		}
		v := p.Givens[c]
		p.Givens[c] = 0
		if n, _ := plain.Count(p, 2); n != 1 {
			p.Givens[c] = v
		}
	}
	return p.Givens
}

// randomCages cuts the solved grid g into cages of 2 to a size drawn per
// puzzle (3 to 6) touching cells with different digits; a cell that finds
// no partner stays out of every cage, and one cage in ten has no sum.
func randomCages(rng *rand.Rand, g solver.Grid) []variant.Cage {
	most := 3 + rng.IntN(4)
	var taken [81]bool
	var cages []variant.Cage
	for _, start := range rng.Perm(81) {
		if taken[start] {
			continue
		}
		size := 2 + rng.IntN(most-1)
		cells := []solver.Cell{solver.Cell(start)}
		var used [10]bool
		used[g[start]], taken[start] = true, true
		for tries := 0; len(cells) < size && tries < 20; tries++ {
			from := cells[rng.IntN(len(cells))]
			row, col := from.Row(), from.Col()
			switch rng.IntN(4) {
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
			c := solver.CellAt(row, col)
			if taken[c] || used[g[c]] {
				continue
			}
			taken[c], used[g[c]] = true, true
			cells = append(cells, c)
		}
		if len(cells) == 1 {
			continue
		}
		sum := 0
		for _, c := range cells {
			sum += int(g[c])
		}
		if rng.IntN(10) == 0 {
			sum = 0
		}
		cages = append(cages, variant.Cage{Cells: cells, Sum: sum})
	}
	return cages
}

// TestVariantSamples wants each sample of every variant set to have one
// solution, its line in the .sol file, by the fast engine, the plain
// engine (agree) and the brute force of the tests (where it takes under 10,000 steps: it gives
// up on many Killers with few givens), and Check to pass it.
func TestVariantSamples(t *testing.T) {
	for _, name := range variantSets {
		t.Run(name, func(t *testing.T) {
			ps, sols := readSamples(t, name)
			brute := 0
			var s variant.Solver
			for i, p := range ps {
				if n := agree(t, p, 2); n != 1 {
					t.Errorf("line %d: %d solutions, want 1", i+1, n)
				}
				if g, _ := s.Solve(p, 1); g != sols[i] {
					t.Errorf("line %d: the fast engine solves %s, want %s", i+1, g, sols[i])
				}
				if n, g := plain.Count(p, 2); n != 1 || g != sols[i] {
					t.Errorf("line %d: plain counts %d and solves %s, want 1 and %s", i+1, n, g, sols[i])
				}
				switch n, g := bruteCount(p, 2, 10_000); {
				case n < 0:
				case n != 1 || g != sols[i]:
					t.Errorf("line %d: brute force counts %d and solves %s, want 1 and %s", i+1, n, g, sols[i])
				default:
					brute++
				}
				if err := variant.Check(p, sols[i]); err != nil {
					t.Errorf("line %d: %v", i+1, err)
				}
			}
			t.Logf("%s: %d puzzles, %d checked by the brute force", name, len(ps), brute)
			if brute == 0 {
				t.Error("the brute force checked none")
			}
		})
	}
}
