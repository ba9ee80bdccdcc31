package ui_test

import (
	"bytes"
	"image/png"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/ui"
	"github.com/sudokudesktop/sudoku/ui/printout"
)

// TestExportSizedGame plays a 6x6 game a little in the Play window, two
// digits entered and notes in a third cell, and exports it: the PNG is the
// 6x6 page of that progress as package printout draws it, with the
// variant's name and the level as its title and the puzzle's line as its
// footer (its 36 cells, which name the size), and the PDF writes those and every digit on the grid, notes
// included.
func TestExportSizedGame(t *testing.T) {
	const line = "6x6:.6......5.61.34....213.......5....2."
	f := newFixtureIn(t, ui.LanguageEnglish)
	p, err := sized.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	sol, unique := sized.Solve(p)
	if !unique {
		t.Fatalf("%s has no single solution", line)
	}
	g, err := game.NewSized(p, logic.Easy, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)

	want := printout.Page{Shape: sized.Shape6, GivenCells: p.Givens,
		EntryCells: make([]uint8, 36), NoteCells: make([]uint32, 36)}
	var empty []int
	for c, d := range p.Givens {
		if d == 0 {
			empty = append(empty, c)
		}
	}
	for _, c := range empty[:2] {
		if err := f.game().Set(solver.Cell(c), sol[c]); err != nil {
			t.Fatal(err)
		}
		want.EntryCells[c] = sol[c]
	}
	noted := empty[2]
	for _, d := range []uint8{sol[noted], 6} {
		if err := f.game().ToggleNote(solver.Cell(noted), d); err != nil {
			t.Fatal(err)
		}
		want.NoteCells[noted] |= 1 << d
	}

	var got bytes.Buffer
	if err := f.play.ExportPNG(&got); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(got.Bytes()))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	if size := img.Bounds().Size(); size != printout.PNGSize(sized.Shape6) {
		t.Errorf("a %v image, want %v", size, printout.PNGSize(sized.Shape6))
	}
	want.Title, want.Footer = "6×6: Easy", sized.Format(p)
	var drawn bytes.Buffer
	if err := printout.PNG(&drawn, want); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), drawn.Bytes()) {
		t.Error("the PNG is not the 6x6 page of the givens, entries and notes played, titled 6×6: Easy")
	}

	var pdf bytes.Buffer
	if err := f.play.ExportPDF(&pdf); err != nil {
		t.Fatal(err)
	}
	text := pdf.String()
	for _, w := range []string{`(6\3276: Easy) Tj`, "(" + sized.Format(p) + ") Tj"} {
		if !strings.Contains(text, w) {
			t.Errorf("the PDF does not write %q", w)
		}
	}
	digits := len(regexp.MustCompile(`\([1-6]\) Tj`).FindAllString(text, -1))
	if want := 36 - len(empty) + 2 + 2; digits != want {
		t.Errorf("the PDF writes %d digits, want %d givens, entries and notes", digits, want)
	}
}
