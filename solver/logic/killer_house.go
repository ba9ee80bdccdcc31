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

// findHouseCombination visits the houses whose cages' sets of digits do
// not all fit together.
func findHouseCombination(b *Board, visit func(*Step) bool) {
	sets, n := cageSets(b)
	var shares [9]houseShare
	for u := Unit(0); u < 27; u++ {
		h := u.Set()
		if empty, _ := split(b, h); empty.Empty() {
			continue
		}
		m := 0
		var covered CellSet
		broken := false
		for k := 0; k < n; k++ {
			in := sets[k].And(h)
			if in.Empty() || !usable(b, k) {
				continue
			}
			ps, ok := partSets(b, k, in)
			if !ok {
				broken = true
				break
			}
			shares[m] = houseShare{k: k, cells: in, sets: ps}
			m++
			covered = covered.Or(in)
		}
		if broken {
			continue
		}
		for _, c := range h.AndNot(covered).Cells() {
			sh := houseShare{k: -1, cells: CellsOf(c)}
			for ds := cellCands(b, c); ds != 0; ds &= ds - 1 {
				sh.sets.add(ds & -ds)
			}
			shares[m] = sh
			m++
		}
		if s := houseStep(b, u, shares[:m]); s != nil && !visit(s) {
			return
		}
	}
}

// houseStep returns the step of the shares of house u, or nil when every
// set of every share fits with the others.
func houseStep(b *Board, u Unit, shares []houseShare) *Step {
	m := len(shares)
	var lv [10]maskSet
	lv[0].add(0)
	for i := 0; i < m; i++ {
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
		Pattern:      cagePattern(b, u.Cells()[:]),
		Units:        []Unit{u},
		Eliminations: elims,
		Cages:        cages,
	}
}
