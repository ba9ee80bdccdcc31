package logic_test

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// ExampleStep_Beats walks an X-Chain link by link: a position where 4
// has only two places in columns 1, 5 and 9.
func ExampleStep_Beats() {
	var marks [81]logic.Digits
	for c := range marks {
		marks[c] = logic.AllDigits
	}
	only := func(d uint8, col int, rows ...int) { // d only in these rows of col
		for r := 0; r < 9; r++ {
			marks[solver.CellAt(r, col)] &^= logic.DigitSet(d)
		}
		for _, r := range rows {
			marks[solver.CellAt(r, col)] |= logic.DigitSet(d)
		}
	}
	only(4, 0, 0, 4) // column 1: r1c1 and r5c1
	only(4, 4, 4, 8) // column 5: r5c5 and r9c5
	only(4, 8, 8, 2) // column 9: r9c9 and r3c9
	b := logic.NewBoardWithMarks(solver.Grid{}, &marks)
	s := logic.Find(b, logic.XChain)
	for i, beat := range s.Beats(b, "en") {
		fmt.Printf("%d %-5s %d/%d %s\n", i, beat.Kind, beat.Current, len(beat.Links), beat.Text)
	}
	// Output:
	// 0 start 0/0 Suppose r1c1 is not 4.
	// 1 house 1/1 r1c1 is not 4, so r5c1 is 4 (the only other place for 4 in column 1).
	// 2 peer  1/2 r5c1 is 4, so r5c5 is not 4 (they share row 5).
	// 3 house 1/3 r5c5 is not 4, so r9c5 is 4 (the only other place for 4 in column 5).
	// 4 peer  1/4 r9c5 is 4, so r9c9 is not 4 (they share row 9).
	// 5 house 1/5 r9c9 is not 4, so r3c9 is 4 (the only other place for 4 in column 9).
	// 6 end   0/5 So r1c1 is 4, or r3c9 is 4; either way r1c7≠4, r1c8≠4, r3c2≠4, r3c3≠4.
}
