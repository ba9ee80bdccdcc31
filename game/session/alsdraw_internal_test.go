package session

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestHintShadesEveryALSCell: an AIC's almost locked set {r1c4, r4c4,
// r8c4, r9c4} was drawn without r8c4, and the sets' other candidates not
// at all, so its claim (four cells, five digits) could not be checked on
// the board (play test M4). Every ALS step met solving a sample of the
// solver's test puzzles is drawn here: the whole step shades every cell
// of every set and shows all its candidates, and so does each beat whose
// arrows start or end in a set. Under -short (the race pass, where the
// solving is slowed tenfold and nothing here runs on another goroutine) it
// solves the first 15.
func TestHintShadesEveryALSCell(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 15
	}
	puzzles := samplePuzzles(t, "top1465-sample.txt", n)
	steps, beats := 0, 0
	for _, g := range puzzles {
		b := logic.NewBoard(g)
		for range 400 {
			st := logic.Next(b)
			if st == nil {
				break
			}
			if sets := alsSets(st); len(sets) > 0 {
				steps++
				beats += checkALSDrawn(t, st, b, sets)
			}
			b.Apply(st)
		}
	}
	if steps < 5 || beats == 0 {
		t.Fatalf("the sample met %d ALS steps and %d beats with a set: too few to test", steps, beats)
	}
	t.Logf("%d ALS steps, %d beats with a set", steps, beats)
}

// checkALSDrawn checks the drawing of step st, found on b, whose almost
// locked sets are sets, whole and beat by beat, and returns how many
// beats draw a set.
func checkALSDrawn(t *testing.T, st *logic.Step, b *logic.Board, sets [][]solver.Cell) int {
	t.Helper()
	board := *b
	h := &Hint{Hint: logic.Hint{Kind: logic.NextStep, Step: st, Board: &board}, Depth: logic.Full}
	h.setBeats()
	cellsOf := func() *[81]Cell {
		var cells [81]Cell
		ov := overlayOf(h)
		for c := solver.Cell(0); c < 81; c++ {
			cells[c] = Cell{Digit: board.Cells[c]}
			ov.onto(&cells[c], c)
		}
		h.drawn(cells[:])
		return &cells
	}
	check := func(where string, cells *[81]Cell, set []solver.Cell) {
		for _, c := range set {
			cell := cells[c]
			if !cell.Hinted && cell.Pattern == 0 {
				t.Errorf("%s, %s: ALS cell %s is not shaded", st.Technique.ID(), where, c)
			}
			if shown, want := cell.Notes|cell.Pattern, game.FromLogic(board.Cands[c]); shown&want != want {
				t.Errorf("%s, %s: ALS cell %s shows %v of its candidates %v", st.Technique.ID(), where, c, shown, board.Cands[c])
			}
		}
	}
	cells := cellsOf()
	for _, set := range sets {
		check("whole step", cells, set)
	}
	drawn := 0
	for k := 1; k <= h.Beats; k++ {
		h.Beat = k
		cells := cellsOf()
		beat := h.beats[k-1]
		counted := false
		for _, l := range beat.Links {
			for _, n := range [2]logic.ChainNode{l.From, l.To} {
				if len(n.Set) > 0 {
					check("beat "+beat.Kind, cells, n.Set)
					if !counted {
						drawn++
						counted = true
					}
				}
			}
		}
	}
	return drawn
}

// samplePuzzles reads the first n puzzles of a sample of the solver's
// test data.
func samplePuzzles(t *testing.T, name string, n int) []solver.Grid {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "solver", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []solver.Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		g, err := solver.ParseLine(sc.Text())
		if err != nil {
			continue
		}
		out = append(out, g)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
