package ui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/solver"
)

// puzzleExts are the puzzle files the Open and Save dialogs offer: plain
// text, SadMan's .sdk (one puzzle) and .sdm (one a line), and Simple
// Sudoku's .ss.
var puzzleExts = []string{".txt", ".sdk", ".ss", ".sdm"}

// MaxPuzzleFile is the largest puzzle file OpenPuzzle reads, 8 MiB: some
// hundred thousand puzzles of one line.
const MaxPuzzleFile = 8 << 20

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
	p.showDialog(d)
}

// OpenPuzzle reads a puzzle file called name from r and opens it as
// OpenPuzzleText does. A file larger than MaxPuzzleFile is refused with
// an error dialog; no more than a byte past the limit is read.
func (p *Play) OpenPuzzle(name string, r io.Reader) {
	data, err := io.ReadAll(io.LimitReader(r, MaxPuzzleFile+1))
	switch {
	case err != nil:
		p.fileError(lang.L("file.read-failed", map[string]any{"Name": name, "Error": err.Error()}))
	case len(data) > MaxPuzzleFile:
		p.fileError(lang.L("file.too-big", map[string]any{"Name": name, "MiB": MaxPuzzleFile >> 20}))
	default:
		p.OpenPuzzleText(name, string(data))
	}
}

// OpenPuzzleText opens the text of a puzzle file called name. A file
// holding one puzzle, in any layout solver.Parse reads, is played when it
// is proper, as a pasted puzzle is (see playPuzzle); a collection, one
// puzzle a line, shows the list of its puzzles to pick one from, naming
// the lines that hold none. A file with no puzzle is reported in an error
// dialog, and the game goes on.
func (p *Play) OpenPuzzleText(name, text string) {
	text = strings.TrimPrefix(text, "\uFEFF") // a byte-order mark, as Notepad writes
	grid, err := solver.Parse(text)
	if err == nil {
		if p.entry != nil { // as with paste: a puzzle refused is there to mend
			p.entry.grid = grid
			p.refresh()
		}
		if p.playPuzzle(grid) {
			p.say("status.file.started", map[string]any{"Name": name, "Level": levelName(p.g.Level().String())})
		}
		p.focusBoard()
		return
	}
	puzzles, errs := solver.ParseFile(text)
	if len(puzzles) == 0 {
		p.fileError(lang.L("file.no-puzzle", map[string]any{"Name": name, "Error": err.Error()}))
		return
	}
	p.showPuzzleList(name, puzzles, errs)
}

// fileError shows what went wrong with a puzzle file.
func (p *Play) fileError(msg string) {
	p.showError(errors.New(msg))
}

// showPuzzleList shows the puzzles of a collection, each with its number
// and line; picking one plays it and closes the list, unless it cannot be
// played, which the list then says. Above the list stand how many lines
// held no puzzle and the first few of their errors.
func (p *Play) showPuzzleList(name string, puzzles []solver.FilePuzzle, errs []error) {
	head := []string{lang.L("file.list.summary", map[string]any{"Name": name, "Count": len(puzzles)})}
	if len(errs) > 0 {
		head = append(head, lang.L("file.list.skipped", map[string]any{"Count": len(errs)}))
		for _, err := range errs[:min(len(errs), listedErrors)] {
			head = append(head, "  "+err.Error())
		}
		if len(errs) > listedErrors {
			head = append(head, lang.L("file.list.more", map[string]any{"Count": len(errs) - listedErrors}))
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
	list.OnSelected = func(i widget.ListItemID) {
		if p.playPuzzle(puzzles[i].Grid) {
			d.Hide()
			p.say("status.file.started-n", map[string]any{
				"Name": name, "N": i + 1, "Level": levelName(p.g.Level().String()),
			})
			p.focusBoard()
			return
		}
		problem.SetText(lang.L("file.list.refused", map[string]any{"N": i + 1, "Reason": p.status.Text}))
		problem.Show()
		list.UnselectAll()
	}
	d.Resize(fyne.NewSize(720, 480))
	p.showDialog(d)
}

// puzzleRow is the list's row for the i-th puzzle of a collection.
func puzzleRow(i int, pz solver.FilePuzzle) string {
	return lang.L("file.list.row", map[string]any{"N": i + 1, "Line": pz.Line, "Text": pz.Text})
}

// savePuzzleFile asks where to save the puzzle and writes it there in the
// format the file's extension names (see WritePuzzle).
func (p *Play) savePuzzleFile() {
	p.saveFile(puzzleExts, "sudoku.txt", p.SavePuzzle, func(name string) {
		p.say("status.file.saved", map[string]any{"Name": name})
	})
}

// SavePuzzle writes the puzzle's givens, or the puzzle being entered, to
// w in the format of a file with extension ext (see WritePuzzle).
func (p *Play) SavePuzzle(w io.Writer, ext string) error {
	grid := p.g.Givens()
	if p.entry != nil {
		grid = p.entry.grid
	}
	return WritePuzzle(w, grid, ext)
}

// WritePuzzle writes a puzzle's givens to w, '.' for blanks, in the
// format of a file with extension ext, which it compares ignoring case:
// for ".sdk", SadMan's nine rows of nine; for ".ss", Simple Sudoku's rows
// with '|' between boxes and "-----------" between bands; for any other,
// as for ".txt" and ".sdm", one line of 81 characters. solver.Parse reads
// each back.
func WritePuzzle(w io.Writer, g solver.Grid, ext string) error {
	bw := bufio.NewWriter(w)
	line := g.String()
	switch strings.ToLower(ext) {
	case ".sdk":
		for r := 0; r < 9; r++ {
			fmt.Fprintln(bw, line[r*9:r*9+9])
		}
	case ".ss":
		for r := 0; r < 9; r++ {
			if r == 3 || r == 6 {
				fmt.Fprintln(bw, "-----------")
			}
			row := line[r*9 : r*9+9]
			fmt.Fprintf(bw, "%s|%s|%s\n", row[:3], row[3:6], row[6:])
		}
	default:
		fmt.Fprintln(bw, line)
	}
	return bw.Flush()
}
