package ui_test

import (
	"runtime"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

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
	// Game > New game lists the classic levels, then a submenu of the
	// Killer ones (and one for each other variant offered).
	var levels []string
	for _, it := range w.MainMenu().Items[0].Items {
		if it.Label == lang.L("menu.new") && it.ChildMenu != nil {
			for _, c := range it.ChildMenu.Items {
				if c.Label != lang.L("variant.killer") && c.ChildMenu != nil {
					continue // another variant's
				}
				levels = append(levels, c.Label)
				if c.ChildMenu != nil {
					for _, l := range c.ChildMenu.Items {
						levels = append(levels, l.Label)
					}
				}
			}
		}
	}
	var want []string
	for _, name := range []string{"easy", "medium", "hard", "expert", "extreme"} {
		want = append(want, lang.L("level."+name))
	}
	want = append(want, "", lang.L("variant.killer"))
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

// TestWindowSizeKept: the window came back at 640x760 after a player had
// quit at 1024x768. Its size is kept in the preferences at close and
// given back at the next start; a first start, or a size that cannot be,
// gets the default.
func TestWindowSizeKept(t *testing.T) {
	a := test.NewTempApp(t)
	w := ui.NewWindow(a)
	if got := w.Canvas().Size(); got != ui.DefaultWindowSize {
		t.Errorf("a first start opens at %v, want %v", got, ui.DefaultWindowSize)
	}
	w.Resize(fyne.NewSize(1024, 768))
	w.Close()
	w = ui.NewWindow(a)
	t.Cleanup(w.Close)
	if got := w.Canvas().Size(); got != fyne.NewSize(1024, 768) {
		t.Errorf("the next start opens at %v, want 1024x768 as it was closed", got)
	}
	for _, bad := range []fyne.Size{{Width: 10, Height: 10}, {Width: 1e9, Height: 700}, {Width: -800, Height: 600}} {
		a.Preferences().SetFloat("window.width", float64(bad.Width))
		a.Preferences().SetFloat("window.height", float64(bad.Height))
		if got := ui.WindowSize(a.Preferences()); got != ui.DefaultWindowSize {
			t.Errorf("with %v kept, the window opens at %v, want the default", bad, got)
		}
	}
}

// TestWindowSizeKeptInOneWrite: on a first quit only the width reached
// the preferences file. Fyne writes the file at a change and puts off the
// writes of the changes that follow within 100 ms, which a quitting
// process does not wait for; the width and the height, set one after the
// other, came out as a write of the width alone. They are set in one
// change: what the first write after KeepWindowSize holds is both.
func TestWindowSizeKeptInOneWrite(t *testing.T) {
	a := test.NewTempApp(t)
	prefs := a.Preferences()
	var first map[string]float64 // what Fyne's first write would hold
	prefs.AddChangeListener(func() {
		if first == nil {
			first = map[string]float64{}
			for _, k := range []string{"window.width", "window.height"} {
				first[k] = prefs.FloatWithFallback(k, -1)
			}
		}
	})
	ui.KeepWindowSize(prefs, fyne.NewSize(1024, 768))
	if first["window.width"] != 1024 || first["window.height"] != 768 {
		t.Errorf("the first write after keeping 1024x768 holds %v: want both the width and the height", first)
	}
	if got := ui.WindowSize(prefs); got != fyne.NewSize(1024, 768) {
		t.Errorf("kept 1024x768, the next start opens at %v", got)
	}
}

// TestGameMenuFitsAndQuits: Ctrl+Q did nothing, and the Game menu was
// taller than a window 686 px high, so that Quit was under the fold. The
// menu, Quit last, fits in such a window under the menu bar in both
// languages; Quit shows Ctrl+Q, Help > Keyboard shortcuts lists it, and
// Ctrl+Q does what Quit does.
func TestGameMenuFitsAndQuits(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			f.win.Resize(fyne.NewSize(740, 686))
			game := f.win.MainMenu().Items[0]
			quit := game.Items[len(game.Items)-1]
			if !quit.IsQuit || quit.Label != lang.L("menu.quit") {
				t.Fatalf("the Game menu ends in %q (quit %v), want Quit", quit.Label, quit.IsQuit)
			}
			if runtime.GOOS != "darwin" {
				if s, ok := quit.Shortcut.(fyne.KeyboardShortcut); !ok || s.Key() != fyne.KeyQ || s.Mod() != fyne.KeyModifierShortcutDefault {
					t.Errorf("Quit shows the shortcut %#v, want Ctrl+Q", quit.Shortcut)
				}
			}
			bar := widget.NewMenu(fyne.NewMenu("", fyne.NewMenuItem(game.Label, nil))).MinSize().Height // a line as tall as the menu bar
			h := widget.NewMenu(game).MinSize().Height
			t.Logf("the Game menu: %d items, %.0f px tall, under a bar of %.0f", len(game.Items), h, bar)
			if h+bar > 686 {
				t.Errorf("the Game menu of %d items is %.0f px tall, under a bar of %.0f: past a window 686 px high",
					len(game.Items), h, bar)
			}
			f.press("shortcuts")
			if !hasText(f.topOverlay(), lang.L("keys.quit")) || !hasText(f.topOverlay(), lang.L("keys.quit.do")) {
				t.Error("Help > Keyboard shortcuts does not list Ctrl+Q")
			}
			f.typeKey(fyne.KeyEscape)
			quitted := false
			quit.Action = func() { quitted = true } // as the driver gives it one, closing the windows
			f.shortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
			if !quitted {
				t.Error("Ctrl+Q did not do what the menu's Quit does")
			}
		})
	}
}
