package logic

import "math/bits"

// Combination subsets: two cages that share a house, read together. Each
// cage's fillings put some set of digits into its cells of the house;
// the two sets are disjoint, as the house holds every digit once. A
// digit that every compatible pair of sets uses lies in those cells, and
// the rest of the house loses it, though neither cage alone forces it
// there (then it is cage-locked's).

// partSets returns the sets of digits the fillings of cage k of b put
// into its cells in house set h (given as inH: which of its cells lie
// there), as fillCage's walk with those cells first, and whether the
// cage can be filled at all.
func partSets(b *Board, k int, inH CellSet) (parts maskSet, ok bool) {
	cg := &b.Cages[k]
	var cands [9]Digits
	n, p := 0, 0
	for _, c := range cg.Cells {
		if inH.Has(c) {
			cands[n] = cellCands(b, c)
			n++
		}
	}
	p = n
	for _, c := range cg.Cells {
		if !inH.Has(c) {
			cands[n] = cellCands(b, c)
			n++
		}
	}
	var lv [10]maskSet
	lv[0].add(0)
	for i := 0; i < n; i++ {
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					lv[i+1].add(u | ds&-ds)
				}
			}
		}
	}
	var back maskSet
	for w, x := range lv[n] {
		for ; x != 0; x &= x - 1 {
			if u := Digits(w<<6 + bits.TrailingZeros64(x)); int(digitSum[u]) == cg.Sum {
				back.add(u)
				ok = true
			}
		}
	}
	if !ok {
		return parts, false
	}
	// Walk back to level p, keeping the states some filling passes.
	for i := n - 1; i >= p; i-- {
		var prev maskSet
		for w, x := range lv[i] {
			for ; x != 0; x &= x - 1 {
				u := Digits(w<<6 + bits.TrailingZeros64(x))
				for ds := cands[i] &^ u; ds != 0; ds &= ds - 1 {
					if back.has(u | ds&-ds) {
						prev.add(u)
						break
					}
				}
			}
		}
		back = prev
	}
	return back, true
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
	for u := Unit(0); u < 27; u++ {
		h := u.Set()
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
	if d == 0 {
		return nil
	}
	rest := u.Set().AndNot(g)
	var elims []Candidate
	for ds := d; ds != 0; ds &= ds - 1 {
		elims = append(elims, eliminations(b, rest, uint8(bits.TrailingZeros16(uint16(ds))))...)
	}
	if len(elims) == 0 {
		return nil
	}
	cells := g.Cells()
	return &Step{
		Technique:    CageSubset,
		Pattern:      cagePattern(b, cells),
		Units:        []Unit{u},
		Digits:       d,
		Eliminations: elims,
		Cages:        []int{p.k, q.k},
		Combos:       joint,
	}
}
