package printout

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// sampleDir keeps the files the tests write, to look at them:
//
//	go test ./ui/printout -run Render -sample=/tmp/printout
var sampleDir = flag.String("sample", "", "write the rendered samples to this directory")

// outDir returns the directory for rendered files: -sample or a temporary one.
func outDir(t *testing.T) string {
	t.Helper()
	if *sampleDir == "" {
		return t.TempDir()
	}
	if err := os.MkdirAll(*sampleDir, 0o755); err != nil {
		t.Fatal(err)
	}
	return *sampleDir
}

var puzzleLines = []string{
	"16.5...2.......6..2389......8.2......231.698......4.1......3162..5.......4...1.93",
	"2.45...9......65....3..96..4.1.7..8.8..6.4..3.7..1.4.2..21..8....79......1...32.9",
	"..36....517....6...6..27...54.1..9.....9.8.....8..4.16...71..4...7....899....51..",
	".....14.884..2.5.9.....4....7.2....42..9.8..13....5.2....3.....1.3.4..826.91.....",
	"....3.4....25...7..6.4.8...2.5.7..3.6.3...5.1.9..5.6.7...6.9.4..1...72....6.8....",
	".6.4.2..381..7..........4...3..6.8..6..7.8..5..8.2..3...1..........9..175..3.1.2.",
}

func grid(t testing.TB, line string) solver.Grid {
	t.Helper()
	g, err := solver.ParseLine(line)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// puzzles returns n pages captioned like "Easy 3", cycling the puzzles.
func puzzles(t testing.TB, n int) []Page {
	t.Helper()
	levels := []string{"Easy", "Easy", "Easy", "Hard", "Hard", "Hard"}
	out := make([]Page, n)
	for i := range out {
		out[i] = Page{
			Givens: grid(t, puzzleLines[i%len(puzzleLines)]),
			Title:  fmt.Sprintf("%s %d", levels[i%len(levels)], i+1),
		}
	}
	return out
}

// progress returns a hard puzzle half played: the first 20 empty cells
// filled from the solution and the candidates of the rest as notes, except
// for a few cells left without notes.
func progress(t testing.TB) Page {
	t.Helper()
	g := grid(t, puzzleLines[3])
	sol, ok := solver.Solve(g)
	if !ok {
		t.Fatal("no solution")
	}
	p := Page{Givens: g, Title: "Sudoku — Hard #12", Footer: "12:34 played · 20 of 60 cells"}
	filled := 0
	for i := range 81 {
		if g[i] == 0 && filled < 20 {
			p.Entries[i] = sol[i]
			filled++
		}
	}
	board := g
	for i := range 81 {
		if p.Entries[i] != 0 {
			board[i] = p.Entries[i]
		}
	}
	var notes [81]logic.Digits
	for i := range 81 {
		if board[i] != 0 || i%7 == 0 {
			continue
		}
		cands := logic.AllDigits
		for j := range 81 {
			a, b := solver.Cell(i), solver.Cell(j)
			if board[j] != 0 && (a.Row() == b.Row() || a.Col() == b.Col() || a.Box() == b.Box()) {
				cands &^= logic.DigitSet(board[j])
			}
		}
		notes[i] = cands
	}
	p.Notes = &notes
	return p
}

func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
