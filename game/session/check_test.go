package session_test

import (
	"reflect"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// TestCheckCountsWhatTheBoardMarks checks that Check's words count what
// the board marks: the player's digits in a clash (underlined; not the
// given they repeat) and the wrong digits (struck through), both when
// there are both.
func TestCheckCountsWhatTheBoardMarks(t *testing.T) {
	for _, tc := range []struct {
		name           string
		enter          map[solver.Cell]uint8
		key            string
		args           map[string]any
		clashes, wrong int // the marks on the board
	}{
		// r1c3's 5 repeats the given of r1c1 (and is wrong): one clash.
		// The words name the clash, as a player asked: which cells, which
		// digit, which rule.
		{"a clash with a given", map[solver.Cell]uint8{r1c3: 5}, "status.check.conflicts",
			map[string]any{"Count": 1, "Empty": 50, "A": "r1c1", "B": "r1c3", "Digit": uint8(5), "Unit": session.Term("unit.row")}, 1, 0},
		// r1c4's 2 breaks no rule, but the solution has a 6 there.
		{"a clash and a wrong digit", map[solver.Cell]uint8{r1c3: 5, r1c4: 2}, "status.check.conflicts-mistakes",
			map[string]any{"Count": 1, "Wrong": 1, "Empty": 49, "A": "r1c1", "B": "r1c3", "Digit": uint8(5), "Unit": session.Term("unit.row")}, 1, 1},
		{"a wrong digit", map[solver.Cell]uint8{r1c4: 2}, "status.check.mistakes",
			map[string]any{"Count": 1, "Empty": 50}, 0, 1},
		{"clean", map[solver.Cell]uint8{r1c3: 4}, "status.check.clean", map[string]any{"Empty": 50}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, func(o *session.Options) { o.Settings.Mistakes = session.MistakesOnCheck })
			for c, d := range tc.enter {
				h.s.TapCell(c)
				h.s.KeyDigit(d)
			}
			h.s.Check()
			v := h.view()
			if v.Status.Key != tc.key || !reflect.DeepEqual(v.Status.Args, tc.args) {
				t.Errorf("status %q %v, want %q %v", v.Status.Key, v.Status.Args, tc.key, tc.args)
			}
			var marked [4]int
			for _, c := range v.Cells {
				marked[c.Mark]++
			}
			if marked[session.Conflict] != tc.clashes || marked[session.Mistake] != tc.wrong {
				t.Errorf("the board marks %d clashing and %d wrong digits, want %d and %d",
					marked[session.Conflict], marked[session.Mistake], tc.clashes, tc.wrong)
			}
		})
	}
}
