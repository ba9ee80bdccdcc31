package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui"
)

// startKiller plays gametest.Killer at the hard level in the fixture.
func startKiller(t *testing.T, f *fixture) *game.Game {
	t.Helper()
	p, err := variant.Parse(gametest.Killer)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewKiller(p, logic.Hard, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	return g
}

// killerInPlay is a Killer game mid-play: a few digits, notes in cells
// that hold a cage's sum and in others, and a cell of a cage selected, so
// that the combinations line shows.
func killerInPlay(t *testing.T, f *fixture) {
	t.Helper()
	g := startKiller(t, f)
	sol := gametest.Grid(t, gametest.KillerSolution)
	at := solver.CellAt
	for _, c := range []solver.Cell{at(0, 2), at(0, 3), at(0, 4), at(2, 0), at(4, 4), at(8, 8)} {
		f.enter(c, sol[c])
	}
	for _, n := range []struct {
		cell   solver.Cell
		digits []uint8
	}{
		{at(0, 0), []uint8{7, 9}},                      // the sum 16 sits here
		{at(1, 0), []uint8{7, 9}},                      // under it, no sum
		{at(3, 2), []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}}, // a sum and every note
		{at(6, 6), []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}},
	} {
		for _, d := range n.digits {
			if err := g.ToggleNote(n.cell, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.tapCell(at(2, 1)) // the cage of r3c1 and r3c2: 5 in 2, of which 2 3 no longer fits beside the 1
}

// TestKillerWindowGolden draws a Killer game mid-play, in both themes, at
// the default and the narrowest size.
func TestKillerWindowGolden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		size  fyne.Size
	}{
		{"window_killer_light_default.png", ui.ThemeLight, defaultSize},
		{"window_killer_dark_default.png", ui.ThemeDark, defaultSize},
		{"window_killer_light_narrowest.png", ui.ThemeLight, minSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, ui.LanguageEnglish)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(tc.size)
			killerInPlay(t, f)
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}

func TestKillerWindowGoldenChinese(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageChinese)
	f.win.Resize(defaultSize)
	killerInPlay(t, f)
	assertWindowGolden(t, "window_killer_zh_default.xml", f.win.Canvas())
}

// TestKillerBoard checks what the window shows of a Killer game: the
// board has the cages, the header names the variant, the panel the
// selected cage's combinations, and the setting hides them.
func TestKillerBoard(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	g := startKiller(t, f)
	if len(f.board().Cages) != len(g.Cages()) {
		t.Fatalf("the board has %d cages, the game %d", len(f.board().Cages), len(g.Cages()))
	}
	f.tapCell(solver.CellAt(1, 0))
	md := f.markup()
	for _, want := range []string{"Killer · Hard", "16 in 2:", ">7 9<"} {
		if !strings.Contains(md, want) {
			t.Errorf("the window does not show %q", want)
		}
	}
	s := f.play.Settings()
	s.ShowCombos = false
	f.play.SetSettings(s)
	f.tapCell(solver.CellAt(0, 0))
	if strings.Contains(f.markup(), "16 in 2:") {
		t.Error("the combinations show with the setting off")
	}
	// A classic game has no cages.
	f.play.Start(f.newClassic())
	if f.board().Cages != nil {
		t.Error("a classic game's board has cages")
	}
}

// markup is the window's canvas as markup.
func (f *fixture) markup() string { return test.RenderToMarkup(f.win.Canvas()) }

// newClassic is a game of the Wikipedia puzzle on the fixture's clock.
func (f *fixture) newClassic() *game.Game {
	f.t.Helper()
	g, err := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
	if err != nil {
		f.t.Fatal(err)
	}
	return g
}
