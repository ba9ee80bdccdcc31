package printout

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestRenderPoppler has poppler's pdftoppm rasterise the PDFs, when it is
// installed, and expects one image a page and not a word on stderr: poppler
// repairs a broken cross-reference table silently but for a warning there.
// Without pdftoppm it skips, but fails in CI (CI=true), which installs
// poppler-utils. With -sample=DIR the files stay in DIR to be looked at.
func TestRenderPoppler(t *testing.T) {
	skipRasterInShort(t)
	pdftoppm, err := exec.LookPath("pdftoppm")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but pdftoppm is missing (.ci/run installs poppler-utils): %v", err)
		}
		t.Skip("pdftoppm is not installed (apt-get install poppler-utils)")
	}
	dir := outDir(t)

	four := puzzles(t, 6)
	tests := []struct {
		name  string
		write func(*bytes.Buffer) error
		pages int
	}{
		{"four", func(b *bytes.Buffer) error { return Puzzles(b, "Sudoku — six puzzles", four, 4) }, 2},
		{"six", func(b *bytes.Buffer) error { return Puzzles(b, "Sudoku (mixed)", puzzles(t, 6), 6) }, 1},
		{"two", func(b *bytes.Buffer) error { return Puzzles(b, "Sudoku", puzzles(t, 2), 2) }, 1},
		{"single", func(b *bytes.Buffer) error { return SinglePDF(b, progress(t)) }, 1},
		{"killer", func(b *bytes.Buffer) error { return SinglePDF(b, killerPage(t)) }, 1},
		{"killer-four", func(b *bytes.Buffer) error {
			k := killerPage(t)
			k.Entries, k.Notes = solver.Grid{}, nil
			return Puzzles(b, "Killer", []Page{k, k, k, k, k}, 4)
		}, 2},
		{"odd", func(b *bytes.Buffer) error { return PDF(b, oddSheets(t)) }, 3},
		{"answers", func(b *bytes.Buffer) error {
			pz := puzzles(t, 13)
			return Set(b, "Sudoku: Medium", pz, 4, "Sudoku: Medium – answers", answersOf(t, pz))
		}, 4 + 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tt.write(&buf); err != nil {
				t.Fatal(err)
			}
			pdf := writeFile(t, dir, tt.name+".pdf", buf.Bytes())
			prefix := filepath.Join(dir, tt.name)
			var stderr bytes.Buffer
			cmd := exec.Command(pdftoppm, "-png", "-r", "60", pdf, prefix)
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("pdftoppm: %v\n%s", err, stderr.Bytes())
			}
			if stderr.Len() > 0 {
				t.Errorf("pdftoppm complained:\n%s", stderr.Bytes())
			}
			pngs, _ := filepath.Glob(prefix + "-*.png")
			if len(pngs) != tt.pages {
				t.Errorf("%d page images, want %d", len(pngs), tt.pages)
			}
		})
	}
}

// TestRenderPNG writes the PNG export of a game in progress when -sample
// is given, to be looked at.
func TestRenderPNG(t *testing.T) {
	if *sampleDir == "" {
		t.Skip("no -sample directory")
	}
	cjk := puzzles(t, 1)[0]
	cjk.Title, cjk.Footer = "数独 — 困难 #12 "+strings.Repeat("long ", 40), "第 3 页 (Ünïcödé ok)"
	for name, p := range map[string]Page{"progress": progress(t), "puzzle": puzzles(t, 4)[3], "cjk": cjk, "killer": killerPage(t)} {
		var buf bytes.Buffer
		if err := PNG(&buf, p); err != nil {
			t.Fatal(err)
		}
		writeFile(t, outDir(t), name+".png", buf.Bytes())
	}
}

// oddSheets are pages with text the fonts cannot show or that does not fit,
// a full grid and notes in every cell.
func oddSheets(t *testing.T) []Sheet {
	full, _ := solver.Solve(grid(t, puzzleLines[2]))
	var allNotes [81]logic.Digits
	for i := range allNotes {
		allNotes[i] = logic.AllDigits
	}
	long := strings.Repeat("(A caption that is much too long) ", 4)
	return []Sheet{
		{Title: "数独 — 困难 #12", Footer: "第 1 页 / Café", Puzzles: []Page{{Givens: full, Title: "Résumé \\ (solved)", Footer: long}}},
		{Title: strings.Repeat("A heading far too long for the page ", 4), PerPage: 6, Puzzles: []Page{
			{Notes: &allNotes, Title: long, Footer: long}, {Title: "Empty"}, {Givens: full, Entries: full, Title: "Full"},
		}},
		{PerPage: 2, Puzzles: []Page{{Notes: &allNotes, Entries: grid(t, puzzleLines[0]), Title: "Notes and entries"}}},
	}
}

// answersOf returns the answers to the puzzles: each puzzle's givens and
// solution, under its caption.
func answersOf(t *testing.T, puzzles []Page) []Page {
	t.Helper()
	out := make([]Page, len(puzzles))
	for i, p := range puzzles {
		sol, ok := solver.Solve(p.Givens)
		if !ok {
			t.Fatalf("%s has no solution", p.Title)
		}
		out[i] = Page{Givens: p.Givens, Entries: sol, Title: p.Title}
	}
	return out
}
