package ui

// The play area's hooks for tests: what they tap, read and start. They
// are compiled into the tests alone, and are no API of the package.

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
)

// Session returns the session the play area draws.
func (p *Play) Session() *session.Session { return p.s }

// Game returns the game being played.
func (p *Play) Game() *game.Game { return p.s.Game() }

// Board returns the board widget.
func (p *Play) Board() *Board { return p.w.board }

// Status returns the text of the status line.
func (p *Play) Status() string {
	if p.w.toast.words.raw != "" {
		return p.w.toast.words.raw
	}
	return p.w.status.raw
}

// Button returns the button with the given key: "check", "answer", "new",
// "undo", "redo", "hint", "pause", "notes", "apply" (shown with a hint),
// or, while entering a puzzle, "start" and "cancel"; nil for others, whose
// actions are in the menus (see MenuItem).
func (p *Play) Button(key string) *widget.Button { return p.w.buttons[key] }

// PaletteKey returns the palette key of digit d, or Erase for 0.
func (p *Play) PaletteKey(d uint8) *widget.Button { return p.w.palette.keys[d] }

// Start plays g in place of the current game. Tests use it to play a known
// puzzle.
func (p *Play) Start(g *game.Game) { p.s.Start(g) }

// Stats returns the player's statistics, or nil when none are kept.
func (p *Play) Stats() *game.Stats { return p.s.Stats() }

// NewGame starts a freshly generated puzzle of the level (see
// session.Session.New).
func (p *Play) NewGame(level string) { p.s.New(level) }

// MenuItem returns the main menu's item of the given key: "new",
// "restart", "enter", "fill", "paste", "copy", "open-file", "save-file",
// "stats", "export-png", "export-pdf", "print", "theme", "settings",
// "how-to-play", "shortcuts", "about"; nil for another.
func (p *Play) MenuItem(key string) *fyne.MenuItem { return p.w.menu[key] }

// CheckOfLabel returns the check box whose words o is, and the words, when
// o is a check box's wrapped words (see checkLabel).
func CheckOfLabel(o fyne.CanvasObject) (*widget.Check, string, bool) {
	if l, ok := o.(*checkLabel); ok {
		return l.check, l.raw, true
	}
	return nil, "", false
}

// ReplayBar returns the replay's controls and its slider.
func (p *Play) ReplayBar() (*fyne.Container, *widget.Slider) { return p.w.replayBar, p.w.replaySlider }

// WordsScroll is the panel's scrolling words.
func (p *Play) WordsScroll() *container.Scroll { return p.w.scroll }

// LevelLabel is the header's name of the level.
func (p *Play) LevelLabel() *widget.Label { return &p.w.level.Label }

// StatusLines returns the panel's words as broken into lines, and the
// height their label asks for.
func (p *Play) StatusLines() (lines []string, minHeight float32) {
	return strings.Split(p.w.status.Text, "\n"), p.w.status.MinSize().Height
}

// StatsSaved says that the statistics window exported a file to u, as
// its Export CSV does once the file is written, and returns the words
// in the window's line under its tabs.
func (p *Play) StatsSaved(u fyne.URI) string {
	p.savedTo(u, p.tellStats)
	return p.statsSaved.Text
}

// ExplainButton is the button beside a hint's Apply that explains its
// technique, its tip, and whether it is shown.
func (p *Play) ExplainButton() (*widget.Button, string, bool) {
	return p.w.explain, p.w.explainTip.tip, p.w.explainBox.Visible()
}
