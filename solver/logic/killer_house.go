package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// House combinations: the cages over a house, read all together. Each
// puts one of its sets of digits into its cells of the house, the cells
// of no cage one candidate each, and between them they must use every
// digit once. A set no such choice uses is gone, and with it the digits
// only it gave to the cage's cells, in the house and outside it.

// houseShare is one part of a house for findHouseCombination: a cage's
// cells there (k its index), or a cell of no cage (k -1).
type houseShare struct {
	k     int
	cells CellSet
	sets  maskSet
}

// virtualGroup is a group of empty cells that the rule of 45 says add
// up to sum: the innies, or the outies, of region.
type virtualGroup struct {
	cells  CellSet
	sum    int
	out    bool
	region *region
}

// maxGroups bounds the virtual groups findHouseCombination reads.
const maxGroups = 64

// findHouseCombination visits the houses whose cages' sets of digits do
// not all fit together: first each house alone, then each with a sum the
// rule of 45 gives for some of its shares (innies or outies of a region
// that are the empty cells of whole shares of the house).
func findHouseCombination(b *Board, visit func(*Step) bool) {
	sets, n := cageSets(b)
	var shares [9]houseShare
	var groups []virtualGroup
	collected := false
	for pass := 0; pass < 2; pass++ {
		for _, u := range b.Units() {
			h := b.UnitSet(u)
			empty, _ := split(b, h)
			if empty.Empty() {
				continue
			}
			m, ok := houseShares(b, &sets, n, u, &shares)
			if !ok {
				continue
			}
			if pass == 0 {
				if s := houseStep(b, u, shares[:m], 0, 0); s != nil && !visit(s) {
					return
				}
				continue
			}
			if !collected {
				groups = virtualGroups(b, &sets, n)
				collected = true
			}
			for gi := range groups {
				g := &groups[gi]
				if !g.cells.AndNot(empty).Empty() || len(g.region.units) == 1 && g.region.units[0] == u {
					continue // not in the house, or the house's own sum
				}
				// The group must be the empty cells of whole shares: put
				// those first.
				p, target, whole := 0, g.sum, true
				for i := 0; i < m && whole; i++ {
					sh := shares[i].cells
					e, placed := split(b, sh)
					switch {
					case e.AndNot(g.cells).Empty() && !e.Empty():
						shares[i], shares[p] = shares[p], shares[i]
						p++
						target += placed
					case !e.And(g.cells).Empty():
						whole = false
					}
				}
				if !whole || p < 2 || p == m {
					continue
				}
				s := houseStep(b, u, shares[:m], p, target)
				if s == nil {
					continue
				}
				s.Variant, s.Sum = "virtual", g.sum
				if g.out {
					s.Outies = g.cells.Cells()
				} else {
					s.Innies = g.cells.Cells()
				}
				s.Units = append([]Unit{u}, g.region.units...)
				if !visit(s) {
					return
				}
			}
		}
	}
}

// houseShares fills shares with the shares of house u: the cells there of
// each usable cage, with the digit sets its fillings put there, and each
// cell of no cage, with its candidates. It reports false when a cage
// cannot be filled at all.
func houseShares(b *Board, sets *[81]CellSet, n int, u Unit, shares *[9]houseShare) (m int, ok bool) {
	h := b.UnitSet(u)
	var covered CellSet
	for k := 0; k < n && m < len(shares); k++ {
		in := sets[k].And(h)
		if in.Empty() || !usable(b, k) {
			continue
		}
		ps, ok := partSets(b, k, in)
		if !ok {
			return 0, false
		}
		shares[m] = houseShare{k: k, cells: in, sets: ps}
		m++
		covered = covered.Or(in)
	}
	for _, c := range h.AndNot(covered).Cells() {
		if m == len(shares) {
			return 0, false
		}
		sh := houseShare{k: -1, cells: CellsOf(c)}
		for ds := cellCands(b, c); ds != 0; ds &= ds - 1 {
			sh.sets.add(ds & -ds)
		}
		shares[m] = sh
		m++
	}
	return m, true
}

// virtualGroups returns the innies and outies the rule of 45 gives sums
// for that lie in one house, from single houses and unions, at most
// maxGroups of them.
func virtualGroups(b *Board, sets *[81]CellSet, n int) []virtualGroup {
	var groups []virtualGroup
	var s rule45
	s.b, s.sets, s.n = b, sets, n
	s.virtual = true
	s.min, s.max = 2, 8
	s.collect = func(cells CellSet, sum int, out bool, r *region) {
		if len(groups) >= maxGroups {
			s.stop = true
			return
		}
		for _, g := range groups {
			if g.cells == cells {
				return
			}
		}
		groups = append(groups, virtualGroup{cells, sum, out, r})
	}
	rs := regionsOf(b)
	for _, regions := range [][]region{rs.single, rs.union} {
		for i := range regions {
			s.region(&regions[i])
			if s.stop {
				return groups
			}
		}
	}
	return groups
}

// houseStep returns the step of the shares of house u, or nil when every
// set of every share fits with the others. With p > 0 the digits of the
// first p shares must add up to target.
func houseStep(b *Board, u Unit, shares []houseShare, p, target int) *Step {
	m := len(shares)
	var lv [10]maskSet
	lv[0].add(0)
	for i := 0; i < m; i++ {
		if p > 0 && i == p {
			for w, x := range lv[i] {
				for ; x != 0; x &= x - 1 {
					if bit := bits.TrailingZeros64(x); int(digitSum[w<<6+bit]) != target {
						lv[i][w] &^= 1 << bit
					}
				}
			}
		}
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				used := Digits(w<<6 + bits.TrailingZeros64(x))
				for v, y := range shares[i].sets {
					for ; y != 0; y &= y - 1 {
						if a := Digits(v<<6 + bits.TrailingZeros64(y)); a&used == 0 {
							lv[i+1].add(used | a)
						}
					}
				}
			}
		}
	}
	if !lv[m].has(AllDigits) {
		return nil // a broken board
	}
	var back maskSet
	back.add(AllDigits)
	var valid [9]maskSet
	for i := m - 1; i >= 0; i-- {
		var prev maskSet
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				used := Digits(w<<6 + bits.TrailingZeros64(x))
				for v, y := range shares[i].sets {
					for ; y != 0; y &= y - 1 {
						a := Digits(v<<6 + bits.TrailingZeros64(y))
						if a&used == 0 && back.has(used|a) {
							valid[i].add(a)
							prev.add(used)
						}
					}
				}
			}
		}
		back = prev
	}
	var elims []Candidate
	var cages []int
	for i := range shares {
		sh := &shares[i]
		if sh.k >= 0 {
			cages = append(cages, sh.k)
		}
		if valid[i] == sh.sets {
			continue
		}
		if sh.k < 0 {
			c := sh.cells.Cells()[0]
			for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
				if !valid[i].has(ds & -ds) {
					elims = append(elims, Candidate{c, uint8(bits.TrailingZeros16(uint16(ds)))})
				}
			}
			continue
		}
		var cands [9]Digits
		var cells [9]solver.Cell
		n, p := cageOrder(b, sh.k, sh.cells, &cands, &cells)
		allowed, _, ok := fillParts(&cands, n, b.Cages[sh.k].Sum, p, &valid[i])
		if !ok {
			return nil
		}
		for j := 0; j < n; j++ {
			if b.Cells[cells[j]] != 0 {
				continue
			}
			for ds := b.Cands[cells[j]] &^ allowed[j]; ds != 0; ds &= ds - 1 {
				elims = append(elims, Candidate{cells[j], uint8(bits.TrailingZeros16(uint16(ds)))})
			}
		}
	}
	if len(elims) == 0 {
		return nil
	}
	return &Step{
		Technique:    HouseCombination,
		Pattern:      cagePattern(b, b.UnitCells(u)[:]),
		Units:        []Unit{u},
		Eliminations: elims,
		Cages:        cages,
	}
}
