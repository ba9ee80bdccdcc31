package session_test

import (
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// formCage forms a cage in Killer mode as a player drags over its cells
// and types its sum (none for 0), then closes it with Enter.
func (h *harness) formCage(cg variant.Cage) {
	h.t.Helper()
	h.s.StartSelect(cg.Cells[0], false)
	for _, c := range cg.Cells[1:] {
		h.s.ExtendSelect(c)
	}
	if cg.Sum > 0 {
		for _, r := range strconv.Itoa(cg.Sum) {
			h.s.KeyDigit(uint8(r - '0'))
		}
	}
	h.s.CloseCage()
}

// cells is a shorthand for a list of cells by row and column, 1-based:
// cells(1, 1, 1, 2) is r1c1 and r1c2.
func cells(rc ...int) []solver.Cell {
	var out []solver.Cell
	for i := 0; i+1 < len(rc); i += 2 {
		out = append(out, solver.CellAt(rc[i]-1, rc[i+1]-1))
	}
	return out
}

// TestKillerEntryVerbs drives Killer mode verb by verb: what the draft's
// cages, the view's cages, the selection and the status are after each.
func TestKillerEntryVerbs(t *testing.T) {
	r1 := cells(1, 1, 1, 2, 1, 3)
	tests := []struct {
		name   string
		verbs  func(h *harness)
		cages  []variant.Cage // the draft's closed cages
		shown  int            // the view's cages: the closed ones and the one being formed
		status string
		check  func(t *testing.T, v session.View)
	}{
		{"a drag and a sum close a cage", func(h *harness) { h.formCage(variant.Cage{Cells: r1, Sum: 17}) },
			[]variant.Cage{{Cells: r1, Sum: 17}}, 1, "status.cage.closed", nil},
		{"clicks gather the cells", func(h *harness) {
			for _, c := range r1 {
				h.s.TapCell(c)
			}
			h.s.KeyDigit(1)
			h.s.KeyDigit(0)
		}, nil, 1, "status.cage.sum", func(t *testing.T, v session.View) {
			if f := v.Cages[0]; f.Sum != 10 || !slices.Equal(f.Cells, r1) {
				t.Errorf("the cage being formed shows as %v", f)
			}
			if v.Selection.Count() != 3 {
				t.Errorf("the selection holds %d cells, want 3", v.Selection.Count())
			}
		}},
		{"a second click takes a cell out", func(h *harness) {
			for _, c := range r1 {
				h.s.TapCell(c)
			}
			h.s.TapCell(r1[1])
			h.s.CloseCage()
		}, []variant.Cage{{Cells: []solver.Cell{r1[0], r1[2]}}}, 1, "status.cage.closed-nosum", nil},
		{"a sum past 45 starts again", func(h *harness) {
			h.s.TapCell(r1[0])
			h.s.KeyDigit(4)
			h.s.KeyDigit(6)
			h.s.CloseCage()
		}, []variant.Cage{{Cells: r1[:1], Sum: 6}}, 1, "status.cage.closed", nil},
		{"Erase takes the sum's last figure", func(h *harness) {
			h.s.TapCell(r1[0])
			h.s.TapCell(r1[1])
			h.s.KeyDigit(1)
			h.s.KeyDigit(2)
			h.s.EraseSelected()
			h.s.CloseCage()
		}, []variant.Cage{{Cells: r1[:2], Sum: 1}}, 1, "status.cage.closed", nil},
		{"a drag goes round a closed cage", func(h *harness) {
			h.formCage(variant.Cage{Cells: r1[:2], Sum: 3})
			h.s.StartSelect(solver.CellAt(1, 0), false)
			h.s.ExtendSelect(r1[0]) // closed: left out
			h.s.ExtendSelect(solver.CellAt(1, 1))
			h.s.CloseCage()
		}, []variant.Cage{{Cells: r1[:2], Sum: 3}, {Cells: cells(2, 1, 2, 2)}}, 2, "status.cage.closed-nosum", nil},
		{"a tap picks a cage and Erase removes it", func(h *harness) {
			h.formCage(variant.Cage{Cells: r1[:2], Sum: 3})
			h.formCage(variant.Cage{Cells: cells(2, 1, 2, 2), Sum: 4})
			h.s.TapCell(r1[1])
		}, []variant.Cage{{Cells: r1[:2], Sum: 3}, {Cells: cells(2, 1, 2, 2), Sum: 4}}, 2, "status.cage.picked",
			func(t *testing.T, v session.View) {
				if v.PickedCage != 1 || v.Selection.Count() != 2 || !v.Selection.Has(r1[0]) {
					t.Errorf("picked %d, selection %v; want the first cage", v.PickedCage, v.Selection.Cells())
				}
			}},
		{"removed", func(h *harness) {
			h.formCage(variant.Cage{Cells: r1[:2], Sum: 3})
			h.formCage(variant.Cage{Cells: cells(2, 1, 2, 2), Sum: 4})
			h.s.TapCell(r1[1])
			h.s.EraseSelected()
		}, []variant.Cage{{Cells: cells(2, 1, 2, 2), Sum: 4}}, 1, "status.cage.removed", nil},
		{"ten cells are refused", func(h *harness) {
			h.s.StartSelect(0, false)
			for c := solver.Cell(1); c < 10; c++ {
				h.s.ExtendSelect(c)
			}
			h.s.CloseCage()
		}, nil, 1, "status.cage.too-big", nil},
		{"Enter with nothing selected", func(h *harness) { h.s.CloseCage() }, nil, 0, "status.cage.select", nil},
		{"Escape drops the cage being formed", func(h *harness) {
			h.s.TapCell(r1[0])
			h.s.KeyDigit(5)
			h.s.Escape()
		}, nil, 0, "status.cage.sum", nil},
		{"givens are typed out of Killer mode, the cages kept", func(h *harness) {
			h.formCage(variant.Cage{Cells: r1[:2], Sum: 3})
			h.s.ToggleCages()
			h.s.TapCell(r1[2])
			h.s.KeyDigit(7)
		}, []variant.Cage{{Cells: r1[:2], Sum: 3}}, 1, "status.cage.off", func(t *testing.T, v session.View) {
			if v.Caging || v.Cells[r1[2]].Digit != 7 || !v.Cells[r1[2]].Given {
				t.Errorf("Killer mode %v; r1c3 holds %d", v.Caging, v.Cells[r1[2]].Digit)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.EnterPuzzle()
			h.s.ToggleCages()
			if !h.view().Caging || !h.view().Enabled.Cages {
				t.Fatal("no Killer mode")
			}
			h.s.Notify(session.Message{Key: "status.entry.start"}) // so that a verb that says nothing leaves this
			tt.verbs(h)
			v := h.view()
			got := h.s.Draft().Cages()
			if !slices.EqualFunc(got, tt.cages, func(a, b variant.Cage) bool { return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells) }) {
				t.Errorf("the draft's cages are %v, want %v", got, tt.cages)
			}
			if len(v.Cages) != tt.shown {
				t.Errorf("the view shows %d cages, want %d: %v", len(v.Cages), tt.shown, v.Cages)
			}
			if v.Status.Key != tt.status {
				t.Errorf("status %q %v, want %q", v.Status.Key, v.Status.Args, tt.status)
			}
			if tt.check != nil {
				tt.check(t, v)
			}
		})
	}
}

// firstKiller is the first bundled easy Killer.
func firstKiller(t *testing.T) variant.Puzzle {
	t.Helper()
	text, err := levels.Puzzle("killer-easy", 0)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variant.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestKillerEntryStarts: a Killer entered cage by cage, dragged and
// summed, starts as a Killer game of those cages at the level it rates;
// one that breaks a rule names the cage at fault and stays to be mended;
// one with more than one solution says so.
func TestKillerEntryStarts(t *testing.T) {
	p := firstKiller(t)
	tests := []struct {
		name   string
		cages  []variant.Cage
		status string
		fault  int // 1 + the index of the cage at fault
	}{
		{"the whole puzzle", p.Cages, "status.puzzle.started", 0},
		{"a sum two cells cannot make", append(slices.Clone(p.Cages[:3]), variant.Cage{Cells: cells(9, 9, 9, 8), Sum: 18}),
			"status.puzzle.killer-bad", 4},
		{"five cages", p.Cages[:5], "status.puzzle.killer-several", 0},
		{"sums that do not total 405", func() []variant.Cage {
			cs := slices.Clone(p.Cages)
			cs[0].Sum++
			cs[1].Sum--
			cs[2].Sum++
			return cs
		}(), "status.puzzle.killer-bad", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.EnterPuzzle()
			h.s.ToggleCages()
			for _, cg := range tt.cages {
				h.formCage(cg)
			}
			h.s.StartEntry()
			h.settle()
			v := h.view()
			if v.Status.Key != tt.status {
				t.Fatalf("status %q %v, want %q", v.Status.Key, v.Status.Args, tt.status)
			}
			if v.FaultCage != tt.fault {
				t.Errorf("cage %d at fault, want %d", v.FaultCage, tt.fault)
			}
			if tt.status != "status.puzzle.started" {
				if v.Mode != session.Entering {
					t.Error("a puzzle that cannot be played is not left to mend")
				}
				return
			}
			g := h.s.Game()
			if g.Variant() != gametest.KillerVariant || !g.Puzzle().Equal(p) {
				t.Errorf("a %v game of %s, want %s", g.Variant(), variant.Format(g.Puzzle()), variant.Format(p))
			}
			if want, _ := levels.Puzzle("killer-easy", 0); g.Level().String() != "easy" {
				t.Errorf("rated %v; the bundled one says %q", g.Level(), want)
			}
		})
	}
}

// TestKillerFaultGoesWithAnEdit: the cage at fault is outlined until the
// puzzle changes.
func TestKillerFaultGoesWithAnEdit(t *testing.T) {
	h := newHarness(t, nil)
	h.s.EnterPuzzle()
	h.s.ToggleCages()
	h.formCage(variant.Cage{Cells: cells(1, 1, 1, 2), Sum: 18})
	h.s.StartEntry()
	h.settle()
	if h.view().FaultCage != 1 {
		t.Fatalf("cage %d at fault, want 1", h.view().FaultCage)
	}
	h.s.TapCell(solver.CellAt(0, 0)) // picks the cage
	h.s.EraseSelected()
	if v := h.view(); v.FaultCage != 0 || len(v.Cages) != 0 {
		t.Errorf("after the cage is removed: cage %d at fault, %d cages", v.FaultCage, len(v.Cages))
	}
}

// TestKillerDraftComesBack: the cages of a Killer being entered are kept
// in the save and come back at the next start, in Killer mode.
func TestKillerDraftComesBack(t *testing.T) {
	dir := t.TempDir()
	set := func(o *session.Options) {
		o.SavePath, o.StatsPath = filepath.Join(dir, "game.json"), filepath.Join(dir, "stats.json")
	}
	h := newHarness(t, set)
	h.s.EnterPuzzle()
	h.s.ToggleCages()
	want := firstKiller(t).Cages[:5]
	for _, cg := range want {
		h.formCage(cg)
	}
	h.settle() // killed after the last save
	h2 := newHarness2(t, set)
	d := h2.s.Draft()
	if d == nil {
		t.Fatal("the puzzle being entered is gone")
	}
	if !slices.EqualFunc(d.Cages(), want, func(a, b variant.Cage) bool { return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells) }) {
		t.Errorf("the cages came back as %v, want %v", d.Cages(), want)
	}
	if !h2.s.View().Caging {
		t.Error("the draft comes back out of Killer mode")
	}
	h2.s.Close()
}

// TestKillerEntryPad: in Killer mode the pad's keys type the sum of the
// cage being formed and Erase takes its last figure; no digit is armed.
func TestKillerEntryPad(t *testing.T) {
	h := newHarness(t, nil)
	h.s.EnterPuzzle()
	h.s.ToggleCages()
	h.s.PressDigit(3)
	if v := h.view(); v.Armed != 0 || v.Status.Key != "status.cage.select" {
		t.Errorf("with no cell: armed %d, status %q", v.Armed, v.Status.Key)
	}
	h.s.TapCell(0)
	h.s.TapCell(1)
	h.s.PressDigit(1)
	h.s.PressDigit(4)
	h.s.PressDigit(0) // Erase
	h.s.PressDigit(3)
	h.s.CloseCage()
	if cs := h.s.Draft().Cages(); len(cs) != 1 || cs[0].Sum != 13 {
		t.Errorf("the pad closed %v, want 13 in r1c1 and r1c2", cs)
	}
}

// TestKillerEntryNamesTheWrongSum: a cage with a wrong sum gave "no digit
// repeats, but these givens cannot all be kept", naming no cage. Start
// names the cages whose sum, dropped, leaves a solution.
func TestKillerEntryNamesTheWrongSum(t *testing.T) {
	at := solver.CellAt
	for _, tc := range []struct {
		name   string
		givens map[solver.Cell]uint8
		cages  []variant.Cage
		args   map[string]any
	}{
		// 7 and 9 are given lower in column 1: the 16-cage r1c1 r2c1 cannot be {7,9}.
		{"one cage", map[solver.Cell]uint8{at(4, 0): 7, at(5, 0): 9}, []variant.Cage{{Cells: cells(1, 1, 2, 1), Sum: 16}},
			map[string]any{"Cages": "r1c1 (16)", "Count": 1}},
		// Two 16-cages in box 1 both need 7 and 9.
		{"one of two", nil, []variant.Cage{{Cells: cells(1, 1, 2, 1), Sum: 16}, {Cells: cells(1, 2, 2, 2), Sum: 16}},
			map[string]any{"Cages": "r1c1 (16), r1c2 (16)", "Count": 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.EnterPuzzle()
			for c, d := range tc.givens {
				h.s.TapCell(c)
				h.s.KeyDigit(d)
			}
			h.s.ToggleCages()
			for _, cg := range tc.cages {
				h.formCage(cg)
			}
			h.s.StartEntry()
			h.settle()
			v := h.view()
			if v.Status.Key != "status.puzzle.cage-sum" || !reflect.DeepEqual(v.Status.Args, tc.args) {
				t.Errorf("status %q %v, want status.puzzle.cage-sum %v", v.Status.Key, v.Status.Args, tc.args)
			}
		})
	}
}
