package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// pencilIndex is a board's candidates seen digit by digit, the view the
// wings, colouring and chains work from.
type pencilIndex struct {
	where   [10]CellSet // cells where digit d is a candidate
	bivalue [10]CellSet // two-candidate cells where d is one of the two
	pairs   CellSet     // every two-candidate cell
	sh      *shape      // the board's houses: its peers are sh.basePeers
}

// peers returns the cells sharing a row, column or block with c on the
// indexed board (see Board.basePeers).
func (x *pencilIndex) peers(c solver.Cell) CellSet { return x.sh.basePeers[c] }

// sees reports whether two different cells share a row, column or block
// on the indexed board.
func (x *pencilIndex) sees(a, c solver.Cell) bool { return a != c && x.sh.basePeers[a].Has(c) }

// load fills the index from b.
func (x *pencilIndex) load(b *Board) {
	*x = pencilIndex{sh: b.shp()}
	for c := solver.Cell(0); c < 81; c++ {
		ds := b.Cands[c]
		if ds == 0 {
			continue
		}
		two := ds.Count() == 2
		if two {
			x.pairs.Add(c)
		}
		for s := ds; s != 0; s &= s - 1 {
			d := bits.TrailingZeros16(uint16(s))
			x.where[d].Add(c)
			if two {
				x.bivalue[d].Add(c)
			}
		}
	}
}

// strongUnits returns, for each house, the digits that have exactly two
// places in it: the houses of the strong links.
func strongUnits(b *Board) (two [numUnits]Digits) {
	for _, u := range b.Units() {
		var once, twice, more Digits
		for _, c := range b.UnitCells(u) {
			m := b.Cands[c]
			more |= twice & m
			twice |= once & m
			once |= m
		}
		two[u] = twice &^ more
	}
	return two
}

// linkStrong joins the cells of digit d (where) along its strong links,
// recording each cell's link partners in partners, and returns the cells
// on some link. unlink empties partners again for the next digit.
func linkStrong(x *pencilIndex, partners *[81]CellSet, where CellSet, strong *[numUnits]Digits, d uint8) (linked CellSet) {
	for u := Unit(0); u < numUnits; u++ {
		if !strong[u].Has(d) {
			continue
		}
		in := where.And(x.sh.sets[u])
		p := popLowCell(&in)
		q := popLowCell(&in)
		partners[p].Add(q)
		partners[q].Add(p)
		linked = linked.Or(CellsOf(p, q))
	}
	return linked
}

// unlink clears the partners of the linked cells.
func unlink(partners *[81]CellSet, linked CellSet) {
	for !linked.Empty() {
		partners[popLowCell(&linked)] = CellSet{}
	}
}

// popLowCell removes the lowest cell from a set that is not empty and
// returns it.
func popLowCell(s *CellSet) solver.Cell {
	if s[0] != 0 {
		c := trailing(s[0])
		s[0] &= s[0] - 1
		return c
	}
	c := 64 + trailing(s[1])
	s[1] &= s[1] - 1
	return c
}

// findXYWing visits every pivot xy that sees two pincers xz and yz: whichever
// digit the pivot takes, one pincer is z, so cells that see both pincers
// lose z. Pivots are tried in reading order.
func findXYWing(b *Board, visit func(*Step) bool) {
	var x pencilIndex
	x.load(b)
	for pivots := x.pairs; !pivots.Empty(); {
		p := popLowCell(&pivots)
		ds := b.Cands[p]
		dx := ds.First()
		dy := (ds &^ (1 << dx)).First()
		for s1 := x.peers(p).And(x.bivalue[dx]); !s1.Empty(); {
			q1 := popLowCell(&s1)
			z := b.Cands[q1] &^ ds
			if z == 0 {
				continue // the pivot's own pair
			}
			dz := z.First()
			base := x.where[dz].And(x.peers(q1))
			if base.Empty() {
				continue
			}
			for s2 := x.peers(p).And(x.bivalue[dy]).And(x.bivalue[dz]); !s2.Empty(); {
				q2 := popLowCell(&s2)
				elim := base.And(x.peers(q2))
				if elim.Empty() {
					continue
				}
				if !visit(&Step{
					Technique:    XYWing,
					Pattern:      candidatesIn(b, pivotFirst(p, q1, q2), AllDigits),
					Digits:       ds | z,
					Eliminations: eliminations(b, elim, dz),
				}) {
					return
				}
			}
		}
	}
}

// pivotFirst lists a wing's pivot and then its two pincers in reading
// order.
func pivotFirst(pivot, q1, q2 solver.Cell) []solver.Cell {
	if q2 < q1 {
		q1, q2 = q2, q1
	}
	return []solver.Cell{pivot, q1, q2}
}

// findXYZWing visits every pivot xyz that sees two pincers xz and yz: one of
// the three cells is z, so cells that see all three lose z.
func findXYZWing(b *Board, visit func(*Step) bool) {
	var x pencilIndex
	x.load(b)
	for p := solver.Cell(0); p < 81; p++ {
		ds := b.Cands[p]
		if ds.Count() != 3 {
			continue
		}
		peers := x.peers(p)
		for zs := ds; zs != 0; zs &= zs - 1 {
			dz := uint8(bits.TrailingZeros16(uint16(zs)))
			base := x.where[dz].And(peers)
			if base.Empty() {
				continue
			}
			rest := ds &^ (1 << dz)
			da := rest.First()
			db := (rest &^ (1 << da)).First()
			zPairs := peers.And(x.bivalue[dz])
			for s1 := zPairs.And(x.bivalue[da]); !s1.Empty(); {
				q1 := popLowCell(&s1)
				base1 := base.And(x.peers(q1))
				if base1.Empty() {
					continue
				}
				for s2 := zPairs.And(x.bivalue[db]); !s2.Empty(); {
					q2 := popLowCell(&s2)
					elim := base1.And(x.peers(q2))
					if elim.Empty() {
						continue
					}
					if !visit(&Step{
						Technique:    XYZWing,
						Pattern:      candidatesIn(b, pivotFirst(p, q1, q2), AllDigits),
						Digits:       ds,
						Eliminations: eliminations(b, elim, dz),
					}) {
						return
					}
				}
			}
		}
	}
}

// findWWing visits every two cells with the same pair xy that do not see each
// other, joined by a strong link on x: a house where x has two places, one
// seeing each cell. If neither cell were y both would be x, and the strong
// link could hold x at neither end; so one of them is y, and cells that
// see both lose y.
func findWWing(b *Board, visit func(*Step) bool) {
	var x pencilIndex
	x.load(b)
	var strong [numUnits]Digits
	strongDone := false
	for firsts := x.pairs; !firsts.Empty(); {
		a := popLowCell(&firsts)
		ds := b.Cands[a]
		d1 := ds.First()
		d2 := (ds &^ (1 << d1)).First()
		for others := x.bivalue[d1].And(x.bivalue[d2]).AndNot(x.peers(a)); !others.Empty(); {
			c := popLowCell(&others)
			if c <= a {
				continue // a itself, or a pair already tried from the other end
			}
			for _, link := range [2][2]uint8{{d1, d2}, {d2, d1}} {
				dx, dy := link[0], link[1]
				elim := x.where[dy].And(x.peers(a)).And(x.peers(c))
				if elim.Empty() {
					continue
				}
				if !strongDone {
					strong, strongDone = strongUnits(b), true
				}
				u, p, q, ok := wWingLink(&x, &strong, dx, a, c)
				if !ok {
					continue
				}
				pattern := candidatesIn(b, []solver.Cell{a, c}, ds)
				if !visit(&Step{
					Technique:    WWing,
					Pattern:      append(pattern, Candidate{p, dx}, Candidate{q, dx}),
					Units:        []Unit{u},
					Digits:       ds,
					Eliminations: eliminations(b, elim, dy),
				}) {
					return
				}
			}
		}
	}
}

// wWingLink finds the first house where digit d has two places p and q,
// neither of them a or c, with p seeing a and q seeing c; strong is what
// strongUnits returns.
func wWingLink(x *pencilIndex, strong *[numUnits]Digits, d uint8, a, c solver.Cell) (u Unit, p, q solver.Cell, ok bool) {
	ends := CellsOf(a, c)
	for u = 0; u < numUnits; u++ {
		if !strong[u].Has(d) {
			continue
		}
		in := x.where[d].And(x.sh.sets[u])
		if !in.And(ends).Empty() {
			continue
		}
		p = popLowCell(&in)
		q = popLowCell(&in)
		switch {
		case x.sees(p, a) && x.sees(q, c):
			return u, p, q, true
		case x.sees(q, a) && x.sees(p, c):
			return u, q, p, true
		}
	}
	return 0, 0, 0, false
}
