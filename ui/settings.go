package ui

import (
	"math"
	"slices"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/logic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Settings are the player's choices of the Settings dialog. The play
// area applies them at once and keeps them in Options.Prefs. The session
// follows the embedded session.Settings (ShowMistakes, AutoRemoveNotes,
// Mistakes, Picker); the rest change only the look. settingsTable lists
// each one.
type Settings struct {
	session.Settings
	Theme ThemeChoice
	// Language is the language of the window: LanguageSystem, or one the
	// window speaks (see UseLanguage).
	Language string
	// SameDigit softly highlights the cells that hold the digit in focus
	// (session.View.SameDigit).
	SameDigit bool
	ShowTimer bool // the clock is shown in the header
	// ShowCombos shows the selected Killer cage's combinations in the
	// panel under the board.
	ShowCombos bool
	// HighContrastColours draws the cells' colours in full, not as soft
	// tints.
	HighContrastColours bool
	// ShiftCorner: Shift and a digit makes a corner mark, as in
	// SudokuPad, and Ctrl, Shift and a digit a note; off, the other way
	// round, as before corner marks.
	ShiftCorner bool
	// CellNames is how the hints name a cell: r4c2, or row 4, column 2.
	CellNames logic.Naming
	// Coordinates numbers the board's rows and columns (Board.Coordinates).
	Coordinates bool
	// TintRegions fills a jigsaw's regions with pale tints
	// (Board.TintRegions).
	TintRegions bool
	// Letters writes the digits 10-16 of the larger grids as the letters
	// A-G on the board and the pad (Board.Letters); unset, as numbers.
	Letters bool
}

// The languages the window speaks; LanguageSystem follows the system's
// locale, as Fyne does.
const (
	LanguageSystem  = ""
	LanguageEnglish = "en"
	LanguageChinese = "zh-Hans"
)

// Languages returns the choices of Settings.Language in the order the
// dialog offers them.
func Languages() []string { return values(languageOptions[:]) }

// An option is one value of a setting offered as a choice, and its label
// (a translation key).
type option[T any] struct {
	value T
	label string
}

// The options of the settings offered as choices, in the order the
// Settings dialog offers them (and the View menu the themes).
var (
	themeOptions = [...]option[ThemeChoice]{
		{ThemeSystem, "menu.theme.system"}, {ThemeLight, "menu.theme.light"}, {ThemeDark, "menu.theme.dark"},
	}
	languageOptions = [...]option[string]{
		{LanguageSystem, "settings.language.system"}, {LanguageEnglish, "settings.language.en"},
		{LanguageChinese, "settings.language.zh-Hans"},
	}
	mistakeOptions = [...]option[session.MistakeMode]{
		{session.MistakesOnCheck, "settings.mistakes.on-check"}, {session.MistakesClashes, "settings.mistakes.clashes"},
		{session.MistakesSolution, "settings.mistakes.solution"},
	}
	cellNameOptions = [...]option[logic.Naming]{
		{logic.NameCompact, "settings.cell-names.compact"}, {logic.NameLong, "settings.cell-names.long"},
	}
)

// values returns the options' values, in order.
func values[T any](opts []option[T]) []T {
	out := make([]T, len(opts))
	for i, o := range opts {
		out[i] = o.value
	}
	return out
}

// The keys of the settings in the preferences, as every version so far
// kept them: never rename one, or players lose the setting. The theme's
// is prefTheme, which ApplyTheme writes too.
const (
	prefLanguage        = "settings.language"
	prefMistakes        = "settings.mistakes"
	prefSameDigit       = "settings.same-digit"
	prefShowMistakes    = "settings.show-mistakes"
	prefAutoRemoveNotes = "settings.auto-remove-notes"
	prefShowTimer       = "settings.show-timer"
	prefShowCombos      = "settings.show-combos"
	prefFillCombos      = "settings.fill-combos"
	prefHighColours     = "settings.high-contrast-colours"
	prefShiftCorner     = "settings.shift-corner"
	prefCellNames       = "settings.cell-names"
	prefPicker          = "settings.picker"
	prefCoordinates     = "settings.coordinates"
	prefTintRegions     = "settings.tint-regions"
	prefLetters         = "settings.letters"
)

// A setting is one row of settingsTable: one of the player's choices,
// built by check or choice.
type setting struct {
	pref  string // its key in the preferences
	label string // the translation key of its row in the Settings dialog
	// options are a choice's options, as translation keys, in the order
	// the dialog offers them; nil for a check box.
	options []string
	def     func(s *Settings)                     // puts its default in s
	load    func(p fyne.Preferences, s *Settings) // reads it, keeping s's value when none or an unknown one is kept
	save    func(p fyne.Preferences, s Settings)
	// get returns its value in s: a choice's option's index, or a check
	// box's 0 (off) or 1 (on); set puts one in.
	get func(s Settings) int
	set func(s *Settings, i int)
}

// settingsTable is every setting: its key in the preferences, its default
// (for the session's rules, session.DefaultSettings's) and its row in the
// Settings dialog, in the dialog's order (the choices in a form, then the
// check boxes). DefaultSettings, LoadSettings, Settings.Save and
// ShowSettings all read it.
var settingsTable = [...]setting{
	choice(prefTheme, "settings.theme", ThemeSystem, func(s *Settings) *ThemeChoice { return &s.Theme },
		themeOptions[:], prefString[ThemeChoice]()),
	choice(prefLanguage, "settings.language", LanguageSystem, func(s *Settings) *string { return &s.Language },
		languageOptions[:], prefString[string]()),
	choice(prefMistakes, "settings.mistakes", session.DefaultSettings().Mistakes,
		func(s *Settings) *session.MistakeMode { return &s.Mistakes }, mistakeOptions[:], prefInt[session.MistakeMode]()),
	choice(prefCellNames, "settings.cell-names", logic.NameCompact, func(s *Settings) *logic.Naming { return &s.CellNames },
		cellNameOptions[:], prefInt[logic.Naming]()),
	check(prefSameDigit, "settings.same-digit", true, func(s *Settings) *bool { return &s.SameDigit }),
	check(prefShowMistakes, "settings.show-mistakes", session.DefaultSettings().ShowMistakes,
		func(s *Settings) *bool { return &s.ShowMistakes }),
	check(prefAutoRemoveNotes, "settings.auto-remove-notes", session.DefaultSettings().AutoRemoveNotes,
		func(s *Settings) *bool { return &s.AutoRemoveNotes }),
	check(prefShowTimer, "settings.show-timer", true, func(s *Settings) *bool { return &s.ShowTimer }),
	check(prefCoordinates, "settings.coordinates", false, func(s *Settings) *bool { return &s.Coordinates }),
	check(prefTintRegions, "settings.tint-regions", true, func(s *Settings) *bool { return &s.TintRegions }),
	check(prefLetters, "settings.letters", false, func(s *Settings) *bool { return &s.Letters }),
	check(prefShowCombos, "settings.show-combos", true, func(s *Settings) *bool { return &s.ShowCombos }),
	check(prefFillCombos, "settings.fill-combos", session.DefaultSettings().FillCombos,
		func(s *Settings) *bool { return &s.FillCombos }),
	check(prefHighColours, "settings.high-contrast-colours", false, func(s *Settings) *bool { return &s.HighContrastColours }),
	check(prefShiftCorner, "settings.shift-corner", false, func(s *Settings) *bool { return &s.ShiftCorner }),
	check(prefPicker, "settings.picker", session.DefaultSettings().Picker, func(s *Settings) *bool { return &s.Picker }),
}

// check is a setting that is on or off, shown as a check box.
func check(pref, label string, def bool, field func(*Settings) *bool) setting {
	return setting{
		pref: pref, label: label,
		def:  func(s *Settings) { *field(s) = def },
		load: func(p fyne.Preferences, s *Settings) { *field(s) = p.BoolWithFallback(pref, *field(s)) },
		save: func(p fyne.Preferences, s Settings) { p.SetBool(pref, *field(&s)) },
		get: func(s Settings) int {
			if *field(&s) {
				return 1
			}
			return 0
		},
		set: func(s *Settings, i int) { *field(s) = i != 0 },
	}
}

// choice is a setting with one of opts' values, shown as a select of
// their labels; kept is how its value is kept in the preferences.
func choice[T comparable](pref, label string, def T, field func(*Settings) *T, opts []option[T],
	kept prefForm[T]) setting {
	vals, labels := values(opts), make([]string, len(opts))
	for i, o := range opts {
		labels[i] = o.label
	}
	return setting{
		pref: pref, label: label, options: labels,
		def: func(s *Settings) { *field(s) = def },
		load: func(p fyne.Preferences, s *Settings) {
			if v := kept.read(p, pref, *field(s)); slices.Contains(vals, v) {
				*field(s) = v
			}
		},
		save: func(p fyne.Preferences, s Settings) { kept.write(p, pref, *field(&s)) },
		get:  func(s Settings) int { return max(0, slices.Index(vals, *field(&s))) },
		set:  func(s *Settings, i int) { *field(s) = vals[i] },
	}
}

// A prefForm is how a choice's value is kept in the preferences.
type prefForm[T any] struct {
	read  func(p fyne.Preferences, key string, fallback T) T
	write func(p fyne.Preferences, key string, v T)
}

// prefString keeps a value as its string.
func prefString[T ~string]() prefForm[T] {
	return prefForm[T]{
		read: func(p fyne.Preferences, key string, fallback T) T {
			return T(p.StringWithFallback(key, string(fallback)))
		},
		write: func(p fyne.Preferences, key string, v T) { p.SetString(key, string(v)) },
	}
}

// prefInt keeps a value as its number.
func prefInt[T ~uint8]() prefForm[T] {
	return prefForm[T]{
		read: func(p fyne.Preferences, key string, fallback T) T {
			n := p.IntWithFallback(key, int(fallback))
			if n < 0 || n > math.MaxUint8 {
				return fallback
			}
			return T(n)
		},
		write: func(p fyne.Preferences, key string, v T) { p.SetInt(key, int(v)) },
	}
}

// DefaultSettings are the settings of a player who never changed any:
// the system's theme and language, mistakes marked as they clash,
// everything else on.
func DefaultSettings() Settings {
	var s Settings
	for _, row := range settingsTable {
		row.def(&s)
	}
	return s
}

// LoadSettings reads the settings from prefs. A setting never saved, or
// every one when prefs is nil, has its default; an unknown theme,
// language or mistake mode reads as the default.
func LoadSettings(prefs fyne.Preferences) Settings {
	s := DefaultSettings()
	if prefs == nil {
		return s
	}
	for _, row := range settingsTable {
		row.load(prefs, &s)
	}
	return s
}

// Save writes the settings into prefs; a nil prefs keeps nothing.
func (s Settings) Save(prefs fyne.Preferences) {
	if prefs == nil {
		return
	}
	for _, row := range settingsTable {
		row.save(prefs, s)
	}
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
			p.language = s.Language
			p.relabel()
		}
	}
	if s.Theme != old.Theme {
		if p.app != nil {
			ApplyTheme(p.app, s.Theme)
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
	p.s.SetSettings(s.Settings)
}

// sameDigit returns the digit whose cells the board highlights in the
// view v: the one in focus, when the player wants it highlighted.
func (p *Play) sameDigit(v session.View) uint8 {
	if !p.settings.SameDigit {
		return 0
	}
	return v.SameDigit
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

// ShowSettings opens the Settings dialog: a row for each setting of
// settingsTable, the choices in a form, then the check boxes. Every change
// applies at once and is saved; a new language rebuilds the window in it
// and shows the dialog again, except while a puzzle is entered, when it
// waits for the next start and the dialog says so.
func (p *Play) ShowSettings() {
	s := p.settings
	note := newWrapLabel() // broken by the rules of the language (see breakLines)
	note.SetText(lang.L("settings.language.restart"))
	note.Importance = widget.LowImportance
	note.Hidden = s.Language == p.language
	var d dialog.Dialog
	change := func(row setting, i int) {
		next := p.settings
		row.set(&next, i)
		p.SetSettings(next)
		if row.pref != prefLanguage {
			return
		}
		if next.Language == p.language && p.view.Mode == session.Playing {
			// The window now speaks it: show the dialog again in it.
			d.Hide()
			p.ShowSettings()
			return
		}
		note.Hidden = next.Language == p.language
		note.Refresh()
	}
	var choices []*widget.FormItem
	var checks []fyne.CanvasObject
	for _, row := range settingsTable {
		if row.options == nil {
			c := widget.NewCheck("", nil) // its words wrap beside it: a check's own run off a narrow window
			c.SetChecked(row.get(s) == 1)
			c.OnChanged = func(on bool) {
				i := 0
				if on {
					i = 1
				}
				change(row, i)
			}
			checks = append(checks, container.NewBorder(nil, nil, c, nil, newCheckLabel(c, lang.L(row.label))))
			continue
		}
		labels := make([]string, len(row.options))
		for i, key := range row.options {
			labels[i] = lang.L(key)
		}
		sel := widget.NewSelect(labels, nil)
		sel.SetSelectedIndex(row.get(s))
		sel.OnChanged = func(string) { change(row, sel.SelectedIndex()) }
		choices = append(choices, widget.NewFormItem(lang.L(row.label), wholeOptions(sel)))
	}
	content := container.NewVBox(widget.NewForm(choices...), note, container.NewVBox(checks...))
	// The settings scroll in a dialog no larger than the window: at the
	// narrowest window it was taller, its Close button over two rows.
	scroll := container.NewVScroll(content)
	d = dialog.NewCustom(lang.L("settings.title"), lang.L("settings.close"), scroll, p.win)
	d.SetOnClosed(p.focusBoard)
	chrome := d.MinSize().Subtract(scroll.MinSize()) // the title, the button and the padding
	win := p.win.Canvas().Size()
	want := fyne.NewSize(settingsWidth, content.MinSize().Height).Add(chrome)
	d.Resize(fyne.NewSize(max(min(want.Width, win.Width-2*theme.Padding()), d.MinSize().Width),
		max(min(want.Height, win.Height-2*theme.Padding()), d.MinSize().Height)))
	p.showHolding(d)
}

// settingsWidth is the width of the Settings dialog's settings in a
// window wide enough: its longest line on one line.
const settingsWidth = 560

// checkLabel is the words of a check box, wrapped within the room beside
// it; a tap on them ticks the box, as a tap on a check's own words does.
type checkLabel struct {
	wrapLabel
	check *widget.Check
}

// newCheckLabel returns the words text of check c.
func newCheckLabel(c *widget.Check, text string) *checkLabel {
	l := &checkLabel{check: c}
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	l.SetText(text)
	return l
}

// Tapped ticks the box, or clears it.
func (l *checkLabel) Tapped(*fyne.PointEvent) {
	if !l.check.Disabled() {
		l.check.SetChecked(!l.check.Checked)
	}
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
