package logic

import "math/bits"

// eachALSXZ visits every ALS-XZ: two ALSs A and B joined by a restricted
// common candidate x. x is true in at most one of them, so the other is
// locked and holds each of its remaining digits; for any other digit z of
// both, one of them holds z, and cells that see every z of A and B lose
// it.
//
// When A and B share two RCCs (doubly linked), each RCC is true in one of
// them and both sets are locked: A and B between them hold both RCCs, so
// cells that see all of an RCC's places in both lose it, and each set
// holds all its other digits, which the cells that see every place of
// such a digit in the set lose.
func eachALSXZ(b *Board, visit func(*Step) bool) {
	x := alsIndexOf(b)
	defer x.release()
	for i := range x.list {
		a := &x.list[i]
		for _, l := range x.links[i] {
			if int(l.to) < i {
				continue
			}
			c := &x.list[l.to]
			common := a.digits & c.digits
			doubly := l.rcc.Count() == 2
			if !doubly && !seeBoth(a, c, common&^l.rcc) {
				continue
			}
			var e elimSet
			for m := common; m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(uint16(m))
				if doubly || !l.rcc.Has(uint8(d)) {
					e.add(d, a.sees[d].And(c.sees[d]))
				}
			}
			if doubly {
				lockedALS(&e, a, c, l.rcc)
				lockedALS(&e, c, a, l.rcc)
			}
			if e.empty() {
				continue
			}
			s := &Step{
				Technique:    ALSXZ,
				Pattern:      alsCandidates(b, a, c),
				Sets:         alsSets(a, c),
				Units:        alsUnits(a, c),
				Digits:       l.rcc,
				Eliminations: e.list(),
			}
			if doubly {
				s.Variant = "doubly-linked"
			}
			if !visit(s) {
				return
			}
		}
	}
}

// lockedALS records what a locked ALS a eliminates: each of its digits
// but the rccs from the cells outside a and other that see all of that
// digit's places in a.
func lockedALS(e *elimSet, a, other *als, rcc Digits) {
	for m := a.digits &^ rcc; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(uint16(m))
		e.add(d, a.sees[d].AndNot(other.cells))
	}
}
