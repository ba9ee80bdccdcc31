package logic

import "github.com/sudokudesktop/sudoku/solver/geometry"

// findLockedCandidates finds a digit confined to the intersection of two
// houses that share two or more cells: a box or window and a row, column
// or diagonal, or two blocks, or two lines. Pointing: within the block it
// lies in the line, so the rest of the line loses it. Claiming: within
// the line it lies in the block, so the rest of the block loses it.
func findLockedCandidates(b *Board, visit func(*Step) bool) {
	where := b.cellsByDigit()
	for k, pairs := range [2][][2]Unit{b.shp().pointing, b.shp().claiming} {
		name := [2]string{"pointing", "claiming"}[k]
		for d := uint8(1); d <= 9; d++ {
			for _, x := range pairs {
				from, to := x[0], x[1]
				in := where[d].And(from.Set())
				if in.Empty() || !in.AndNot(to.Set()).Empty() {
					continue
				}
				if s := lockedStep(b, &where, d, from, to, in, name); s != nil && !visit(s) {
					return
				}
			}
		}
	}
}

// block reports whether u is a box or a window, rather than a line (row,
// column or diagonal).
func block(u Unit) bool {
	k := u.House().Kind
	return k == geometry.Box || k == geometry.Window
}

// lockedStep returns the step that removes d from the rest of house to,
// where the candidates in of digit d in house from all lie, or nil when
// the rest has none; where holds the cells of each digit.
func lockedStep(b *Board, where *[10]CellSet, d uint8, from, to Unit, in CellSet, variant string) *Step {
	rest := to.Set().AndNot(from.Set())
	if rest.And(where[d]).Empty() {
		return nil
	}
	return &Step{
		Technique:    LockedCandidates,
		Pattern:      candidatesIn(b, in.Cells(), DigitSet(d)),
		Units:        []Unit{from, to},
		Digits:       DigitSet(d),
		Eliminations: eliminations(b, rest, d),
		Variant:      variant,
	}
}
