package logic_test

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// wikipedia is the puzzle of Wikipedia's Sudoku article.
const wikipedia = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// A hard puzzle: its path needs an X-Wing.
const xwing = "1.....569492.561.8.561.924...964.8.1.64.1....218.356.4.4.5...169.5.614.2621.....5"

func ExampleNext() {
	g, _ := solver.Parse(wikipedia)
	b := logic.NewBoard(g)
	for i := 0; i < 3; i++ {
		s := logic.Next(b)
		fmt.Println(s.Technique, s.Placements)
		b.Apply(s)
	}
	// Output:
	// hidden-single [r1c6=8]
	// hidden-single [r1c4=6]
	// hidden-single [r3c7=5]
}

func ExampleRate() {
	for _, p := range []string{wikipedia, xwing} {
		g, _ := solver.Parse(p)
		r, err := logic.Rate(g)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(r)
	}
	g, _ := solver.Parse("1" + wikipedia[1:]) // a clash: no solution
	_, err := logic.Rate(g)
	fmt.Println(err)
	// Output:
	// easy 1.5 full-house hidden-single
	// hard 4.2 full-house hidden-single locked-candidates hidden-pair x-wing
	// no solution
}

func ExampleNewHint() {
	givens, _ := solver.Parse(wikipedia)
	var entries solver.Grid
	h, err := logic.NewHint(givens, entries, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, depth := range []logic.Depth{logic.Where, logic.Which, logic.Full} {
		fmt.Println(h.Text(depth, "en"))
	}
	// Why the single: the placed digits that rule out the rest.
	fmt.Println(h.Reason("en"))
	entries[2] = 1 // r1c3 is 4 in the solution
	h, _ = logic.NewHint(givens, entries, nil)
	fmt.Println(h.Kind == logic.WrongEntry, h.Cell)
	// Output:
	// Look at box 2.
	// Look at box 2: there is a hidden single.
	// Hidden single: in box 2, 8 fits only in row 1, column 6 (r1c6), so r1c6=8.
	// The 8s in row 3, column 3 (r3c3) and row 5, column 4 (r5c4) rule out every other cell of box 2.
	// true r1c3
}

func ExampleStep_Describe() {
	g, _ := solver.Parse(xwing)
	b := logic.NewBoard(g)
	for s := logic.Next(b); s != nil; s = logic.Next(b) {
		if s.Technique == logic.XWing {
			fmt.Println(s.Describe("en"))
			fmt.Println(s.Describe("zh-Hans"))
			return
		}
		b.Apply(s)
	}
	// Output:
	// X-Wing on 7: in row 2 and row 6, 7 lies only in column 4 and column 8, so the rest of column 4 and column 8 loses it: r1c4≠7, r5c4≠7, r8c4≠7, r8c8≠7, r9c4≠7, r9c8≠7.
	// X翼（7）：在第2行和第6行中，7只出现在第4列和第8列上，所以第4列和第8列的其余格删去它：r1c4≠7，r5c4≠7，r8c4≠7，r8c8≠7，r9c4≠7，r9c8≠7。
}
