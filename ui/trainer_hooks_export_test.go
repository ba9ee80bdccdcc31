package ui

// The trainer's hooks for tests. They are compiled into the tests alone,
// and are no API of the package.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TrainerWindow returns the trainer's window, nil while it is closed.
func (p *Play) TrainerWindow() fyne.Window {
	if p.trainer == nil {
		return nil
	}
	return p.trainer.win
}

// TrainerButton returns the trainer's button with the given key: "check",
// "hint", "next", "clear", "beat-prev", "beat-next", "beat-whole".
func (p *Play) TrainerButton(key string) *widget.Button { return p.trainer.buttons[key] }

// TrainerItem returns the list's button of technique t.
func (p *Play) TrainerItem(t logic.Technique) *widget.Button { return p.trainer.items[t] }

// TrainerDigit returns the trainer's digit key d.
func (p *Play) TrainerDigit(d uint8) *widget.Button { return p.trainer.digits[d] }

// TrainerMode returns the trainer's choice of what digits do.
func (p *Play) TrainerMode() *widget.RadioGroup { return p.trainer.mode }

// TrainerBoard returns the trainer's board.
func (p *Play) TrainerBoard() *Board { return p.trainer.board }

// TrainerStatus returns the trainer's words under the board.
func (p *Play) TrainerStatus() string { return p.trainer.status.Text }

// TrainerHeading returns the trainer's heading.
func (p *Play) TrainerHeading() string { return p.trainer.heading.Text }

// TrainerView returns the trainer's view drawn last.
func (p *Play) TrainerView() session.TrainerView { return p.trainer.view }

// ShortcutKeys returns the keys the shortcuts window lists, as
// translation keys.
func ShortcutKeys() []string {
	var out []string
	for _, s := range shortcuts {
		out = append(out, s[0])
	}
	return out
}

// DrawnNote is how the board draws candidate d of cell c: whether it
// shows, its disc's colour (nil for none), whether it is struck; and the
// cell's fill, with the palette's error and clash colours to compare.
type DrawnNote struct {
	Shown, Struck  bool
	Disc, Fill     color.Color
	ErrorC, ClashC color.Color
	Text           color.Color
	TextBold       bool
}

// NoteDrawn returns how board b draws candidate d of cell c.
func (b *Board) NoteDrawn(c solver.Cell, d uint8) DrawnNote {
	r := test.WidgetRenderer(b).(*boardRenderer)
	out := DrawnNote{Fill: r.cells[c].FillColor, ErrorC: r.pal.err, ClashC: r.pal.clash}
	if n := r.notes[c]; n != nil {
		i := d - 1
		out.Shown, out.Struck = n.digits[i].Visible(), n.strikes[i].Visible()
		out.Text, out.TextBold = n.digits[i].Color, n.digits[i].TextStyle.Bold
		if n.discs[i].Visible() {
			out.Disc = n.discs[i].FillColor
		}
	}
	return out
}
