package session

import "github.com/sudokudesktop/sudoku/solver"

// The highlighting filters and the selection's sum: aids that read the
// board and change nothing on it.

// FilterDigit turns the candidate filter on for digit d, lighting every
// empty cell whose notes hold d (Alt and the digit), or off when it is
// on for d already; 0 turns it off. The filters stay on from game to
// game until turned off.
func (s *Session) FilterDigit(d uint8) {
	defer s.begin()()
	if d > s.maxDigit() || s.uncover() {
		return
	}
	if s.filters.Digit == d {
		d = 0
	}
	s.filters.Digit = d
	s.sayFilters()
}

// ToggleBivalue turns the filter of the two-candidate cells on or off:
// on, every empty cell with exactly two notes is lit.
func (s *Session) ToggleBivalue() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	s.filters.Bivalue = !s.filters.Bivalue
	s.sayFilters()
}

// ClearFilters turns every highlighting filter off.
func (s *Session) ClearFilters() {
	defer s.begin()()
	if s.uncover() {
		return
	}
	s.filters = Filters{}
	s.sayFilters()
}

// sayFilters says what the filters light now, and counts the cells.
func (s *Session) sayFilters() {
	f := s.filters
	n, notes := 0, false
	if s.mode != entering {
		for c := range solver.Cell(s.g.Size()) {
			if s.g.Digit(c) == 0 && f.passes(s.g.Notes(c)) {
				n++
			}
			notes = notes || s.g.Digit(c) == 0 && s.g.Notes(c) != 0
		}
	}
	switch {
	case f.On() && !notes: // "the 0 cells whose notes hold 5" said nothing of why
		s.say("status.filter.no-notes", nil)
	case f.Digit != 0 && f.Bivalue:
		s.say("status.filter.both", map[string]any{"Digit": f.Digit, "Count": n})
	case f.Digit != 0:
		s.say("status.filter.digit", map[string]any{"Digit": f.Digit, "Count": n})
	case f.Bivalue:
		s.say("status.filter.bivalue", map[string]any{"Count": n})
	default:
		s.say("status.filter.off", nil)
	}
}

// filterCells lights the empty cells that pass the filters on.
func (s *Session) filterCells(cells []Cell) {
	if !s.filters.On() {
		return
	}
	for c := range cells {
		cells[c].Filtered = cells[c].Digit == 0 && s.filters.passes(cells[c].Notes)
	}
}

// selectedCage returns 1 + the index of the selected cell's cage in a
// Killer game, 0 for none, and for a selection of several cells: its
// outline, in the selection's blue, ran along and beyond the selection's
// own and read as part of it.
func (s *Session) selectedCage() int {
	if s.selectionSet().Count() > 1 {
		return 0
	}
	if i, ok := s.g.CageOf(s.cur.selected); ok {
		return i + 1
	}
	return 0
}

// selectionSum adds up the selection of several cells (see
// SelectionSum), nil for fewer than two.
func (s *Session) selectionSum() *SelectionSum {
	sel := s.selectionSet()
	if sel.Count() < 2 {
		return nil
	}
	sum := &SelectionSum{Cells: sel.Count()}
	rest := sel
	for _, cg := range s.g.Cages() {
		if cg.Sum == 0 || len(cg.Cells) == 0 {
			continue
		}
		whole := true
		for _, c := range cg.Cells {
			whole = whole && sel.Has(c)
		}
		if !whole {
			continue
		}
		sum.Cages = append(sum.Cages, cg.Sum)
		sum.Total += cg.Sum
		for _, c := range cg.Cells {
			rest.Remove(c)
		}
	}
	for _, c := range rest.Cells() {
		sum.Rest++
		if d := s.g.Digit(c); d != 0 {
			sum.Filled++
			sum.Placed += int(d)
		}
	}
	sum.Known = sum.Filled == sum.Rest
	if sum.Known {
		sum.Total += sum.Placed
	} else {
		sum.Total = 0
	}
	return sum
}
