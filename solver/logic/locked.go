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
				in := where[d].And(b.UnitSet(from))
				if in.Empty() || !in.AndNot(b.UnitSet(to)).Empty() {
					continue
				}
				if s := lockedStep(b, &where, d, from, to, in, name); s != nil && !visit(s) {
					return
				}
			}
		}
	}
	if !b.plain() {
		findLockedByPeers(b, &where, visit)
	}
}

// findLockedByPeers finds, on a board with more peers than its houses'
// cells (anti-knight, anti-king) or more houses, a digit whose places in
// a house all see some cell outside it: one of them holds the digit, so
// that cell does not. Where the cell lies in a house crossing this one
// it is pointing or claiming, found above; the rest (Variant "peers")
// the knight's and king's moves and the other houses make.
func findLockedByPeers(b *Board, where *[10]CellSet, visit func(*Step) bool) {
	for d := uint8(1); d <= 9; d++ {
		for _, u := range b.Units() {
			in := where[d].And(b.UnitSet(u))
			if in.Count() < 2 {
				continue
			}
			seen := commonPeers(b, in).And(where[d]).AndNot(b.UnitSet(u))
			// Leave what a house crossing u already takes to the steps
			// above.
			for _, v := range b.UnitsOf(lowCellOf(in)) {
				if v != u && in.AndNot(b.UnitSet(v)).Empty() && b.hasUnit(v) {
					seen = seen.AndNot(b.UnitSet(v))
				}
			}
			if seen.Empty() {
				continue
			}
			if !visit(&Step{
				Technique:    LockedCandidates,
				Pattern:      candidatesIn(b, in.Cells(), DigitSet(d)),
				Units:        []Unit{u},
				Digits:       DigitSet(d),
				Eliminations: eliminations(b, seen, d),
				Variant:      "peers",
			}) {
				return
			}
		}
	}
}

// block reports whether u is a box or a window, rather than a line (row,
// column or diagonal).
func block(u Unit) bool {
	k := u.House().Kind
	return k == geometry.Box || k == geometry.Window || k == geometry.Region
}

// lockedStep returns the step that removes d from the rest of house to,
// where the candidates in of digit d in house from all lie, or nil when
// the rest has none; where holds the cells of each digit.
func lockedStep(b *Board, where *[10]CellSet, d uint8, from, to Unit, in CellSet, variant string) *Step {
	rest := b.UnitSet(to).AndNot(b.UnitSet(from))
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
