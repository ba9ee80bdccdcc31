package ui

import (
	"image/color"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestColouredCellKeepsItsColour: a cell coloured yellow looked green
// while selected (the selection's blue tint over it) and a new player took
// it for another colour. The player's colours are drawn untinted by the
// selection, its row and column and the givens' shade (the selection's
// outline shows where it is); uncoloured cells keep their shades, and a
// clash still tints any cell.
func TestColouredCellKeepsItsColour(t *testing.T) {
	b := NewBoard()
	r := &boardRenderer{board: b}
	pal := newBoardPalette(color.White, color.NRGBA{0, 0, 255, 255}, color.NRGBA{255, 0, 0, 255},
		color.NRGBA{255, 160, 0, 255}, color.NRGBA{0, 160, 0, 255})
	sel, peer := solver.CellAt(4, 4), solver.CellAt(4, 0)
	b.Selected = sel
	yellow := game.Marks{Colours: 1 << 4}
	for _, tc := range []struct {
		name string
		c    solver.Cell
		cv   CellView
		want color.Color
	}{
		{"coloured and selected", sel, CellView{Marks: yellow}, color.Transparent},
		{"coloured, in the selection's row", peer, CellView{Marks: yellow}, color.Transparent},
		{"coloured given", peer, CellView{Marks: yellow, Given: true, Digit: 3}, color.Transparent},
		{"plain and selected", sel, CellView{}, pal.selected},
		{"plain, in the selection's row", peer, CellView{}, pal.peer},
		{"coloured, in a clash", sel, CellView{Marks: yellow, Digit: 3, Mark: Conflict}, pal.clash},
	} {
		if got := r.cellFill(tc.c, tc.cv, &pal); got != tc.want {
			t.Errorf("%s: fill %v, want %v", tc.name, got, tc.want)
		}
	}
}
