package ui

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// trainerSize is the trainer window's opening size: the list, a board
// as large as the main window's (about 620 px) and the column of the
// controls and words beside it.
var trainerSize = fyne.NewSize(1120, 700)

// trainerWindow is Game > Practise a technique: a window of its own with
// the techniques by level on the left, each with the positions ready, and
// on the right the position on the normal board, the digits, and Check,
// Show hint and Next. It draws the views of a session.Trainer and decides
// nothing.
type trainerWindow struct {
	p       *Play
	win     fyne.Window
	tr      *session.Trainer
	board   *Board
	list    *widget.Accordion
	items   map[logic.Technique]*widget.Button // the list's buttons
	heading *strongLabel
	status  *widget.Label
	mode    *widget.RadioGroup
	buttons map[string]*widget.Button
	digits  [10]*widget.Button
	beatBar *fyne.Container
	side    *fyne.Container // the column of the controls and words
	beats   beatCache
	view    session.TrainerView
	stop    chan struct{} // ends the ticker
}

// showTrainer opens the trainer, or brings it to the front when it is
// open.
func (p *Play) showTrainer() {
	if t := p.trainer; t != nil {
		t.win.RequestFocus()
		return
	}
	dir := ""
	if p.opts.StatsPath != "" {
		dir = filepath.Dir(p.opts.StatsPath)
	}
	t := &trainerWindow{p: p, items: map[logic.Technique]*widget.Button{}, buttons: map[string]*widget.Button{},
		stop: make(chan struct{})}
	post := p.opts.Post
	t.tr = session.NewTrainer(session.TrainerOptions{
		Dir: dir, ReadOnly: p.opts.Unlocked != nil, Find: p.opts.PracticeFind,
		// The workers must not wait for the window: each result goes on
		// its own way to the window's goroutine.
		Post: func(f func()) { go post(f) },
	})
	t.tr.OnChange = t.draw
	t.win = p.app.NewWindow(lang.L("trainer.title"))
	t.build()
	t.win.Resize(trainerSize)
	t.win.SetOnClosed(t.close)
	p.trainer = t
	t.draw(t.tr.View())
	t.win.Show()
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				post(func() {
					if p.trainer == t {
						t.tr.Tick()
					}
				})
			case <-t.stop:
				return
			}
		}
	}()
}

// close ends the trainer's searches and ticker, and forgets the window.
func (t *trainerWindow) close() {
	if t.p.trainer != t {
		return
	}
	t.p.trainer = nil
	close(t.stop)
	t.tr.Close()
}

// closeTrainer closes the trainer's window, if open, with the main one.
func (p *Play) closeTrainer() {
	if t := p.trainer; t != nil {
		t.close()
		t.win.Close()
	}
}

func (t *trainerWindow) build() {
	tr := t.tr
	t.board = NewBoard()
	t.board.Selected = -1
	t.board.OnTapped = func(c solver.Cell) { tr.TapCell(c); t.focusBoard() }
	t.board.OnTypedRune = func(r rune) {
		switch {
		case r >= '1' && r <= '9':
			tr.PressDigit(uint8(r - '0'))
		case r == '.':
			tr.NextBeat()
		case r == ',':
			tr.PrevBeat()
		case r == '/':
			tr.WholeStep()
		}
	}
	t.board.OnTypedKey = func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
			tr.Check()
		}
	}

	v := tr.View()
	var levels []*widget.AccordionItem
	for _, l := range v.Levels {
		box := container.NewVBox()
		for _, it := range l.Techniques {
			tech := it.Technique
			b := widget.NewButton("", func() { tr.Choose(tech); t.focusBoard() })
			b.Alignment = widget.ButtonAlignLeading
			t.items[tech] = b
			box.Add(b)
		}
		levels = append(levels, widget.NewAccordionItem(lang.L("level."+l.Level.String()), box))
	}
	t.list = widget.NewAccordion(levels...)
	t.list.MultiOpen = true
	for i := range levels {
		t.list.Open(i)
	}
	listScroll := container.NewVScroll(t.list)
	listScroll.SetMinSize(fyne.NewSize(250, 0))

	t.heading = newStrongLabel("", fyne.TextAlignLeading)
	t.heading.Wrapping = fyne.TextWrapWord
	t.mode = widget.NewRadioGroup([]string{lang.L("trainer.remove"), lang.L("trainer.place")}, func(s string) {
		if placing := s == lang.L("trainer.place"); placing != t.view.Placing {
			tr.SetPlacing(placing)
			t.focusBoard()
		}
	})
	t.mode.Required = true
	t.mode.Selected = lang.L("trainer.remove")
	pad := container.NewGridWithColumns(3)
	for d := uint8(1); d <= 9; d++ {
		t.digits[d] = widget.NewButton(fmt.Sprint(d), func() { tr.PressDigit(d); t.focusBoard() })
		pad.Add(t.digits[d])
	}
	button := func(key string, icon fyne.Resource, f func()) *widget.Button {
		b := widget.NewButtonWithIcon(lang.L("trainer."+key), icon, func() { f(); t.focusBoard() })
		t.buttons[key] = b
		return b
	}
	check := button("check", theme.ConfirmIcon(), tr.Check)
	check.Importance = widget.HighImportance
	actions := container.NewGridWithColumns(2, check, button("hint", theme.QuestionIcon(), tr.ShowHint),
		button("next", theme.MediaSkipNextIcon(), tr.Next), button("clear", theme.ContentUndoIcon(), tr.Clear))
	t.beatBar = container.NewGridWithColumns(2,
		button("beat-prev", theme.NavigateBackIcon(), tr.PrevBeat),
		button("beat-next", theme.NavigateNextIcon(), tr.NextBeat),
		button("beat-whole", theme.ViewFullScreenIcon(), tr.WholeStep))
	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	words := container.NewVScroll(t.status)

	// The controls and the words stand beside the board, in a column of
	// their own: the board takes the rest of the window's height and
	// width, and a hint's words scroll there without shrinking it.
	controls := container.NewVBox(t.heading, t.mode, pad, actions, t.beatBar)
	t.side = container.NewBorder(controls, nil, nil, nil, words)
	right := container.New(trainerLayout{side: trainerSide}, t.board, t.side)
	t.win.SetContent(container.NewBorder(nil, nil, listScroll, nil, right))
}

// trainerSide is the width of the trainer's column of controls and
// words beside its board.
const trainerSide = 240

// trainerLayout lays the trainer's board out (the first object) with
// the column of its controls and words (the second) on its right, side
// wide: the board takes the rest, whatever the column holds.
type trainerLayout struct{ side float32 }

func (l trainerLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	board, side := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(board.Width+theme.Padding()+max(l.side, side.Width), max(board.Height, side.Height))
}

func (l trainerLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	w := max(l.side, objects[1].MinSize().Width)
	board := max(0, size.Width-w-theme.Padding())
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(board, size.Height))
	objects[1].Move(fyne.NewPos(board+theme.Padding(), 0))
	objects[1].Resize(fyne.NewSize(w, size.Height))
}

// techniqueName is the technique's name in language, as a list item
// starts: capitalised ("Hidden single", not "hidden single").
func techniqueName(t logic.Technique, language string) string {
	name := t.Name(language)
	if r, size := utf8.DecodeRuneInString(name); unicode.IsLower(r) {
		return string(unicode.ToUpper(r)) + name[size:]
	}
	return name
}

// listNames names the techniques of the list in language
// (techniqueName), telling apart those of one name by their type, the
// number their ID ends in: "Unique rectangle type 2".
func listNames(levels []session.PracticeLevel, language string) map[logic.Technique]string {
	names := map[logic.Technique]string{}
	count := map[string]int{}
	for _, l := range levels {
		for _, it := range l.Techniques {
			n := techniqueName(it.Technique, language)
			names[it.Technique] = n
			count[n]++
		}
	}
	for tech, n := range names {
		id := tech.ID()
		if i := strings.LastIndexByte(id, '-'); count[n] > 1 && i >= 0 {
			if _, err := strconv.Atoi(id[i+1:]); err == nil {
				names[tech] = lang.L("trainer.type", map[string]any{"Name": n, "Type": id[i+1:]})
			}
		}
	}
	return names
}

// focusBoard gives the keys to the board.
func (t *trainerWindow) focusBoard() {
	if c := t.win.Canvas(); c != nil {
		c.Focus(t.board)
	}
}

// draw copies a view of the trainer into the widgets.
func (t *trainerWindow) draw(v session.TrainerView) {
	t.view = v
	language := stepLanguage(t.p.language)
	names := listNames(v.Levels, language)
	for _, l := range v.Levels {
		for _, it := range l.Techniques {
			text := lang.L("trainer.item", map[string]any{"Name": names[it.Technique], "Ready": it.Cached})
			if b := t.items[it.Technique]; b != nil && b.Text != text {
				b.SetText(text)
			}
			if b := t.items[it.Technique]; b != nil {
				setImportance(b, v.Chosen && it.Technique == v.Technique)
			}
		}
	}
	heading := lang.L("trainer.pick")
	if v.Chosen {
		// Each count says what it counts: "found 0 of 0 tried" beside a
		// list saying "3 ready" read as if none could be found.
		ready := 0
		for _, l := range v.Levels {
			for _, it := range l.Techniques {
				if it.Technique == v.Technique {
					ready = it.Cached
				}
			}
		}
		heading = lang.L("trainer.heading", map[string]any{"Name": names[v.Technique],
			"Level": lang.L("level." + v.Technique.Level().String()), "Tried": v.Stats.Tried, "Found": v.Stats.Found, "Ready": ready})
	}
	t.heading.SetText(heading)

	b := t.board
	copy(b.Cells[:], v.Cells[:])
	b.Selected = v.Selected
	b.Selection = game.CellSet{}
	if v.Selected >= 0 {
		b.Selection.Add(v.Selected)
	}
	b.HighContrast = t.p.settings.HighContrastColours
	drawHintMarks(b, v.Hint)
	b.Refresh()

	e := v.Enabled
	for key, on := range map[string]bool{"check": e.Check, "hint": e.Hint, "next": e.Next, "clear": e.Clear} {
		enable(t.buttons[key], on)
	}
	for d := 1; d <= 9; d++ {
		enable(t.digits[d], e.Digits)
	}
	mode := lang.L("trainer.remove")
	if v.Placing {
		mode = lang.L("trainer.place")
	}
	if t.mode.Selected != mode {
		t.mode.SetSelected(mode)
	}
	h := v.Hint
	if drawWalk(h, t.beatBar, t.buttons) {
		t.side.Refresh() // lays the column out again
	}

	status := message(v.Status)
	if v.Searching {
		status = lang.L("trainer.searching-for", map[string]any{"Seconds": int(v.Searched / time.Second)})
	}
	if h != nil {
		status = joinLines(status, t.beats.hintWords(h, language, t.p.settings.CellNames))
	}
	status = joinLines(message(v.Problem), status)
	if t.status.Text != status {
		t.status.SetText(status)
	}
}

// joinLines puts b on a line after a, either alone when the other is "".
func joinLines(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + "\n" + b
}
