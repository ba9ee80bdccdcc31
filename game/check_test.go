package game_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
)

func TestCheck(t *testing.T) {
	at := solver.CellAt
	type entry struct {
		c solver.Cell
		d uint8
	}
	tests := []struct {
		name         string
		entries      []entry
		hideMistakes bool
		conflicts    []game.Conflict
		mistakes     []solver.Cell
		empty        int
	}{
		{name: "fresh", empty: 51},
		{name: "right entry", entries: []entry{{at(0, 2), 4}}, empty: 50},
		{
			// r1c3=5 repeats the given r1c1=5, in the row (and the box).
			name:      "row with a given",
			entries:   []entry{{at(0, 2), 5}},
			conflicts: []game.Conflict{{A: at(0, 0), B: at(0, 2), Digit: 5, Unit: "row"}},
			mistakes:  []solver.Cell{at(0, 2)},
			empty:     50,
		},
		{
			// r1c3=1 and r9c3=1 are both entries.
			name:      "column of entries",
			entries:   []entry{{at(0, 2), 1}, {at(8, 2), 1}},
			conflicts: []game.Conflict{{A: at(0, 2), B: at(8, 2), Digit: 1, Unit: "column"}},
			mistakes:  []solver.Cell{at(0, 2), at(8, 2)},
			empty:     49,
		},
		{
			// r2c2=2 and r3c1=2: same box, different row and column.
			name:      "box",
			entries:   []entry{{at(1, 1), 2}, {at(2, 0), 2}},
			conflicts: []game.Conflict{{A: at(1, 1), B: at(2, 0), Digit: 2, Unit: "box"}},
			mistakes:  []solver.Cell{at(1, 1), at(2, 0)},
			empty:     49,
		},
		{
			name:         "box, mistakes hidden",
			entries:      []entry{{at(1, 1), 2}, {at(2, 0), 2}},
			hideMistakes: true,
			conflicts:    []game.Conflict{{A: at(1, 1), B: at(2, 0), Digit: 2, Unit: "box"}},
			empty:        49,
		},
		{
			// r1c3=2 is wrong (the solution has 4) but conflicts with nothing.
			name:     "wrong entry without conflict",
			entries:  []entry{{at(0, 2), 2}},
			mistakes: []solver.Cell{at(0, 2)},
			empty:    50,
		},
		{
			name:         "wrong entry, mistakes hidden",
			entries:      []entry{{at(0, 2), 2}},
			hideMistakes: true,
			empty:        50,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, rec := newGame(t)
			g.ShowMistakes = !tt.hideMistakes
			for _, e := range tt.entries {
				must(t, g.Set(e.c, e.d))
			}
			rec.take()
			r := g.Check()
			if !slices.Equal(r.Conflicts, tt.conflicts) {
				t.Errorf("conflicts %v, want %v", r.Conflicts, tt.conflicts)
			}
			if !slices.Equal(r.Mistakes, tt.mistakes) {
				t.Errorf("mistakes %v, want %v", r.Mistakes, tt.mistakes)
			}
			if r.Empty != tt.empty || r.Won {
				t.Errorf("empty %d won %v, want %d false", r.Empty, r.Won, tt.empty)
			}
			if r.Clean() != (len(tt.conflicts)+len(tt.mistakes) == 0) {
				t.Errorf("Clean() = %v", r.Clean())
			}
			e := onlyEvent(t, rec, game.EventCheck)
			if !slices.Equal(e.Cells, r.Cells()) {
				t.Errorf("event cells %v, report cells %v", e.Cells, r.Cells())
			}
			for _, c := range r.ConflictCells() {
				if !slices.Contains(e.Cells, c) {
					t.Errorf("conflict cell %s not flagged", c)
				}
			}
		})
	}
}

func TestCheckWon(t *testing.T) {
	g, _, _ := newGame(t)
	for _, c := range emptyCells(t) {
		must(t, g.Set(c, gametest.Digit(c)))
	}
	if r := g.Check(); !r.Won || r.Empty != 0 || !r.Clean() {
		t.Errorf("report of a won game: %+v", r)
	}
}

// TestVerdicts checks that a wrong entry is always Wrong, apart from the
// right digits it clashes with, and that once the solution is sought a
// right digit (entry or given) is never blamed: one a wrong entry clashes
// with is RightClashing, its cell showing the clash; without the solution
// every digit of a clash or of a cage off its sum is Clashing.
func TestVerdicts(t *testing.T) {
	at := solver.CellAt
	type want map[solver.Cell]game.Verdict // every other cell is Fine
	tests := []struct {
		name           string
		killer         bool
		set            map[solver.Cell]uint8
		sought, unsure want // with the solution sought, and without
	}{
		// Classic, gametest.Puzzle: r1c1 is a given 5; r1c3 is 4 and r2c2 7.
		{"wrong entry clashes with a right one", false, map[solver.Cell]uint8{at(0, 2): 4, at(1, 1): 4},
			want{at(0, 2): game.RightClashing, at(1, 1): game.Wrong}, want{at(0, 2): game.Clashing, at(1, 1): game.Clashing}},
		{"wrong entry clashes with a given", false, map[solver.Cell]uint8{at(0, 2): 5},
			want{at(0, 0): game.RightClashing, at(0, 2): game.Wrong}, want{at(0, 0): game.GivenClashing, at(0, 2): game.Clashing}},
		{"two wrong entries clash", false, map[solver.Cell]uint8{at(0, 2): 1, at(8, 2): 1},
			want{at(0, 2): game.Wrong, at(8, 2): game.Wrong}, want{at(0, 2): game.Clashing, at(8, 2): game.Clashing}},
		{"wrong entry in no clash", false, map[solver.Cell]uint8{at(0, 2): 2},
			want{at(0, 2): game.Wrong}, want{}},
		// Killer, gametest.Killer: the 16-cage r1c1 r2c1 holds 7 9, the
		// 8-cage r1c3 r1c4 r1c5 holds 3 1 4.
		{"cage off its sum, one wrong", true, map[solver.Cell]uint8{at(0, 2): 3, at(0, 3): 1, at(0, 4): 5},
			want{at(0, 4): game.Wrong}, want{at(0, 2): game.Clashing, at(0, 3): game.Clashing, at(0, 4): game.Clashing}},
		{"two-cell cage off its sum", true, map[solver.Cell]uint8{at(0, 0): 7, at(1, 0): 8},
			want{at(1, 0): game.Wrong}, want{at(0, 0): game.Clashing, at(1, 0): game.Clashing}},
		{"a digit twice in a cage", true, map[solver.Cell]uint8{at(0, 2): 3, at(0, 3): 3},
			want{at(0, 2): game.RightClashing, at(0, 3): game.Wrong}, want{at(0, 2): game.Clashing, at(0, 3): game.Clashing}},
		{"cage on its sum", true, map[solver.Cell]uint8{at(0, 2): 3, at(0, 3): 1, at(0, 4): 4}, want{}, want{}},
	}
	for _, tt := range tests {
		for _, sought := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/sought=%v", tt.name, sought), func(t *testing.T) {
				var g *game.Game
				if tt.killer {
					g, _ = newKiller(t)
				} else {
					g, _, _ = newGame(t)
				}
				for c, d := range tt.set {
					must(t, g.Set(c, d))
				}
				w := tt.unsure
				if sought {
					w = tt.sought
				}
				r := g.Inspect(sought)
				vs := r.Verdicts(g.GivenCells())
				if len(vs) != g.Size() {
					t.Fatalf("%d verdicts, want %d", len(vs), g.Size())
				}
				for c, v := range vs {
					if v != w[solver.Cell(c)] {
						t.Errorf("%s: verdict %d, want %d", solver.Cell(c), v, w[solver.Cell(c)])
					}
				}
			})
		}
	}
}
