package ui_test

import (
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// cardSelect returns the first list (widget.Select) under o, or nil.
func cardSelect(o fyne.CanvasObject) *widget.Select {
	for _, x := range objects(o) {
		if r, ok := x.(*widget.Select); ok {
			return r
		}
	}
	return nil
}

// TestFirstStartOffersKiller: the level card offers the variant, Classic
// first, with a line on what Killer is; choosing Killer and a level plays
// a Killer of that level, and the next first start offers Killer again.
func TestFirstStartOffersKiller(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	test.NewTempApp(t)
	posted := make(chan func(), 64)
	p, w, _ := firstStart(t, path, posted)
	content := w.Canvas().Content()
	r := cardSelect(content)
	if r == nil {
		t.Fatalf("the card offers no variant: %q", texts(content))
	}
	want := []string{lang.L("variant.classic"), lang.L("variant.killer")}
	if len(r.Options) < 2 || r.Options[0] != want[0] || !slices.Contains(r.Options, want[1]) || r.Selected != want[0] {
		t.Errorf("the card offers %q, %q chosen; want classic first and chosen, and Killer", r.Options, r.Selected)
	}
	// The rule line follows the variant chosen: the Killer's stood under
	// Classic too.
	if !hasText(content, lang.L("variant.classic.rule")) || hasText(content, lang.L("variant.killer.rule")) {
		t.Error("with Classic chosen the card does not give the classic rule alone")
	}
	if !hasText(content, lang.L("greet.level.hard")) || hasText(content, lang.L("greet.level.killer.hard")) {
		t.Error("with Classic chosen the levels do not say what a classic level asks")
	}
	r.SetSelected(want[1])
	if !hasText(content, lang.L("greet.level.killer.hard")) || hasText(content, lang.L("greet.level.hard")) {
		t.Error("with Killer chosen the levels still say what a classic level asks")
	}
	if !hasText(content, lang.L("variant.killer.rule")) || hasText(content, lang.L("variant.classic.rule")) {
		t.Error("with Killer chosen the card does not say what Killer is")
	}
	test.Tap(findButton(content, lang.L("level.hard")))
	p.Session().Wait()
	for len(posted) > 0 {
		(<-posted)()
	}
	if g := p.Game(); g.Variant() != gametest.KillerVariant || g.Level() != logic.Hard || len(g.Cages()) == 0 {
		t.Fatalf("Killer and Hard on the card play a %v %v game with %d cages", g.Variant(), g.Level(), len(g.Cages()))
	}
	g := p.Game()
	g.Reveal() // over: the next start is a first start again
	p.Close()

	_, w, _ = firstStart(t, path, posted)
	if r := cardSelect(w.Canvas().Content()); r == nil || r.Selected != want[1] {
		t.Error("the next first start does not offer Killer, the variant last chosen")
	}
}

// TestMainMenuNewPlaysKiller: Game > New game's Killer levels play a
// Killer of the level, and its classic levels a classic game again.
func TestMainMenuNewPlaysKiller(t *testing.T) {
	f := newFixture(t)
	items := map[string]*fyne.MenuItem{}
	var add func(m *fyne.Menu)
	add = func(m *fyne.Menu) { // the levels, and those in each variant's submenu
		for _, c := range m.Items {
			items[c.Label] = c
			if c.ChildMenu != nil {
				add(c.ChildMenu)
			}
		}
	}
	for _, it := range f.win.MainMenu().Items[0].Items {
		if it.Label == lang.L("menu.new") && it.ChildMenu != nil {
			add(it.ChildMenu)
		}
	}
	for _, tc := range []struct {
		label   string
		variant geometry.Variant
		level   logic.Level
	}{
		{lang.L("level.killer.easy"), gametest.KillerVariant, logic.Easy},
		{lang.L("level.medium"), gametest.ClassicVariant, logic.Medium},
	} {
		it := items[tc.label]
		if it == nil {
			t.Fatalf("Game > New game has no %q", tc.label)
		}
		it.Action()
		f.settle()
		if g := f.play.Game(); g.Variant() != tc.variant || g.Level() != tc.level {
			t.Errorf("%q plays a %v %v game", tc.label, g.Variant(), g.Level())
		}
	}
}
