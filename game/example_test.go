package game_test

import (
	"bytes"
	"fmt"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

func Example() {
	givens, _ := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	g, err := game.New(variant.Puzzle{Givens: givens}, logic.Easy, game.SystemClock{})
	if err != nil {
		fmt.Println(err)
		return
	}
	g.OnChange = func(e game.Event) { fmt.Println("event:", e.Kind, e.Cells) }

	fmt.Println(g.Set(solver.CellAt(0, 0), 1)) // a given
	g.Set(solver.CellAt(0, 2), 5)              // r1c3 is 4, and r1c1 holds 5
	r := g.Check()
	fmt.Println("conflicts:", r.Conflicts, "mistakes:", r.Mistakes, "empty:", r.Empty)
	g.Undo()

	var save bytes.Buffer
	g.Save(&save)
	h, err := game.Load(&save)
	fmt.Println(err, h.CanRedo())
	// Output:
	// game: the cell is a given
	// event: set [r1c3]
	// event: check [r1c1 r1c3]
	// conflicts: [{r1c1 r1c3 5 row}] mistakes: [r1c3] empty: 50
	// event: undo [r1c3]
	// <nil> true
}
