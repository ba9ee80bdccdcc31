package logic

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// samples returns the first n puzzles (all when n <= 0) of a sample file
// in ../testdata, named as "top1465" for top1465-sample.txt.
func samples(t testing.TB, name string, n int) []solver.Grid {
	grids := testsets.Sample(t, name)
	if n > 0 && n < len(grids) {
		grids = grids[:n]
	}
	return grids
}

// mustParse parses a one-line puzzle or fails the test.
func mustParse(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// checkStep fails the test unless s makes progress on b and agrees with the
// solution sol: every placement is the solution's digit, every eliminated
// candidate is not, and every one of them is a candidate on b.
func checkStep(t testing.TB, b *Board, s *Step, sol solver.Grid) {
	t.Helper()
	if !s.Progress() {
		t.Fatalf("%s makes no progress: %+v", s.Technique, s)
	}
	for _, p := range s.Placements {
		if b.Cells[p.Cell] != 0 || sol[p.Cell] != p.Digit {
			t.Fatalf("%s places %s; the solution has %d\n%s", s.Technique, p, sol[p.Cell], s.Describe("en"))
		}
	}
	for _, e := range s.Eliminations {
		if !b.Cands[e.Cell].Has(e.Digit) {
			t.Fatalf("%s eliminates %s, not a candidate\n%s", s.Technique, e, s.Describe("en"))
		}
		if sol[e.Cell] == e.Digit {
			t.Fatalf("%s eliminates %s, the solution's digit\n%s", s.Technique, e, s.Describe("en"))
		}
	}
}

// walkTo follows the solve path of g until technique t applies, and
// returns that board and t's step, or nil when it never does.
func walkTo(g solver.Grid, t Technique) (*Board, *Step) {
	b := NewBoard(g)
	for !b.Solved() {
		if s := Find(b, t); s != nil {
			return b, s
		}
		s := Next(b)
		if s == nil {
			return nil, nil
		}
		b.Apply(s)
	}
	return nil, nil
}

// firstPositionWith searches the solve paths of the sample sets for a
// position where t applies.
func firstPositionWith(t testing.TB, tech Technique) (solver.Grid, *Board, *Step) {
	t.Helper()
	for _, set := range []string{"17clue", "top1465", "hardest11", "hardest1106"} {
		for _, g := range samples(t, set, 0) {
			if b, s := walkTo(g, tech); s != nil {
				return g, b, s
			}
		}
	}
	return solver.Grid{}, nil, nil
}

// sameBoard reports whether two boards hold the same digits, candidates,
// non-givens and cages.
func sameBoard(a, b *Board) bool {
	return a.Cells == b.Cells && a.Cands == b.Cands && a.NonGivens == b.NonGivens &&
		slices.EqualFunc(a.Cages, b.Cages, func(x, y variant.Cage) bool {
			return x.Sum == y.Sum && slices.Equal(x.Cells, y.Cells)
		})
}
