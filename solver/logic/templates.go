package logic

import "github.com/sudokudesktop/sudoku/solver"

// A template of digit d is one way to place all nine d's: one per row,
// column and box, on cells that hold d or still have it as a candidate.
// Every valid template is one the solution might use, so a cell that every
// template fills holds d (template set), and a candidate d that no template
// uses is false (template delete).

// A cell that every template of another digit fills holds that digit, so
// no template of d may use it; the templates are refined that way until
// nothing changes.

// templateFinder returns the finder of template set or template delete:
// one step per digit.
func templateFinder(t Technique) eachFinder {
	return func(b *Board, visit func(*Step) bool) {
		var all, any [10]CellSet
		for changed := true; changed; {
			changed = false
			for d := uint8(1); d <= 9; d++ {
				var taken CellSet
				for e := uint8(1); e <= 9; e++ {
					if e != d {
						taken = taken.Or(all[e])
					}
				}
				a, y, n := digitTemplates(b, d, taken)
				if n == 0 {
					return // a broken board; nothing sound to say
				}
				changed = changed || a != all[d]
				all[d], any[d] = a, y
			}
		}
		for d := uint8(1); d <= 9; d++ {
			all, any := all[d], any[d]
			s := &Step{Technique: t, Digits: DigitSet(d)}
			if t == TemplateSet {
				for _, c := range all.Cells() {
					if b.Cells[c] == 0 {
						s.Placements = append(s.Placements, Candidate{c, d})
					}
				}
			} else {
				s.Eliminations = eliminations(b, b.CellsWith(d).AndNot(any), d)
			}
			if s.Progress() {
				s.Pattern = append(s.Placements, s.Eliminations...)
				if !visit(s) {
					return
				}
			}
		}
	}
}

// digitTemplates enumerates the valid templates of d on b that avoid the
// cells taken, and returns the cells in all of them, the cells in any of
// them, and how many there are.
func digitTemplates(b *Board, d uint8, taken CellSet) (all, any CellSet, n int) {
	// rows[r] holds the columns where d may go in row r.
	var rows [9]uint16
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] == d || b.Cells[c] == 0 && b.Cands[c].Has(d) && !taken.Has(c) {
			rows[c.Row()] |= 1 << c.Col()
		}
	}
	all = CellSet{^uint64(0), 1<<17 - 1}
	var path [9]solver.Cell
	var walk func(r int, cols, boxes uint16)
	walk = func(r int, cols, boxes uint16) {
		if r == 9 {
			var t CellSet
			for _, c := range path {
				t.Add(c)
			}
			all, any, n = all.And(t), any.Or(t), n+1
			return
		}
		for x := rows[r] &^ cols; x != 0; x &= x - 1 {
			col := 0
			for x>>col&1 == 0 {
				col++
			}
			box := uint16(1) << b.blockOf(solver.CellAt(r, col))
			if boxes&box != 0 {
				continue
			}
			path[r] = solver.CellAt(r, col)
			walk(r+1, cols|1<<col, boxes|box)
		}
	}
	walk(0, 0, 0)
	return all, any, n
}
