package game_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
)

// FuzzLoad feeds Load anything: it must never panic, must refuse with
// ErrCorruptSave, and what it accepts must save back to a save it accepts
// again, with a history that undoes and redoes to the end.
func FuzzLoad(f *testing.F) {
	g, _ := playedGame(f)
	f.Add(save(f, g))
	won, _ := playedGame(f)
	for _, c := range emptyCells(f) {
		must(f, won.Set(c, solution(c)))
	}
	f.Add(save(f, won))
	revealed, _ := playedGame(f)
	must(f, revealed.Reveal())
	f.Add(save(f, revealed))
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`{"version":1,"undo":[{"kind":"set","changes":[{"cell":2,"after":{"digit":4}}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := game.LoadWithClock(bytes.NewReader(data), newFakeClock())
		if err != nil {
			if !errors.Is(err, game.ErrCorruptSave) {
				t.Fatalf("error %v does not wrap ErrCorruptSave", err)
			}
			return
		}
		again := save(t, g)
		h, err := game.LoadWithClock(bytes.NewReader(again), newFakeClock())
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
		if g.Board() != g.Givens() {
			t.Fatalf("undoing the whole history does not reach the givens")
		}
	})
}
