package game_test

import (
	"bytes"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// historyPlays are ways to play a long game: step plays move i, and the
// position repeats every period moves.
var historyPlays = []struct {
	name   string
	period func(cells int) int
	step   func(t testing.TB, g *game.Game, cells []solver.Cell, i int)
}{
	{
		// Each empty cell takes its nine notes one by one, then gives them
		// back: one change a move.
		name:   "notes one by one",
		period: func(n int) int { return 2 * 9 * n },
		step: func(t testing.TB, g *game.Game, cells []solver.Cell, i int) {
			must(t, g.ToggleNote(cells[(i/9)%len(cells)], uint8(i%9)+1))
		},
	},
	{
		// Fill the notes (one move of many changes), then erase them cell
		// by cell.
		name:   "fill the notes, erase them",
		period: func(n int) int { return n + 1 },
		step: func(t testing.TB, g *game.Game, cells []solver.Cell, i int) {
			if j := i % (len(cells) + 1); j == 0 {
				must(t, g.FillNotes())
			} else {
				must(t, g.Erase(cells[j-1]))
			}
		},
	},
}

// TestHistoryIsBounded: nothing capped the history, so a long enough
// game would one day be saved past what Load accepts (a 32 MiB save of
// 1.79 M moves took 5 s to load). Past MaxHistory changes the oldest
// moves are folded into the starting position: the save reloads to the
// same board, the most recent moves are still undoable, and undoing them
// all reaches the position the game had then.
func TestHistoryIsBounded(t *testing.T) {
	for _, play := range historyPlays {
		t.Run(play.name, func(t *testing.T) {
			g, clock, _ := newGame(t)
			cells := emptyCells(t)
			period := play.period(len(cells))
			positions := make([]snapshot, period) // the position after i moves, i < period
			changes, moves := 0, 0
			for ; changes <= game.MaxHistory+game.MaxHistory/4; moves++ {
				if moves < period {
					positions[moves] = snap(g)
				}
				before := snap(g)
				play.step(t, g, cells, moves)
				changes += changed(before, snap(g))
			}
			var buf bytes.Buffer
			must(t, g.Save(&buf))
			size := buf.Len()
			back, err := game.LoadWithClock(&buf, clock)
			if err != nil {
				t.Fatalf("the save of %d moves does not load: %v", moves, err)
			}
			if snap(back) != snap(g) {
				t.Fatal("the board reloaded differs")
			}
			undone := 0
			for back.CanUndo() {
				must(t, back.Undo())
				undone++
			}
			t.Logf("%d moves, %d changes played; the save is %d bytes and keeps %d moves to undo", moves, changes, size, undone)
			if undone >= moves {
				t.Fatalf("the save keeps all %d moves", moves)
			}
			// A change is written in at most 25 bytes: the longest save
			// is a few megabytes, far from the 32 MiB Load takes, and
			// loads in a tenth of a second (BenchmarkLoadLongestSave).
			if size > 4<<20 {
				t.Errorf("the save is %d bytes", size)
			}
			if want := positions[(moves-undone)%period]; snap(back) != want {
				t.Errorf("undoing the %d moves kept does not reach the position after move %d", undone, moves-undone)
			}
			for back.CanRedo() {
				must(t, back.Redo())
			}
			if snap(back) != snap(g) {
				t.Error("redoing every move kept does not reach the board saved")
			}
			// The game played on keeps as many: Undo on it goes as far.
			n := 0
			for g.CanUndo() {
				must(t, g.Undo())
				n++
			}
			if n != undone {
				t.Errorf("the game undoes %d moves, its save %d", n, undone)
			}
		})
	}
}

// changed counts the cells that differ between two positions.
func changed(a, b snapshot) int {
	n := 0
	for c := range a.entries {
		if a.entries[c] != b.entries[c] || a.notes[c] != b.notes[c] {
			n++
		}
	}
	return n
}

// TestHistoryFoldIsUndoneByRestart: Restart plays the puzzle from its
// givens, whatever was folded into the start of the history.
func TestHistoryFoldIsUndoneByRestart(t *testing.T) {
	g, clock, _ := newGame(t)
	cells := emptyCells(t)
	for i := 0; i <= game.MaxHistory; i++ {
		must(t, g.ToggleNote(cells[(i/9)%len(cells)], uint8(i%9)+1))
	}
	g.Restart()
	if g.Entries() != (solver.Grid{}) || g.AllNotes() != [81]game.Digits{} {
		t.Fatal("Restart left entries or notes")
	}
	back := roundTrip(t, g, clock)
	if back.CanUndo() || back.AllNotes() != [81]game.Digits{} {
		t.Error("the restarted game reloads with a history or notes")
	}
}

// BenchmarkLoadLongestSave loads the largest save the game writes: a
// history just under MaxHistory changes, each a cell with a full set of
// notes, the longest a change is written.
func BenchmarkLoadLongestSave(b *testing.B) {
	g, err := game.New(gametest.Classic(b, gametest.Puzzle), logic.Easy, gametest.NewClock())
	must(b, err)
	g.AutoRemoveNotes = false
	cells := emptyCells(b)
	for i := 0; i < 9*len(cells); i++ { // every empty cell's nine notes
		must(b, g.ToggleNote(cells[i/9], uint8(i%9)+1))
	}
	// Then one note off and on again, up to the bound: each change writes
	// a cell with eight or nine notes on both sides.
	for i := 9 * len(cells); i < game.MaxHistory; i++ {
		must(b, g.ToggleNote(cells[(i/2)%len(cells)], 5))
	}
	var buf bytes.Buffer
	must(b, g.Save(&buf))
	data := buf.Bytes()
	for b.Loop() {
		if _, err := game.Load(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "save-bytes")
}
