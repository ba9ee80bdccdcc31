package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// overlay is what a hint on show adds to the cells of the board: the
// game's board and the trainer's draw it alike.
type overlay struct {
	hinted, focus, base, cover logic.CellSet
	struck, pattern, fin       [81]game.Digits
	placed                     [81]uint8 // a 9x9 hint's: a cell past them has none of it
}

// overlayOf works out the overlay of hint h, none for nil.
func overlayOf(h *Hint) (ov overlay) {
	if h == nil {
		return ov
	}
	for _, c := range game.HintCells(h.Hint, h.Depth) {
		ov.hinted.Add(c)
	}
	unitCells := h.UnitCells // a jigsaw region's cells are its board's
	units, cells := h.Focus()
	for _, u := range units {
		for _, c := range unitCells(u) {
			ov.focus.Add(c)
		}
	}
	for _, c := range cells {
		ov.focus.Add(c)
	}
	st := h.Step
	if st == nil || h.Depth != logic.Full {
		return ov
	}
	for _, e := range st.Eliminations {
		ov.struck[e.Cell] |= game.DigitSet(e.Digit)
	}
	for _, p := range st.Pattern {
		ov.pattern[p.Cell] |= game.DigitSet(p.Digit)
	}
	for _, l := range st.Links { // the candidates the arrows join show too
		for _, n := range [...]logic.ChainNode{l.From, l.To} {
			for _, c := range n.Cells {
				ov.pattern[c] |= game.DigitSet(n.Digit)
			}
		}
	}
	// An almost locked set is every cell of it with all its candidates:
	// its claim (n cells, n+1 digits) cannot be checked on fewer.
	for _, set := range alsSets(st) {
		for _, c := range set {
			ov.hinted.Add(c)
			if b := h.Board; b != nil && b.Cells[c] == 0 {
				ov.pattern[c] |= game.FromLogic(b.Cands[c])
			}
		}
	}
	for _, p := range st.Placements {
		ov.placed[p.Cell] = p.Digit
	}
	bases, covers := st.Houses() // the step says which houses are which
	for _, u := range bases {
		for _, c := range unitCells(u) {
			ov.base.Add(c)
		}
	}
	for _, u := range covers {
		for _, c := range unitCells(u) {
			ov.cover.Add(c)
		}
	}
	if len(covers) > 0 { // a fish's candidates outside its cover are its fins
		for _, p := range st.Pattern {
			if !ov.cover.Has(p.Cell) {
				ov.fin[p.Cell] |= game.DigitSet(p.Digit)
			}
		}
	}
	return ov
}

// onto sets the hint's parts of cell c.
func (ov *overlay) onto(cell *Cell, c solver.Cell) {
	if c < 0 || c >= 81 {
		return
	}
	cell.Focus, cell.Hinted = ov.focus.Has(c), ov.hinted.Has(c)
	cell.Pattern, cell.Struck, cell.Placed = ov.pattern[c], ov.struck[c], ov.placed[c]
	cell.Base, cell.Cover, cell.Fin = ov.base.Has(c), ov.cover.Has(c), ov.fin[c]
}
