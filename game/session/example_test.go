package session_test

import (
	"fmt"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// The window feeds the session verbs and draws the view each hands back:
// here a few verbs, and the parts of each view a window would draw.
func Example() {
	s := session.New(session.Options{Settings: session.DefaultSettings(), Rand: rand.New(rand.NewPCG(1, 2))})
	defer s.Close()
	var v session.View
	s.OnChange = func(nv session.View) { v = nv } // the window draws nv here

	fmt.Println("first start: choosing", s.View().Choosing)

	g, err := game.FromText(gametest.Puzzle, logic.Easy, game.SystemClock{})
	if err != nil {
		panic(err)
	}
	s.Start(g)
	fmt.Println("started:", v.Status.Key, v.Level, "pause button", v.Enabled.Pause)

	s.TapCell(solver.CellAt(0, 2)) // r1c3, empty
	s.PressDigit(4)
	fmt.Println("r1c3 holds", v.Cells[solver.CellAt(0, 2)].Digit, "- 4s left", v.Left[4], "- undo", v.Enabled.Undo)

	s.Pause()
	fmt.Println("paused", v.Paused, "- undo", v.Enabled.Undo, "- key 4", v.Enabled.Keys[4])

	s.OtherKey() // a letter typed on the paused board
	fmt.Println("paused", v.Paused, "- its character dropped", v.KeyTaken)

	s.KeyCopy()
	fmt.Println("clipboard", v.Clipboard[:9], "-", v.Status.Key)
	// Output:
	// first start: choosing true
	// started: status.new easy pause button true
	// r1c3 holds 4 - 4s left 6 - undo true
	// paused true - undo false - key 4 false
	// paused false - its character dropped true
	// clipboard 53..7.... - status.copied
}
