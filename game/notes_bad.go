package game

import (
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// BadNotes returns, for each cell of a 9x9 grid, the notes that a digit
// shown in one of the cell's peers under the rules (see Geometry) rules
// out: the candidates the digits allow lack them. It is the 9x9 view;
// BadNotesAll serves a grid of any size.
func (g *Game) BadNotes() [81]Digits {
	var bad [81]Digits
	copy(bad[:], g.BadNotesAll())
	return bad
}

// BadNotesAll returns BadNotes for a grid of any size, Size() entries.
func (g *Game) BadNotesAll() []Digits {
	board := g.board()
	cands := g.candidates(&board, false)
	bad := make([]Digits, g.size)
	for c := range bad {
		bad[c] = g.notes[c] &^ cands[c]
	}
	return bad
}

// HintCells returns the cells a hint points at to a depth, in increasing
// order: the focus (a house or a cell) for logic.Where and logic.Which,
// and with logic.Full also the pattern and the cells the step changes.
func HintCells(h logic.Hint, depth logic.Depth) []solver.Cell {
	units, cells := h.Focus()
	out := slices.Clone(cells)
	for _, u := range units {
		out = append(out, h.UnitCells(u)[:]...)
	}
	if depth == logic.Full && h.Step != nil {
		out = append(out, h.Step.PatternCells()...)
		for _, p := range h.Step.Placements {
			out = append(out, p.Cell)
		}
		for _, e := range h.Step.Eliminations {
			out = append(out, e.Cell)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
