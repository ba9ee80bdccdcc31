package ui_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
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
	g, err := game.New(p, logic.Hard, f.clock)
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
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
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
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
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
	for _, want := range []string{"Killer · Hard", "16 in 2 (r1c1):", ">7 9<"} {
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

// TestNewKillerFromMenu chooses Killer in the New button's menu, then a
// level: a Killer game of it starts, the menu ticks Killer next time, and
// the choice is kept in the preferences; the statistics window lists
// Killer levels.
func TestNewKillerFromMenu(t *testing.T) {
	f := newFixtureWith(t, func(a fyne.App, o *ui.Options) {
		o.Prefs = a.Preferences()
		o.Killers = func(level string, r *rand.Rand) (string, int, error) {
			if level != "killer-expert" {
				t.Errorf("asked for %q", level)
			}
			return gametest.Killer, 0, nil
		}
	})
	menu := func() []*fyne.MenuItem {
		if over := f.win.Canvas().Overlays().Top(); over != nil {
			f.win.Canvas().Overlays().Remove(over) // the levels a variant chosen offers again
		}
		return f.play.NewMenuItems()
	}
	find := func(items []*fyne.MenuItem, label string) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	killerLabel := lang.L("variant.killer.about")
	items := menu()
	if find(items, killerLabel).Checked || !find(items, lang.L("variant.classic.about")).Checked {
		t.Error("a first menu does not tick Classic")
	}
	find(items, killerLabel).Action()
	if f.win.Canvas().Overlays().Top() == nil || !strings.Contains(f.markup(), lang.L("level.expert")) {
		t.Error("choosing Killer does not offer the levels again")
	}
	find(menu(), lang.L("level.expert")).Action()
	f.settle()
	if g := f.game(); g.Variant() != gametest.KillerVariant || g.Level() != logic.Expert {
		t.Fatalf("playing %v %v, want a Killer at expert", g.Variant(), g.Level())
	}
	if !find(menu(), killerLabel).Checked {
		t.Error("Killer chosen is not ticked")
	}
	if got := f.app.Preferences().String("play.last-variant"); got != "killer" {
		t.Errorf("the preference keeps %q", got)
	}
	f.play.MenuItem("stats").Action()
	if md := f.markup(); !strings.Contains(md, "Killer · Expert") {
		t.Error("the statistics window lists no Killer level")
	}
}

// TestKillerExport exports a Killer game with its cages: the PDF draws
// dashed lines and the sums, and a classic game's PNG is another image.
func TestKillerExport(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	startKiller(t, f)
	var killer, pdf strings.Builder
	if err := f.play.ExportPNG(&killer); err != nil {
		t.Fatal(err)
	}
	if err := f.play.ExportPDF(&pdf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(pdf.String(), "] 0 d") || !strings.Contains(pdf.String(), "(16) Tj") {
		t.Error("the PDF has no dashed outlines or no sum 16")
	}
	f.play.Start(f.newClassic())
	var classic strings.Builder
	if err := f.play.ExportPNG(&classic); err != nil || classic.Len() == 0 || classic.String() == killer.String() {
		t.Errorf("ExportPNG of a classic game: %v, %d bytes", err, classic.Len())
	}
}

// TestKillerSavePuzzle writes a Killer game's puzzle as its killer: line,
// whatever the file's extension.
func TestKillerSavePuzzle(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	g := startKiller(t, f)
	for _, ext := range []string{".txt", ".sdk"} {
		var buf strings.Builder
		if err := f.play.SavePuzzle(&buf, ext); err != nil {
			t.Fatal(err)
		}
		if got, want := buf.String(), variant.Format(g.Puzzle())+"\n"; got != want {
			t.Errorf("%s: %q, want %q", ext, got, want)
		}
	}
}

// TestKillerHintOutlinesItsCages: the whole step of a Killer hint hands
// the board the cages and cells it stands on, and the first press, the
// focus only, none.
func TestKillerHintOutlinesItsCages(t *testing.T) {
	f := newFixture(t)
	startKiller(t, f)
	f.press("hint")
	if b := f.board(); b.HintCages != nil || b.Innies != nil || b.Outies != nil {
		t.Fatalf("the focus already outlines cages %v, innies %v, outies %v", b.HintCages, b.Innies, b.Outies)
	}
	f.press("hint")
	h := f.play.Session().View().Hint
	if h == nil || h.Step == nil || !h.Step.Technique.Killer() {
		t.Fatalf("the first hint of a Killer without givens is %v, not a Killer step", h)
	}
	b := f.board()
	if len(b.HintCages) == 0 || !slices.Equal(b.HintCages, h.Step.Cages) {
		t.Errorf("the board outlines cages %v, the step stands on %v", b.HintCages, h.Step.Cages)
	}
}

// TestRenderKillerHint draws a rule-of-45 hint's part of a Killer board:
// two cages outlined solid in the hint's colour, a cell in and a cell out
// framed.
func TestRenderKillerHint(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
	}{
		{"board_killer_hint_light.png", ui.ThemeLight},
		{"board_killer_hint_dark.png", ui.ThemeDark},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			startKiller(t, f)
			b := copyMarkedBoard(f)
			b.HintCages = []int{0, 2}
			b.Innies = []solver.Cell{solver.CellAt(1, 1)}
			b.Outies = []solver.Cell{solver.CellAt(3, 0)}
			b.Resize(fyne.NewSize(560, 560))
			b.Refresh()
			skipPixelsInShort(t)
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}

// TestCombosBreakBetweenCombinations: the cage line wrapped in the middle
// of a combination ("… · 1 3" and "6 7 8 · …" under it, read as two), as
// Fyne wraps inline text at any space. At every width each piece of the
// line drawn is a whole combination, a separator or the cage's words,
// and nothing runs past the line's right edge.
func TestCombosBreakBetweenCombinations(t *testing.T) {
	const killer = "killer:ABBCCCDDEABFFFGDEEAHHHFGGIIJKKLLMMMNJKKOLPMNNJQOORPPSNQQTTRUPSVWQWTUUXXVWWWTUUXYY:" +
		"8,18,10,17,17,21,18,16,10,19,17,12,15,28,17,14,14,17,8,18,25,4,32,23,7:"
	f := newFixture(t)
	f.openText("killer.txt", killer+strings.Repeat(".", 81)+"\n")
	if len(f.game().Cages()) == 0 {
		t.Fatalf("the Killer did not open: %q", f.play.Session().View().Status)
	}
	f.tapCell(solver.CellAt(6, 5)) // the 25-cage of 5 cells: 12 combinations
	combos := f.play.Combos()
	whole := map[string]bool{}
	for _, cb := range f.play.Session().View().Combos.Combos {
		var ds []string
		for _, d := range cb.Digits {
			ds = append(ds, string(rune('0'+d)))
		}
		whole[strings.Join(ds, " ")] = true
	}
	if len(whole) < 10 {
		t.Fatalf("%d combinations for the 25-cage of 5", len(whole))
	}
	digitsOnly := func(s string) bool {
		return strings.Trim(s, "123456789 ") == "" && strings.TrimSpace(s) != ""
	}
	for _, size := range []fyne.Size{fyne.NewSize(1024, 768), fyne.NewSize(880, 720), fyne.NewSize(740, 686), fyne.NewSize(488, 600)} {
		for _, width := range []float32{0, 17, 35, 61} { // the line itself narrowed a little, pixel by pixel
			f.win.Resize(size)
			if w := combos.Size().Width - width; width > 0 && w >= 100 { // still room for a combination
				combos.Resize(fyne.NewSize(w, combos.Size().Height))
			}
			if !combos.Visible() {
				t.Fatalf("%v: the combinations line is hidden", size)
			}
			rows := map[float32]int{}
			for _, o := range test.WidgetRenderer(combos).Objects() {
				txt, ok := o.(*canvas.Text)
				if !ok || !txt.Visible() || strings.TrimSpace(txt.Text) == "" {
					continue
				}
				rows[txt.Position().Y]++
				if digitsOnly(txt.Text) && !whole[strings.TrimSpace(txt.Text)] {
					t.Errorf("%v less %v: %q drawn on its own: a combination split across lines", size, width, txt.Text)
				}
				if right := txt.Position().X + txt.MinSize().Width; right > combos.Size().Width+0.5 {
					t.Errorf("%v less %v: %q ends at %v, past the line's %v", size, width, txt.Text, right, combos.Size().Width)
				}
			}
			if size.Width < 800 && len(rows) < 2 {
				t.Errorf("%v less %v: the line drawn in %d rows, want it wrapped", size, width, len(rows))
			}
		}
	}
}
