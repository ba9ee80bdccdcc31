package printout

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// inkStats counts, in the square of half-side r around (x, y), the dark
// pixels, the blue ones and those that are not paper.
func inkStats(img image.Image, x, y, r int) (dark, blue, marked int) {
	for py := y - r; py <= y+r; py++ {
		for px := x - r; px <= x+r; px++ {
			cr, cg, cb, _ := img.At(px, py).RGBA()
			cr, cg, cb = cr>>8, cg>>8, cb>>8
			luma := (299*cr + 587*cg + 114*cb) / 1000
			if luma < 110 {
				dark++
			}
			if cb > 150 && cr < 110 && cb > cg+40 {
				blue++
			}
			if luma < 235 {
				marked++
			}
		}
	}
	return
}

func cellCentre(c solver.Cell) (x, y int) {
	return pngGridX + c.Col()*pngCell + pngCell/2, pngGridY + c.Row()*pngCell + pngCell/2
}

func decodePNG(t *testing.T, p Page) image.Image {
	t.Helper()
	var buf bytes.Buffer
	if err := PNG(&buf, p); err != nil {
		t.Fatalf("PNG: %v", err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("decoding the PNG: %v", err)
	}
	if got, want := img.Bounds().Size(), PNGSize(p.Shape); got != want {
		t.Fatalf("size %v, want %v", got, want)
	}
	return img
}

func TestPNGCells(t *testing.T) {
	skipRasterInShort(t)
	p := progress(t)
	img := decodePNG(t, p)

	firstOf := func(kind cellKind) solver.Cell {
		for i := range 81 {
			if k, _, _ := p.cell(i); k == kind {
				return solver.Cell(i)
			}
		}
		t.Fatalf("the progress page has no cell of kind %d", kind)
		return 0
	}
	tests := []struct {
		name string
		cell solver.Cell
		// wants, in the 31x31 square around the centre of the cell
		dark, blue, blank bool
	}{
		{"given is dark", firstOf(given), true, false, false},
		{"entry is blue", firstOf(entry), false, true, false},
		{"blank cell is paper", firstOf(blank), false, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := cellCentre(tt.cell)
			dark, blue, marked := inkStats(img, x, y, 15)
			if tt.dark && dark < 40 {
				t.Errorf("%s: %d dark pixels, want a digit", tt.cell, dark)
			}
			if tt.blue && blue < 40 {
				t.Errorf("%s: %d blue pixels, want a blue digit", tt.cell, blue)
			}
			if !tt.blue && blue > 0 {
				t.Errorf("%s: %d blue pixels, want none", tt.cell, blue)
			}
			if tt.blank && marked > 0 {
				t.Errorf("%s: %d marked pixels, want paper", tt.cell, marked)
			}
		})
	}

	t.Run("notes sit in their thirds", func(t *testing.T) {
		c := firstOf(notes)
		x, y := cellCentre(c)
		for d := uint8(1); d <= 9; d++ {
			k := int(d - 1)
			nx, ny := x+(k%3-1)*pngNoteGap, y+(k/3-1)*pngNoteGap
			_, blue, marked := inkStats(img, nx, ny, 6)
			if has := p.Notes[c].Has(d); has != (marked > 5) {
				t.Errorf("%s note %d: %d marked pixels, note present %v", c, d, marked, has)
			}
			if blue > 0 {
				t.Errorf("%s note %d: blue pixels in a note", c, d)
			}
		}
	})

	t.Run("lines", func(t *testing.T) {
		// Half way down the first row: a thick line at the box edge, a
		// thin one between cells.
		y := pngGridY + pngCell/2
		if dark, _, _ := inkStats(img, pngGridX+3*pngCell, y, 1); dark != 9 {
			t.Errorf("box line: %d of 9 pixels dark", dark)
		}
		if _, _, marked := inkStats(img, pngGridX+pngCell, y, 0); marked != 1 {
			t.Error("no cell line between the first two cells")
		}
		if _, _, marked := inkStats(img, pngGridX+pngCell+3, y, 0); marked != 0 {
			t.Error("the cell line is wider than it should be")
		}
	})
}

// TestPNGOddInputs renders pages that are empty, full, without notes or
// with titles the fonts cannot draw; none may fail or panic.
func TestPNGOddInputs(t *testing.T) {
	skipRasterInShort(t)
	full, ok := solver.Solve(grid(t, puzzleLines[0]))
	if !ok {
		t.Fatal("no solution")
	}
	var allNotes, strayBits [81]logic.Digits
	for i := range allNotes {
		allNotes[i] = logic.AllDigits
		strayBits[i] = 0xFC01 // bit 0 and bits 10-15: no digit at all
	}
	tests := []struct {
		name   string
		page   Page
		marked func(c solver.Cell) bool // which cells must show ink
	}{
		{"empty grid", Page{}, func(solver.Cell) bool { return false }},
		{"full grid", Page{Givens: full}, func(solver.Cell) bool { return true }},
		{"full entries", Page{Entries: full}, func(solver.Cell) bool { return true }},
		{"nil notes", Page{Givens: grid(t, puzzleLines[1]), Notes: nil}, func(c solver.Cell) bool { return puzzleLines[1][c] != '.' }},
		{"all notes", Page{Notes: &allNotes}, func(solver.Cell) bool { return true }},
		{"stray note bits", Page{Notes: &strayBits}, func(solver.Cell) bool { return false }},
		{"CJK title", Page{Title: "数独 — 困难 #12", Footer: "第 3 页"}, func(solver.Cell) bool { return false }},
		{"long title", Page{Title: strings.Repeat("Very long title ", 20), Footer: "a\tb\nc\x00"}, func(solver.Cell) bool { return false }},
		{"invalid UTF-8", Page{Title: "Sudoku \xff\xfe"}, func(solver.Cell) bool { return false }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := decodePNG(t, tt.page)
			for c := solver.Cell(0); c < 81; c++ {
				x, y := cellCentre(c)
				_, _, marked := inkStats(img, x, y, 40)
				if want := tt.marked(c); want != (marked > 0) {
					t.Fatalf("%s: %d marked pixels, want ink %v", c, marked, want)
				}
			}
		})
	}
}

func TestPNGRejectsNonDigits(t *testing.T) {
	for _, p := range []Page{{Givens: solver.Grid{10}}, {Entries: solver.Grid{80: 255}}} {
		if err := PNG(&bytes.Buffer{}, p); err == nil {
			t.Errorf("PNG accepted %v", p)
		}
	}
}

type failingWriter struct{}

var errWrite = errors.New("disk full")

func (failingWriter) Write([]byte) (int, error) { return 0, errWrite }

func TestWriteErrors(t *testing.T) {
	if err := PNG(failingWriter{}, progress(t)); !errors.Is(err, errWrite) {
		t.Errorf("PNG: %v, want %v", err, errWrite)
	}
	if err := SinglePDF(failingWriter{}, progress(t)); !errors.Is(err, errWrite) {
		t.Errorf("PDF: %v, want %v", err, errWrite)
	}
}
