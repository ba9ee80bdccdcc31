package game

import (
	"fmt"
	"time"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// EventKind says which verb an Event reports.
type EventKind uint8

// The kinds of event, one per verb. A move that wins the game reports
// EventWon instead of its own kind.
const (
	EventSet     EventKind = iota + 1 // Set placed a digit
	EventErase                        // Erase cleared a cell
	EventNote                         // ToggleNote changed a cell's notes
	EventUndo                         // Undo took a move back
	EventRedo                         // Redo played an undone move again
	EventRestart                      // Restart went back to the givens
	EventReveal                       // Reveal filled in the solution: the game is given up
	EventWon                          // a move filled the grid with the solution
	EventCheck                        // Check ran: Cells are the cells it flags
	EventHint                         // Hint ran: Cells are the cells the hint points at
	EventPause                        // Pause stopped the timer
	EventResume                       // Resume started the timer again
)

var eventNames = [...]string{
	EventSet: "set", EventErase: "erase", EventNote: "note", EventUndo: "undo",
	EventRedo: "redo", EventRestart: "restart", EventReveal: "reveal",
	EventWon: "won", EventCheck: "check", EventHint: "hint",
	EventPause: "pause", EventResume: "resume",
}

// String returns the kind's name, as "set" or "won".
func (k EventKind) String() string {
	if k >= EventSet && int(k) < len(eventNames) {
		return eventNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// Event is what OnChange receives, once per successful verb.
type Event struct {
	Kind EventKind
	// Cells lists, in increasing order, the cells whose digit or notes the
	// verb changed (for EventCheck and EventHint, the cells it points at).
	// It may be empty: Pause changes no cell.
	Cells []solver.Cell
	// Elapsed is the game's time when the event fired: for EventWon and
	// EventReveal, the final time.
	Elapsed time.Duration
	// Level is the game's level.
	Level logic.Level
	// Variant is the game's variant.
	Variant geometry.Variant
	// Hints is how many hints the player had taken when the event fired
	// (see Game.Hints): for EventWon, in the whole game.
	Hints int
}

// emit calls OnChange, when set, with an event of the given kind.
func (g *Game) emit(kind EventKind, cells []solver.Cell) {
	if g.OnChange == nil {
		return
	}
	g.OnChange(Event{Kind: kind, Cells: cells, Elapsed: g.Elapsed(), Level: g.level, Variant: g.Variant(), Hints: g.hints})
}
