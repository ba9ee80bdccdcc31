package ui

import (
	"slices"

	"github.com/sudokudesktop/sudoku/game/session"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Settings are the player's choices of the Settings dialog. The play
// area applies them at once and keeps them in Options.Prefs.
type Settings struct {
	Theme ThemeChoice
	// SameDigit softly highlights the cells that hold the digit of the
	// selected cell, or the digit armed on the palette.
	SameDigit bool
	// ShowMistakes and AutoRemoveNotes are given to every game played;
	// see game.Game.
	ShowMistakes    bool
	AutoRemoveNotes bool
	ShowTimer       bool // the clock is shown in the header
	// Mistakes says when the board marks clashes and wrong digits.
	Mistakes session.MistakeMode
	// Language is the language of the window: LanguageSystem, or one the
	// window speaks (see UseLanguage).
	Language string
}

// The languages the window speaks; LanguageSystem follows the system's
// locale, as Fyne does.
const (
	LanguageSystem  = ""
	LanguageEnglish = "en"
	LanguageChinese = "zh-Hans"
)

// Languages lists the choices of Settings.Language in the order the
// dialog offers them.
var Languages = []string{LanguageSystem, LanguageEnglish, LanguageChinese}

// The keys of the settings in the preferences; the theme's is prefTheme,
// which ApplyTheme writes too.
const (
	prefSameDigit       = "settings.same-digit"
	prefShowMistakes    = "settings.show-mistakes"
	prefAutoRemoveNotes = "settings.auto-remove-notes"
	prefShowTimer       = "settings.show-timer"
	prefLanguage        = "settings.language"
	prefMistakes        = "settings.mistakes"
)

var themeChoices = []ThemeChoice{ThemeSystem, ThemeLight, ThemeDark}

// DefaultSettings are the settings of a player who never changed any:
// the system's theme and language, everything else on.
func DefaultSettings() Settings {
	return Settings{Theme: ThemeSystem, SameDigit: true, ShowMistakes: true, AutoRemoveNotes: true, ShowTimer: true,
		Mistakes: session.DefaultSettings().Mistakes}
}

// LoadSettings reads the settings from prefs. A setting never saved, or
// every one when prefs is nil, has its default; an unknown theme or
// language reads as the system's.
func LoadSettings(prefs fyne.Preferences) Settings {
	s := DefaultSettings()
	if prefs == nil {
		return s
	}
	s.Theme = ThemeChoice(prefs.StringWithFallback(prefTheme, string(s.Theme)))
	if !slices.Contains(themeChoices, s.Theme) {
		s.Theme = ThemeSystem
	}
	s.SameDigit = prefs.BoolWithFallback(prefSameDigit, s.SameDigit)
	s.ShowMistakes = prefs.BoolWithFallback(prefShowMistakes, s.ShowMistakes)
	s.AutoRemoveNotes = prefs.BoolWithFallback(prefAutoRemoveNotes, s.AutoRemoveNotes)
	s.ShowTimer = prefs.BoolWithFallback(prefShowTimer, s.ShowTimer)
	s.Language = prefs.StringWithFallback(prefLanguage, s.Language)
	if m := session.MistakeMode(prefs.IntWithFallback(prefMistakes, int(s.Mistakes))); slices.Contains(session.MistakeModes, m) {
		s.Mistakes = m
	}
	if !slices.Contains(Languages, s.Language) {
		s.Language = LanguageSystem
	}
	return s
}

// Save writes the settings into prefs; a nil prefs keeps nothing.
func (s Settings) Save(prefs fyne.Preferences) {
	if prefs == nil {
		return
	}
	prefs.SetString(prefTheme, string(s.Theme))
	prefs.SetBool(prefSameDigit, s.SameDigit)
	prefs.SetBool(prefShowMistakes, s.ShowMistakes)
	prefs.SetBool(prefAutoRemoveNotes, s.AutoRemoveNotes)
	prefs.SetBool(prefShowTimer, s.ShowTimer)
	prefs.SetString(prefLanguage, s.Language)
	prefs.SetInt(prefMistakes, int(s.Mistakes))
}

// Settings returns the settings in force.
func (p *Play) Settings() Settings { return p.settings }

// SetSettings applies s at once and keeps it in Options.Prefs: the theme
// becomes the app's, the game played, and each one started after, takes
// ShowMistakes and AutoRemoveNotes, the board and the clock show or hide.
// A new language rebuilds the widgets in it at once, but while a puzzle is
// being entered it waits for the next start.
func (p *Play) SetSettings(s Settings) {
	old := p.settings
	p.settings = s
	if s.Language != old.Language && p.view.Mode == session.Playing {
		if err := UseLanguage(s.Language); err == nil {
			p.relabel()
		}
	}
	if s.Theme != old.Theme {
		if a := fyne.CurrentApp(); a != nil {
			ApplyTheme(a, s.Theme)
		}
		for c, item := range p.w.themeItems { // the main menu ticks the theme in force
			item.Checked = c == s.Theme
		}
		if m := p.win.MainMenu(); m != nil {
			m.Refresh()
		}
	}
	s.Save(p.opts.Prefs)
	p.applySettings()
	p.s.SetSettings(s.session())
}

// session returns the settings the session's rules follow.
func (s Settings) session() session.Settings {
	return session.Settings{ShowMistakes: s.ShowMistakes, AutoRemoveNotes: s.AutoRemoveNotes, SameDigit: s.SameDigit,
		Mistakes: s.Mistakes}
}

// applySettings puts the window's own settings in force: the clock shows
// or hides.
func (p *Play) applySettings() {
	w := p.w
	if w.clock.Hidden == p.settings.ShowTimer {
		w.clock.Hidden = !p.settings.ShowTimer
		w.header.Refresh() // lays the header out again
	}
}

// relabel builds the widgets again in the language now in force, around
// the same game, selection and settings, and the menu with them.
func (p *Play) relabel() {
	p.build()
	p.win.SetContent(p.w.content)
	p.win.SetMainMenu(p.menu())
	p.w.clock.Hidden = !p.settings.ShowTimer
	if p.s != nil {
		p.draw(p.s.View())
	}
	p.focusBoard()
}

// setTheme is the View menu's theme choice.
func (p *Play) setTheme(c ThemeChoice) {
	s := p.settings
	s.Theme = c
	p.SetSettings(s)
}

// ShowSettings opens the Settings dialog. Every change applies at once
// and is saved; a new language rebuilds the window in it and shows the
// dialog again, except while a puzzle is entered, when it waits for the
// next start and the dialog says so.
func (p *Play) ShowSettings() {
	s := p.settings
	change := func(f func(*Settings)) {
		next := p.settings
		f(&next)
		p.SetSettings(next)
	}

	themeSel := widget.NewSelect([]string{
		lang.L("menu.theme.system"), lang.L("menu.theme.light"), lang.L("menu.theme.dark"),
	}, nil)
	themeSel.SetSelectedIndex(max(0, slices.Index(themeChoices, s.Theme)))
	themeSel.OnChanged = func(string) {
		change(func(s *Settings) { s.Theme = themeChoices[themeSel.SelectedIndex()] })
	}

	langSel := widget.NewSelect([]string{
		lang.L("settings.language.system"), lang.L("settings.language.en"), lang.L("settings.language.zh-Hans"),
	}, nil)
	langSel.SetSelectedIndex(max(0, slices.Index(Languages, s.Language)))
	note := newWrapLabel() // broken by the rules of the language (see breakLines)
	note.SetText(lang.L("settings.language.restart"))
	note.Importance = widget.LowImportance
	note.Hidden = s.Language == activeLanguage
	var d dialog.Dialog
	langSel.OnChanged = func(string) {
		l := Languages[langSel.SelectedIndex()]
		change(func(s *Settings) { s.Language = l })
		if l == activeLanguage && p.view.Mode == session.Playing {
			// The window now speaks it: show the dialog again in it.
			d.Hide()
			p.ShowSettings()
			return
		}
		note.Hidden = l == activeLanguage
		note.Refresh()
	}

	mistakes := widget.NewSelect([]string{
		lang.L("settings.mistakes.on-check"), lang.L("settings.mistakes.clashes"), lang.L("settings.mistakes.solution"),
	}, nil)
	mistakes.SetSelectedIndex(max(0, slices.Index(session.MistakeModes, s.Mistakes)))
	mistakes.OnChanged = func(string) {
		change(func(s *Settings) { s.Mistakes = session.MistakeModes[mistakes.SelectedIndex()] })
	}

	check := func(text string, on bool, set func(*Settings, bool)) *widget.Check {
		c := widget.NewCheck(text, nil)
		c.SetChecked(on)
		c.OnChanged = func(v bool) { change(func(s *Settings) { set(s, v) }) }
		return c
	}
	checks := container.NewVBox(
		check(lang.L("settings.same-digit"), s.SameDigit, func(s *Settings, v bool) { s.SameDigit = v }),
		check(lang.L("settings.show-mistakes"), s.ShowMistakes, func(s *Settings, v bool) { s.ShowMistakes = v }),
		check(lang.L("settings.auto-remove-notes"), s.AutoRemoveNotes, func(s *Settings, v bool) { s.AutoRemoveNotes = v }),
		check(lang.L("settings.show-timer"), s.ShowTimer, func(s *Settings, v bool) { s.ShowTimer = v }),
	)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("settings.theme"), wholeOptions(themeSel)),
		widget.NewFormItem(lang.L("settings.language"), wholeOptions(langSel)),
		widget.NewFormItem(lang.L("settings.mistakes"), wholeOptions(mistakes)),
	)
	d = dialog.NewCustom(lang.L("settings.title"), lang.L("settings.close"), container.NewVBox(form, note, checks), p.win)
	d.SetOnClosed(p.focusBoard)
	p.showHolding(d)
}

// wholeOptions holds sel at least as wide as its longest option needs, so
// that no choice shows cut short ("边填边标冲…"): Fyne sizes a select
// for its placeholder.
func wholeOptions(sel *widget.Select) fyne.CanvasObject {
	var text float32
	for _, o := range sel.Options {
		text = max(text, fyne.MeasureText(o, theme.Size(theme.SizeNameText), fyne.TextStyle{}).Width)
	}
	return container.New(minWidth{text + theme.Size(theme.SizeNameInlineIcon) + 4*theme.InnerPadding()}, sel)
}
