package logic

import "math/bits"

// eachALSXYWing visits every ALS-XY-Wing: a pivot ALS C joined to two
// other ALSs A and B by different restricted common candidates x (A-C)
// and y (B-C). If A lacks x then x is in C, so C lacks y and y is in B;
// either A holds x, and is locked, or B is. So for any digit z of both A
// and B other than x and y, one of them holds z, and cells that see every
// z of A and B lose it. When a link has two RCCs, z avoids both. A and
// B may overlap, but neither may hold the other. Of the instances with
// the same eliminations only the first is visited.
func eachALSXYWing(b *Board, visit func(*Step) bool) {
	x := alsIndexOf(b)
	defer x.release()
	var seen elimsSeen
	for ci := range x.list {
		c := &x.list[ci]
		links := x.links[ci]
		for p, la := range links {
			a := &x.list[la.to]
			for _, lb := range links[p+1:] {
				if la.rcc == lb.rcc && la.rcc.Count() == 1 {
					continue // the same single RCC on both sides
				}
				d := &x.list[lb.to]
				zs := a.seen & d.seen &^ (la.rcc | lb.rcc)
				if zs == 0 || !seeBoth(a, d, zs) {
					continue // nothing to eliminate, the usual case
				}
				if a.cells.AndNot(d.cells).Empty() || d.cells.AndNot(a.cells).Empty() {
					continue // one inside the other
				}
				var e elimSet
				for m := zs; m != 0; m &= m - 1 {
					z := bits.TrailingZeros16(uint16(m))
					e.add(z, a.sees[z].And(d.sees[z]))
				}
				if !seen.fresh(&e) {
					continue
				}
				s := &Step{
					Technique:    ALSXYWing,
					Pattern:      alsCandidates(b, a, d, c),
					Sets:         alsSets(a, d, c),
					Units:        alsUnits(a, d, c),
					Digits:       la.rcc | lb.rcc,
					Eliminations: e.list(),
				}
				if !visit(s) {
					return
				}
			}
		}
	}
}
