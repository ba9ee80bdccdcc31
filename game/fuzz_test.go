package game_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// FuzzLoad feeds Load anything: it must never panic, must refuse with
// ErrCorruptSave, and what it accepts must save back to a save it accepts
// again, with a history that undoes and redoes to the end.
func FuzzLoad(f *testing.F) {
	g, _ := playedGame(f)
	f.Add(save(f, g))
	won, _ := playedGame(f)
	for _, c := range emptyCells(f) {
		must(f, won.Set(c, gametest.Digit(c)))
	}
	f.Add(save(f, won))
	revealed, _ := playedGame(f)
	must(f, revealed.Reveal())
	f.Add(save(f, revealed))
	killer, _ := newKiller(f)
	must(f, killer.Set(0, 7))
	must(f, killer.ToggleNote(9, 9))
	f.Add(save(f, killer))
	f.Add(save(f, markedGame(f))) // every kind of mark, colours, checkpoints
	titled, _, _ := newGame(f)
	must(f, titled.SetInfo(game.Info{Title: "“T” <&>", Author: "A", Rules: "Normal rules.\nCages sum."}))
	f.Add(save(f, titled)) // a link's title, author and rules
	// A history whose oldest moves were folded into its start, and a
	// puzzle being entered over the game.
	folded, _, _ := newGame(f)
	must(f, folded.Set(solver.CellAt(0, 3), 6))
	var buf bytes.Buffer
	must(f, folded.Snapshot().WithDraft(gametest.Grid(f, gametest.Puzzle)).Save(&buf))
	seed := strings.Replace(buf.String(), `"undo":[`, `"start_entries":"..4`+strings.Repeat(".", 78)+`",`+
		`"start_notes":[`+strings.Repeat(`"",`, 80)+`""],"undo":[`, 1)
	seed = strings.Replace(seed, `"entries":"...6`, `"entries":"..46`, 1)
	f.Add([]byte(seed))
	f.Add([]byte(`{"version":1}`))
	for _, p := range sizedPuzzles(f) { // grids of other sizes, digits past 9 as letters
		g, err := game.NewSized(p, logic.Easy, gametest.NewClock())
		must(f, err)
		at := solver.Cell(slices.Index(p.Givens, 0))
		must(f, g.ToggleNote(at, uint8(p.Shape.N())))
		must(f, g.MarkCells(game.MarkCorner, []solver.Cell{at}, uint8(p.Shape.N())))
		f.Add(save(f, g))
	}
	f.Add([]byte(`{"version":1,"undo":[{"kind":"set","changes":[{"cell":2,"after":{"digit":4}}]}]}`))
	if _, err := game.Load(strings.NewReader(seed)); err != nil {
		f.Fatalf("the folded seed does not load: %v", err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := game.LoadWithClock(bytes.NewReader(data), gametest.NewClock())
		if err != nil {
			if !errors.Is(err, game.ErrCorruptSave) {
				t.Fatalf("error %v does not wrap ErrCorruptSave", err)
			}
			return
		}
		again := save(t, g)
		h, err := game.LoadWithClock(bytes.NewReader(again), gametest.NewClock())
		if err != nil {
			t.Fatalf("a loaded game saves what Load refuses: %v\n%s", err, again)
		}
		if !bytes.Equal(save(t, h), again) {
			t.Fatalf("a second round trip changed the save")
		}
		if g.Over() {
			return
		}
		for g.CanRedo() {
			must(t, g.Redo())
		}
		for g.CanUndo() {
			must(t, g.Undo())
		}
		if g.Over() {
			t.Fatalf("the history passes through the solution")
		}
		if board, notes := game.HistoryStart(g); g.Board() != board || g.AllNotes() != notes {
			t.Fatalf("undoing the whole history does not reach the position it starts from")
		}
	})
}
