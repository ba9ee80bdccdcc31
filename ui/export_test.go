package ui_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/ui"
)

// TestFailedExportKeepsTheOldFile: printing 500 puzzles of a level of 120
// to an existing PDF left it empty, as the file was opened (and
// truncated) before the puzzles were drawn. Every export is now written
// to a temporary file beside it and renamed into place, so that one that
// fails leaves the old file byte for byte and no debris beside it.
func TestFailedExportKeepsTheOldFile(t *testing.T) {
	old := []byte("%PDF-1.4 the set printed last week\n")
	for _, tc := range []struct {
		name  string
		write func(w io.Writer, ext string) error
		fails bool
	}{
		{"too many puzzles", func(w io.Writer, _ string) error { return ui.PrintLevel(w, "medium", 500, 4, true) }, true},
		{"a failure half way", func(w io.Writer, _ string) error {
			w.Write([]byte("%PDF-1.4 half a file"))
			return errors.New("out of paper")
		}, true},
		{"a good set", func(w io.Writer, _ string) error { return ui.PrintLevel(w, "medium", 2, 4, true) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			dir := t.TempDir()
			path := filepath.Join(dir, "sudoku-medium.pdf")
			if err := os.WriteFile(path, old, 0o644); err != nil {
				t.Fatal(err)
			}
			err := f.play.WriteFile(storage.NewFileURI(path), tc.write)
			if (err != nil) != tc.fails {
				t.Fatalf("error %v, want one: %v", err, tc.fails)
			}
			got, rerr := os.ReadFile(path)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if tc.fails && !bytes.Equal(got, old) {
				t.Errorf("after a failed export the file holds %d bytes %.30q, want the old %d bytes", len(got), got, len(old))
			}
			if !tc.fails && !bytes.HasPrefix(got, []byte("%PDF-1.4\n")) {
				t.Errorf("a good export left %.30q", got)
			}
			if names := dirNames(t, dir); len(names) != 1 {
				t.Errorf("the folder holds %q, want the PDF alone", names)
			}
		})
	}
}

// dirNames returns the names of what dir holds.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// TestPrintCountIsChecked: a count the level cannot give was only found
// out after the file was chosen (and emptied). The field now refuses it,
// saying why, and the form cannot be confirmed.
func TestPrintCountIsChecked(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool
	}{
		{"500", false},
		{"121", false},
		{"0", false},
		{"-3", false},
		{"twelve", false},
		{"", false},
		{"1", true},
		{"120", true},
	} {
		t.Run(tc.text, func(t *testing.T) {
			f := newFixture(t)
			f.press("print")
			d := f.topOverlay()
			if d == nil || !hasText(d, lang.L("print.title")) {
				t.Fatalf("no print dialog: %q", texts(d))
			}
			var count *widget.Entry
			for _, o := range objects(d) {
				if e, ok := o.(*widget.Entry); ok {
					count = e
				}
			}
			if count == nil {
				t.Fatal("no count field")
			}
			count.SetText("")
			test.Type(count, tc.text)
			save := findButton(d, lang.L("print.ok"))
			if save == nil {
				t.Fatal("no Save PDF button")
			}
			if save.Disabled() == tc.ok {
				t.Errorf("%q: Save PDF enabled %v, want %v", tc.text, !save.Disabled(), tc.ok)
			}
			if !tc.ok {
				reason := lang.L("print.count.range", map[string]any{"Max": 120, "Level": lang.L("level.medium")})
				if err := count.Validate(); err == nil || err.Error() != reason {
					t.Errorf("%q: the field says %v, want %q", tc.text, err, reason)
				}
				if !hasCanvasText(d, reason) {
					t.Errorf("%q: the form does not say %q: %q", tc.text, reason, texts(d))
				}
				test.Tap(save)
				if f.topOverlay() != d {
					t.Errorf("%q: Save PDF went on to %q", tc.text, texts(f.topOverlay()))
				}
			}
		})
	}
}

// hasCanvasText reports whether a shown text under o, a label's or a
// form's hint, reads s.
func hasCanvasText(o fyne.CanvasObject, s string) bool {
	for _, x := range objects(o) {
		if t, ok := x.(*canvas.Text); ok && t.Text == s && t.Visible() {
			return true
		}
	}
	return hasText(o, s)
}

// pdfPages counts the pages of a PDF the printout package wrote.
func pdfPages(data []byte) int {
	return strings.Count(string(data), "/Type /Page ") + strings.Count(string(data), "/Type /Page>>")
}

// TestPrintSetWithAnswers goes through the print dialog as a player
// would, ticking "Answers at the end", and saves the set through the
// file dialog: the PDF has the puzzle pages and then the answer pages,
// nine answers a page.
func TestPrintSetWithAnswers(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answers bool
		count   string
		pages   int
	}{
		{"without answers", false, "13", 4},
		{"with answers", true, "13", 4 + 2},
		{"nine and their answers", true, "9", 3 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("HOME", home) // where the file dialog starts
			f := newFixture(t)
			f.press("print")
			d := f.topOverlay()
			var count *widget.Entry
			var answers *widget.Check
			for _, o := range objects(d) {
				switch w := o.(type) {
				case *widget.Entry:
					count = w
				case *widget.Check:
					answers = w
				}
			}
			if answers == nil || answers.Text != lang.L("print.answers") {
				t.Fatalf("the print dialog has no %q check box: %q", lang.L("print.answers"), texts(d))
			}
			if answers.Checked {
				t.Error("answers are ticked before the player asks")
			}
			count.SetText(tc.count)
			answers.SetChecked(tc.answers)
			test.Tap(findButton(d, lang.L("print.ok")))
			save := findButton(f.topOverlay(), "Save")
			if save == nil {
				t.Fatalf("no file dialog: %q", texts(f.topOverlay()))
			}
			test.Tap(save)
			data, err := os.ReadFile(filepath.Join(home, "sudoku-medium.pdf"))
			if err != nil {
				t.Fatal(err)
			}
			if got := pdfPages(data); got != tc.pages {
				t.Errorf("%d pages, want %d", got, tc.pages)
			}
			if has := strings.Contains(string(data), "answers"); has != tc.answers {
				t.Errorf("answer pages headed: %v, want %v", has, tc.answers)
			}
		})
	}
}

// memFiles is a repository of files in memory, mem://name, that records
// what its writers were given: a stand-in for a location that is not a
// local file, where no temporary file can be renamed.
type memFiles struct {
	writes map[string][]string // the writes each file got, in order
	closed map[string]bool
}

func (m *memFiles) Exists(fyne.URI) (bool, error)  { return false, nil }
func (m *memFiles) CanRead(fyne.URI) (bool, error) { return false, nil }
func (m *memFiles) CanWrite(fyne.URI) (bool, error) {
	return true, nil
}
func (m *memFiles) Destroy(string)                              {}
func (m *memFiles) Delete(fyne.URI) error                       { return nil }
func (m *memFiles) Reader(fyne.URI) (fyne.URIReadCloser, error) { return nil, errors.New("no") }
func (m *memFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &memWriter{m, u}, nil
}

type memWriter struct {
	m *memFiles
	u fyne.URI
}

func (w *memWriter) Write(b []byte) (int, error) {
	w.m.writes[w.u.Name()] = append(w.m.writes[w.u.Name()], string(b))
	return len(b), nil
}
func (w *memWriter) Close() error  { w.m.closed[w.u.Name()] = true; return nil }
func (w *memWriter) URI() fyne.URI { return w.u }

// TestExportToAnotherPlace: where the file is not local, an export is
// made whole in memory first and written in one go; one that fails
// writes nothing at all.
func TestExportToAnotherPlace(t *testing.T) {
	f := newFixture(t)
	m := &memFiles{writes: map[string][]string{}, closed: map[string]bool{}}
	repository.Register("mem", m)
	good, _ := storage.ParseURI("mem:///good.pdf")
	bad, _ := storage.ParseURI("mem:///bad.pdf")
	var want bytes.Buffer
	if err := ui.PrintLevel(&want, "easy", 3, 2, true); err != nil {
		t.Fatal(err)
	}
	if err := f.play.WriteFile(good, func(w io.Writer, _ string) error { return ui.PrintLevel(w, "easy", 3, 2, true) }); err != nil {
		t.Fatal(err)
	}
	if w := m.writes["good.pdf"]; len(w) != 1 || w[0] != want.String() || !m.closed["good.pdf"] {
		t.Errorf("a good export made %d writes (closed %v), want the whole PDF in one", len(w), m.closed["good.pdf"])
	}
	err := f.play.WriteFile(bad, func(w io.Writer, _ string) error {
		w.Write([]byte("%PDF-1.4 half"))
		return errors.New("out of paper")
	})
	if err == nil {
		t.Error("a failed export reported no error")
	}
	if w := m.writes["bad.pdf"]; len(w) != 0 {
		t.Errorf("a failed export wrote %q", w)
	}
}
