package logic_test

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestHintsWalkVariants follows the hints of a player without notes from
// the start of an X, a Windoku and an anti-knight puzzle to the end: each
// hint is a step found under the puzzle's rules (never "not proper"), its
// placements are the solution's, and the walk ends solved.
func TestHintsWalkVariants(t *testing.T) {
	for _, line := range []string{
		// ISS's Sudoku X and X-Windoku examples (data/example_puzzles.js).
		".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9",
		".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2",
	} {
		p, err := variant.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		sol, ok := variant.Solve(p)
		if !ok {
			t.Fatalf("%s: no solution", line)
		}
		var entries solver.Grid
		marks := new([81]logic.Digits)
		for turn := 0; ; turn++ {
			if turn > 2000 {
				t.Fatalf("%s: no end after %d hints", p.Variant(), turn)
			}
			h, err := logic.NewPuzzleHint(p, entries, marks)
			if err != nil {
				t.Fatalf("%s: hint %d: %v", p.Variant(), turn, err)
			}
			if h.Kind == logic.Solved {
				break
			}
			if h.Kind != logic.NextStep {
				t.Fatalf("%s: hint %d is %v", p.Variant(), turn, h.Kind)
			}
			for _, pl := range h.Step.Placements {
				if sol[pl.Cell] != pl.Digit {
					t.Fatalf("%s: hint %d places %d at %v, the solution has %d", p.Variant(), turn, pl.Digit, pl.Cell, sol[pl.Cell])
				}
				entries[pl.Cell] = pl.Digit
			}
			b := h.Board
			for c := range marks {
				if p.Givens[c] == 0 && entries[c] == 0 {
					marks[c] = b.Cands[c]
				}
			}
			for _, e := range h.Step.Eliminations {
				if sol[e.Cell] == e.Digit {
					t.Fatalf("%s: hint %d strikes the solution's %d from %v", p.Variant(), turn, e.Digit, e.Cell)
				}
				marks[e.Cell] &^= 1 << e.Digit
			}
		}
	}
}
