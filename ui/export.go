package ui

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui/printout"
)

// currentPage is the game being played as a printout page: its givens,
// and, when withProgress is set, the player's entries and notes.
func (p *Play) currentPage(withProgress bool) printout.Page {
	g := p.s.Sheet()
	if g.Shape != sized.Shape9 && g.Shape.Valid() {
		return sizedPage(g, withProgress, p.settings.TintRegions)
	}
	page := printout.Page{
		Givens: g.Givens,
		Title:  printTitle(g.Variant) + ": " + capitalized(g.Level.String()),
		Cages:  g.Cages,
		Flags:  g.Flags,
		// A jigsaw's regions, tinted in greys as the board tints them.
		Regions: g.Regions, TintRegions: p.settings.TintRegions,
	}
	if len(g.Line) <= maxFooterLine { // a Killer's line is longer than a footer holds
		page.Footer = g.Line
	}
	if withProgress {
		var notes [81]logic.Digits // the printout draws a 9x9 grid's notes
		for c, n := range g.Notes {
			notes[c] = n.Logic()
		}
		page.Entries, page.Notes = g.Entries, &notes
	}
	return page
}

// sizedPage is currentPage for a grid of another size than 9x9: its
// givens, rules and jigsaw regions (tinted as the board tints them when
// tint is set), and with progress the player's entries and notes.
func sizedPage(g session.Sheet, withProgress, tint bool) printout.Page {
	page := printout.Page{
		Title:        printTitle(g.Variant) + ": " + capitalized(g.Level.String()),
		Shape:        g.Shape,
		GivenCells:   g.Puzzle.Givens,
		Flags:        g.Puzzle.Flags,
		SizedRegions: g.Puzzle.Regions,
		TintRegions:  tint,
	}
	if len(g.Line) <= maxFooterLine { // a 12x12's line and longer are not
		page.Footer = g.Line
	}
	if withProgress {
		page.EntryCells = g.EntryCells
		page.NoteCells = make([]uint32, len(g.NoteCells))
		for c, n := range g.NoteCells {
			page.NoteCells[c] = uint32(n)
		}
	}
	return page
}

// ExportPNG writes the current puzzle, of any size, with the player's
// progress (and a Killer game's cages), as PNG.
func (p *Play) ExportPNG(w io.Writer) error { return printout.PNG(w, p.currentPage(true)) }

// ExportPDF writes the current puzzle, of any size, with the player's
// progress (and a Killer game's cages), as a one-page PDF.
func (p *Play) ExportPDF(w io.Writer) error { return printout.SinglePDF(w, p.currentPage(true)) }

// PrintLevel writes n puzzles of a level from the bundled collections,
// perPage to an A4 page, as a PDF, as GNOME Sudoku's print does. With
// answers, their solutions follow on pages of their own, small grids
// printout.AnswersPerPage a page, captioned as the puzzles are.
func PrintLevel(w io.Writer, level string, n, perPage int, answers bool) error {
	return PrintVariant(w, geometry.Variant{}, level, n, perPage, answers)
}

// PrintKillers writes n Killer puzzles of a level from the bundled
// collections (levels' killer-* ones), perPage to an A4 page, their cages
// drawn as on screen, as a PDF. With answers, their solutions follow on
// pages of their own, as PrintLevel's do: the digits alone, without the
// cages, which would crowd the small grids.
func PrintKillers(w io.Writer, level string, n, perPage int, answers bool) error {
	return PrintVariant(w, geometry.Variant{Killer: true}, level, n, perPage, answers)
}

// PrintVariant writes n puzzles of a variant's level from the bundled
// collections (levels' "<variant>-<level>" ones), perPage to an A4 page,
// their rules drawn as on screen (cages, diagonals, windows), as a PDF,
// under a title that names the rules ("Sudoku X: Medium"). With answers,
// their solutions follow on pages of their own, the digits alone.
func PrintVariant(w io.Writer, v geometry.Variant, level string, n, perPage int, answers bool) error {
	return printSet(w, printTitle(v)+": "+capitalized(level), v, level, n, perPage, answers)
}

// printTitle names a variant in a printout's title, in English as the
// printouts are: its "print.title.<name>" words ("Sudoku", "Killer
// Sudoku"), or its rules' names ("Sudoku X · Anti-knight").
func printTitle(v geometry.Variant) string {
	key := "print.title." + v.Name()
	if t := englishWord(key); t != key {
		return t
	}
	return printRulesName(v)
}

// maxFooterLine is the longest puzzle line a page's footer shows, a
// line of 81 digits and the tag of its rules ("x-antiking:").
const maxFooterLine = 100

// printSet writes the puzzles and solutions the session hands out (see
// session.PrintSet) under title.
func printSet(w io.Writer, title string, v geometry.Variant, level string, n, perPage int, answers bool) error {
	puzzles, err := session.PrintSet(v, level, n, answers)
	if err != nil {
		return err
	}
	pages := make([]printout.Page, len(puzzles))
	var sols []printout.Page
	if answers {
		sols = make([]printout.Page, len(puzzles))
	}
	for i, pz := range puzzles {
		caption := capitalized(level) + " " + strconv.Itoa(i+1)
		pages[i] = printout.Page{Givens: pz.Givens, Title: caption, Cages: pz.Cages, Flags: pz.Flags, Regions: pz.Regions}
		if answers {
			sols[i] = printout.Page{Givens: pz.Givens, Entries: pz.Solution, Title: caption, Flags: pz.Flags, Regions: pz.Regions}
		}
	}
	return printout.Set(w, title, pages, perPage, title+" – answers", sols)
}

// capitalized returns a level's name as a title: "hard" gives "Hard". The
// printouts are in English: their fonts have no CJK glyphs.
func capitalized(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// saveAs asks for a file with the given extension and writes what write
// produces into it; errors are shown in a dialog.
func (p *Play) saveAs(ext, name string, write func(io.Writer) error) {
	p.saveAsTold(ext, name, write, nil)
}

// saveAsTold is saveAs, which then says where the file went in the
// status line and, when told is set, to told too: a window of its own
// (the statistics', whose Export CSV seemed to do nothing) covers the
// status line.
func (p *Play) saveAsTold(ext, name string, write func(io.Writer) error, told func(words string)) {
	p.saveFile([]string{ext}, name, func(w io.Writer, _ string) error { return write(w) }, func(u fyne.URI) {
		p.savedTo(u, told)
	})
}

// savedTo says that a file was saved at u, and in which folder: in the
// status line, and to told when it is set.
func (p *Play) savedTo(u fyne.URI, told func(words string)) {
	key, args := "status.exported", map[string]any{"Name": u.Name()}
	if folder := folderOf(u); folder != "" {
		key, args["Folder"] = "status.exported-in", folder
	}
	p.say(key, args)
	if told != nil {
		told(lang.L(key, args))
	}
}

// folderOf names the folder u is in: its path for a file, else the
// folder's URI; "" when it has none.
func folderOf(u fyne.URI) string {
	if u.Scheme() == "file" {
		if dir := filepath.Dir(u.Path()); dir != "." && dir != "" {
			return dir
		}
		return ""
	}
	parent, err := storage.Parent(u)
	if err != nil || parent == nil {
		return ""
	}
	return parent.String()
}

// saveFile asks for a file with one of the extensions, name proposed, and
// writes what write produces into it, given the extension of the file
// chosen; errors are shown in a dialog. done, when set, gets the file
// once it is written.
func (p *Play) saveFile(exts []string, name string, write func(w io.Writer, ext string) error, done func(u fyne.URI)) {
	installSafeFiles()
	d := dialog.NewFileSave(func(uc fyne.URIWriteCloser, err error) {
		if uc == nil && err == nil { // cancelled
			return
		}
		if err := writeTo(uc, err, write); err != nil {
			what := name
			if uc != nil {
				what = uc.URI().Name()
			}
			p.showError(errors.New(lang.L("file.save-failed", map[string]any{"Name": what, "Reason": reason(err)})))
			return
		}
		if done != nil {
			done(uc.URI())
		}
	}, p.win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	d.SetFileName(name)
	p.showHolding(d)
}

// WriteFile writes what write produces, given the file's extension, to
// the file at u, as the Save dialogs do once a file is chosen (see
// writeTo).
func (p *Play) WriteFile(u fyne.URI, write func(w io.Writer, ext string) error) error {
	installSafeFiles()
	uc, err := storage.Writer(u)
	return writeTo(uc, err, write)
}

// writeTo writes what write produces into uc, the writer a Save dialog
// opened (or failed to open, with err), and closes it. Everything is
// made in memory first, so nothing reaches the file unless all of it
// is ready. A local file is written through a temporary one (see
// safeFiles) that only a complete write puts in place: a failure leaves
// the old file as it was. A writer of another kind gets the bytes in one
// write once they are all made.
func writeTo(uc fyne.URIWriteCloser, err error, write func(w io.Writer, ext string) error) error {
	if err != nil {
		return err
	}
	fail := func(err error) error {
		if a, ok := uc.(aborter); ok {
			a.Abort()
		} else {
			uc.Close()
		}
		return err
	}
	var buf bytes.Buffer
	if err := write(&buf, uc.URI().Extension()); err != nil {
		return fail(err)
	}
	if _, err := uc.Write(buf.Bytes()); err != nil {
		return fail(err)
	}
	return uc.Close()
}

// showPrintLevel asks which variant and level, how many puzzles and how
// many a page, and whether to add the answers, then where to save the
// PDF. The variants are those New offers that have bundled sets to print
// (see printVariants), the one new games are played in chosen first. The
// count is checked as it is typed, against the puzzles the level holds in
// the variant: the form cannot be confirmed with a count the collection
// cannot give, and the field says why.
func (p *Play) showPrintLevel() {
	levels := session.LevelNames()
	names := make([]string, len(levels))
	for i, n := range levels {
		names[i] = levelName(n)
	}
	variants := printVariants(p.view.Variants)
	words := make([]string, len(variants))
	for i, v := range variants {
		words[i] = variantName(v)
	}
	kind := widget.NewSelect(words, nil)
	kind.SetSelectedIndex(0)
	for i, v := range variants {
		if v == p.view.NewVariant { // the variant new games are played in
			kind.SetSelectedIndex(i)
		}
	}
	chosen := func() geometry.Variant { return variants[max(kind.SelectedIndex(), 0)] }
	level := widget.NewSelect(names, nil)
	level.SetSelectedIndex(1)
	count := widget.NewEntry()
	count.SetText("12")
	count.Validator = func(text string) error {
		_, err := printCount(chosen(), levels[level.SelectedIndex()], text)
		return err
	}
	countItem := widget.NewFormItem(lang.L("print.count"), count)
	countItem.HintText = countRange(chosen(), levels[level.SelectedIndex()])
	perPage := widget.NewSelect([]string{"1", "2", "4", "6"}, nil)
	perPage.SetSelected("4")
	answers := widget.NewCheck(lang.L("print.answers"), nil)
	form := []*widget.FormItem{
		widget.NewFormItem(lang.L("print.variant"), kind),
		widget.NewFormItem(lang.L("print.level"), level),
		countItem,
		widget.NewFormItem(lang.L("print.per-page"), perPage),
		widget.NewFormItem("", answers),
	}
	d := dialog.NewForm(lang.L("print.title"), lang.L("print.ok"), lang.L("print.cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		name, v := levels[level.SelectedIndex()], chosen()
		n, err := printCount(v, name, count.Text)
		if err != nil { // the form is not confirmed with a bad count; this is a second guard
			p.showError(err)
			return
		}
		per, _ := strconv.Atoi(perPage.Selected)
		withAnswers := answers.Checked
		file := v.Qualify("sudoku-"+name, "-") + ".pdf"
		p.saveAs(".pdf", file, func(w io.Writer) error { return PrintVariant(w, v, name, n, per, withAnswers) })
	}, p.win)
	changed := func(string) {
		countItem.HintText = countRange(chosen(), levels[level.SelectedIndex()])
		count.Validate()
		d.Refresh()
	}
	level.OnChanged, kind.OnChanged = changed, changed
	p.showDialog(d)
}

// printVariants are the variants of offered (the view's Variants) that
// have a bundled set to print, classic first: a variant made by the
// generator alone has none. Classic is there whatever.
func printVariants(offered []geometry.Variant) []geometry.Variant {
	out := []geometry.Variant{{}}
	for _, v := range offered {
		if slices.Contains(out, v) { // classic, there already
			continue
		}
		for _, level := range session.LevelNames() {
			if n, err := session.BundledCount(v, level); err == nil && n > 0 {
				out = append(out, v)
				break
			}
		}
	}
	return out
}

// countRange says how many puzzles of a variant's level can be printed,
// in the words of the count field's hint and error.
func countRange(v geometry.Variant, level string) string {
	most, err := session.BundledCount(v, level)
	if err != nil {
		return err.Error()
	}
	name := levelName(level)
	if l, err := logic.ParseLevel(level); err == nil {
		name = gameLevelName(v, l)
	}
	return lang.L("print.count.range", map[string]any{"Max": most, "Level": name})
}

// printCount reads how many puzzles of a variant's level to print: a
// whole number from 1 to the number of puzzles the level holds. The
// error says which numbers the level takes.
func printCount(v geometry.Variant, level, text string) (int, error) {
	most, err := session.BundledCount(v, level)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > most {
		return 0, errors.New(countRange(v, level))
	}
	return n, nil
}

// reason words err for a player: what the system said of a file (as "no
// space left on device"), without the paths and operations a file error
// wraps it in; the whole error for any other.
func reason(err error) string {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		return pe.Err.Error()
	case errors.As(err, &le):
		return le.Err.Error()
	}
	return err.Error()
}
