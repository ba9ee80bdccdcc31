package ui

import (
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// Options configure a Play. The app sets the paths and Prefs; tests set a
// clock and a random source to be repeatable.
type Options struct {
	SavePath  string // where the game is saved after every move; "" for nowhere
	StatsPath string // where the statistics are kept; "" keeps them in Stats
	// HistoryPath is where the history of games ended is kept; "" keeps
	// it for the session only.
	HistoryPath string
	Clock       game.Clock // nil for the system clock
	Rand        *rand.Rand // draws puzzles; nil to seed from the clock
	// Stats is where older versions kept the statistics (the app's
	// preferences): read when StatsPath holds none yet. Nil for none.
	Stats game.Store
	// Prefs is where the settings are read from and kept; nil plays with
	// DefaultSettings and keeps nothing.
	Prefs fyne.Preferences
	// Post runs background work's results on the window's goroutine: nil
	// for fyne.Do. Tests queue them, to run when they choose.
	Post func(func())
	// StatusLife is how long a message stays under the board before it
	// goes stale and is cleared; 0 keeps messages until the next one.
	StatusLife time.Duration
	// PrefsAside is where a torn preferences file was kept aside, "" for
	// none: the session reports it (see session.Options.PrefsAside).
	PrefsAside string
	// Unlocked, when not nil, is why the storage folder's lock could not
	// be taken: the files at the paths are read but none is written (see
	// session.Options.Unlocked), the trainer's neither.
	Unlocked error
	// Language is the language UseLanguage put in force before NewPlay
	// (LanguageSystem for none): the window speaks it until the settings
	// choose another.
	Language string
	// App is the app the window belongs to: its clipboard, driver and
	// theme. Nil for fyne.CurrentApp(), read once by NewPlay.
	App fyne.App
	// Killers hands out the Killer puzzles of a level (see
	// session.Options.Bundled): nil for the bundled ones.
	Killers func(level string, r *rand.Rand) (string, int, error)
	// PracticeFind finds the trainer's positions (see
	// session.TrainerOptions.Find): nil for generated puzzles.
	PracticeFind session.PracticeFinder
}

// Play is the play area: the board, the digit palette, the buttons and the
// status line. It draws the views of a session.Session and turns taps and
// keys into its verbs; every rule lives in the session.
type Play struct {
	win      fyne.Window
	app      fyne.App // Options.App
	language string   // the language the window speaks: see UseLanguage
	opts     Options
	s        *session.Session
	settings Settings // see settings.go
	w        *widgets
	view     session.View    // the view drawn last
	expiring uint64          // the status message whose expiry is set
	expiry   *time.Timer     // and its timer
	dialogs  []dialog.Dialog // open, oldest first (see showDialog)
	clip     fyne.Clipboard  // where the next view's Clipboard goes: the copy shortcut's, or nil for the app's
	beats    beatCache       // the beats of the step walked last
	picker   *picker         // the number picker at a tapped cell (Settings.Picker); nil until first drawn
	trainer  *trainerWindow  // Game > Practise a technique, nil while closed
	// explaining is the technique the hint's "What is" link explains.
	explaining logic.Technique
	// statsSaved is the statistics window's line that says where an
	// export went; nil until the window is first shown.
	statsSaved *widget.Label
}

// widgets are the play area's widgets, built again in a new language.
type widgets struct {
	board        *Board
	cover        *fyne.Container   // hides the board while paused, choosing a level or making a puzzle
	coverBG      *canvas.Rectangle // the cover's colour, from the theme in force
	pausedBox    *fyne.Container   // on the cover while paused: Paused, Resume
	makingBox    *fyne.Container   // on the cover while a puzzle is made: what, and Cancel
	making       *strongLabel
	greet        *levelCard // on the cover on a first start
	solved       *solvedCard
	palette      *palette
	buttons      map[string]*widget.Button
	tools        *fyne.Container // the game's actions, in the header
	entryTools   *fyne.Container // Start, Cages, Rules and Cancel, in their place while a puzzle is entered
	header       *fyne.Container
	level        *strongLabel
	levelName    *headerLevel // the level's name and its box (see headerLevel)
	clock        *widget.Label
	status       *wrapLabel        // the hint, or words that stay, under the board
	toast        *toast            // words that go stale, over the panel's room
	panel        *fyne.Container   // the status and the hint's Apply
	scroll       *container.Scroll // the panel's words, scrolling in its room
	beatBar      *fyne.Container   // Previous, Next and Whole step, while a chain can be walked
	replayBar    *fyne.Container   // Back, the moves' slider, Next and Done, while a game is replayed
	replaySlider *widget.Slider
	area         *fyne.Container // the board, the panel and the pad, under the header
	layout       *playLayout     // the area's
	panelLayout  *panelLayout    // the panel's: its button beside its words or under them
	banner       *widget.Label   // a problem that stays, such as saves failing: the panel's first line
	bannerBox    *fyne.Container // the banner and its background, hidden when there is none
	bannerTip    *tipSensor      // the banner's whole text, on hover
	words        *fyne.Container // the panel's lines: the banner, a cage's combinations, then the status
	combos       *comboLine      // the selected Killer cage's combinations, hidden when none
	explain      *widget.Button  // beside a hint's Apply: what its technique is (see explain.go)
	explainTip   *tipSensor
	explainBox   *fyne.Container // the button and its tip, hidden when there is nothing to explain
	tips         *tipLayer       // the header buttons' tips, over everything
	content      fyne.CanvasObject
	menu         map[string]*fyne.MenuItem      // the main menu's items by key
	themeItems   map[ThemeChoice]*fyne.MenuItem // ticked for the theme in force

	// filterItems are the View menu's filters, ticked while on: the
	// two-candidate cells' at 0, digit d's at d.
	filterItems [sized.MaxN + 1]*fyne.MenuItem
	// filterMenu is the filters' submenu, filterTail its items after the
	// digits', and filterDigits the digits it lists (the grid's, as
	// numbers or letters as the board writes them).
	filterMenu   *fyne.Menu
	filterTail   []*fyne.MenuItem
	filterDigits filterDigits
}

// filterDigits is what the filters' submenu lists: digits 1 to n, 10 and
// up as letters or not.
type filterDigits struct {
	n       int
	letters bool
}

// NewPlay builds the play area in w, with the settings kept in
// opts.Prefs, and starts a session: the saved game when there is one, else
// a medium puzzle from the bundled levels, which stands in until the
// player picks a level on the card over it (see levelCard).
func NewPlay(w fyne.Window, opts Options) *Play {
	if opts.Post == nil {
		opts.Post = fyne.Do
	}
	if opts.App == nil {
		opts.App = fyne.CurrentApp()
	}
	p := &Play{win: w, app: opts.App, language: opts.Language, opts: opts, settings: LoadSettings(opts.Prefs)}
	p.build()
	w.SetContent(p.w.content)
	w.SetMainMenu(p.menu())
	p.bindKeys()
	p.s = session.New(session.Options{
		SavePath: opts.SavePath, StatsPath: opts.StatsPath, HistoryPath: opts.HistoryPath, LegacyStats: opts.Stats,
		Clock: opts.Clock, Rand: opts.Rand, Post: opts.Post, Settings: p.settings.Settings,
		PrefsAside:  opts.PrefsAside,
		Unlocked:    opts.Unlocked,
		LastLevel:   lastLevel(opts.Prefs),
		LastVariant: lastVariant(opts.Prefs),
		Bundled:     opts.Killers,
	})
	p.s.OnChange = p.draw
	p.applySettings()
	p.draw(p.s.View())
	return p
}

// lastLevel returns the level last played, kept in prefs; "" for none.
func lastLevel(prefs fyne.Preferences) string {
	if prefs == nil {
		return ""
	}
	return prefs.String(prefLastLevel)
}

// lastVariant returns the variant last chosen for a new game, kept in
// prefs; "" for none.
func lastVariant(prefs fyne.Preferences) string {
	if prefs == nil {
		return ""
	}
	return prefs.String(prefLastVariant)
}

// Close ends the play area with its window: it stops its timers and
// writes the last saves.
func (p *Play) Close() {
	if p.expiry != nil {
		p.expiry.Stop()
	}
	p.closeTrainer()
	p.s.Close()
}

// act returns a button's action: the verb, then the keyboard back to the
// board.
func (p *Play) act(verb func()) func() {
	return func() {
		verb()
		p.focusBoard()
	}
}

func (p *Play) build() {
	w := &widgets{buttons: map[string]*widget.Button{}}
	p.w = w
	w.board = NewBoard()
	w.board.OnTapped = func(c solver.Cell) { p.s.TapCell(c); p.focusBoard() }
	w.board.OnTappedOutside = func() { p.s.Deselect() }
	w.board.OnTappedSecondary = func(c solver.Cell) { p.s.TapCellSecondary(c); p.focusBoard() }
	w.board.OnTypedRune = p.typedRune
	w.board.OnTypedDigit = p.typedDigit
	w.board.OnTypedKey = p.typedKey
	w.board.OnShiftDigit = p.shiftDigit
	w.board.OnCtrlTapped = func(c solver.Cell) { p.s.ToggleSelect(c); p.focusBoard() }
	w.board.OnDragStart = func(c solver.Cell, add bool) { p.s.StartSelect(c, add); p.focusBoard() }
	w.board.OnDragCell = func(c solver.Cell) { p.s.ExtendSelect(c) }

	mk := func(key, label string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(label, icon, p.act(f))
		w.buttons[key] = b
		return b
	}
	// tipped makes a header button whose tip names what it does and its
	// key, from the keyboard shortcuts' words for them.
	w.tips = newTipLayer(p.app)
	tipped := func(key, label string, icon fyne.Resource, keys string, f func()) fyne.CanvasObject {
		tip := lang.L("tip", map[string]any{"Action": lang.L(keys + ".do"), "Key": lang.L(keys)})
		return withTip(mk(key, label, icon, f), tip, w.tips)
	}
	// explained makes a text button for an action no key does, with a tip
	// that says what it does.
	explained := func(key string, icon fyne.Resource, f func()) fyne.CanvasObject {
		return withTip(mk(key, lang.L("button."+key), icon, f), lang.L("tip."+key), w.tips)
	}
	w.palette = newPalette(p.app, p.pressKey, p.act(func() { p.s.ToggleNotes() }), p.act(p.nextMarkMode))
	w.buttons["notes"] = w.palette.notes
	w.buttons["mode"] = w.palette.mode

	w.level = newStrongLabel("", fyne.TextAlignLeading)
	// The theme font's figures are tabular already: the clock does not jitter,
	// and no second font is parsed for it.
	w.clock = widget.NewLabel("0:00")
	pause := tipped("pause", "", theme.MediaPauseIcon(), "keys.p", func() { p.s.TogglePause() })
	w.tools = container.NewHBox(
		tipped("undo", "", theme.ContentUndoIcon(), "keys.undo", func() { p.s.Undo() }),
		tipped("redo", "", theme.ContentRedoIcon(), "keys.redo", func() { p.s.Redo() }),
		tipped("hint", lang.L("button.hint"), theme.HelpIcon(), "keys.h", func() { p.s.Hint() }),
		explained("check", theme.ConfirmIcon(), func() { p.s.Check() }),
		explained("answer", theme.VisibilityIcon(), func() { p.s.ShowAnswer() }),
		tipped("new", lang.L("button.new"), theme.ContentAddIcon(), "keys.new", func() { p.s.ChooseLevel() }),
	)
	w.entryTools = container.NewHBox(
		mk("start", lang.L("button.start"), theme.MediaPlayIcon(), func() { p.s.StartEntry() }),
		mk("cages", lang.L("button.cages"), theme.GridIcon(), func() { p.s.ToggleCages() }),
		// The rules' menu, an icon with a tip: the narrowest window has no
		// room for its words beside Start, Cages and Cancel.
		withTip(mk("rules", "", theme.ListIcon(), p.showRules), lang.L("tip.rules"), w.tips),
		mk("cancel", lang.L("button.cancel"), theme.CancelIcon(), func() { p.s.CancelEntry() }),
	)
	w.entryTools.Hide()
	// The level's name sits in a box as wide as the widest name, so that
	// the clock and the pause button stay put from level to level.
	wide := widestLevelName(geometry.Variant{})
	w.levelName = &headerLevel{label: w.level, box: &minWidth{wide}, wide: wide, narrow: wide}
	levelBox := container.New(w.levelName.box, w.level)
	b := w.buttons
	w.header = newHeader(container.NewHBox(levelBox, w.clock, pause), container.NewStack(w.tools, w.entryTools), w.tools, w.levelName, []wordedButton{
		{b["hint"], b["hint"].Text}, {b["check"], b["check"].Text}, {b["answer"], b["answer"].Text}, {b["new"], b["new"].Text},
	})

	w.coverBG = canvas.NewRectangle(colorOf(w.board, p.app, theme.ColorNameBackground))
	paused := newStrongLabel(lang.L("status.paused"), fyne.TextAlignCenter)
	paused.SizeName = theme.SizeNameHeadingText
	resume := widget.NewButtonWithIcon(lang.L("button.resume"), theme.MediaPlayIcon(), p.act(func() { p.s.Resume() }))
	resume.Importance = widget.HighImportance
	w.pausedBox = container.NewCenter(container.NewVBox(paused, resume))
	w.making = newStrongLabel("", fyne.TextAlignCenter)
	w.making.SizeName = theme.SizeNameHeadingText
	stop := widget.NewButtonWithIcon(lang.L("button.cancel"), theme.CancelIcon(), p.act(func() { p.s.StopMaking() }))
	w.makingBox = container.NewCenter(container.NewVBox(w.making, container.NewCenter(stop)))
	w.greet = newLevelCard(p)
	w.cover = container.NewStack(w.coverBG, w.pausedBox, w.makingBox, w.greet.box)
	w.cover.Hide()
	w.solved = newSolvedCard(p)

	w.status = newWrapLabel()
	w.toast = newToast()
	apply := mk("apply", lang.L("button.apply"), theme.ConfirmIcon(), func() { p.s.ApplyHint() })
	apply.Hide()
	// The banner is the first line of the panel under the board, in short
	// words with the whole text in a tip: the panel keeps its height, so
	// it moves nothing and hides nothing of the board.
	w.banner = widget.NewLabel("")
	w.banner.Truncation = fyne.TextTruncateEllipsis
	w.banner.Importance = widget.DangerImportance
	w.banner.SizeName = theme.SizeNameCaptionText
	bannerBG := canvas.NewRectangle(colorOf(w.banner, p.app, theme.ColorNameOverlayBackground))
	w.bannerTip = newTipSensor(w.banner, "", w.tips)
	w.bannerBox = container.NewVBox(container.NewStack(bannerBG, w.banner, w.bannerTip))
	w.bannerBox.Hide()
	w.combos = newComboLine() // wraps within the panel's room, which scrolls
	// Previous, Next and the whole step: a chain walked link by link.
	w.beatBar = container.NewHBox(
		tipped("beat-prev", "", theme.NavigateBackIcon(), "keys.beat-prev", func() { p.s.PrevBeat() }),
		tipped("beat-next", lang.L("button.beat-next"), theme.NavigateNextIcon(), "keys.beat-next", func() { p.s.NextBeat() }),
		tipped("beat-whole", "", theme.ViewFullScreenIcon(), "keys.beat-whole", func() { p.s.WholeStep() }),
	)
	w.beatBar.Hide()
	w.replayBar, w.replaySlider = p.newReplayBar()
	p.newExplainButton()
	w.words = container.NewVBox(w.bannerBox, w.combos, w.status, w.replaySlider)
	w.status.Hide() // until it has something to say
	w.panelLayout = &panelLayout{next: w.buttons["beat-next"], word: w.buttons["beat-next"].Text}
	w.scroll = container.NewVScroll(w.words)
	// The beat buttons and the replay's share the panel's place for
	// controls: a hint is never on show during a replay.
	w.panel = container.New(w.panelLayout, w.scroll, container.NewHBox(w.explainBox, apply), container.NewStack(w.beatBar, w.replayBar))

	w.layout = &playLayout{pad: w.palette.layout, panel: w.panelLayout, band: p.bandHeight}
	w.area = container.New(w.layout, container.NewStack(w.board, w.cover, w.solved.box), w.panel, w.palette.box, w.toast.box)
	w.content = container.NewStack(container.NewBorder(w.header, nil, nil, nil, w.area), w.tips.layer)
}

// bandHeight returns the height of the panel's band under the board:
// panelLines lines of words, or its tallest button, whichever is taller.
// It depends on the theme alone, never on what the panel holds.
func (p *Play) bandHeight() float32 {
	w := p.w
	text := theme.Size(theme.SizeNameText)
	line := fyne.MeasureText("Ag", text, fyne.TextStyle{}).Height
	words := panelLines*line + (panelLines-1)*theme.Size(theme.SizeNameLineSpacing) + 2*theme.InnerPadding()
	return max(words, w.buttons["apply"].MinSize().Height, w.beatBar.MinSize().Height, w.replayBar.MinSize().Height)
}

// relayoutPanel lays the panel's words out again: what they hold
// changed, and they scroll in the panel's room, which stays as it is.
func (p *Play) relayoutPanel() {
	p.w.scroll.Refresh()
}

// focusBoard gives the board the keyboard after a button press.
func (p *Play) focusBoard() {
	if c := p.win.Canvas(); c != nil {
		c.Focus(p.w.board)
	}
}
