package session

import (
	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// SizedHint is the hint on show on a grid of another size than 9x9 (see
// game.SizedHint), told to Depth: the window puts it into words with
// Text(Depth, language).
type SizedHint struct {
	game.SizedHint
	Depth logic.Depth
}

// sizedHint is Hint (apply false) and ApplyHint (apply true) on a grid
// of another size: the hint comes at once, its steps are quick. Asked
// again on the same position, the hint on show deepens to the whole step
// and selects the cell to act on; Apply plays it, or erases the mistake
// it points at.
func (s *Session) sizedHint(apply bool) {
	depth := logic.Which
	if apply || s.aids.sized != nil {
		depth = logic.Full
	}
	h, err := s.g.SizedHint(depth, true)
	if err != nil {
		s.report(err)
		return
	}
	if apply {
		s.aids.sized = nil
		switch h.Kind {
		case logic.NextStep:
			s.report(s.g.ApplySizedHint(h))
		case logic.WrongEntry, logic.WrongNote:
			s.report(s.g.Erase(h.Cell))
		}
		if c, ok := sizedTarget(h); ok {
			s.cur.selected = c
		}
		return
	}
	if s.aids.sized == nil && s.aids.hint == nil {
		s.line.before = s.line.status // for Escape to bring back
	}
	s.aids.sized, s.aids.marks = &SizedHint{SizedHint: h, Depth: depth}, nil
	s.line.status = Message{} // the hint's own words take the status line
	if c, ok := sizedTarget(h); ok && depth == logic.Full {
		s.cur.selected = c
	}
}

// sizedTarget returns the cell a hint acts on: the first its step
// places a digit in, or the cell it names.
func sizedTarget(h game.SizedHint) (solver.Cell, bool) {
	switch {
	case h.Kind == logic.Solved:
		return 0, false
	case h.Step == nil:
		return h.Cell, true
	case len(h.Step.Placements) > 0:
		return solver.Cell(h.Step.Placements[0].Cell), true
	}
	return 0, false
}

// sizedOnto draws the hint on show onto the cells, as a 9x9 hint's
// overlay does: the cells it points at in focus; at the whole step, the
// pattern's cells hinted with their digits lit, the candidates it
// strikes struck and the digits it places shown.
func (h *SizedHint) onto(cells []Cell) {
	for _, c := range h.Cells(logic.Where) {
		cells[c].Focus = true
	}
	if h.Depth != logic.Full {
		return
	}
	for _, c := range h.Cells(logic.Full) {
		cells[c].Hinted = true
	}
	if h.Step == nil {
		if h.Kind == logic.NextStep {
			cells[h.Cell].Placed = h.Digit
		}
		return
	}
	st := h.Step
	for _, c := range st.Cells {
		for d := 1; d <= 16; d++ {
			if st.Digits>>(d-1)&1 != 0 {
				cells[c].Pattern |= game.DigitSet(uint8(d))
			}
		}
	}
	for _, e := range st.Eliminations {
		cells[e.Cell].Struck |= game.DigitSet(uint8(e.Digit))
	}
	for _, p := range st.Placements {
		cells[p.Cell].Placed = uint8(p.Digit)
	}
}
