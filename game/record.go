package game

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Outcome is how a game ended.
type Outcome uint8

// The outcomes of a game.
const (
	Solved    Outcome = iota + 1 // the grid filled with the solution
	GaveUp                       // the solution revealed
	Abandoned                    // left unfinished for another game
)

var outcomeNames = [...]string{Solved: "solved", GaveUp: "gave-up", Abandoned: "abandoned"}

// String returns the outcome's name: "solved", "gave-up" or "abandoned".
func (o Outcome) String() string {
	if o >= Solved && int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return fmt.Sprintf("Outcome(%d)", uint8(o))
}

// parseOutcome reads an outcome's name.
func parseOutcome(s string) (Outcome, error) {
	if i := slices.Index(outcomeNames[:], s); i >= int(Solved) {
		return Outcome(i), nil
	}
	return 0, fmt.Errorf("outcome %q: want solved, gave-up or abandoned", s)
}

// A Record is one game as the history of games keeps it, once it ended.
type Record struct {
	// Started and Ended are when the game started and ended by the
	// wall clock, to the second, in UTC.
	Started, Ended time.Time
	Variant        geometry.Variant
	Level          logic.Level
	// Puzzle is the puzzle in the project's line format (variant.Format),
	// which carries its rules, so that it can be played again.
	Puzzle string
	// Daily is the date of a daily puzzle, as "2026-12-02"; "" for
	// another game.
	Daily string
	// Elapsed is the game's time on its own clock (pauses left out), to
	// the millisecond.
	Elapsed time.Duration
	Hints   int
	Tally
	Outcome Outcome
}

// RecordOf returns the record of game g, which started at started by the
// wall clock and ended at ended with the outcome o; daily is the date of
// a daily puzzle, or "".
func RecordOf(g *Game, started, ended time.Time, o Outcome, daily string) Record {
	return Record{
		Started: started.UTC().Truncate(time.Second), Ended: ended.UTC().Truncate(time.Second),
		Variant: g.Variant(), Level: g.Level(), Puzzle: puzzleLine(g), Daily: daily,
		Elapsed: g.Elapsed().Truncate(time.Millisecond), Hints: g.Hints(), Tally: g.Tally(), Outcome: o,
	}
}

// Records are the games a player ended, the history of play, ordered by
// when they ended. The zero Records is empty and ready to use.
type Records struct {
	list []Record
}

// compareRecords orders records by when they ended, then by every other
// field, so that any two different records have an order and merging
// histories gives the same list whichever way round.
func compareRecords(a, b Record) int {
	return cmp.Or(
		a.Ended.Compare(b.Ended), a.Started.Compare(b.Started),
		cmp.Compare(a.Puzzle, b.Puzzle), a.Variant.Compare(b.Variant), cmp.Compare(a.Level, b.Level),
		cmp.Compare(a.Daily, b.Daily), cmp.Compare(a.Elapsed, b.Elapsed), cmp.Compare(a.Hints, b.Hints),
		cmp.Compare(a.Checks, b.Checks), cmp.Compare(a.Mistakes, b.Mistakes), cmp.Compare(a.Undos, b.Undos),
		cmp.Compare(a.Outcome, b.Outcome),
	)
}

// Add records a game that ended, in its place by when it ended.
func (h *Records) Add(r Record) {
	if n := len(h.list); n == 0 || compareRecords(h.list[n-1], r) <= 0 {
		h.list = append(h.list, r) // the game that ended last, as a rule
		return
	}
	i, _ := slices.BinarySearchFunc(h.list, r, compareRecords)
	h.list = slices.Insert(h.list, i, r)
}

// Len returns how many games the history holds.
func (h *Records) Len() int { return len(h.list) }

// All returns the records, oldest first. The slice is the caller's own.
func (h *Records) All() []Record { return slices.Clone(h.list) }

// Clone returns a copy of h that shares no memory with it, for a writer
// in the background while play goes on.
func (h *Records) Clone() Records { return Records{list: slices.Clone(h.list)} }

// Merge adds the records of other that h does not hold: the same game
// recorded in both is kept once. Merging A into B and B into A gives the
// same history.
func (h *Records) Merge(other *Records) {
	merged := make([]Record, 0, len(h.list)+len(other.list))
	a, b := h.list, other.list
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0:
			merged, a = append(merged, a[0]), a[1:]
		case len(a) == 0:
			merged, b = append(merged, b[0]), b[1:]
		default:
			switch c := compareRecords(a[0], b[0]); {
			case c < 0:
				merged, a = append(merged, a[0]), a[1:]
			case c > 0:
				merged, b = append(merged, b[0]), b[1:]
			default: // the same game in both
				merged, a, b = append(merged, a[0]), a[1:], b[1:]
			}
		}
	}
	h.list = slices.CompactFunc(merged, func(x, y Record) bool { return compareRecords(x, y) == 0 })
}

// puzzleLine returns g's puzzle as a line: variant.Format's for a 9x9
// grid; for another size sized.Format's, always tagged with the grid's
// name ("6x6:…", "16x16-jigsaw:…:…"), so that a record names its size.
func puzzleLine(g *Game) string {
	if g.shape != sized.Shape9 {
		p := g.SizedPuzzle()
		line := sized.Format(p)
		if !strings.Contains(line, ":") && !strings.Contains(line, "~") { // a plain line: the classic rules
			line = p.Name() + ":" + line
		}
		return line
	}
	return variant.Format(g.Puzzle())
}
