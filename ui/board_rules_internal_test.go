package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

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

// TestReachDotsShow: the dots of the cells a knight's or king's move
// away grow with the cell, near a quarter of its side, stay inside it
// and clear of its digit in the middle, and their rim stands out from a
// plain cell in both themes.
func TestReachDotsShow(t *testing.T) {
	for _, cell := range []float32{30, 45, 64, 90} {
		var cells [81]CellView
		cells[0].Reach = true
		var l rulesLayer
		l.setFlags(geometry.Flags{AntiKnight: true}, cells[:])
		thick := max(2, cell/20)
		l.layout(fyne.NewPos(0, 0), 9*cell, thick)
		dot := l.reach[0]
		pos, size := dot.Position(), dot.Size()
		if size.Width < cell/5 {
			t.Errorf("cell %v: a dot %v wide, want a fifth of the cell at least", cell, size.Width)
		}
		if pos.X < 0.6*cell || pos.Y < 0 || pos.X+size.Width > cell || pos.Y+size.Height > 0.4*cell {
			t.Errorf("cell %v: the dot at %v, %v spills out of the cell's top right corner or over its digit", cell, pos, size)
		}
		if dot.StrokeWidth < 1.5 {
			t.Errorf("cell %v: rim %v wide", cell, dot.StrokeWidth)
		}
	}
	for _, v := range []struct {
		choice  ThemeChoice
		variant fyne.ThemeVariant
	}{{ThemeLight, theme.VariantLight}, {ThemeDark, theme.VariantDark}} {
		pal := boardPaletteFor(themeFor(v.choice), v.variant)
		if c := contrast(over(pal.reachEdge, pal.board), pal.board); c < 3 {
			t.Errorf("theme %d: the dot's rim contrasts %.2f with a plain cell, want 3", v.variant, c)
		}
	}
}

// TestWindowTintShows: Windoku's windows stand apart from a plain cell in
// both themes, by a step of lightness a player sees on a dark board too
// (at 1.15:1 the dark theme's hardly showed), while the digits on them
// keep their contrast: givens and notes readable, entries as readable as
// on a plain cell, under the highlight and the selection too.
func TestWindowTintShows(t *testing.T) {
	for _, v := range []struct {
		name    string
		choice  ThemeChoice
		variant fyne.ThemeVariant
		tint    float64 // the least contrast of a window with a plain cell
	}{{"light", ThemeLight, theme.VariantLight, 1.15}, {"dark", ThemeDark, theme.VariantDark, 1.35}} {
		th := themeFor(v.choice)
		pal := boardPaletteFor(th, v.variant)
		window := over(pal.window, pal.board)
		if c := contrast(window, pal.board); c < v.tint {
			t.Errorf("%s: a window contrasts %.2f:1 with a plain cell, want %.2f:1", v.name, c, v.tint)
		}
		entry := min(contrast(th.Color(theme.ColorNamePrimary, v.variant), pal.board), minContrast)
		for _, bg := range []struct {
			name string
			c    color.Color
		}{{"a window", window}, {"a highlighted window", over(pal.peer, window)}, {"a selected window", over(pal.selected, window)}} {
			if c := contrast(pal.givenInk, bg.c); c < minContrast {
				t.Errorf("%s: givens on %s: %.2f:1", v.name, bg.name, c)
			}
			if c := contrast(over(pal.windowNote, bg.c), bg.c); c < minContrast {
				t.Errorf("%s: notes on %s: %.2f:1", v.name, bg.name, c)
			}
			if c := contrast(over(pal.windowEntry, bg.c), bg.c); c < entry-0.01 {
				t.Errorf("%s: entries on %s: %.2f:1, want %.2f:1 as on a plain cell", v.name, bg.name, c, entry)
			}
		}
	}
}
