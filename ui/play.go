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

// Options configure a Play. The app leaves them empty but for SavePath;
// tests set a clock and a random source to be repeatable.
type Options struct {
	SavePath string     // where the game is saved after every move; "" for nowhere
	Clock    game.Clock // nil for the system clock
	Rand     *rand.Rand // draws puzzles; nil to seed from the clock
}

// Play is the play area: the board, the digit palette, the buttons and the
// status line, bound to one game at a time. It turns taps and keys into
// game verbs and redraws once for each change the game reports.
type Play struct {
	win  fyne.Window
	opts Options
	g    *game.Game

	board   *Board
	cover   *fyne.Container // hides the board while paused
	palette *palette
	buttons map[string]*widget.Button
	level   *widget.Label
	clock   *widget.Label
	status  *widget.Label
	content fyne.CanvasObject

	armed  uint8        // digit picked on the palette with no cell selected
	marks  *game.Report // the last Check, shown until the next move
	hint   *logic.Hint  // the last hint, shown until the next move
	full   bool         // the hint was given in full: show its pattern
	cancel context.CancelFunc
}

// NewPlay builds the play area in w and starts a game: the saved one when
// there is one, else a medium puzzle from the bundled levels.
func NewPlay(w fyne.Window, opts Options) *Play {
	if opts.Clock == nil {
		opts.Clock = game.SystemClock{}
	}
	if opts.Rand == nil {
		opts.Rand = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	}
	p := &Play{win: w, opts: opts, buttons: map[string]*widget.Button{}}
	p.build()
	w.SetContent(p.content)
	p.bindKeys()
	p.start(p.resume())
	return p
}

// Game returns the game being played.
func (p *Play) Game() *game.Game { return p.g }

// Board returns the board widget.
func (p *Play) Board() *Board { return p.board }

// Status returns the text of the status line.
func (p *Play) Status() string { return p.status.Text }

// Button returns the button with the given key: "check", "answer", "new",
// "restart", "undo", "redo" or "hint".
func (p *Play) Button(key string) *widget.Button { return p.buttons[key] }

// PaletteKey returns the palette key of digit d, or Erase for 0.
func (p *Play) PaletteKey(d uint8) *widget.Button { return p.palette.keys[d] }

func (p *Play) build() {
	p.board = NewBoard()
	p.board.OnTapped = p.tapCell
	p.board.OnTypedRune = p.typedRune
	p.board.OnTypedKey = p.typedKey
	resume := widget.NewButton(lang.L("status.resume"), func() { p.g.Resume() })
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
	p.cover = container.NewStack(bg, container.NewCenter(resume))
	p.cover.Hide()
	p.palette = newPalette(p.pressDigit)
	mk := func(key string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(lang.L("button."+key), icon, f)
		p.buttons[key] = b
		return b
	}
	tools := container.NewGridWithColumns(7,
		mk("new", theme.ContentAddIcon(), p.chooseLevel),
		mk("restart", theme.MediaReplayIcon(), p.restart),
		mk("undo", theme.ContentUndoIcon(), func() { p.report(p.g.Undo()) }),
		mk("redo", theme.ContentRedoIcon(), func() { p.report(p.g.Redo()) }),
		mk("hint", theme.HelpIcon(), p.showHint),
		mk("check", theme.ConfirmIcon(), p.check),
		mk("answer", theme.VisibilityIcon(), p.confirmAnswer),
	)
	p.level, p.clock = widget.NewLabel(""), widget.NewLabel("0:00")
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	top := container.NewBorder(nil, nil, p.level, p.clock, p.status)
	bottom := container.NewVBox(p.palette.box, tools)
	p.content = container.NewBorder(top, bottom, nil, nil, container.NewStack(p.board, p.cover))
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

// start plays g, or a bundled medium puzzle when g is nil.
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
	p.g = g
	g.OnChange = p.changed
	p.armed, p.marks, p.hint = 0, nil, nil
	p.board.Selected = -1
	p.cover.Hidden = !g.Paused() // the last game may have been paused
	p.cover.Refresh()
	p.level.SetText(levelName(g.Level().String()))
	p.refresh()
	p.save()
}

// changed is the game's OnChange: one redraw and one save per verb.
func (p *Play) changed(ev game.Event) {
	switch ev.Kind {
	case game.EventSet, game.EventErase, game.EventNote, game.EventUndo, game.EventRedo, game.EventRestart, game.EventReveal:
		p.marks, p.hint = nil, nil
	case game.EventPause, game.EventResume:
		p.cover.Hidden = !p.g.Paused()
		p.cover.Refresh()
	case game.EventWon:
		p.marks, p.hint = nil, nil
		p.refresh()
		p.save()
		p.won(ev)
		return
	}
	p.refresh()
	p.save()
}

// refresh copies the game's state into the widgets.
func (p *Play) refresh() {
	g := p.g
	var left [10]int
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
	for c := solver.Cell(0); c < 81; c++ {
		d := g.Digit(c)
		left[d]--
		p.board.Cells[c] = CellView{
			Digit: d, Given: g.IsGiven(c), Notes: g.Notes(c), Mark: marks[c],
			Hinted: hinted.Has(c), Struck: struck[c],
		}
	}
	p.board.SameDigit = 0
	if s := p.board.Selected; s >= 0 {
		p.board.SameDigit = g.Digit(s)
	}
	if p.armed != 0 {
		p.board.SameDigit = p.armed
	}
	p.board.Refresh()
	p.palette.update(left, p.armed)
	p.setEnabled("undo", g.CanUndo())
	p.setEnabled("redo", g.CanRedo())
	for _, k := range []string{"hint", "check", "answer", "restart"} {
		p.setEnabled(k, !g.Over())
	}
	p.tick()
}

func (p *Play) setEnabled(key string, on bool) {
	if b := p.buttons[key]; on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// tick shows the game's time.
func (p *Play) tick() {
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

// tapCell selects a cell, or places the armed digit there.
func (p *Play) tapCell(c solver.Cell) {
	if p.g.Paused() {
		p.g.Resume()
		return
	}
	p.board.Selected = c
	if p.armed != 0 && !p.g.IsGiven(c) {
		p.report(p.g.Set(c, p.armed))
	}
	p.refresh()
	p.focusBoard()
}

// pressDigit handles a palette key: with a cell selected it fills the cell
// (0 erases); with none, it arms the digit for tapping cells, or disarms
// it when pressed again. While a digit is armed the keys arm and disarm,
// though tapping cells has selected one.
func (p *Play) pressDigit(d uint8) {
	sel := p.board.Selected
	switch {
	case sel >= 0 && p.armed == 0 && d == 0:
		p.report(p.g.Erase(sel))
	case sel >= 0 && p.armed == 0:
		p.report(p.g.Set(sel, d))
	case d == 0 || d == p.armed:
		p.armed = 0
		p.say("status.select-cell", nil)
		p.refresh()
	default:
		p.armed = d
		p.say("status.armed", map[string]any{"Digit": d})
		p.refresh()
	}
	p.focusBoard()
}

func (p *Play) restart() {
	p.g.Restart()
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
