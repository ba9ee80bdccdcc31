package game_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// startedGames returns a game made by every way a game starts today:
// New of each kind of puzzle, FromGrid, FromText, Load of every save in
// testdata and testdata/bytes, a save loaded back, and Restart.
func startedGames(t *testing.T) map[string]*game.Game {
	t.Helper()
	games := map[string]*game.Game{}
	for name, p := range map[string]variant.Puzzle{
		"new classic": gametest.Classic(t, gametest.Puzzle),
		"new killer":  killerPuzzle(t),
		"new jigsaw":  gametest.Jigsaw(t),
		"new x":       gametest.X(t),
	} {
		games[name] = newOf(t, p)
	}
	g, err := game.FromGrid(gametest.Grid(t, gametest.Puzzle), game.Options{Clock: gametest.NewClock()})
	must(t, err)
	games["FromGrid"] = g
	g, err = game.FromText(gametest.Puzzle, logic.Easy, gametest.NewClock())
	must(t, err)
	games["FromText"] = g

	files, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	must(t, err)
	more, err := filepath.Glob(filepath.Join("testdata", "bytes", "*.json"))
	must(t, err)
	loaded := 0
	for _, file := range append(files, more...) {
		if strings.HasPrefix(filepath.Base(file), "stats") {
			continue // a statistics file, not a save
		}
		data, err := os.ReadFile(file)
		must(t, err)
		games["Load "+file], _ = load(t, data)
		loaded++
	}
	if loaded < 8 {
		t.Fatalf("%d saves in testdata, want the 8 kept there", loaded)
	}

	played, _, _ := newGame(t)
	c := emptyCells(t)[0]
	must(t, played.Set(c, gametest.Digit(c)))
	games["Save and Load"], _ = load(t, save(t, played))
	played.Restart()
	games["Restart"] = played
	return games
}

// TestEveryGameIs9x9 checks that every way a game starts gives a 9x9
// game of 81 cells, whose size-neutral views have 81 entries agreeing
// with the 9x9 ones, and which refuses cells and digits past its size.
func TestEveryGameIs9x9(t *testing.T) {
	for name, g := range startedGames(t) {
		t.Run(name, func(t *testing.T) {
			if s := g.Shape(); s != sized.Shape9 {
				t.Errorf("Shape() = %v, want %v", s, sized.Shape9)
			}
			if n := g.Size(); n != 81 {
				t.Errorf("Size() = %d, want 81", n)
			}
			givens, board, notes := g.Givens(), g.Board(), g.AllNotes()
			if got := g.GivenCells(); !slices.Equal(got, givens[:]) {
				t.Errorf("GivenCells() = %v, want %v", got, givens)
			}
			if got := g.BoardCells(); !slices.Equal(got, board[:]) {
				t.Errorf("BoardCells() = %v, want %v", got, board)
			}
			if got := g.NotesAll(); !slices.Equal(got, notes[:]) {
				t.Errorf("NotesAll() = %v, want %v", got, notes)
			}
			last := solver.Cell(g.Size() - 1)
			if g.Digit(last) != board[last] || g.Digit(last+1) != 0 {
				t.Errorf("Digit(%d), Digit(%d) = %d, %d: want %d, 0", last, last+1, g.Digit(last), g.Digit(last+1), board[last])
			}
			if g.Over() {
				return // moves are refused for that
			}
			if err := g.Set(last+1, 1); !errors.Is(err, game.ErrBadCell) {
				t.Errorf("Set(%d, 1) = %v, want ErrBadCell", last+1, err)
			}
			for c := range solver.Cell(g.Size()) {
				if g.Digit(c) == 0 {
					if err := g.Set(c, uint8(g.Shape().N()+1)); err == nil {
						t.Errorf("Set(%v, %d) = nil, want an error", c, g.Shape().N()+1)
					}
					break
				}
			}
		})
	}
}

// TestSizeNeutralViewsAreCopies checks that changing what GivenCells,
// BoardCells and NotesAll return leaves the game as it was.
func TestSizeNeutralViewsAreCopies(t *testing.T) {
	g, _, _ := newGame(t)
	c := emptyCells(t)[0]
	must(t, g.ToggleNote(c, 1))
	givens, board, notes := g.Givens(), g.Board(), g.AllNotes()
	g.GivenCells()[0] = 0
	g.BoardCells()[c] = 5
	g.NotesAll()[c] = 0
	if g.Givens() != givens || g.Board() != board || g.AllNotes() != notes {
		t.Error("changing a view changed the game")
	}
}
