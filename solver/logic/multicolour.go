package logic

// Multi-colouring colours every cluster of a digit's strong links, as
// simple colouring does (colouring.go), and then reads two clusters
// together. In each cluster one colour holds the digit.
//
// Type 1: when a cell of colour a (of one cluster) sees a cell of colour c
// (of another), a and c are not both true, so one of their opposite
// colours is: cells that see both opposite colours lose the digit.
//
// Type 2: when colour a sees both colours of another cluster, one of
// which is true, a is false: all its cells lose the digit.

// findMultiColouring visits every multi-colouring step of type typ on b,
// digit by digit, for each two clusters in the order of their lowest
// cells.
func findMultiColouring(b *Board, typ int, visit func(*Step) bool) {
	var x pencilIndex
	x.load(b)
	strong := strongUnits(b)
	var partners [81]CellSet
	for d := uint8(1); d <= 9; d++ {
		where := x.where[d]
		linked := linkStrong(&x, &partners, where, &strong, d)
		var clusters [][2]CellSet
		for rest := linked; !rest.Empty(); {
			on, off, ok := colourCluster(&partners, lowCellOf(rest))
			rest = rest.AndNot(on.Or(off))
			if ok && !on.Empty() && !off.Empty() {
				clusters = append(clusters, [2]CellSet{on, off})
			}
		}
		unlink(&partners, linked)
		for i := range clusters {
			for j := range clusters {
				if i == j || typ == 1 && j < i {
					continue
				}
				if s := multiColourStep(b, typ, d, where, clusters[i], clusters[j]); s != nil && !visit(s) {
					return
				}
			}
		}
	}
}

// multiColourStep returns the step of type typ that clusters p and q of
// digit d prove, or nil.
func multiColourStep(b *Board, typ int, d uint8, where CellSet, p, q [2]CellSet) *Step {
	var elim CellSet
	if typ == 2 {
		for _, a := range p {
			if !a.And(seenByAny(b, q[0])).Empty() && !a.And(seenByAny(b, q[1])).Empty() {
				elim = elim.Or(a)
			}
		}
	} else {
		for ai, a := range p {
			seen := seenByAny(b, a)
			for ci, c := range q {
				if !seen.And(c).Empty() {
					elim = elim.Or(seenByAny(b, p[1-ai]).And(seenByAny(b, q[1-ci])))
				}
			}
		}
		elim = elim.And(where)
	}
	if elim.Empty() {
		return nil
	}
	cells := p[0].Or(p[1]).Or(q[0]).Or(q[1])
	return &Step{
		Technique:    MultiColouring1 + Technique(typ-1),
		Pattern:      candidatesIn(b, cells.Cells(), DigitSet(d)),
		Digits:       DigitSet(d),
		Eliminations: eliminations(b, elim, d),
	}
}
