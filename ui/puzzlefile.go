package ui

import (
	"io"
	"strings"

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

// openPuzzleFile asks for a puzzle file and opens it (see OpenPuzzle).
func (p *Play) openPuzzleFile() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			p.showError(err)
			return
		}
		if rc == nil { // cancelled
			return
		}
		defer rc.Close()
		p.OpenPuzzle(rc.URI().Name(), rc)
	}, p.win)
	d.SetFilter(storage.NewExtensionFileFilter(puzzleExts))
	p.showHolding(d)
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

// showPuzzleList shows the puzzles of a collection, each with its number
// and line; picking one plays it and closes the list, unless it cannot be
// played, which the list then says. Above the list stand how many lines
// held no puzzle and the first few of their errors.
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

	list := widget.NewList(
		func() int { return len(puzzles) },
		func() fyne.CanvasObject {
			l := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
			l.SizeName = theme.SizeNameCaptionText // 81 cells fit across
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(puzzleRow(i, puzzles[i]))
		},
	)
	d := dialog.NewCustom(lang.L("file.list.title"), lang.L("file.list.cancel"),
		container.NewBorder(container.NewVBox(info, problem), nil, nil, nil, list), p.win)
	refuse := func(i int, why session.Message) {
		problem.SetText(lang.L("file.list.refused", map[string]any{"N": i + 1, "Reason": message(why)}))
		problem.Show()
		list.UnselectAll()
	}
	list.OnSelected = func(i widget.ListItemID) {
		if !p.s.InProgress() {
			if why := p.s.Pick(i); !why.Empty() {
				refuse(i, why)
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
		d.Hide()
		if why := p.s.Pick(i); !why.Empty() {
			refuse(i, why)
			p.showDialog(d)
		}
	}
	d.Resize(fyne.NewSize(720, 480))
	p.showDialog(d)
}

// puzzleRow is the list's row for the i-th puzzle of a collection.
func puzzleRow(i int, pz solver.FilePuzzle) string {
	return lang.L("file.list.row", map[string]any{"N": i + 1, "Line": pz.Line, "Text": pz.Text})
}

// savePuzzleFile asks where to save the puzzle and writes it there in the
// format the file's extension names (see solver.FormatOf).
func (p *Play) savePuzzleFile() {
	p.saveFile(puzzleExts, "sudoku.txt", p.SavePuzzle, func(name string) {
		p.say("status.file.saved", map[string]any{"Name": name})
	})
}

// SavePuzzle writes the puzzle's givens, or the puzzle being entered, to
// w in the format of a file with extension ext (see solver.FormatOf).
func (p *Play) SavePuzzle(w io.Writer, ext string) error {
	return solver.Write(w, p.s.Puzzle(), solver.FormatOf(ext))
}
