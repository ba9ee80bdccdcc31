package ui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"sudoku/game"
	"sudoku/levels"
	"sudoku/solver"
	"sudoku/solver/generate"
	"sudoku/solver/logic"
)

// Options configure a Play. The app leaves them empty but for SavePath,
// Stats and Prefs; tests set a clock and a random source to be repeatable.
type Options struct {
	SavePath string     // where the game is saved after every move; "" for nowhere
	Clock    game.Clock // nil for the system clock
	Rand     *rand.Rand // draws puzzles; nil to seed from the clock
	Stats    game.Store // where the statistics are kept; nil to keep none
	// Prefs is where the settings are read from and kept; nil plays with
	// DefaultSettings and keeps nothing.
	Prefs fyne.Preferences
}

// Play is the play area: the board, the digit palette, the buttons and the
// status line, bound to one game at a time. It turns taps and keys into
// game verbs and redraws once for each change the game reports. While the
// player enters a puzzle of their own, the board edits that puzzle and the
// game is put aside (see entry.go).
type Play struct {
	win  fyne.Window
	opts Options
	g    *game.Game

	board      *Board
	cover      *fyne.Container // hides the board while paused
	palette    *palette
	buttons    map[string]*widget.Button
	tools      *fyne.Container // the game's buttons
	entryTools *fyne.Container // Start and Cancel, shown while entering a puzzle
	top        *fyne.Container // the level, the status line and the clock
	bottom     *fyne.Container // the palette and the buttons
	level      *widget.Label
	clock      *widget.Label
	status     *widget.Label
	content    fyne.CanvasObject

	armed  uint8        // digit picked on the palette with no cell selected
	noting bool         // notes mode: digits toggle pencil notes
	marks  *game.Report // the last Check, shown until the next move
	hint   *logic.Hint  // the last hint, shown until the next move
	full   bool         // the hint was given in full: show its pattern
	entry  *entry       // the puzzle being entered, nil while playing
	cancel context.CancelFunc

	stats    *game.Stats // nil when Options.Stats is
	resuming bool        // start is resuming the saved game, not a new one
	settings Settings    // see settings.go
}

// NewPlay builds the play area in w, with the settings kept in
// opts.Prefs, and starts a game: the saved one when there is one, else a
// medium puzzle from the bundled levels.
func NewPlay(w fyne.Window, opts Options) *Play {
	if opts.Clock == nil {
		opts.Clock = game.SystemClock{}
	}
	if opts.Rand == nil {
		opts.Rand = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	}
	p := &Play{win: w, opts: opts, buttons: map[string]*widget.Button{}, settings: LoadSettings(opts.Prefs)}
	p.build()
	p.applySettings()
	w.SetContent(p.content)
	p.bindKeys()
	p.loadStats()
	saved := p.resume()
	p.resuming = saved != nil
	p.start(saved)
	p.resuming = false
	return p
}

// Game returns the game being played.
func (p *Play) Game() *game.Game { return p.g }

// Board returns the board widget.
func (p *Play) Board() *Board { return p.board }

// Status returns the text of the status line.
func (p *Play) Status() string { return p.status.Text }

// Button returns the button with the given key: "check", "answer", "new",
// "restart", "undo", "redo", "hint", "notes", "fill", "enter", or, while
// entering a puzzle, "start" and "cancel".
func (p *Play) Button(key string) *widget.Button { return p.buttons[key] }

// PaletteKey returns the palette key of digit d, or Erase for 0.
func (p *Play) PaletteKey(d uint8) *widget.Button { return p.palette.keys[d] }

func (p *Play) build() {
	p.board = NewBoard()
	p.board.OnTapped = p.tapCell
	p.board.OnTappedSecondary = p.tapCellSecondary
	p.board.OnTypedRune = p.typedRune
	p.board.OnTypedKey = p.typedKey
	p.board.OnShiftDigit = p.shiftDigit
	resume := widget.NewButton(lang.L("status.resume"), func() { p.g.Resume() })
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	p.cover = container.NewStack(bg, container.NewCenter(resume))
	p.cover.Hide()
	p.palette = newPalette(p.pressDigit, p.toggleNotes, p.fillCandidates)
	p.buttons["notes"], p.buttons["fill"] = p.palette.notes, p.palette.fill
	mk := func(key string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(lang.L("button."+key), icon, f)
		p.buttons[key] = b
		return b
	}
	p.tools = container.NewGridWithColumns(7,
		mk("new", theme.ContentAddIcon(), p.chooseLevel),
		mk("restart", theme.MediaReplayIcon(), p.restart),
		mk("undo", theme.ContentUndoIcon(), p.undo),
		mk("redo", theme.ContentRedoIcon(), p.redo),
		mk("hint", theme.HelpIcon(), p.showHint),
		mk("check", theme.ConfirmIcon(), p.check),
		mk("answer", theme.VisibilityIcon(), p.confirmAnswer),
	)
	extra := container.NewGridWithColumns(3, p.palette.notes, p.palette.fill, mk("enter", theme.GridIcon(), p.enterPuzzle))
	p.entryTools = container.NewGridWithColumns(2,
		mk("start", theme.MediaPlayIcon(), p.startEntry),
		mk("cancel", theme.CancelIcon(), p.cancelEntry),
	)
	p.entryTools.Hide()
	p.level, p.clock = widget.NewLabel(""), widget.NewLabel("0:00")
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.top = container.NewBorder(nil, nil, p.level, p.clock, p.status)
	p.bottom = container.NewVBox(p.palette.box, extra, p.tools, p.entryTools)
	p.content = container.NewBorder(p.top, p.bottom, nil, nil, container.NewStack(p.board, p.cover))
}

// resume returns the saved game, or nil. A save that cannot be read is
// moved aside by game.LoadFile and reported once in the status line.
func (p *Play) resume() *game.Game {
	if p.opts.SavePath == "" {
		return nil
	}
	g, err := game.LoadFile(p.opts.SavePath)
	if errors.Is(err, game.ErrCorruptSave) {
		p.say("status.save-corrupt", nil)
	}
	if err != nil || g.Over() {
		return nil
	}
	return g
}

// Start plays g in place of the current game, or a bundled medium puzzle
// when g is nil. Tests use it to play a known puzzle.
func (p *Play) Start(g *game.Game) { p.start(g) }

// start plays g, or a bundled medium puzzle when g is nil. It ends the
// entering of a puzzle: the game put aside for it is dropped.
func (p *Play) start(g *game.Game) {
	if g == nil {
		text, _, err := levels.Random("medium", p.opts.Rand)
		if err == nil {
			g, err = game.FromText(text, logic.Medium, p.opts.Clock)
		}
		if err != nil { // the bundled levels are tested; this is a broken build
			fyne.LogError("starting a bundled puzzle", err)
			return
		}
		p.say("status.new", map[string]any{"Level": levelName("medium")})
	}
	p.leaveEntry()
	p.g = g
	g.OnChange = p.changed
	p.applySettings() // the game's ShowMistakes and AutoRemoveNotes
	p.armed, p.marks, p.hint = 0, nil, nil
	p.board.Selected = -1
	p.cover.Hidden = !g.Paused() // the last game may have been paused
	p.cover.Refresh()
	p.setLevel(levelName(g.Level().String()))
	if !p.resuming {
		p.recordStats(nil, g.Level())
	}
	p.refresh()
	p.save()
}

// changed is the game's OnChange: one redraw and one save per verb.
func (p *Play) changed(ev game.Event) {
	switch ev.Kind {
	case game.EventSet, game.EventErase, game.EventNote, game.EventUndo, game.EventRedo, game.EventRestart, game.EventReveal:
		p.marks, p.hint = nil, nil
		if ev.Kind == game.EventReveal {
			p.recordStats(&ev, 0)
		}
	case game.EventPause, game.EventResume:
		p.cover.Hidden = !p.g.Paused()
		p.cover.Refresh()
	case game.EventWon:
		p.recordStats(&ev, 0)
		p.marks, p.hint = nil, nil
		p.refresh()
		p.save()
		p.won(ev)
		return
	}
	p.refresh()
	p.save()
}

// refresh copies the game's state, or the puzzle being entered, into the
// widgets.
func (p *Play) refresh() {
	g := p.g
	var left [10]int
	if p.entry != nil {
		left = p.viewEntry()
	} else {
		left = p.viewGame()
	}
	p.board.SameDigit = 0
	if s := p.board.Selected; s >= 0 && p.settings.SameDigit {
		p.board.SameDigit = p.board.Cells[s].Digit
	}
	if p.armed != 0 && p.settings.SameDigit {
		p.board.SameDigit = p.armed
	}
	p.board.Refresh()
	over := p.entry == nil && g.Over()
	p.palette.update(left, p.armed, p.noting, p.entry != nil || over)
	p.setEnabled("undo", g.CanUndo())
	p.setEnabled("redo", g.CanRedo())
	for _, k := range []string{"hint", "check", "answer", "restart"} {
		p.setEnabled(k, !g.Over())
	}
	p.setEnabled("enter", p.entry == nil)
	p.tick()
}

// viewGame fills the board's cells from the game and returns how many of
// each digit are left to place.
func (p *Play) viewGame() (left [10]int) {
	g := p.g
	for d := range left {
		left[d] = 9
	}
	var marks [81]Mark
	if p.marks != nil { // a conflict outranks a mistake, as in the status line
		for _, c := range p.marks.Mistakes {
			marks[c] = Mistake
		}
		for _, c := range p.marks.ConflictCells() {
			marks[c] = Conflict
		}
	}
	var hinted logic.CellSet
	var struck [81]logic.Digits
	if p.hint != nil {
		units, cells := p.hint.Focus()
		for _, u := range units {
			for _, c := range u.Cells() {
				hinted.Add(c)
			}
		}
		for _, c := range cells {
			hinted.Add(c)
		}
		if s := p.hint.Step; s != nil && p.full {
			for _, c := range s.PatternCells() {
				hinted.Add(c)
			}
			for _, e := range s.Eliminations {
				struck[e.Cell] |= logic.DigitSet(e.Digit)
			}
		}
	}
	// A note of a digit shown in the cell's row, column or box is bad: the
	// candidates the digits allow lack it.
	cands := logic.NewBoard(g.Board()).Cands
	for c := solver.Cell(0); c < 81; c++ {
		d, notes := g.Digit(c), g.Notes(c)
		left[d]--
		p.board.Cells[c] = CellView{
			Digit: d, Given: g.IsGiven(c), Notes: notes, BadNotes: notes &^ cands[c],
			Mark: marks[c], Hinted: hinted.Has(c), Struck: struck[c],
		}
	}
	return left
}

// setLevel shows text where the level goes, and lays the top row out
// again for its width.
func (p *Play) setLevel(text string) {
	p.level.SetText(text)
	p.top.Refresh()
}

func (p *Play) setEnabled(key string, on bool) {
	if b := p.buttons[key]; on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// tick shows the game's time; a puzzle being entered has none.
func (p *Play) tick() {
	if p.entry != nil {
		p.clock.SetText("")
		return
	}
	e := p.g.Elapsed().Round(time.Second)
	p.clock.SetText(formatDuration(e))
}

// formatDuration writes a duration as m:ss, or h:mm:ss past an hour.
func formatDuration(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// save writes the game to the save path, atomically; a failure is shown,
// never fatal.
func (p *Play) save() {
	if p.opts.SavePath == "" || p.g == nil {
		return
	}
	if err := game.SaveFile(p.opts.SavePath, p.g); err != nil {
		p.say("status.save-failed", map[string]any{"Error": err.Error()})
	}
}

// say shows a translated message in the status line.
func (p *Play) say(key string, data map[string]any) {
	if data == nil {
		p.status.SetText(lang.L(key))
		return
	}
	p.status.SetText(lang.L(key, data))
}

// report shows what went wrong with a verb, if anything.
func (p *Play) report(err error) {
	switch {
	case err == nil:
	case errors.Is(err, game.ErrFixedCell):
		p.say("status.given", nil)
	case errors.Is(err, game.ErrFilledCell):
		p.say("status.filled-cell", nil)
	case errors.Is(err, game.ErrGameOver):
		p.say("status.over", nil)
	case errors.Is(err, game.ErrNothingToUndo):
		p.say("status.nothing-to-undo", nil)
	case errors.Is(err, game.ErrNothingToRedo):
		p.say("status.nothing-to-redo", nil)
	default:
		p.status.SetText(err.Error())
	}
	p.focusBoard()
}

// focusBoard gives the board the keyboard after a button press.
func (p *Play) focusBoard() {
	if c := p.win.Canvas(); c != nil {
		c.Focus(p.board)
	}
}

// paused reports whether the game is paused, its board covered. A game
// put aside while a puzzle is entered is paused but not covered.
func (p *Play) paused() bool { return p.entry == nil && p.g.Paused() }

// pause and unpause follow the app into the background and back: the game
// put aside while a puzzle is entered stays paused.
func (p *Play) pause() {
	if p.entry == nil {
		p.g.Pause()
	}
}

func (p *Play) unpause() {
	if p.entry == nil {
		p.g.Resume()
	}
}

// place puts digit d in cell c: a given while entering a puzzle, a note
// in notes mode, else an entry.
func (p *Play) place(c solver.Cell, d uint8) {
	switch {
	case p.entry != nil:
		p.entry.grid[c] = d
		p.refresh()
	case p.noting:
		p.report(p.g.ToggleNote(c, d))
	default:
		p.report(p.g.Set(c, d))
	}
}

// erase clears cell c: its entry and notes, or the given being entered.
func (p *Play) erase(c solver.Cell) {
	if p.entry != nil {
		p.entry.grid[c] = 0
		p.refresh()
		return
	}
	p.report(p.g.Erase(c))
}

func (p *Play) undo() {
	if p.entry == nil {
		p.report(p.g.Undo())
	}
}

func (p *Play) redo() {
	if p.entry == nil {
		p.report(p.g.Redo())
	}
}

// tapCell selects a cell, or places the armed digit there.
func (p *Play) tapCell(c solver.Cell) {
	if p.paused() {
		p.g.Resume()
		return
	}
	p.board.Selected = c
	if p.armed != 0 && (p.entry != nil || !p.g.IsGiven(c)) {
		p.place(c, p.armed)
	}
	p.refresh()
	p.focusBoard()
}

// pressDigit handles a palette key: with a cell selected it fills the cell
// (0 erases), or in notes mode toggles the note; with none, it arms the
// digit for tapping cells, or disarms it when pressed again. While a digit
// is armed the keys arm and disarm, though tapping cells has selected one.
func (p *Play) pressDigit(d uint8) {
	sel := p.board.Selected
	switch {
	case sel >= 0 && p.armed == 0 && d == 0:
		p.erase(sel)
	case sel >= 0 && p.armed == 0:
		p.place(sel, d)
	case d == 0 || d == p.armed:
		p.armed = 0
		p.say("status.select-cell", nil)
		p.refresh()
	case p.noting && p.entry == nil:
		p.armed = d
		p.say("status.armed-note", map[string]any{"Digit": d})
		p.refresh()
	default:
		p.armed = d
		p.say("status.armed", map[string]any{"Digit": d})
		p.refresh()
	}
	p.focusBoard()
}

// restart takes the game back to its givens. Restarting a finished game
// plays it again, so the statistics count a new game; restarting one in
// progress is the same game.
func (p *Play) restart() {
	again := p.g.Over()
	p.g.Restart()
	if again {
		p.recordStats(nil, p.g.Level())
	}
	p.say("status.restarted", nil)
	p.focusBoard()
}

func (p *Play) check() {
	r := p.g.Check()
	p.marks = &r
	switch {
	case len(r.Conflicts) > 0:
		p.say("status.check.conflicts", map[string]any{"Count": len(r.ConflictCells()), "Empty": r.Empty})
	case len(r.Mistakes) > 0:
		p.say("status.check.mistakes", map[string]any{"Count": len(r.Mistakes), "Empty": r.Empty})
	default:
		p.say("status.check.clean", map[string]any{"Empty": r.Empty})
	}
	p.refresh()
	p.focusBoard()
}

// showHint asks for a hint that names the technique and where; a second
// press on the same position gives the whole step.
func (p *Play) showHint() {
	if p.entry != nil {
		return
	}
	depth := logic.Which
	if p.hint != nil {
		depth = logic.Full
	}
	h, err := p.g.Hint(depth, true)
	if err != nil {
		p.report(err)
		return
	}
	p.hint, p.full = &h, depth == logic.Full
	p.status.SetText(h.Text(depth, stepLanguage()))
	p.refresh()
	p.focusBoard()
}

func (p *Play) confirmAnswer() {
	dialog.ShowConfirm(lang.L("dialog.answer.title"), lang.L("dialog.answer.message"), func(ok bool) {
		if ok {
			p.report(p.g.Reveal())
			p.say("status.revealed", nil)
		}
	}, p.win)
}

func (p *Play) won(ev game.Event) {
	msg := lang.L("dialog.won.message", map[string]any{
		"Level": levelName(ev.Level.String()), "Time": formatDuration(ev.Elapsed.Round(time.Second)),
	})
	p.status.SetText(msg)
	dialog.ShowInformation(lang.L("dialog.won.title"), msg, p.win)
}

// chooseLevel pops up the levels under the New button.
func (p *Play) chooseLevel() {
	var items []*fyne.MenuItem
	for _, name := range levels.Names {
		items = append(items, fyne.NewMenuItem(levelName(name), func() { p.NewGame(name) }))
	}
	b := p.buttons["new"]
	if p.entry != nil { // New is hidden
		b = p.buttons["cancel"]
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", items...), p.win.Canvas(), pos.Add(fyne.NewPos(0, b.Size().Height)))
}

// NewGame starts a freshly generated puzzle of the level. Generation runs
// in the background, so the window never freezes; a second request
// cancels the first.
func (p *Play) NewGame(level string) {
	l, err := logic.ParseLevel(level)
	if err != nil {
		p.status.SetText(err.Error())
		return
	}
	if p.cancel != nil {
		p.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	p.say("status.generating", map[string]any{"Level": levelName(level)})
	seed := p.opts.Rand.Uint64()
	clock := p.opts.Clock
	go func() {
		pz, err := generate.New(rand.NewPCG(seed, 2)).Generate(ctx, l, generate.Rotate180)
		var g *game.Game
		if err == nil {
			g, err = game.New(pz.Grid, l, clock)
		}
		fyne.Do(func() {
			if ctx.Err() != nil {
				return // superseded
			}
			if err != nil {
				p.status.SetText(err.Error())
				return
			}
			p.start(g)
			p.say("status.new", map[string]any{"Level": levelName(level)})
			p.focusBoard()
		})
	}()
}
