package dlx_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// mustParse reads an 81-character puzzle or fails the test.
func mustParse(t testing.TB, line string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(line)
	if err != nil {
		t.Fatalf("parse %q: %v", line, err)
	}
	return g
}

// checkSolution returns an error unless sol is a complete, valid grid that
// keeps every given of g: each row, column and box holds 1-9 once.
func checkSolution(g, sol solver.Grid) error {
	for i, v := range g {
		if v != 0 && sol[i] != v {
			return fmt.Errorf("cell %v holds %d, the given is %d", solver.Cell(i), sol[i], v)
		}
	}
	var rows, cols, boxes [9]uint16
	for i, v := range sol {
		if v < 1 || v > 9 {
			return fmt.Errorf("cell %v holds %d, not a digit 1-9", solver.Cell(i), v)
		}
		c, bit := solver.Cell(i), uint16(1)<<v
		rows[c.Row()] |= bit
		cols[c.Col()] |= bit
		boxes[c.Box()] |= bit
	}
	const all = 0x3fe // bits 1-9
	for u := 0; u < 9; u++ {
		if rows[u] != all || cols[u] != all || boxes[u] != all {
			return fmt.Errorf("row, column or box %d lacks a digit", u+1)
		}
	}
	return nil
}

// dots returns n blank cells.
func dots(n int) string { return strings.Repeat(".", n) }
