package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// Combination subsets: two cages that share a house, read together. Each
// cage's fillings put some set of digits into its cells of the house;
// the two sets are disjoint, as the house holds every digit once. A
// digit that every compatible pair of sets uses lies in those cells, and
// the rest of the house loses it, though neither cage alone forces it
// there (then it is cage-locked's).

// partSets returns the sets of digits the fillings of cage k of b put
// into its cells in a house (inH: which of its cells lie there), and
// whether the cage can be filled at all.
func partSets(b *Board, k int, inH CellSet) (parts maskSet, ok bool) {
	var cands [9]Digits
	n, p := cageOrder(b, k, inH, &cands, nil)
	_, parts, ok = fillPartsMemo(&cands, n, b.Cages[k].Sum, p)
	return parts, ok
}

// cageOrder puts the candidates of the cells of cage k of b into cands,
// those in inH first, and their cells into cells unless it is nil; it
// returns how many cells there are and how many lie in inH.
func cageOrder(b *Board, k int, inH CellSet, cands *[9]Digits, cells *[9]solver.Cell) (n, p int) {
	cg := &b.Cages[k]
	for pass := 0; pass < 2; pass++ {
		for _, c := range cg.Cells {
			if inH.Has(c) == (pass == 0) {
				cands[n] = cellCands(b, c)
				if cells != nil {
					cells[n] = c
				}
				n++
			}
		}
		if pass == 0 {
			p = n
		}
	}
	return n, p
}

// fillParts is fillCage for a cage whose first p cells lie in a house:
// it returns the digits each cell can take, the sets of digits the
// fillings put into the first p cells, and whether there is a filling.
// With filter set, only fillings whose set of the first p cells is in
// filter count.
func fillParts(cands *[9]Digits, n, sum, p int, filter *maskSet) (allowed [9]Digits, parts maskSet, ok bool) {
	var lv [10]maskSet
	lv[0].add(0)
	for i := 0; i < n; i++ {
		if i == p && filter != nil {
			for w := range lv[i] {
				lv[i][w] &= filter[w]
			}
		}
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					lv[i+1].add(u | ds&-ds)
				}
			}
		}
	}
	if n == p && filter != nil {
		for w := range lv[n] {
			lv[n][w] &= filter[w]
		}
	}
	var back maskSet
	for w, x := range lv[n] {
		for ; x != 0; x &= x - 1 {
			if u := Digits(w<<6 + bits.TrailingZeros64(x)); sum == 0 || int(digitSum[u]) == sum {
				back.add(u)
				ok = true
			}
		}
	}
	if !ok {
		return allowed, parts, false
	}
	if n == p {
		parts = back
	}
	for i := n - 1; i >= 0; i-- {
		var prev maskSet
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					if bit := ds & -ds; back.has(u | bit) {
						allowed[i] |= bit
						prev.add(u)
					}
				}
			}
		}
		back = prev
		if i == p {
			parts = back
		}
	}
	return allowed, parts, true
}

// housePart is one cage's share of a house for findCageSubset.
type housePart struct {
	k        int
	cells    CellSet // its cells in the house
	parts    maskSet // the digit sets its fillings put there
	required Digits  // the digits every one of those sets holds
}

// findCageSubset visits, house by house, the pairs of cages with cells in
// the house whose fillings, read together, put some digit into those
// cells every time; the rest of the house loses it.
func findCageSubset(b *Board, visit func(*Step) bool) {
	sets, n := cageSets(b)
	var parts [9]housePart
	for _, u := range b.Units() {
		h := b.UnitSet(u)
		m := 0
		for k := 0; k < n && m < len(parts); k++ {
			in := sets[k].And(h)
			if in.Empty() || !usable(b, k) {
				continue
			}
			if empty, _ := split(b, in); empty.Empty() {
				continue
			}
			ps, ok := partSets(b, k, in)
			if !ok {
				continue
			}
			req := AllDigits
			for w, x := range ps {
				for ; x != 0; x &= x - 1 {
					req &= Digits(w<<6 + bits.TrailingZeros64(x))
				}
			}
			parts[m] = housePart{k: k, cells: in, parts: ps, required: req}
			m++
		}
		for i := 0; i < m; i++ {
			for j := i + 1; j < m; j++ {
				if s := subsetStep(b, u, &parts[i], &parts[j]); s != nil && !visit(s) {
					return
				}
			}
		}
	}
}

// subsetStep returns the step of cages p and q in house u, or nil when
// reading them together rules out nothing.
func subsetStep(b *Board, u Unit, p, q *housePart) *Step {
	both := AllDigits
	var joint []Digits
	var okP, okQ Digits // the digits of the sets that have a partner
	found := false
	for w, x := range p.parts {
		for ; x != 0; x &= x - 1 {
			a := Digits(w<<6 + bits.TrailingZeros64(x))
			for v, y := range q.parts {
				for ; y != 0; y &= y - 1 {
					c := Digits(v<<6 + bits.TrailingZeros64(y))
					if a&c != 0 {
						continue
					}
					both &= a | c
					okP |= a
					okQ |= c
					found = true
					if len(joint) < 16 {
						joint = appendSet(joint, a|c)
					}
				}
			}
		}
	}
	if !found {
		return nil
	}
	g := p.cells.Or(q.cells)
	var placed Digits
	for _, c := range g.Cells() {
		placed |= 1 << b.Cells[c]
	}
	d := both &^ p.required &^ q.required &^ placed
	rest := b.UnitSet(u).AndNot(g)
	var elims []Candidate
	for ds := d; ds != 0; ds &= ds - 1 {
		elims = append(elims, eliminations(b, rest, uint8(bits.TrailingZeros16(uint16(ds))))...)
	}
	// A cage's cells in the house keep only the digits of its sets that
	// the other cage leaves room for.
	for _, x := range []struct {
		cells CellSet
		ok    Digits
	}{{p.cells, okP}, {q.cells, okQ}} {
		for _, c := range x.cells.Cells() {
			for ds := b.Cands[c] &^ x.ok; ds != 0; ds &= ds - 1 {
				elims = append(elims, Candidate{c, uint8(bits.TrailingZeros16(uint16(ds)))})
			}
		}
	}
	if len(elims) == 0 {
		return nil
	}
	cells := g.Cells()
	variant := ""
	if d == 0 {
		variant = "fit" // only sets that do not fit the other cage's go
	}
	return &Step{
		Technique:    CageSubset,
		Variant:      variant,
		Pattern:      cagePattern(b, cells),
		Units:        []Unit{u},
		Digits:       d,
		Eliminations: elims,
		Cages:        []int{p.k, q.k},
		Combos:       joint,
	}
}
