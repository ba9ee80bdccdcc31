package solver_test

import (
	"fmt"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// uniqueSets names the sample sets in testdata whose every puzzle has
// exactly one solution; the puzzles of serg-sample.txt have two or more.
var uniqueSets = []string{"17clue", "top1465", "hardest11", "hardest1106"}

// samples returns the puzzles of testdata/<set>-sample.txt.
func samples(t testing.TB, set string) []solver.Grid { return testsets.Sample(t, set) }

// mustParseLine reads an 81-character puzzle or fails the test.
func mustParseLine(t testing.TB, line string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(line)
	if err != nil {
		t.Fatalf("ParseLine(%q): %v", line, err)
	}
	return g
}

// checkSolution returns an error unless sol keeps every given of g and is
// complete and valid: each of the 27 rows, columns and boxes holds 1-9 once.
func checkSolution(g, sol solver.Grid) error {
	for i, v := range g {
		if v != 0 && sol[i] != v {
			return fmt.Errorf("%v holds %d, the given is %d", solver.Cell(i), sol[i], v)
		}
	}
	var units [27]uint16 // rows, then columns, then boxes; bit d for digit d
	for i, v := range sol {
		if v < 1 || v > 9 {
			return fmt.Errorf("%v holds %d, not a digit 1-9", solver.Cell(i), v)
		}
		c, bit := solver.Cell(i), uint16(1)<<v
		units[c.Row()] |= bit
		units[9+c.Col()] |= bit
		units[18+c.Box()] |= bit
	}
	const all = 0x3fe // bits 1-9
	for u, m := range units {
		if m != all {
			return fmt.Errorf("%s %d lacks a digit", [3]string{"row", "column", "box"}[u/9], u%9+1)
		}
	}
	return nil
}
