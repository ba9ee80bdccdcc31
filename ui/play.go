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
)

// Options configure a Play. The app sets the paths and Prefs; tests set a
// clock and a random source to be repeatable.
type Options struct {
	SavePath  string     // where the game is saved after every move; "" for nowhere
	StatsPath string     // where the statistics are kept; "" keeps them in Stats
	Clock     game.Clock // nil for the system clock
	Rand      *rand.Rand // draws puzzles; nil to seed from the clock
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
	// Language is the language UseLanguage put in force before NewPlay
	// (LanguageSystem for none): the window speaks it until the settings
	// choose another.
	Language string
	// App is the app the window belongs to: its clipboard, driver and
	// theme. Nil for fyne.CurrentApp(), read once by NewPlay.
	App fyne.App
	// Killers hands out the Killer puzzles of a level (see
	// session.Options.Killers): nil for the bundled ones.
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
}

// widgets are the play area's widgets, built again in a new language.
type widgets struct {
	board      *Board
	cover      *fyne.Container   // hides the board while paused, choosing a level or making a puzzle
	coverBG    *canvas.Rectangle // the cover's colour, from the theme in force
	pausedBox  *fyne.Container   // on the cover while paused: Paused, Resume
	makingBox  *fyne.Container   // on the cover while a puzzle is made: what, and Cancel
	making     *widget.Label
	greet      *levelCard // on the cover on a first start
	solved     *solvedCard
	palette    *palette
	buttons    map[string]*widget.Button
	tools      *fyne.Container // the game's actions, in the header
	entryTools *fyne.Container // Start and Cancel, in their place while a puzzle is entered
	header     *fyne.Container
	level      *widget.Label
	clock      *widget.Label
	status     *wrapLabel      // the hint, or words that stay, under the board
	toast      *toast          // words that go stale, over the board's edge
	panel      *fyne.Container // the status and the hint's Apply
	beatBar    *fyne.Container // Previous, Next and Whole step, while a chain can be walked
	panelShown float32         // the panel's height at the last layout, 0 while it is hidden
	reading    bool            // the panel held a hint at the last layout
	// steady holds the panel under the board from shrinking back and
	// forth, which would move the cells under the pointer (see
	// steadyHeight).
	steady      panelSteady
	area        *fyne.Container  // the board, the panel and the pad, under the header
	layout      *playLayout      // the area's
	panelLayout *panelLayout     // the panel's: its button beside its words or under them
	banner      *widget.Label    // a problem that stays, such as saves failing: the panel's first line
	bannerBox   *fyne.Container  // the banner and its background, hidden when there is none
	bannerTip   *tipSensor       // the banner's whole text, on hover
	words       *fyne.Container  // the panel's lines: the banner, a cage's combinations, then the status
	combos      *widget.RichText // the selected Killer cage's combinations, hidden when none
	tips        *tipLayer        // the header buttons' tips, over everything
	content     fyne.CanvasObject
	menu        map[string]*fyne.MenuItem      // the main menu's items by key
	themeItems  map[ThemeChoice]*fyne.MenuItem // ticked for the theme in force

	// filterItems are the View menu's filters, ticked while on: the
	// two-candidate cells' at 0, digit d's at d.
	filterItems [10]*fyne.MenuItem
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
		SavePath: opts.SavePath, StatsPath: opts.StatsPath, LegacyStats: opts.Stats,
		Clock: opts.Clock, Rand: opts.Rand, Post: opts.Post, Settings: p.settings.Settings,
		PrefsAside:  opts.PrefsAside,
		LastLevel:   lastLevel(opts.Prefs),
		LastVariant: lastVariant(opts.Prefs),
		Killers:     opts.Killers,
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

	w.level = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
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
		mk("cancel", lang.L("button.cancel"), theme.CancelIcon(), func() { p.s.CancelEntry() }),
	)
	w.entryTools.Hide()
	// The level's name sits in a box as wide as the widest name, so that
	// the clock and the pause button stay put from level to level.
	levelBox := container.New(minWidth{widestLevelName()}, w.level)
	b := w.buttons
	w.header = newHeader(container.NewHBox(levelBox, w.clock, pause), container.NewStack(w.tools, w.entryTools), w.tools, []wordedButton{
		{b["hint"], b["hint"].Text}, {b["check"], b["check"].Text}, {b["answer"], b["answer"].Text}, {b["new"], b["new"].Text},
	})

	w.coverBG = canvas.NewRectangle(colorOf(w.board, p.app, theme.ColorNameBackground))
	paused := widget.NewLabelWithStyle(lang.L("status.paused"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	paused.SizeName = theme.SizeNameHeadingText
	resume := widget.NewButtonWithIcon(lang.L("button.resume"), theme.MediaPlayIcon(), p.act(func() { p.s.Resume() }))
	resume.Importance = widget.HighImportance
	w.pausedBox = container.NewCenter(container.NewVBox(paused, resume))
	w.making = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	w.making.SizeName = theme.SizeNameHeadingText
	stop := widget.NewButtonWithIcon(lang.L("button.cancel"), theme.CancelIcon(), p.act(func() { p.s.StopMaking() }))
	w.makingBox = container.NewCenter(container.NewVBox(w.making, container.NewCenter(stop)))
	w.greet = newLevelCard(p)
	w.cover = container.NewStack(w.coverBG, w.pausedBox, w.makingBox, w.greet.box)
	w.cover.Hide()
	w.solved = newSolvedCard(p)

	w.status = newWrapLabel()
	w.toast = newToast(w.board)
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
	w.combos = widget.NewRichText()
	w.combos.Wrapping = fyne.TextWrapOff
	w.combos.Truncation = fyne.TextTruncateEllipsis
	w.combos.Hide()
	// Previous, Next and the whole step: a chain walked link by link.
	w.beatBar = container.NewHBox(
		tipped("beat-prev", "", theme.NavigateBackIcon(), "keys.beat-prev", func() { p.s.PrevBeat() }),
		tipped("beat-next", lang.L("button.beat-next"), theme.NavigateNextIcon(), "keys.beat-next", func() { p.s.NextBeat() }),
		tipped("beat-whole", "", theme.ViewFullScreenIcon(), "keys.beat-whole", func() { p.s.WholeStep() }),
	)
	w.beatBar.Hide()
	w.words = container.NewVBox(w.bannerBox, w.combos, w.status)
	w.status.Hide() // until it has something to say
	w.panelLayout = &panelLayout{}
	w.panel = container.New(w.panelLayout, container.NewVScroll(w.words), apply, w.beatBar)
	w.panel.Hide()

	w.layout = &playLayout{pad: w.palette.layout, panel: w.panelLayout, panelHeight: p.panelHeight,
		reading: func() bool { return p.view.Hint != nil }}
	w.area = container.New(w.layout, container.NewStack(w.board, w.toast.box, w.cover, w.solved.box), w.panel, w.palette.box)
	w.content = container.NewStack(container.NewBorder(w.header, nil, nil, nil, w.area), w.tips.layer)
}

// panelHeight returns the height the panel takes at a width, its text
// wrapped for it and its buttons under it or beside it: 0 when it has
// nothing to say.
func (p *Play) panelHeight(width float32, below bool) float32 {
	w := p.w
	pad := theme.Padding()
	apply, beats := shownSize(w.buttons["apply"]), shownSize(w.beatBar)
	pp := (&panelLayout{below: below}).parts(width, apply, beats)
	var words float32
	n := 0
	for _, o := range w.words.Objects {
		if !o.Visible() {
			continue
		}
		if o == w.status {
			if h := p.view.Hint; h != nil && (h.Beat > 0 || h.Back > 0) {
				// The walk keeps its height, the whole step shown over a
				// beat too (its words scroll): / moves nothing.
				words += p.tallestBeat(h, pp.textWidth)
			} else {
				words += w.status.heightFor(pp.textWidth)
			}
		} else {
			words += o.MinSize().Height
		}
		n++
	}
	if n > 1 {
		words += float32(n-1) * pad
	}
	var h float32
	switch {
	case n == 0 && apply.Height == 0 && beats.Height == 0:
		if below {
			return 0
		}
		return p.steadyHeight(width, 0)
	case pp.applyBeside:
		h = max(words, apply.Height)
	case n == 0:
		h = pp.controls
	case pp.controls > 0:
		h = words + pad + pp.controls
	default:
		h = words
	}
	if !below {
		h = p.steadyHeight(width, h)
	}
	return h
}

// panelSteady is what keeps the panel under the board steady: the
// tallest it has been, at one width, while the hint on show is shown and,
// apart from hints, since the game's first move.
type panelSteady struct {
	width      float32
	game       *game.Game
	hint, calm float32
	// walking is whether the hint's height was kept for its beats or
	// for its whole step: the whole step's text of a long chain is far
	// taller than any beat's, and the walk does not keep its height.
	walking bool
}

// steadyHeight returns the height the panel under the board keeps, given
// the height h its words want now at width: no less than the tallest it
// was for the hint on show, so that walking a chain beat by beat does
// not move the board at every beat; apart from hints, once the player
// has moved, no less than the tallest it was since (up to two lines of
// words), so that a message coming and going does not move it either.
// A Killer game keeps a line for its cage's combinations. The board
// gives up that room once, not every time.
func (p *Play) steadyHeight(width, h float32) float32 {
	if p.s == nil {
		return h // no session yet: nothing to keep steady
	}
	st, g := &p.w.steady, p.s.Game()
	if st.width != width || st.game != g {
		*st = panelSteady{width: width, game: g}
	}
	if hint := p.view.Hint; hint != nil {
		if walking := hint.Beat > 0 || hint.Back > 0; walking != st.walking {
			st.hint, st.walking = 0, walking
		}
		st.hint = max(st.hint, h)
		return st.hint
	}
	st.hint = 0
	line := fyne.MeasureText("Ag", theme.Size(theme.SizeNameText), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	if g != nil && g.Variant() == game.Killer {
		h = max(h, line)
	}
	if g != nil && g.CanUndo() {
		st.calm = max(st.calm, min(h, 2*line+theme.Padding()))
	}
	return max(h, st.calm)
}

// relayoutPanel lays the play area out again when the panel's height
// changed: it grew with a hint, or went once it had nothing to say.
func (p *Play) relayoutPanel() {
	w := p.w
	width := w.panel.Size().Width
	if width <= 0 {
		width = w.area.Size().Width
	}
	reading := p.view.Hint != nil
	if h := p.panelHeight(width, w.panelLayout.below); h != w.panelShown || (h > 0) == w.panel.Hidden || reading != w.reading {
		w.panelShown, w.reading = h, reading
		w.area.Refresh()
	}
}

// focusBoard gives the board the keyboard after a button press.
func (p *Play) focusBoard() {
	if c := p.win.Canvas(); c != nil {
		c.Focus(p.w.board)
	}
}
