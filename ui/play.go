package ui

import (
	"context"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver/logic"
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

	revealed logic.CellSet // the cells Answer filled in
	armed    uint8         // digit picked on the palette with no cell selected
	noting   bool          // notes mode: digits toggle pencil notes
	marks    *game.Report  // the last Check, shown until the next move
	hint     *logic.Hint   // the last hint, shown until the next move
	full     bool          // the hint was given in full: show its pattern
	entry    *entry        // the puzzle being entered, nil while playing
	cancel   context.CancelFunc

	dialogs    []dialog.Dialog                // open, oldest first (see showDialog)
	themeItems map[ThemeChoice]*fyne.MenuItem // the main menu's, ticked for the theme in force

	stats    *game.Stats // nil when Options.Stats is
	app      fyne.App    // for the main menu, when the window has one
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
	saved, report := p.resume()
	p.resuming = saved != nil
	p.start(saved)
	p.resuming = false
	if report != nil { // said last, so that the new game's greeting does not hide it
		report()
	}
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
	p.board.OnTappedOutside = p.deselect
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
		mk("restart", theme.MediaReplayIcon(), func() { p.unlessPlaying("restart", p.restart) }),
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

// resume returns the saved game, or nil, and, when a save was there but
// cannot be played, the report to give once the new game has started. A
// corrupt save has been moved aside by game.LoadFile. One still in the
// way (unreadable, or it could not be moved) is left alone, and saving is
// off for this session, so that the new game never overwrites it.
func (p *Play) resume() (g *game.Game, report func()) {
	if p.opts.SavePath == "" {
		return nil, nil
	}
	g, err := game.LoadFile(p.opts.SavePath)
	switch {
	case err == nil && g.Over():
		return nil, nil
	case err == nil:
		return g, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	}
	if _, serr := os.Lstat(p.opts.SavePath); serr == nil {
		p.opts.SavePath = ""
		return nil, func() { p.say("status.save-unreadable", map[string]any{"Error": err.Error()}) }
	}
	return nil, func() { p.say("status.save-corrupt", nil) }
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
	p.armed, p.marks, p.hint, p.revealed = 0, nil, nil, logic.CellSet{}
	p.board.Selected = -1
	p.cover.Hidden = !g.Paused() // the last game may have been paused
	p.cover.Refresh()
	p.setLevel(levelName(g.Level().String()))
	p.refresh()
	if p.resuming { // already saved as it stands
		p.say("status.resumed", map[string]any{"Level": levelName(g.Level().String())})
		return
	}
	p.recordStats(nil, g.Level())
	p.save()
}

// changed is the game's OnChange: one redraw and one save per verb.
func (p *Play) changed(ev game.Event) {
	switch ev.Kind {
	case game.EventSet, game.EventErase, game.EventNote, game.EventUndo, game.EventRedo, game.EventRestart, game.EventReveal:
		if p.marks != nil || p.hint != nil { // the words of a Check or a hint go with its marks
			p.status.SetText("")
		}
		p.marks, p.hint = nil, nil
		switch ev.Kind {
		case game.EventRestart:
			p.revealed = logic.CellSet{}
		case game.EventReveal: // its cells are the ones the player had not got right
			p.revealed = logic.CellSet{}
			for _, c := range ev.Cells {
				p.revealed.Add(c)
			}
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
