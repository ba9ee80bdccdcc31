package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// Filters are the highlighting filters, as HoDoKu has them: the cells
// that pass one are lit (Cell.Filtered). Both are off by default.
type Filters struct {
	// Digit lights every empty cell whose notes hold it; 0 for none.
	Digit uint8
	// Bivalue lights every empty cell with exactly two notes.
	Bivalue bool
}

// On reports whether any filter is on.
func (f Filters) On() bool { return f.Digit != 0 || f.Bivalue }

// passes reports whether an empty cell with the given notes passes a
// filter that is on.
func (f Filters) passes(notes game.Digits) bool {
	notes &= game.NineDigits
	return f.Digit != 0 && notes.Has(f.Digit) || f.Bivalue && notes.Count() == 2
}

// SelectionSum adds up a selection of several cells, as Killer players
// do by hand: Cages are the sums of the cages wholly selected (with a
// sum), in the order of the game's cages; the Rest are the selected cells
// outside them, Filled of them holding digits that add up to Placed.
// When every one of the Rest is filled (Known), Total is the cages' sums
// and Placed together: what the selected cells add up to.
type SelectionSum struct {
	Cells        int // the cells selected
	Cages        []int
	Rest, Filled int
	Placed       int
	Known        bool
	Total        int
}

// Why is the answer on show to "why not this digit here?" (see
// Session.WhyNot). Words say it; when a step of the ladder is the
// reason, the view's Hint is that step, shown in full, and its words
// follow these. Witnesses ring the placed digit that rules it out, with
// a line to the cell; Cages are the cage outlined (indices into Cages).
type Why struct {
	Cell      solver.Cell
	Digit     uint8
	Words     Message
	Witnesses []logic.Witness
	Cages     []int
}
