package logic

import (
	"bufio"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// killerSamples returns the first n Killers of the variant package's
// everyday sample, with their solutions.
func killerSamples(t testing.TB, n int) ([]variant.Puzzle, []solver.Grid) {
	t.Helper()
	dir := filepath.Join("..", "variant", "testdata")
	return readKillers(t, filepath.Join(dir, "everyday-sample.txt"), filepath.Join(dir, "everyday-sample.sol"), n)
}

// readKillers reads up to n Killers (all for n <= 0) from a file of
// Killer lines and their solutions from a file of 81-digit lines; blank
// lines and lines starting with '#' do not count. A file that cannot be
// opened skips the test.
func readKillers(t testing.TB, puzzles, solutions string, n int) ([]variant.Puzzle, []solver.Grid) {
	t.Helper()
	read := func(path string) []string {
		f, err := os.Open(path)
		if err != nil {
			t.Skip(err)
		}
		defer f.Close()
		var lines []string
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() && (n <= 0 || len(lines) < n) {
			if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
				lines = append(lines, line)
			}
		}
		return lines
	}
	lines, sl := read(puzzles), read(solutions)
	if len(sl) < len(lines) {
		t.Fatalf("%s: %d solutions for %d Killers", solutions, len(sl), len(lines))
	}
	var ps []variant.Puzzle
	var sols []solver.Grid
	for i, line := range lines {
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatalf("%s: Killer %d: %v", puzzles, i+1, err)
		}
		g, err := solver.ParseLine(sl[i])
		if err != nil {
			t.Fatalf("%s: solution %d: %v", solutions, i+1, err)
		}
		ps, sols = append(ps, p), append(sols, g)
	}
	return ps, sols
}

// TestPathPuzzleSolvesKillers walks the solve path of Killers: every
// placement is the solution's digit, no elimination removes it, and no
// technique that stands on classic uniqueness is used.
func TestPathPuzzleSolvesKillers(t *testing.T) {
	ps, sols := killerSamples(t, 4)
	for i, p := range ps {
		steps, err := PathPuzzle(p)
		if err != nil {
			t.Fatalf("killer %d: %v", i+1, err)
		}
		b := NewPuzzleBoard(p)
		for _, s := range steps {
			if classicUnique[s.Technique] {
				t.Errorf("killer %d: %s used on a Killer", i+1, s.Technique)
			}
			for _, pl := range s.Placements {
				if sols[i][pl.Cell] != pl.Digit {
					t.Fatalf("killer %d: %s places %s, the solution has %d", i+1, s.Technique, pl, sols[i][pl.Cell])
				}
			}
			for _, e := range s.Eliminations {
				if sols[i][e.Cell] == e.Digit {
					t.Fatalf("killer %d: %s removes %s, the solution's digit", i+1, s.Technique, e)
				}
			}
			b.Apply(s)
		}
		if b.Cells != sols[i] {
			t.Errorf("killer %d: the path ends at %s, not the solution", i+1, b.Cells)
		}
	}
}

// TestRatePuzzleRefuses wants the errors of a puzzle with several
// solutions and of one that breaks its own cages.
func TestRatePuzzleRefuses(t *testing.T) {
	ps, _ := killerSamples(t, 1)
	several := variant.Puzzle{Rules: geometry.Rules{Cages: ps[0].Cages[len(ps[0].Cages)/2:]}}
	if _, err := RatePuzzle(several); err != ErrMultipleSolutions {
		t.Errorf("a Killer missing a cage: %v, want %v", err, ErrMultipleSolutions)
	}
	broken := ps[0].Clone()
	broken.Cages[0].Sum = 99
	if _, err := RatePuzzle(broken); err == nil {
		t.Error("a cage whose sum its size cannot reach: no error")
	}
}

// TestUniquenessLeftToClassic wants the uniqueness techniques found on a
// classic board and not on the same position with a cage.
func TestUniquenessLeftToClassic(t *testing.T) {
	b := NewBoard(solver.Grid{})
	if !appliesTo(UniqueRectangle1, b) {
		t.Fatal("unique rectangles do not apply on a classic board")
	}
	b.Cages = []variant.Cage{{Cells: []solver.Cell{0, 1}, Sum: 3}}
	for _, tech := range []Technique{UniqueRectangle1, BUGPlus1, AvoidableRectangle1, HiddenRectangle} {
		if appliesTo(tech, b) || Find(b, tech) != nil || FindAll(b, tech) != nil {
			t.Errorf("%s applies on a Killer board", tech)
		}
	}
	if !appliesTo(XWing, b) {
		t.Error("x-wings do not apply on a Killer board")
	}
}
