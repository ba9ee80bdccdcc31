package ui_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/ui"
)

// TestWindowMenuTicksTheTheme opens the app's window and picks themes
// from View > Theme: the menu ticks the one in force, and only that one.
func TestWindowMenuTicksTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	w := ui.NewWindow(a)
	t.Cleanup(w.Close)
	if w.Title() != ui.Title {
		t.Errorf("title %q, want %q", w.Title(), ui.Title)
	}
	var items map[string]*fyne.MenuItem
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == lang.L("menu.theme") && it.ChildMenu != nil {
				items = map[string]*fyne.MenuItem{}
				for _, c := range it.ChildMenu.Items {
					items[c.Label] = c
				}
			}
		}
	}
	if len(items) != 3 {
		t.Fatalf("View > Theme holds %d items", len(items))
	}
	// Game > New game lists the classic levels, then the Killer ones.
	var levels []string
	for _, it := range w.MainMenu().Items[0].Items {
		if it.Label == lang.L("menu.new") && it.ChildMenu != nil {
			for _, c := range it.ChildMenu.Items {
				levels = append(levels, c.Label)
			}
		}
	}
	var want []string
	for _, name := range []string{"easy", "medium", "hard", "expert", "extreme"} {
		want = append(want, lang.L("level."+name))
	}
	want = append(want, "")
	for _, name := range []string{"easy", "medium", "hard", "expert", "extreme"} {
		want = append(want, lang.L("level.killer."+name))
	}
	if !slices.Equal(levels, want) {
		t.Errorf("Game > New game lists %q, want %q", levels, want)
	}
	ticked := func() (out []string) {
		for label, it := range items {
			if it.Checked {
				out = append(out, label)
			}
		}
		return out
	}
	for _, key := range []string{"menu.theme.system", "menu.theme.dark", "menu.theme.light", "menu.theme.system"} {
		if key != "menu.theme.system" || len(ticked()) > 0 {
			items[lang.L(key)].Action()
		}
		if got := ticked(); len(got) != 1 || got[0] != lang.L(key) {
			t.Errorf("after %s the menu ticks %q", key, got)
		}
	}
}
