package ui

import (
	"image/color"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestPeersFollowTheRules: the selection's houses are shaded, its
// diagonal and window among them when the rules have them; a knight's
// or king's move, or a cage, is no house (Reach shows those).
func TestPeersFollowTheRules(t *testing.T) {
	at := solver.CellAt
	pal := newBoardPalette(color.White, color.NRGBA{0, 0, 255, 255}, color.NRGBA{255, 0, 0, 255},
		color.NRGBA{255, 160, 0, 255}, color.NRGBA{0, 160, 0, 255})
	x, windoku := geometry.Flags{Diagonals: true}, geometry.Flags{Windows: true}
	knight := geometry.Flags{AntiKnight: true, AntiKing: true}
	for _, tc := range []struct {
		name     string
		flags    geometry.Flags
		sel, c   solver.Cell
		shaded   bool
		inWindow bool
	}{
		{"classic row", geometry.Flags{}, at(0, 0), at(0, 8), true, false},
		{"classic box", geometry.Flags{}, at(0, 0), at(2, 2), true, false},
		{"classic, along the diagonal", geometry.Flags{}, at(0, 0), at(8, 8), false, false},
		{"x, along ↘", x, at(0, 0), at(8, 8), true, false},
		{"x, along ↗", x, at(8, 0), at(4, 4), true, false},
		{"x, off the diagonals", x, at(0, 0), at(8, 7), false, false},
		{"x, a cell off the diagonal selected", x, at(0, 1), at(8, 8), false, false},
		{"windoku, same window across boxes", windoku, at(1, 1), at(3, 3), true, true},
		{"windoku, another window", windoku, at(1, 1), at(5, 5), false, true},
		{"windoku, the selection outside every window", windoku, at(0, 0), at(3, 3), false, true},
		{"windoku, a cell in no window", windoku, at(1, 1), at(4, 4), false, false},
		{"anti-knight and anti-king move no house", knight, at(4, 4), at(6, 5), false, false},
	} {
		b := NewBoard()
		b.Flags, b.Selected = tc.flags, tc.sel
		r := &boardRenderer{board: b}
		r.rules.flags = tc.flags
		want := color.Color(color.Transparent)
		if tc.shaded {
			want = pal.peer
		}
		if got := r.cellFill(tc.c, CellView{}, &pal); got != want {
			t.Errorf("%s: %s with %s selected: fill %v, want %v", tc.name, tc.c, tc.sel, got, want)
		}
		if got := r.rules.inWindow(tc.c); got != tc.inWindow {
			t.Errorf("%s: inWindow(%s) = %v, want %v", tc.name, tc.c, got, tc.inWindow)
		}
	}
}
