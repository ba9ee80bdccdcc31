package game

import (
	"encoding/json"
	"io"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
)

// LiftWhyBudget lets "why not" walk the ladder for as long as it takes
// until the test ends, so that what the tests check of its answers does
// not depend on the machine's speed or load.
func LiftWhyBudget(t interface{ Cleanup(func()) }) {
	old := whyBudget
	whyBudget = time.Hour
	t.Cleanup(func() { whyBudget = old })
}

// SaveV1 writes g in version 1 of the save format, indented JSON with
// moves as objects, as the game wrote it before version 2: the tests edit
// such saves field by field, and check that they still load.
func SaveV1(g *Game, w io.Writer) error {
	s := g.Snapshot()
	f := saveFile{
		Version: 1, Level: s.level.String(), Givens: formatCells(&s.givens, 81), Entries: formatCells(&s.entries, 81),
		Notes: make([]string, 81), Elapsed: int64(s.elapsed), GivenUp: s.givenUp, Won: s.won,
		Undo: []saveMove{}, Redo: []saveMove{},
	}
	for c, n := range s.notes[:81] {
		f.Notes[c] = notesString(n)
	}
	object := func(m move) saveMove {
		sm := saveMove{Kind: m.kind.String(), Changes: make([]saveChange, len(m.changes))}
		for i, ch := range m.changes {
			sm.Changes[i] = saveChange{int(ch.cell),
				saveState{Digit: int(ch.before.digit), Notes: notesString(ch.before.notes)},
				saveState{Digit: int(ch.after.digit), Notes: notesString(ch.after.notes)}}
		}
		return sm
	}
	for _, m := range s.undo {
		f.Undo = append(f.Undo, object(m))
	}
	for i := len(s.redo) - 1; i >= 0; i-- {
		f.Redo = append(f.Redo, object(s.redo[i]))
	}
	data, err := json.MarshalIndent(&f, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// HistoryStart returns the board and notes the history starts from: the
// givens alone, unless old moves were folded into it (see MaxHistory).
func HistoryStart(g *Game) (solver.Grid, [81]Digits) {
	b := g.givens.nine()
	for c, d := range g.startEntries[:81] {
		if d != 0 {
			b[c] = d
		}
	}
	var notes [81]Digits
	copy(notes[:], g.startNotes[:])
	return b, notes
}
