package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// The rule of 45 with three or more innies and outies reads them as
// players do: not cell by cell, but in groups that hold different digits
// (the cells of one house, or of one cage), each group a virtual cage
// whose sum is not known but lies among the sums its digit sets can
// make. A group that is a cage's part keeps only the digit sets the rest
// of the cage can complete. The signed sums of the groups must add up to
// the step's target: a group's sets whose sum no choice of the others
// balances are gone, and with them their digits.

// sumOffset shifts the signed sums of a sumGroup (nine cells: -81 to 81)
// to indices.
const sumOffset = 81

// sumClique is one group of a sumGroup's cells that hold different
// digits.
type sumClique struct {
	idx  [9]int // the cells' indices in the sumGroup
	n    int
	neg  bool
	sets maskSet // the digit sets the group can hold
	sums uint64  // bit s: some set adds up to s
	all  [9]Digits
}

// cliqueRead is what a group of cells that hold different digits can
// hold: its digit sets, their sums, and each cell's digits (in the
// order of the group's cells on the board).
type cliqueRead struct {
	sets    maskSet
	sums    uint64
	allowed [9]Digits
}

// readClique reads group q of g: nil when it cannot be filled.
func (g *sumGroup) readClique(b *Board, q *sumClique, cage *[9]int) *cliqueRead {
	r := &cliqueRead{}
	var cands [9]Digits
	var in CellSet
	k := cage[q.idx[0]]
	for t, i := range q.idx[:q.n] {
		cands[t] = g.cands[i]
		in.Add(g.cells[i])
		if cage[i] != k {
			k = -1
		}
	}
	if q.n == 1 {
		// One cell: its candidates, which its cage's combinations have
		// read already.
		for ds := cands[0]; ds != 0; ds &= ds - 1 {
			r.sets.add(ds & -ds)
			r.sums |= 1 << bits.TrailingZeros16(uint16(ds))
		}
		r.allowed[0] = cands[0]
		return r
	}
	var filter *maskSet
	if k >= 0 {
		// A cage's part: the sets the rest of the cage completes, read
		// with the part's own candidates.
		ps, ok := partSets(b, k, in)
		if !ok {
			return nil
		}
		filter = &ps
	}
	var ok bool
	r.allowed, r.sets, ok = fillParts(&cands, q.n, 0, q.n, filter)
	if !ok {
		return nil
	}
	for w, x := range r.sets {
		for ; x != 0; x &= x - 1 {
			r.sums |= 1 << digitSum[w<<6+bits.TrailingZeros64(x)]
		}
	}
	return r
}

// cageIndex returns the index of the usable cage of b holding c, or -1.
func cageIndex(b *Board, c solver.Cell) int {
	for k := range b.Cages {
		if !usable(b, k) {
			continue
		}
		for _, x := range b.Cages[k].Cells {
			if x == c {
				return k
			}
		}
	}
	return -1
}

// cliqueAllowed sets allowed to the digits each cell of g keeps once its
// groups' sums are balanced against the target, and reports false when
// nothing balances (a broken board).
func (g *sumGroup) cliqueAllowed(b *Board, allowed *[9]Digits) bool {
	var cage [9]int
	for i := 0; i < g.n; i++ {
		cage[i] = cageIndex(b, g.cells[i])
	}
	var cl [9]sumClique
	nc := 0
	for i := 0; i < g.n; i++ {
		joined := false
		for j := 0; j < nc && !joined; j++ {
			q := &cl[j]
			if q.neg != g.neg[i] {
				continue
			}
			fits := true
			for _, m := range q.idx[:q.n] {
				if !b.baseSees(g.cells[i], g.cells[m]) && (cage[i] < 0 || cage[i] != cage[m]) {
					fits = false
					break
				}
			}
			if fits {
				q.idx[q.n] = i
				q.n++
				joined = true
			}
		}
		if !joined {
			cl[nc] = sumClique{neg: g.neg[i], n: 1}
			cl[nc].idx[0] = i
			nc++
		}
	}
	for j := 0; j < nc; j++ {
		q := &cl[j]
		var in CellSet
		for _, i := range q.idx[:q.n] {
			in.Add(g.cells[i])
		}
		r, ok := g.cliques[in]
		if !ok {
			r = g.readClique(b, q, &cage)
			if g.cliques != nil {
				g.cliques[in] = r
			}
		}
		if r == nil {
			return false
		}
		q.sets, q.sums, q.all = r.sets, r.sums, r.allowed
	}
	// Forward: the signed totals the first j groups reach; back: those
	// from which the rest reach the target.
	const width = 2*sumOffset + 1
	var fwd [10][width]bool
	fwd[0][sumOffset] = true
	for j := 0; j < nc; j++ {
		for x := range fwd[j] {
			if !fwd[j][x] {
				continue
			}
			for sm := cl[j].sums; sm != 0; sm &= sm - 1 {
				if y := x + cl[j].value(bits.TrailingZeros64(sm)); y >= 0 && y < width {
					fwd[j+1][y] = true
				}
			}
		}
	}
	t := g.target + sumOffset
	if t < 0 || t >= width || !fwd[nc][t] {
		return false
	}
	var back [width]bool
	back[t] = true
	for j := nc - 1; j >= 0; j-- {
		var prev [width]bool
		var keep uint64
		for x := range fwd[j] {
			if !fwd[j][x] {
				continue
			}
			for sm := cl[j].sums; sm != 0; sm &= sm - 1 {
				s := bits.TrailingZeros64(sm)
				if y := x + cl[j].value(s); y >= 0 && y < width && back[y] {
					keep |= 1 << s
					prev[x] = true
				}
			}
		}
		back = prev
		q := &cl[j]
		var filter maskSet
		for w, x := range q.sets {
			for ; x != 0; x &= x - 1 {
				bit := bits.TrailingZeros64(x)
				if keep>>digitSum[w<<6+bit]&1 != 0 {
					filter[w] |= 1 << bit
				}
			}
		}
		if q.n == 1 {
			allowed[q.idx[0]] = g.cands[q.idx[0]] & Digits(keep)
			continue
		}
		if keep&q.sums == q.sums {
			for t, i := range q.idx[:q.n] {
				allowed[i] = q.all[t]
			}
			continue
		}
		var cands [9]Digits
		for t, i := range q.idx[:q.n] {
			cands[t] = g.cands[i]
		}
		al, _, ok := fillParts(&cands, q.n, 0, q.n, &filter)
		if !ok {
			return false
		}
		for t, i := range q.idx[:q.n] {
			allowed[i] = al[t]
		}
	}
	return true
}

// value is the signed value of sum s of the group.
func (q *sumClique) value(s int) int {
	if q.neg {
		return -s
	}
	return s
}
