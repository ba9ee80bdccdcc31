package ui_test

import (
	"math/rand/v2"
	"os"
	"runtime"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// newSettingsFixture is newFixture keeping the settings in the test
// app's preferences.
func newSettingsFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixtureWith(t, func(a fyne.App, o *ui.Options) { o.Prefs = a.Preferences() })
}

// openSettings opens the Settings dialog and returns it.
func (f *fixture) openSettings() fyne.CanvasObject {
	f.t.Helper()
	f.play.ShowSettings()
	d := f.topOverlay()
	if d == nil || !hasText(d, lang.L("settings.title")) {
		f.t.Fatal("ShowSettings opened no Settings dialog")
	}
	return d
}

// findCheck returns the shown check box labelled text under o.
func findCheck(t *testing.T, o fyne.CanvasObject, text string) *widget.Check {
	t.Helper()
	for _, x := range objects(o) {
		if c, ok := x.(*widget.Check); ok && c.Text == text {
			return c
		}
		if c, words, ok := ui.CheckOfLabel(x); ok && words == text { // the Settings' words wrap beside their box
			return c
		}
	}
	t.Fatalf("no check box %q", text)
	return nil
}

// findSelect returns the shown select under o that offers option.
func findSelect(t *testing.T, o fyne.CanvasObject, option string) *widget.Select {
	t.Helper()
	for _, x := range objects(o) {
		if s, ok := x.(*widget.Select); ok {
			for _, opt := range s.Options {
				if opt == option {
					return s
				}
			}
		}
	}
	t.Fatalf("no select offering %q", option)
	return nil
}

// clockShown reports whether the window shows the game's time.
func (f *fixture) clockShown() bool {
	return hasText(f.win.Canvas().Content(), "0:00")
}

func TestDefaultSettings(t *testing.T) {
	f := newFixture(t) // no preferences: the defaults, kept nowhere
	if got, want := f.play.Settings(), ui.DefaultSettings(); got != want {
		t.Errorf("settings %+v, want the defaults %+v", got, want)
	}
	if !f.game().ShowMistakes || !f.game().AutoRemoveNotes || !f.clockShown() {
		t.Error("the default settings are not in force")
	}
	f.tapCell(r1c1)
	if f.board().SameDigit != 5 {
		t.Errorf("SameDigit = %d, want the selected 5", f.board().SameDigit)
	}
	s := f.play.Settings()
	s.ShowTimer = false
	f.play.SetSettings(s) // no preferences to keep it in: no panic
	if f.clockShown() {
		t.Error("the clock is shown with the timer off")
	}
}

// TestSettingsApplyAtOnce changes each setting in the dialog and checks
// that it is in force at once, and kept.
func TestSettingsApplyAtOnce(t *testing.T) {
	for _, tc := range []struct {
		name  string
		check string // the check box to clear
		// before and after check the play with the setting on, and off.
		before, after func(t *testing.T, f *fixture)
		pref          string
	}{
		{
			name: "same digits", check: "settings.same-digit", pref: "settings.same-digit",
			before: func(t *testing.T, f *fixture) {
				f.tapCell(r1c1)
				if f.board().SameDigit != 5 {
					t.Errorf("SameDigit = %d, want 5", f.board().SameDigit)
				}
			},
			after: func(t *testing.T, f *fixture) {
				if f.board().SameDigit != 0 {
					t.Errorf("SameDigit = %d with the highlight off", f.board().SameDigit)
				}
				f.tapCell(r1c1 + 1) // the 3 of r1c2
				f.typeKey(fyne.KeyEscape)
				f.pressDigit(9) // armed
				if f.board().SameDigit != 0 {
					t.Errorf("SameDigit = %d with the highlight off", f.board().SameDigit)
				}
			},
		},
		{
			name: "mistakes", check: "settings.show-mistakes", pref: "settings.show-mistakes",
			before: func(t *testing.T, f *fixture) {
				f.enter(r1c3, 1) // fits the rules, not the solution
				f.press("check")
				if f.board().Cells[r1c3].Mark != ui.Mistake {
					t.Error("Check did not mark the mistake")
				}
			},
			after: func(t *testing.T, f *fixture) {
				if f.board().Cells[r1c3].Mark != ui.NoMark {
					t.Error("the mistake stays marked with mistakes off")
				}
				f.press("check")
				if f.game().ShowMistakes || f.board().Cells[r1c3].Mark != ui.NoMark {
					t.Error("Check marks mistakes with mistakes off")
				}
				// It found no clash, and must not claim there is no mistake.
				f.wantStatus("status.check.no-clashes", map[string]any{"Empty": 50})
			},
		},
		{
			name: "notes", check: "settings.auto-remove-notes", pref: "settings.auto-remove-notes",
			before: func(t *testing.T, f *fixture) {
				if err := f.game().ToggleNote(r1c6, 2); err != nil {
					t.Fatal(err)
				}
				f.enter(r1c3, 2)
				if f.notesOf(r1c6).Has(2) {
					t.Error("placing 2 in row 1 left the note 2 of r1c6")
				}
				f.typeKey(fyne.KeyEscape)
				f.press("undo")
			},
			after: func(t *testing.T, f *fixture) {
				if f.game().AutoRemoveNotes {
					t.Error("the game removes notes with the setting off")
				}
				f.enter(r1c3, 2)
				if !f.notesOf(r1c6).Has(2) {
					t.Error("placing 2 in row 1 removed the note 2 of r1c6 with the setting off")
				}
			},
		},
		{
			name: "timer", check: "settings.show-timer", pref: "settings.show-timer",
			before: func(t *testing.T, f *fixture) {
				if !f.clockShown() {
					t.Error("the clock is hidden")
				}
			},
			after: func(t *testing.T, f *fixture) {
				if f.clockShown() {
					t.Error("the clock is shown with the timer off")
				}
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newSettingsFixture(t)
			tc.before(t, f)
			d := f.openSettings()
			c := findCheck(t, d, lang.L(tc.check))
			if !c.Checked {
				t.Fatal("the setting is off to begin with")
			}
			test.Tap(c)
			if f.topOverlay() != d {
				t.Fatal("changing a setting closed the dialog")
			}
			test.Tap(findButton(d, lang.L("settings.close")))
			if f.topOverlay() != nil {
				t.Fatal("Close left the dialog open")
			}
			tc.after(t, f)
			if f.app.Preferences().BoolWithFallback(tc.pref, true) {
				t.Errorf("%s is not kept off in the preferences", tc.pref)
			}

			// A new game plays by the settings too.
			g, err := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
			if err != nil {
				t.Fatal(err)
			}
			f.play.Start(g)
			want := ui.DefaultSettings()
			switch tc.name {
			case "mistakes":
				want.ShowMistakes = false
			case "notes":
				want.AutoRemoveNotes = false
			}
			if g.ShowMistakes != want.ShowMistakes || g.AutoRemoveNotes != want.AutoRemoveNotes {
				t.Errorf("a new game has ShowMistakes %v, AutoRemoveNotes %v", g.ShowMistakes, g.AutoRemoveNotes)
			}

			d = f.openSettings()
			c = findCheck(t, d, lang.L(tc.check))
			if c.Checked {
				t.Fatal("the dialog shows the setting on")
			}
			test.Tap(c) // on again
			if f.app.Preferences().BoolWithFallback(tc.pref, false) != true {
				t.Errorf("%s is not kept on in the preferences", tc.pref)
			}
			if got := f.play.Settings(); got.Theme != ui.ThemeLight || got.SameDigit != true || got.ShowMistakes != true ||
				got.AutoRemoveNotes != true || got.ShowTimer != true {
				t.Errorf("settings back on: %+v", got)
			}
		})
	}
}

func TestSettingsTheme(t *testing.T) {
	f := newSettingsFixture(t)
	bg := func() any { return f.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight) }
	light := bg()
	d := f.openSettings()
	sel := findSelect(t, d, lang.L("menu.theme.dark"))
	if sel.Selected != lang.L("menu.theme.light") {
		t.Errorf("the theme shows %q, want the fixture's light", sel.Selected)
	}
	sel.SetSelected(lang.L("menu.theme.dark"))
	if bg() == light {
		t.Error("choosing dark did not change the theme")
	}
	if got := f.app.Preferences().String("theme"); got != string(ui.ThemeDark) {
		t.Errorf("theme kept as %q", got)
	}
	if f.play.Settings().Theme != ui.ThemeDark {
		t.Errorf("settings hold theme %q", f.play.Settings().Theme)
	}
}

func TestSettingsLanguage(t *testing.T) {
	f := newSettingsFixture(t)
	f.win.Resize(defaultSize) // wide enough for the header's words
	t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
	english := lang.L("button.check")
	g := f.play.Game()
	f.enter(solver.CellAt(0, 2), 4)
	d := f.openSettings()
	sel := findSelect(t, d, lang.L("settings.language.zh-Hans"))
	if sel.Selected != lang.L("settings.language.system") {
		t.Errorf("the language shows %q, want the system's", sel.Selected)
	}
	sel.SetSelected(lang.L("settings.language.zh-Hans"))
	if got := f.app.Preferences().String("settings.language"); got != ui.LanguageChinese {
		t.Errorf("language kept as %q", got)
	}
	if got := f.play.Button("check").Text; got != "检查" {
		t.Errorf("the Check button reads %q right after choosing Chinese", got)
	}
	if f.play.Game() != g || f.play.Board().Cells[solver.CellAt(0, 2)].Digit != 4 {
		t.Fatal("the game or its entry was lost in the switch")
	}

	// Back to the system's language (English here), from the dialog shown
	// again in Chinese.
	d = f.topOverlay()
	sel = findSelect(t, d, "简体中文")
	sel.SetSelected(lang.L("settings.language.system"))
	if got := f.play.Button("check").Text; got != english {
		t.Errorf("the Check button reads %q after going back, want %q", got, english)
	}
}

// TestSettingsLanguageWhileEntering keeps the language for the next start
// while a puzzle is being entered, saying so.
func TestSettingsLanguageWhileEntering(t *testing.T) {
	f := newSettingsFixture(t)
	t.Cleanup(func() { _ = ui.UseLanguage(ui.LanguageSystem) })
	f.press("enter")
	before := lang.L("button.check")
	d := f.openSettings()
	findSelect(t, d, lang.L("settings.language.zh-Hans")).SetSelected(lang.L("settings.language.zh-Hans"))
	if !hasText(d, lang.L("settings.language.restart")) {
		t.Error("no note that the language applies after a restart")
	}
	if lang.L("button.check") != before {
		t.Error("the language changed while a puzzle was being entered")
	}
}

// TestSettingsPersist saves settings through one Play and reads them back
// in a new one on the same preferences.
func TestSettingsPersist(t *testing.T) {
	f := newSettingsFixture(t)
	want := ui.Settings{Settings: session.Settings{ShowMistakes: false, AutoRemoveNotes: false, Mistakes: session.MistakesOnCheck},
		Theme: ui.ThemeDark, SameDigit: false, ShowTimer: false, Language: ui.LanguageEnglish}
	f.play.SetSettings(want)
	if got := ui.LoadSettings(f.app.Preferences()); got != want {
		t.Errorf("LoadSettings = %+v, want %+v", got, want)
	}

	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(560, 720))
	p := ui.NewPlay(w, ui.Options{Clock: f.clock, Rand: rand.New(rand.NewPCG(3, 4)), Prefs: f.app.Preferences()})
	if got := p.Settings(); got != want {
		t.Errorf("a new Play reads %+v, want %+v", got, want)
	}
	if g := p.Game(); g.ShowMistakes || g.AutoRemoveNotes {
		t.Errorf("the new Play's game has ShowMistakes %v, AutoRemoveNotes %v", g.ShowMistakes, g.AutoRemoveNotes)
	}
	if hasText(w.Content(), "0:00") {
		t.Error("the new Play shows the clock")
	}
	p.Board().Selected = 0
	p.Start(p.Game()) // redraws
	if p.Board().SameDigit != 0 {
		t.Errorf("SameDigit = %d", p.Board().SameDigit)
	}
}

func TestLoadSettings(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(p fyne.Preferences)
		want func(s *ui.Settings)
	}{
		{"nothing saved", func(fyne.Preferences) {}, func(*ui.Settings) {}},
		{"unknown theme", func(p fyne.Preferences) { p.SetString("theme", "purple") }, func(*ui.Settings) {}},
		{"unknown language", func(p fyne.Preferences) { p.SetString("settings.language", "tlh") }, func(*ui.Settings) {}},
		{"light, Chinese", func(p fyne.Preferences) {
			p.SetString("theme", "light")
			p.SetString("settings.language", "zh-Hans")
		}, func(s *ui.Settings) { s.Theme, s.Language = ui.ThemeLight, ui.LanguageChinese }},
		{"timer off", func(p fyne.Preferences) { p.SetBool("settings.show-timer", false) }, func(s *ui.Settings) { s.ShowTimer = false }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			tc.set(a.Preferences())
			want := ui.DefaultSettings()
			tc.want(&want)
			if got := ui.LoadSettings(a.Preferences()); got != want {
				t.Errorf("LoadSettings = %+v, want %+v", got, want)
			}
		})
	}
	if got := ui.LoadSettings(nil); got != ui.DefaultSettings() {
		t.Errorf("LoadSettings(nil) = %+v", got)
	}
}

// TestSettingsKeepTheirOldKeys: a player's preferences, kept under the
// keys and in the forms every version so far wrote them, load as the same
// settings, and saving them writes the same keys and values back.
func TestSettingsKeepTheirOldKeys(t *testing.T) {
	type kept struct {
		key string
		val any // bool, string or int, as the preferences hold it
	}
	for _, tc := range []struct {
		name string
		old  []kept
		want func(s *ui.Settings)
	}{
		{"every setting changed", []kept{
			{"theme", "dark"}, {"settings.language", "zh-Hans"}, {"settings.mistakes", 2},
			{"settings.same-digit", false}, {"settings.show-mistakes", false},
			{"settings.auto-remove-notes", false}, {"settings.show-timer", false},
		}, func(s *ui.Settings) {
			s.Theme, s.Language, s.Mistakes = ui.ThemeDark, ui.LanguageChinese, session.MistakesSolution
			s.SameDigit, s.ShowMistakes, s.AutoRemoveNotes, s.ShowTimer = false, false, false, false
		}},
		{"the defaults, written out", []kept{
			{"theme", "system"}, {"settings.language", ""}, {"settings.mistakes", 1},
			{"settings.same-digit", true}, {"settings.show-mistakes", true},
			{"settings.auto-remove-notes", true}, {"settings.show-timer", true},
		}, func(*ui.Settings) {}},
		{"light, English, only on Check", []kept{
			{"theme", "light"}, {"settings.language", "en"}, {"settings.mistakes", 0},
		}, func(s *ui.Settings) {
			s.Theme, s.Language, s.Mistakes = ui.ThemeLight, ui.LanguageEnglish, session.MistakesOnCheck
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			prefs := a.Preferences()
			for _, k := range tc.old {
				switch v := k.val.(type) {
				case bool:
					prefs.SetBool(k.key, v)
				case string:
					prefs.SetString(k.key, v)
				case int:
					prefs.SetInt(k.key, v)
				}
			}
			want := ui.DefaultSettings()
			tc.want(&want)
			got := ui.LoadSettings(prefs)
			if got != want {
				t.Fatalf("LoadSettings = %+v, want %+v", got, want)
			}
			again := test.NewTempApp(t).Preferences()
			got.Save(again)
			for _, k := range tc.old {
				var back any
				switch k.val.(type) {
				case bool:
					back = again.BoolWithFallback(k.key, !k.val.(bool))
				case string:
					back = again.StringWithFallback(k.key, "unset")
				case int:
					back = again.IntWithFallback(k.key, -1)
				}
				if back != k.val {
					t.Errorf("Save wrote %s = %v, want %v", k.key, back, k.val)
				}
			}
		})
	}
}

// TestUseLanguage forces each language and goes back to the system's:
// the window's words, Fyne's own and the hints follow, and the process
// environment is left alone (LANGUAGE was set, for Fyne's words). On Linux
// it runs under an English, a French and the C locale too.
func TestUseLanguage(t *testing.T) {
	zh := catalogue(t, "translations/zh-Hans.json")
	en := catalogue(t, "translations/en.json")
	system := lang.L("menu.game")
	t.Cleanup(func() { // after the environment is put back
		if err := ui.UseLanguage(ui.LanguageSystem); err != nil {
			t.Error(err)
		}
		if got := lang.L("menu.game"); got != system {
			t.Errorf("back to the system's language: %q, want %q", got, system)
		}
	})
	easy, _ := levels.Puzzle("easy", 0)
	for _, env := range []struct {
		name      string
		lang      string // LANG, with LC_ALL, LC_MESSAGES and LANGUAGE unset
		linuxOnly bool
	}{
		{"as it is", "", false},
		{"en_US", "en_US.UTF-8", true},
		{"fr_FR", "fr_FR.UTF-8", true},
		{"C", "C", true},
	} {
		t.Run(env.name, func(t *testing.T) {
			if env.linuxOnly {
				if runtime.GOOS != "linux" {
					t.Skip("Fyne reads the locale from the environment on Linux and the BSDs only")
				}
				for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANGUAGE"} {
					t.Setenv(k, "") // put back after
					os.Unsetenv(k)
				}
				t.Setenv("LANG", env.lang)
			}
			language, languageSet := os.LookupEnv("LANGUAGE")
			for _, tc := range []struct {
				language string
				want     map[string]string
				cancel   string // Fyne's own word
			}{
				{ui.LanguageChinese, zh, "取消"},
				{ui.LanguageEnglish, en, "Cancel"},
				{ui.LanguageChinese, zh, "取消"},
			} {
				if err := ui.UseLanguage(tc.language); err != nil {
					t.Fatal(err)
				}
				for _, k := range []string{"menu.game", "button.check", "settings.title"} {
					if got := lang.L(k); got != tc.want[k] {
						t.Errorf("%s: %s reads %q, want %q", tc.language, k, got, tc.want[k])
					}
				}
				if got := lang.L("Cancel"); got != tc.cancel {
					t.Errorf("%s: Fyne's Cancel reads %q, want %q", tc.language, got, tc.cancel)
				}
				if now, set := os.LookupEnv("LANGUAGE"); now != language || set != languageSet {
					t.Errorf("%s: LANGUAGE is %q (set %v), was %q (set %v)", tc.language, now, set, language, languageSet)
				}
				// The hints speak it too.
				f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.Language = tc.language })
				g, err := game.FromText(easy, logic.Easy, f.clock)
				if err != nil {
					t.Fatal(err)
				}
				f.play.Start(g)
				f.press("hint")
				h, err := g.Hint(logic.Which, true)
				if err != nil {
					t.Fatal(err)
				}
				if want := h.TextNamed(logic.Which, tc.language, logic.NameCompact); f.play.Status() != want {
					t.Errorf("%s: the hint reads %q, want %q", tc.language, f.play.Status(), want)
				}
			}
			if err := ui.UseLanguage(ui.LanguageSystem); err != nil {
				t.Fatal(err)
			}
			if env.linuxOnly { // none of them Chinese: the system's language is English here
				if got := lang.L("menu.game"); got != en["menu.game"] {
					t.Errorf("back to the system's language: %q, want %q", got, en["menu.game"])
				}
			}
		})
	}
	if err := ui.UseLanguage("tlh"); err == nil {
		t.Error("UseLanguage took Klingon")
	}
}

// TestNewWindowHonoursSettings starts the window with settings kept from
// before: the language and the timer apply, and the menus offer the
// puzzle files and the Settings dialog.
func TestNewWindowHonoursSettings(t *testing.T) {
	zh := catalogue(t, "translations/zh-Hans.json")
	t.Cleanup(func() {
		if err := ui.UseLanguage(ui.LanguageSystem); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage, where the game is saved
	a := test.NewTempApp(t)
	a.Preferences().SetString("settings.language", ui.LanguageChinese)
	a.Preferences().SetBool("settings.show-timer", false)
	a.Preferences().SetString("theme", string(ui.ThemeDark))
	w := ui.NewWindow(a)
	t.Cleanup(w.Close)

	if hasText(w.Content(), "0:00") {
		t.Error("the clock shows with the timer off")
	}
	if got := a.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight); got == theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Error("the dark theme kept is not applied")
	}
	items := map[string]*fyne.MenuItem{}
	var menus []string
	for _, m := range w.MainMenu().Items {
		menus = append(menus, m.Label)
		for _, it := range m.Items {
			items[it.Label] = it
			if it.ChildMenu != nil { // Game > Files, export and print
				for _, c := range it.ChildMenu.Items {
					items[c.Label] = c
				}
			}
		}
	}
	if len(menus) != 3 || menus[0] != zh["menu.game"] || menus[1] != zh["menu.view"] || menus[2] != zh["menu.help"] {
		t.Errorf("menus %q, want them in Chinese", menus)
	}
	for _, k := range []string{"menu.open-file", "menu.save-file", "menu.settings"} {
		if items[zh[k]] == nil {
			t.Errorf("no menu item %q", zh[k])
		}
	}
	if it := items[zh["menu.settings"]]; it != nil {
		it.Action()
		if d := w.Canvas().Overlays().Top(); d == nil || !hasText(d, zh["settings.title"]) {
			t.Error("the Settings item opened no Settings dialog")
		}
	}
}

// TestSettingsFitTheSmallestWindow: at the narrowest window (488 px wide,
// 600 tall) the Settings dialog was taller than the window, its Close
// button drawn over two check boxes, and in English the SudokuPad line
// ran off the right edge. The dialog lies inside the window, its Close
// button under its settings, which scroll, and every line of text ends
// inside the dialog, in both languages.
func TestSettingsFitTheSmallestWindow(t *testing.T) {
	for _, language := range []string{ui.LanguageEnglish, ui.LanguageChinese} {
		t.Run(language, func(t *testing.T) {
			f := newFixtureIn(t, language)
			size := fyne.NewSize(ui.MinWidth, 600)
			f.win.Resize(size)
			f.press("settings")
			top := f.topOverlay()
			d := fyne.CurrentApp().Driver()
			closeButton := findButton(top, lang.L("settings.close"))
			if closeButton == nil {
				t.Fatal("no Close button")
			}
			at := d.AbsolutePositionForObject(closeButton)
			if at.Y+closeButton.Size().Height > size.Height+0.5 || at.X < 0 || at.X+closeButton.Size().Width > size.Width+0.5 {
				t.Errorf("Close at %v, %v: outside the %v window", at, closeButton.Size(), size)
			}
			var box fyne.CanvasObject // the settings' scroll: what lies above Close
			for _, o := range objects(top) {
				if s, ok := o.(*container.Scroll); ok && isShown(s, findCheck(t, top, lang.L("settings.show-combos"))) {
					box = s
				}
			}
			if box == nil {
				t.Error("the settings do not scroll")
				box = top // the texts are measured against the window
			}
			boxAt := d.AbsolutePositionForObject(box)
			if box != top && boxAt.Y+box.Size().Height > at.Y+0.5 {
				t.Errorf("the settings end at %.0f, under the Close button's top at %.0f", boxAt.Y+box.Size().Height, at.Y)
			}
			n := 0
			for _, o := range objects(box) {
				txt, ok := o.(*canvas.Text)
				if !ok || txt.Text == "" {
					continue
				}
				n++
				w := fyne.MeasureText(txt.Text, txt.TextSize, txt.TextStyle).Width
				if x := d.AbsolutePositionForObject(txt).X + w; x > boxAt.X+box.Size().Width+1 {
					t.Errorf("%q ends at %.0f, past the dialog's settings at %.0f", txt.Text, x, boxAt.X+box.Size().Width)
				}
			}
			if n < 10 {
				t.Errorf("%d lines of text in the settings", n)
			}
			// The words beside a box tick it, as a check box's own did.
			words := lang.L("settings.shift-corner")
			box2 := findCheck(t, top, words)
			for _, o := range objects(top) {
				if c, w, ok := ui.CheckOfLabel(o); ok && w == words && c == box2 {
					was := box2.Checked
					test.Tap(o.(fyne.Tappable))
					if box2.Checked == was {
						t.Errorf("a tap on %q left its box at %v", words, was)
					}
				}
			}
		})
	}
}
