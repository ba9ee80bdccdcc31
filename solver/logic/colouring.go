package logic

import "github.com/sudokudesktop/sudoku/solver"

// colourMinCells is the smallest cluster simple colouring looks at: what
// three cells or fewer prove, locked candidates prove too.
const colourMinCells = 4

// findSimpleColouring works one digit at a time. The digit's strong links
// (houses where it has two places, one of which holds it) join its cells
// into clusters; colouring each cluster in two colours, alternating along
// the links, one colour holds the digit and the other does not. A colour
// with two cells in one house is false, so all its cells lose the digit
// (colour wrap); and a cell outside the cluster that sees both colours
// loses it too (colour trap). Digits are tried from 1, clusters from the
// one with the lowest cell, and a wrap before a trap.
func findSimpleColouring(b *Board) *Step {
	var x pencilIndex
	x.load(b)
	strong := strongUnits(b)
	var partners [81]CellSet
	for d := uint8(1); d <= 9; d++ {
		where := x.where[d]
		linked := linkStrong(&x, &partners, where, &strong, d)
		var found *Step
		for rest := linked; found == nil && !rest.Empty(); {
			on, off, ok := colourCluster(&partners, lowCellOf(rest))
			cluster := on.Or(off)
			rest = rest.AndNot(cluster)
			if ok && cluster.Count() >= colourMinCells {
				found = colourStep(b, d, where, on, off)
			}
		}
		unlink(&partners, linked)
		if found != nil {
			return found
		}
	}
	return nil
}

// lowCellOf returns the lowest cell of a set that is not empty.
func lowCellOf(s CellSet) solver.Cell { return popLowCell(&s) }

// colourCluster colours the cluster of start, start's colour first. It
// reports false when a cell would take both colours, which only a board
// without solution allows.
func colourCluster(partners *[81]CellSet, start solver.Cell) (first, second CellSet, ok bool) {
	first = CellsOf(start)
	frontier, firstTurn := first, true
	for !frontier.Empty() {
		var next CellSet
		for s := frontier; !s.Empty(); {
			next = next.Or(partners[popLowCell(&s)])
		}
		same, other := &second, &first
		if !firstTurn {
			same, other = &first, &second
		}
		if !next.And(*other).Empty() {
			return first, second, false
		}
		next = next.AndNot(*same)
		*same = same.Or(next)
		frontier, firstTurn = next, !firstTurn
	}
	return first, second, true
}

// colourStep returns the step a cluster of digit d coloured on and off
// proves, or nil.
func colourStep(b *Board, d uint8, where, on, off CellSet) *Step {
	cluster := on.Or(off)
	step := func(elim CellSet) *Step {
		return &Step{
			Technique:    SimpleColouring,
			Pattern:      candidatesIn(b, cluster.Cells(), DigitSet(d)),
			Digits:       DigitSet(d),
			Eliminations: eliminations(b, elim, d),
		}
	}
	for _, colour := range [2]CellSet{on, off} {
		if colourSeesItself(b, colour) {
			return step(colour)
		}
	}
	elim := where.And(seenByAny(b, on)).And(seenByAny(b, off)).AndNot(cluster)
	if elim.Empty() {
		return nil
	}
	return step(elim)
}

// colourSeesItself reports whether two cells of the set share a house.
func colourSeesItself(b *Board, s CellSet) bool {
	for rest := s; !rest.Empty(); {
		if !b.basePeers(popLowCell(&rest)).And(s).Empty() {
			return true
		}
	}
	return false
}

// seenByAny returns the cells that see some cell of s.
func seenByAny(b *Board, s CellSet) CellSet {
	var seen CellSet
	for rest := s; !rest.Empty(); {
		seen = seen.Or(b.basePeers(popLowCell(&rest)))
	}
	return seen
}
