package ui

import (
	"io"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// puzzleExts are the puzzle files the Open and Save dialogs offer: plain
// text, SadMan's .sdk (one puzzle) and .sdm (one a line), and Simple
// Sudoku's .ss.
var puzzleExts = []string{".txt", ".sdk", ".ss", ".sdm"}

// MaxPuzzleFile is the largest puzzle file OpenPuzzle reads, 8 MiB: some
// hundred thousand puzzles of one line.
const MaxPuzzleFile = session.MaxPuzzleText

// listedErrors is how many bad lines of a collection the list names.
const listedErrors = 5

// readingDelay is how long a file may take to read before a card says
// it is being read, with a Cancel button: most files take far less, and
// a card that flashes past says nothing.
const readingDelay = 300 * time.Millisecond

// openPuzzleFile asks for a puzzle file and opens it (see OpenPuzzleURI).
func (p *Play) openPuzzleFile() {
	installSafeFiles()
	d := dialog.NewFileOpen(p.readPuzzle, p.win)
	d.SetFilter(storage.NewExtensionFileFilter(puzzleExts))
	p.showHolding(d)
}

// OpenPuzzleURI opens the puzzle file at u as the Open dialog does once a
// file is picked: only a regular file is opened (a FIFO, a device or a
// folder is refused at once, with the reason), and it is read off the
// window's goroutine (see session.Session.ReadFile). When the reading
// takes a while, a card says so and offers Cancel. What the file holds is
// then played or listed as OpenPuzzle says.
func (p *Play) OpenPuzzleURI(u fyne.URI) {
	installSafeFiles()
	p.readPuzzle(storage.Reader(u))
}

// readPuzzle opens the file a dialog picked: rc, or err when it could not
// be opened.
func (p *Play) readPuzzle(rc fyne.URIReadCloser, err error) {
	if err != nil {
		p.showError(err)
		return
	}
	if rc == nil { // cancelled
		return
	}
	name := rc.URI().Name()
	var card dialog.Dialog
	over := false
	cancel := p.s.ReadFile(name, rc, func() {
		over = true
		if card != nil {
			card.Hide() // before the file's list or question shows over it
		}
	})
	time.AfterFunc(readingDelay, func() {
		p.opts.Post(func() {
			if over {
				return
			}
			card = p.readingCard(name)
			card.SetOnClosed(func() {
				if !over { // Cancel, or Escape
					cancel()
				}
			})
			p.showDialog(card)
		})
	})
}

// readingCard is the card shown while a file is read: its name, a bar
// that moves, and Cancel.
func (p *Play) readingCard(name string) dialog.Dialog {
	bar := widget.NewProgressBarInfinite()
	var d dialog.Dialog
	stop := widget.NewButton(lang.L("file.reading.cancel"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("file.reading.title"),
		container.NewVBox(widget.NewLabel(lang.L("status.file.reading", map[string]any{"Name": name})), bar, stop), p.win)
	d.SetOnClosed(bar.Stop)
	return d
}

// OpenPuzzle reads a puzzle file called name from r (see
// session.Session.OpenFile): one puzzle is played, asking first when a
// game in progress would be lost; a collection shows the list of its
// puzzles; anything else is reported in a dialog.
func (p *Play) OpenPuzzle(name string, r io.Reader) {
	p.s.OpenFile(name, r)
	p.focusBoard()
}

// OpenPuzzleText opens the text of a puzzle file called name, as
// OpenPuzzle does.
func (p *Play) OpenPuzzleText(name, text string) { p.OpenPuzzle(name, strings.NewReader(text)) }

// showPuzzleList shows the puzzles of a collection, each with its
// number, level and score, and givens, and under them its line of the
// file; picking one plays it and closes the list, unless it cannot be
// played, which the list then says. The puzzles are rated in the
// background while the list is open ("…" until then). Above the list
// stand how many lines held no puzzle and the first few of their errors.
func (p *Play) showPuzzleList(l *session.PuzzleList) {
	name, puzzles, errs := l.Name, l.Puzzles, l.Errs
	head := []string{lang.L("file.list.summary", map[string]any{"Name": name, "Count": len(puzzles)})}
	if l.Bad > 0 {
		head = append(head, lang.L("file.list.skipped", map[string]any{"Count": l.Bad}))
		for _, err := range errs[:min(len(errs), listedErrors)] {
			head = append(head, "  "+err.Error())
		}
		if l.Bad > listedErrors {
			head = append(head, lang.L("file.list.more", map[string]any{"Count": l.Bad - listedErrors}))
		}
	}
	info := widget.NewLabel(strings.Join(head, "\n"))
	info.Wrapping = fyne.TextWrapWord
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	problem.Importance = widget.DangerImportance
	problem.Hide()

	ratings := make([]*session.PuzzleRating, len(puzzles))
	list := widget.NewList(
		func() int { return len(puzzles) },
		func() fyne.CanvasObject {
			title := widget.NewLabel("")
			title.Truncation = fyne.TextTruncateEllipsis
			line := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
			line.SizeName = theme.SizeNameCaptionText // 81 cells fit across
			line.Truncation = fyne.TextTruncateEllipsis
			return container.New(&rowLayout{}, title, line)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container).Objects
			row[0].(*widget.Label).SetText(puzzleTitle(i, puzzles[i], ratings[i]))
			row[1].(*widget.Label).SetText(puzzleRow(i, puzzles[i]))
		},
	)
	stop := p.s.RateList(l, func(i int, r session.PuzzleRating) {
		ratings[i] = &r
		list.RefreshItem(i)
	})
	d := dialog.NewCustom(lang.L("file.list.title"), lang.L("file.list.cancel"),
		container.NewBorder(container.NewVBox(info, problem), nil, nil, nil, list), p.win)
	picking := false // the list is put away for a moment, not closed
	d.SetOnClosed(func() {
		if !picking {
			stop()
		}
	})
	refuse := func(i int, why session.Message) {
		problem.SetText(lang.L("file.list.refused", map[string]any{"N": i + 1, "Reason": message(why)}))
		problem.Show()
		list.UnselectAll()
	}
	list.OnSelected = func(i widget.ListItemID) {
		if !p.s.InProgress() {
			if why := p.pick(i); why != nil {
				refuse(i, *why)
				return
			}
			d.Hide()
			p.focusBoard()
			return
		}
		// The session asks before a game in progress is lost, and its
		// question stands over the list: hiding the list afterwards would
		// take the question away with it, as a dialog hidden takes every
		// overlay above it. So the list goes first, and comes back only to
		// say why a puzzle cannot be played.
		picking = true
		d.Hide()
		picking = false
		if why := p.pick(i); why != nil {
			refuse(i, *why)
			p.showDialog(d)
			return
		}
		stop()
	}
	d.Resize(fyne.NewSize(720, 480))
	p.showDialog(d)
}

// puzzleTitle is the first line of the list's row for the i-th puzzle of
// a collection: its number, its level and score once rated, and how many
// givens it has.
func puzzleTitle(i int, pz solver.FilePuzzle, r *session.PuzzleRating) string {
	args := map[string]any{"N": i + 1, "Givens": pz.Grid.Givens()}
	switch {
	case r == nil:
		return lang.L("file.list.rating", args)
	case !r.Refused.Empty():
		return lang.L("file.list.unplayable", args)
	}
	args["Level"] = gameLevelName(r.Variant, r.Level) // "Jigsaw · Extreme"; a classic one's level alone
	args["Score"] = strconv.FormatFloat(r.Score, 'f', 1, 64)
	return lang.L("file.list.rated", args)
}

// puzzleRow is the second line of the list's row for the i-th puzzle of
// a collection: where it is in the file, and that line.
func puzzleRow(i int, pz solver.FilePuzzle) string {
	return lang.L("file.list.row", map[string]any{"N": i + 1, "Line": pz.Line, "Text": pz.Text})
}

// rowLayout stacks a list row's lines with no gap between them: the
// padding of the labels is space enough.
type rowLayout struct{}

func (*rowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objects {
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
}

func (*rowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
	}
	return s
}

// savePuzzleFile asks where to save the puzzle and writes it there in the
// format the file's extension names (see solver.FormatOf).
func (p *Play) savePuzzleFile() {
	p.saveFile(puzzleExts, "sudoku.txt", p.SavePuzzle, func(u fyne.URI) {
		p.say("status.file.saved", map[string]any{"Name": u.Name()})
	})
}

// SavePuzzle writes the puzzle's givens, or the puzzle being entered, to
// w in the format of a file with extension ext (see solver.FormatOf); a
// variant's game (Killer, X, Windoku...) as its line (variant.Format:
// "killer:…", "x:…"), whatever the extension.
func (p *Play) SavePuzzle(w io.Writer, ext string) error {
	if p.s.HasRules() {
		_, err := io.WriteString(w, p.s.PuzzleText()+"\n")
		return err
	}
	return solver.Write(w, p.s.Puzzle(), solver.FormatOf(ext))
}
