package ui_test

import (
	"bytes"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestStatisticsFollowGames plays through new games, a win and a give-up
// and checks what the statistics kept in the app's preferences say.
func TestStatisticsFollowGames(t *testing.T) {
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(560, 720))
	clock := gametest.NewClock()
	p := ui.NewPlay(w, ui.Options{Clock: clock, Rand: rand.New(rand.NewPCG(1, 2)), Stats: a.Preferences()})

	start := func() *game.Game {
		g, err := game.FromText(gametest.Puzzle, logic.Easy, clock)
		if err != nil {
			t.Fatal(err)
		}
		p.Start(g)
		return g
	}
	medium := p.Game()
	if err := medium.Set(firstEmpty(medium), 1); err != nil { // a move: the game counts
		t.Fatal(err)
	}
	g := start() // abandons the bundled medium game NewPlay began
	sol, _ := solver.Solve(g.Givens())
	for c := solver.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) {
			if err := g.Set(c, sol[c]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !g.Won() {
		t.Fatal("not won")
	}
	if err := start().Reveal(); err != nil {
		t.Fatal(err)
	}
	start() // left without a move: neither started nor abandoned

	stats, err := game.LoadStats(a.Preferences())
	if err != nil {
		t.Fatal(err)
	}
	easy, med := stats.Level(logic.Easy), stats.Level(logic.Medium)
	if easy.Started != 2 || easy.Solved != 1 || easy.GivenUp != 1 || easy.Streak != 0 || easy.BestStreak != 1 {
		t.Errorf("easy: %+v", easy)
	}
	if med.Started != 1 || med.Abandoned != 1 {
		t.Errorf("medium: %+v", med)
	}
	if p.Stats() == nil || p.Stats().Level(logic.Easy) != easy {
		t.Errorf("Play's statistics differ from the saved ones")
	}
}

// firstEmpty returns the first cell of g without a digit.
func firstEmpty(g *game.Game) solver.Cell {
	for c := solver.Cell(0); c < 81; c++ {
		if g.Digit(c) == 0 {
			return c
		}
	}
	return -1
}

func TestExportCurrentGame(t *testing.T) {
	f := newFixture(t)
	var buf bytes.Buffer
	if err := f.play.ExportPNG(&buf); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&buf); err != nil {
		t.Fatalf("PNG export does not decode: %v", err)
	}
	buf.Reset()
	if err := f.play.ExportPDF(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-1.4")) || !bytes.HasSuffix(bytes.TrimSpace(buf.Bytes()), []byte("%%EOF")) {
		t.Fatalf("PDF export is not a PDF: %.40q", buf.String())
	}
}

func TestPrintLevel(t *testing.T) {
	tests := []struct {
		n, perPage, pages int
	}{{6, 4, 2}, {6, 6, 1}, {3, 1, 3}}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := ui.PrintLevel(&buf, "hard", tt.n, tt.perPage, false); err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(buf.String(), "/Type /Page") - strings.Count(buf.String(), "/Type /Pages"); got != tt.pages {
			t.Errorf("%d puzzles, %d a page: %d pages, want %d", tt.n, tt.perPage, got, tt.pages)
		}
	}
	if err := ui.PrintLevel(&bytes.Buffer{}, "hard", 1000, 4, false); err == nil {
		t.Error("1000 hard puzzles printed; the level has fewer")
	}
	if err := ui.PrintLevel(&bytes.Buffer{}, "fiendish", 1, 4, false); err == nil {
		t.Error("an unknown level printed")
	}
}
