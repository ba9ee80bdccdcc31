package game_test

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestReplay: the frames of a game's replay step through its moves, the
// last frame being the board now, with the wrong entries of each.
func TestReplay(t *testing.T) {
	g, _ := playedGame(t) // five moves kept after two undos
	n := g.ReplayLen()
	if n == 0 {
		t.Fatal("no moves to replay")
	}
	if f := g.ReplayAt(n); !slices.Equal(f.Board, g.BoardCells()) || !slices.Equal(f.Notes, g.NotesAll()) {
		t.Error("the last frame is not the board now")
	}
	if f := g.ReplayAt(0); !slices.Equal(f.Board, g.GivenCells()) || slices.ContainsFunc(f.Notes, func(d game.Digits) bool { return d != 0 }) || len(f.Moved) != 0 {
		t.Error("the first frame is not the givens")
	}
	at := solver.CellAt
	for k := 1; k <= n; k++ {
		f := g.ReplayAt(k)
		if len(f.Moved) == 0 {
			t.Errorf("frame %d: no cell moved", k)
		}
		wrong := f.Board[at(8, 0)] == 1 // the playedGame's mistake
		if f.Mistakes.Has(at(8, 0)) != wrong {
			t.Errorf("frame %d: r9c1 holds %d, marked wrong %v", k, f.Board[at(8, 0)], f.Mistakes.Has(at(8, 0)))
		}
	}
	if f := g.ReplayAt(n + 5); !slices.Equal(f.Board, g.BoardCells()) || !slices.Equal(f.Moved, g.ReplayAt(n).Moved) {
		t.Error("a frame past the end is not the last")
	}
}
