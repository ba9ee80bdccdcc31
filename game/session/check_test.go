package session_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestCheckCountsWhatTheBoardMarks checks that Check's words count what
// the board marks: the player's digits in a clash (underlined; not the
// given they repeat) and the wrong digits (struck through), both when
// there are both; and that with the solution known (ShowMistakes) a wrong
// digit is struck, never merely underlined, and a right digit it clashes
// with keeps its cell's tint (Clashed: the player sees what the wrong
// digit repeats, as before Check) without blame, and one it shares a
// cage off its sum with is not marked at all.
func TestCheckCountsWhatTheBoardMarks(t *testing.T) {
	at := solver.CellAt
	clash := func(count int, a, b string, d uint8, unit string, more ...any) map[string]any {
		m := map[string]any{"Count": count, "A": a, "B": b, "Digit": d, "Where": session.Message{Key: "where.house", Args: map[string]any{"Unit": session.Term("unit." + unit)}}}
		for i := 0; i < len(more); i += 2 {
			m[more[i].(string)] = more[i+1]
		}
		return m
	}
	for _, tc := range []struct {
		name   string
		killer bool
		show   bool // ShowMistakes
		enter  []solver.Cell
		digits []uint8
		key    string
		args   map[string]any
		marks  map[solver.Cell]session.Mark // every other cell unmarked
	}{
		// r1c3's 5 repeats the given of r1c1 and is wrong. Without the
		// solution the words name the clash, as a player asked: which
		// cells, which digit, which rule; the given's cell is tinted.
		{"a clash with a given, unsought", false, false, []solver.Cell{r1c3}, []uint8{5}, "status.check.conflicts",
			clash(1, "r1c1", "r1c3", 5, "row", "Empty", 50), map[solver.Cell]session.Mark{r1c1: session.Clashed, r1c3: session.Conflict}},
		{"a clash with a given, sought", false, true, []solver.Cell{r1c3}, []uint8{5}, "status.check.mistakes",
			map[string]any{"Count": 1, "Empty": 50}, map[solver.Cell]session.Mark{r1c1: session.Clashed, r1c3: session.Mistake}},
		// r1c4's 2 breaks no rule, but the solution has a 6 there.
		{"a clash and a wrong digit, unsought", false, false, []solver.Cell{r1c3, r1c4}, []uint8{5, 2}, "status.check.conflicts",
			clash(1, "r1c1", "r1c3", 5, "row", "Empty", 49), map[solver.Cell]session.Mark{r1c1: session.Clashed, r1c3: session.Conflict}},
		{"a clash and a wrong digit, sought", false, true, []solver.Cell{r1c3, r1c4}, []uint8{5, 2}, "status.check.mistakes",
			map[string]any{"Count": 2, "Empty": 49}, map[solver.Cell]session.Mark{r1c1: session.Clashed, r1c3: session.Mistake, r1c4: session.Mistake}},
		// r1c3's 4 is right, r2c2's 4 is wrong (7) and repeats it in the box.
		{"a wrong digit clashes with a right one, unsought", false, false, []solver.Cell{r1c3, at(1, 1)}, []uint8{4, 4},
			"status.check.conflicts", clash(2, "r1c3", "r2c2", 4, "box", "Empty", 49),
			map[solver.Cell]session.Mark{r1c3: session.Conflict, at(1, 1): session.Conflict}},
		{"a wrong digit clashes with a right one, sought", false, true, []solver.Cell{r1c3, at(1, 1)}, []uint8{4, 4},
			"status.check.mistakes", map[string]any{"Count": 1, "Empty": 49}, map[solver.Cell]session.Mark{r1c3: session.Clashed, at(1, 1): session.Mistake}},
		{"a wrong digit", false, true, []solver.Cell{r1c4}, []uint8{2}, "status.check.mistakes",
			map[string]any{"Count": 1, "Empty": 50}, map[solver.Cell]session.Mark{r1c4: session.Mistake}},
		{"clean", false, true, []solver.Cell{r1c3}, []uint8{4}, "status.check.clean", map[string]any{"Empty": 50}, nil},
		// gametest.Killer: the 8-cage r1c3 r1c4 r1c5 holds 3 1 4; a 5 in
		// r1c5 puts it off its sum. Only r1c5 is wrong.
		{"a cage off its sum, unsought", true, false, []solver.Cell{r1c3, r1c4, at(0, 4)}, []uint8{3, 1, 5}, "status.check.sums",
			map[string]any{"Count": 3, "Empty": 78},
			map[solver.Cell]session.Mark{r1c3: session.Conflict, r1c4: session.Conflict, at(0, 4): session.Conflict}},
		{"a cage off its sum, sought", true, true, []solver.Cell{r1c3, r1c4, at(0, 4)}, []uint8{3, 1, 5}, "status.check.mistakes",
			map[string]any{"Count": 1, "Empty": 78}, map[solver.Cell]session.Mark{at(0, 4): session.Mistake}},
	} {
		// Clashes shown as the player types change nothing once Check has
		// run: a right digit stays unblamed.
		for _, mode := range []session.MistakeMode{session.MistakesOnCheck, session.MistakesClashes} {
			t.Run(fmt.Sprintf("%s/mode=%d", tc.name, mode), func(t *testing.T) {
				set := func(o *session.Options) {
					o.Settings.Mistakes, o.Settings.ShowMistakes = mode, tc.show
				}
				var h *harness
				if tc.killer {
					h = killerHarness(t, set)
				} else {
					h = newHarness(t, set)
				}
				for i, c := range tc.enter {
					h.s.TapCell(c)
					h.s.KeyDigit(tc.digits[i])
				}
				h.s.Check()
				v := h.view()
				if v.Status.Key != tc.key || !reflect.DeepEqual(v.Status.Args, tc.args) {
					t.Errorf("status %q %v, want %q %v", v.Status.Key, v.Status.Args, tc.key, tc.args)
				}
				for c, cv := range v.Cells[:v.Shape.Cells()] {
					if cv.Mark != tc.marks[solver.Cell(c)] {
						t.Errorf("%s is marked %d, want %d", solver.Cell(c), cv.Mark, tc.marks[solver.Cell(c)])
					}
				}
			})
		}
	}
}
