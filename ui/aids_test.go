package ui_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/ui"
)

// altDigit is Alt and a digit key, a candidate filter's shortcut.
func altDigit(d uint8) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: fyne.KeyName(rune('0' + d)), Modifier: fyne.KeyModifierAlt}
}

// lit returns the cells the board lights for a filter.
func lit(f *fixture) []solver.Cell {
	var out []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if f.board().Cells[c].Filtered {
			out = append(out, c)
		}
	}
	return out
}

// TestKillerSelectedCageAndSum taps a Killer cell, whose cage the board
// outlines, and drags over cells: the line under the board adds them up.
func TestKillerSelectedCageAndSum(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	g := startKiller(t, f)
	r4c4 := solver.CellAt(3, 3)
	f.tapCell(r4c4)
	i, _ := g.CageOf(r4c4)
	if got := f.board().SelectedCage; got != i+1 {
		t.Fatalf("selected r4c4: the board outlines cage %d, want %d", got, i+1)
	}
	f.dragCells(solver.CellAt(0, 0), solver.CellAt(1, 0)) // the cage of 16
	md := f.markup()
	for _, want := range []string{"2 cells:", "cages 16 = 16"} {
		if !strings.Contains(md, want) {
			t.Errorf("the window does not show %q", want)
		}
	}
	f.play.Start(f.newClassic())
	if got := f.board().SelectedCage; got != 0 {
		t.Errorf("a classic game outlines cage %d", got)
	}
	f.dragCells(r1c1, r1c3) // 5, 3 and an empty cell
	if md := f.markup(); !strings.Contains(md, "3 cells:") || !strings.Contains(md, "8 so far, 1 empty") {
		t.Error("the classic selection's sum does not show")
	}
	f.tapCell(r1c3)
	if strings.Contains(f.markup(), "3 cells:") {
		t.Error("the sum stays for one cell")
	}
}

// TestFiltersFromKeysAndMenu lights the cells holding a candidate with
// Alt and the digit, and the two-candidate cells from the View menu.
func TestFiltersFromKeysAndMenu(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	f.press("fill")
	if len(lit(f)) != 0 {
		t.Fatal("cells lit by default")
	}
	f.shortcut(altDigit(4))
	var want []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if f.game().Digit(c) == 0 && f.game().Notes(c).Has(4) {
			want = append(want, c)
		}
	}
	if got := lit(f); len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("Alt+4 lit %v, want %v", got, want)
	}
	if it := f.play.MenuItem("highlight-bivalue"); it == nil || it.Checked {
		t.Fatal("no two-candidate item, or ticked")
	}
	f.shortcut(altDigit(4))
	if len(lit(f)) != 0 {
		t.Fatal("Alt+4 again left cells lit")
	}
	f.press("highlight-bivalue")
	for _, c := range lit(f) {
		if n := f.game().Notes(c).Count(); n != 2 {
			t.Errorf("%v lit with %d notes", c, n)
		}
	}
	if len(lit(f)) == 0 || !f.play.MenuItem("highlight-bivalue").Checked {
		t.Error("the two-candidate cells are not lit, or the item not ticked")
	}
	f.press("highlight-clear")
	if len(lit(f)) != 0 || f.play.MenuItem("highlight-bivalue").Checked {
		t.Error("Clear highlights left cells lit")
	}
}

// TestWhyNotFromKeysAndMenu asks why not a digit in the selected cell
// with ? and a digit, and from the Game menu with the pad.
func TestWhyNotFromKeysAndMenu(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	f.play.Session().Escape()
	if it := f.play.MenuItem("why-not"); it == nil || !it.Disabled {
		t.Error("Why not… is offered with no cell selected")
	}
	f.tapCell(r1c3)
	if f.play.MenuItem("why-not").Disabled {
		t.Error("Why not… is off with r1c3 selected")
	}
	f.typeRunes("?5")
	if f.game().Digit(r1c3) != 0 {
		t.Fatal("the digit asked about was placed")
	}
	f.wantStatus("why.peer", map[string]any{"Digit": 5, "Cell": "r1c3", "Peer": "r1c1", "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.row")})})
	if w := f.board().Witnesses; len(w) != 1 || w[0].Cell != r1c1 || !w[0].Rules.Has(r1c3) {
		t.Errorf("witnesses %+v", w)
	}
	if !f.board().Cells[r1c3].Struck.Has(5) {
		t.Error("5 is not struck in r1c3")
	}
	f.typeKey(fyne.KeyEscape)
	if len(f.board().Witnesses) != 0 || f.board().Cells[r1c3].Struck != 0 {
		t.Error("Escape left the answer on the board")
	}
	f.press("why-not")
	f.pressDigit(4) // the solution's: nothing gives it away
	f.wantStatus("why.open", map[string]any{"Digit": 4, "Cell": "r1c3"})
	if f.game().Digit(r1c3) != 0 || f.game().Hints() != 0 {
		t.Error("asking placed the digit or counted a hint")
	}
	// A wrong digit no single step rules out: how many steps do, and the
	// first of them, as a hint, after the words.
	at, digit, steps := solver.Cell(-1), uint8(0), 0
	for c := solver.Cell(0); c < 81 && at < 0; c++ {
		for d := uint8(1); d <= 9; d++ {
			if w, err := f.game().WhyNot(c, d); err == nil && len(w.Path) > 1 {
				at, digit, steps = c, d, len(w.Path)
				break
			}
		}
	}
	if at < 0 {
		t.Fatal("no wrong digit of the opening takes several steps to rule out")
	}
	f.typeKey(fyne.KeyEscape)
	f.tapCell(at)
	f.typeRunes("?" + strconv.Itoa(int(digit)))
	f.settle()
	words := lang.L("why.path", map[string]any{"Digit": digit, "Cell": at.String(), "Steps": steps})
	if got := f.play.Status(); !strings.HasPrefix(got, words+"\n") || len(got) <= len(words)+1 {
		t.Errorf("status %q, want %q and the step", got, words)
	}
	if f.game().Hints() != 1 {
		t.Errorf("the step shown counts as a hint: %d", f.game().Hints())
	}
}

// aidsClassic shows the Wikipedia puzzle with every candidate filled in,
// the 4s lit, and why not 5 in r1c3 answered.
func aidsClassic(t *testing.T, f *fixture) {
	t.Helper()
	f.press("fill")
	f.shortcut(altDigit(4))
	f.tapCell(r1c3)
	f.typeRunes("?5")
}

// aidsKiller shows a Killer mid-play with its two-candidate cells lit
// (the filter stays on from game to game) and a cage selected whole with
// a cell beside it, their sum under the board.
func aidsKiller(t *testing.T, f *fixture) {
	t.Helper()
	f.press("highlight-bivalue")
	killerInPlay(t, f)
	f.dragCells(solver.CellAt(0, 2), solver.CellAt(0, 5)) // the cage of 8, filled, and r1c6
}

// TestAidsGolden draws the aids in both themes.
func TestAidsGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		size  fyne.Size
		setup func(*testing.T, *fixture)
	}{
		{"window_aids_classic_light.png", ui.ThemeLight, gnomeSize, aidsClassic},
		{"window_aids_classic_dark.png", ui.ThemeDark, gnomeSize, aidsClassic},
		// The sum's line is the combinations' line: one line, whole under
		// the board, cut short beside it.
		{"window_aids_killer_light.png", ui.ThemeLight, defaultSize, aidsKiller},
		{"window_aids_killer_dark.png", ui.ThemeDark, defaultSize, aidsKiller},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, ui.LanguageEnglish)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(tc.size)
			tc.setup(t, f)
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}
