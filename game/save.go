package game

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// SaveVersion is the version of the save format that Save writes and Load
// reads.
const SaveVersion = 1

// maxSaveSize bounds what Load reads: a real save is a few kilobytes.
const maxSaveSize = 32 << 20

// saveFile is the JSON form of a game. Grids are 81 characters, '.' for
// blanks; notes are the digits of a cell in increasing order, "" for none.
type saveFile struct {
	Version int        `json:"version"`
	Level   string     `json:"level"`
	Givens  string     `json:"givens"`
	Entries string     `json:"entries"` // the player's digits, '.' in givens
	Notes   []string   `json:"notes"`   // 81 of them
	Elapsed int64      `json:"elapsed_ns"`
	GivenUp bool       `json:"given_up"`
	Won     bool       `json:"won"`
	Undo    []saveMove `json:"undo"` // the moves played, oldest first
	Redo    []saveMove `json:"redo"` // the moves undone, the next to redo first
}

type saveMove struct {
	Kind    string       `json:"kind"` // "set", "erase", "note" or "reveal"
	Changes []saveChange `json:"changes"`
}

type saveChange struct {
	Cell   int       `json:"cell"` // 0-80, row-major
	Before saveState `json:"before"`
	After  saveState `json:"after"`
}

type saveState struct {
	Digit int    `json:"digit,omitempty"`
	Notes string `json:"notes,omitempty"`
}

var moveKindNames = [...]string{moveSet: "set", moveErase: "erase", moveNote: "note", moveReveal: "reveal"}

func (k moveKind) String() string { return moveKindNames[k] }

// Save writes the game to w as JSON: the givens, entries and notes, the
// whole undo and redo history, the time so far, the level and whether the
// game is won or given up. The settings and OnChange are not saved.
func (g *Game) Save(w io.Writer) error {
	f := saveFile{
		Version: SaveVersion,
		Level:   g.level.String(),
		Givens:  g.givens.String(),
		Entries: g.entries.String(),
		Notes:   make([]string, 81),
		Elapsed: int64(g.Elapsed()),
		GivenUp: g.givenUp,
		Won:     g.won,
		Undo:    make([]saveMove, 0, len(g.undo)),
		Redo:    make([]saveMove, 0, len(g.redo)),
	}
	for c, n := range g.notes {
		f.Notes[c] = notesString(n)
	}
	for _, m := range g.undo {
		f.Undo = append(f.Undo, saveMoveOf(m))
	}
	for i := len(g.redo) - 1; i >= 0; i-- {
		f.Redo = append(f.Redo, saveMoveOf(g.redo[i]))
	}
	data, err := json.MarshalIndent(&f, "", "  ")
	if err != nil {
		return fmt.Errorf("game: save: %w", err)
	}
	if _, err := w.Write(append(data, '\n')); err != nil {
		return fmt.Errorf("game: save: %w", err)
	}
	return nil
}

func saveMoveOf(m move) saveMove {
	sm := saveMove{Kind: m.kind.String(), Changes: make([]saveChange, len(m.changes))}
	for i, ch := range m.changes {
		sm.Changes[i] = saveChange{int(ch.cell), saveStateOf(ch.before), saveStateOf(ch.after)}
	}
	return sm
}

func saveStateOf(s cellState) saveState {
	return saveState{Digit: int(s.digit), Notes: notesString(s.notes)}
}

// notesString writes notes as their digits, "137".
func notesString(n logic.Digits) string {
	var b []byte
	for _, d := range n.List() {
		b = append(b, '0'+d)
	}
	return string(b)
}
