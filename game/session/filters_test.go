package session_test

import (
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
)

// filtered returns the cells a view lights for its filters.
func filtered(v session.View) []solver.Cell {
	var out []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if v.Cells[c].Filtered {
			out = append(out, c)
		}
	}
	return out
}

func TestFiltersLightCandidatesAndBivalueCells(t *testing.T) {
	h := newHarness(t, nil)
	if v := h.s.View(); v.Filters.On() || len(filtered(v)) != 0 {
		t.Fatalf("filters on by default: %+v, %v", v.Filters, filtered(v))
	}
	h.s.TapCell(r1c3)
	h.s.ShiftDigit(1)
	h.s.ShiftDigit(2) // r1c3: 1 2, two candidates
	h.s.TapCell(r1c4)
	for _, d := range []uint8{2, 4, 6} {
		h.s.ShiftDigit(d)
	}
	steps := []struct {
		name   string
		verb   func()
		want   []solver.Cell
		status string
	}{
		{"digit 2", func() { h.s.FilterDigit(2) }, []solver.Cell{r1c3, r1c4}, "status.filter.digit"},
		{"digit 4", func() { h.s.FilterDigit(4) }, []solver.Cell{r1c4}, "status.filter.digit"},
		{"digit 4 again: off", func() { h.s.FilterDigit(4) }, nil, "status.filter.off"},
		{"bivalue", h.s.ToggleBivalue, []solver.Cell{r1c3}, "status.filter.bivalue"},
		{"bivalue and 6", func() { h.s.FilterDigit(6) }, []solver.Cell{r1c3, r1c4}, "status.filter.both"},
		{"a move keeps them", func() { h.s.TapCell(r1c3); h.s.ShiftDigit(1) }, []solver.Cell{r1c4}, ""},
		{"cleared", h.s.ClearFilters, nil, "status.filter.off"},
	}
	for _, st := range steps {
		st.verb()
		v := h.view()
		if got := filtered(v); !slices.Equal(got, st.want) {
			t.Errorf("%s: lit %v, want %v (filters %+v)", st.name, got, st.want, v.Filters)
		}
		if st.status != "" && v.Status.Key != st.status {
			t.Errorf("%s: status %q, want %q", st.name, v.Status.Key, st.status)
		}
	}
	if h.s.Game().Digit(r1c3) != 0 || h.s.Game().Hints() != 0 {
		t.Error("a filter changed the game")
	}
}

func TestSelectionSum(t *testing.T) {
	t.Run("classic: the placed digits", func(t *testing.T) {
		h := newHarness(t, nil)
		h.s.TapCell(r1c1)
		if v := h.view(); v.Sum != nil {
			t.Fatalf("one cell summed: %+v", *v.Sum)
		}
		h.s.StartSelect(r1c1, false)
		h.s.ExtendSelect(solver.CellAt(0, 1))
		h.s.ExtendSelect(r1c3) // 5, 3 and an empty cell
		want := session.SelectionSum{Cells: 3, Rest: 3, Filled: 2, Placed: 8}
		if v := h.view(); v.Sum == nil || !sameSum(*v.Sum, want) {
			t.Fatalf("sum %+v, want %+v", v.Sum, want)
		}
		h.s.KeyDigit(4) // into the one empty cell of the three: the givens keep theirs
		if v := h.view(); v.Sum == nil || !v.Sum.Known || v.Sum.Total != 12 {
			t.Fatalf("filled: sum %+v, want 12 known", v.Sum)
		}
	})
	t.Run("killer: whole cages", func(t *testing.T) {
		h := killerHarness(t, nil)
		r2c1, r1c2 := solver.CellAt(1, 0), solver.CellAt(0, 1)
		h.s.StartSelect(r1c1, false)
		h.s.ExtendSelect(r2c1) // the cage of 16
		want := session.SelectionSum{Cells: 2, Cages: []int{16}, Known: true, Total: 16}
		if v := h.view(); v.Sum == nil || !sameSum(*v.Sum, want) {
			t.Fatalf("sum %+v, want %+v", v.Sum, want)
		}
		h.s.ToggleSelect(r1c2) // a cell of another cage, empty
		want = session.SelectionSum{Cells: 3, Cages: []int{16}, Rest: 1}
		if v := h.view(); v.Sum == nil || !sameSum(*v.Sum, want) {
			t.Fatalf("with r1c2: sum %+v, want %+v", v.Sum, want)
		}
		h.s.TapCell(r1c2)
		h.s.KeyDigit(2)
		h.s.StartSelect(r1c1, false)
		h.s.ExtendSelect(r2c1)
		h.s.ToggleSelect(r1c2)
		want = session.SelectionSum{Cells: 3, Cages: []int{16}, Rest: 1, Filled: 1, Placed: 2, Known: true, Total: 18}
		if v := h.view(); v.Sum == nil || !sameSum(*v.Sum, want) {
			t.Fatalf("r1c2 filled: sum %+v, want %+v", v.Sum, want)
		}
	})
}

// sameSum reports whether two sums say the same.
func sameSum(a, b session.SelectionSum) bool {
	return a.Cells == b.Cells && slices.Equal(a.Cages, b.Cages) && a.Rest == b.Rest && a.Filled == b.Filled &&
		a.Placed == b.Placed && a.Known == b.Known && a.Total == b.Total
}

func TestSelectedCage(t *testing.T) {
	h := killerHarness(t, nil)
	r4c4 := solver.CellAt(3, 3)
	h.s.TapCell(r4c4)
	v := h.view()
	if v.SelectedCage == 0 || !slices.Contains(v.Cages[v.SelectedCage-1].Cells, r4c4) {
		t.Fatalf("selected r4c4: cage %d", v.SelectedCage)
	}
	// Several cells selected (a drag from r4c4 onto r5c5): no cage is
	// outlined, its blue outline ran along the selection's; one cell again,
	// its cage is.
	h.s.StartSelect(r4c4, false)
	h.s.ExtendSelect(solver.CellAt(4, 4))
	if v := h.view(); v.SelectedCage != 0 || v.Sum == nil {
		t.Errorf("two cells selected: cage %d, sum %v", v.SelectedCage, v.Sum)
	}
	h.s.TapCell(r4c4)
	if v := h.view(); v.SelectedCage == 0 {
		t.Error("one cell selected again: no cage outlined")
	}
	h.s.Escape()
	if v := h.view(); v.SelectedCage != 0 {
		t.Errorf("no selection: cage %d", v.SelectedCage)
	}
	c := newHarness(t, nil)
	c.s.TapCell(r1c3)
	if v := c.view(); v.SelectedCage != 0 {
		t.Errorf("a classic game: cage %d", v.SelectedCage)
	}
}

// TestFilterWithoutNotesSaysSo: with no notes on the board, a filter said
// "Lit: the 0 cells whose notes hold 5", and did not say where notes come
// from. It says that no cell has notes (naming Fill candidates), for
// either filter, until there are notes.
func TestFilterWithoutNotesSaysSo(t *testing.T) {
	h := newHarness(t, nil)
	for _, st := range []struct {
		name   string
		verb   func()
		status string
	}{
		{"digit 5", func() { h.s.FilterDigit(5) }, "status.filter.no-notes"},
		{"and bivalue", h.s.ToggleBivalue, "status.filter.no-notes"},
		{"cleared", h.s.ClearFilters, "status.filter.off"},
		{"notes filled, digit 5", func() { h.s.FillNotes(); h.s.FilterDigit(5) }, "status.filter.digit"},
	} {
		st.verb()
		if v := h.view(); v.Status.Key != st.status {
			t.Errorf("%s: status %q, want %q", st.name, v.Status.Key, st.status)
		}
	}
}
