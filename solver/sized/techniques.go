package sized

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver/logic"
)

// openCells returns the empty cells of house h.
func (b *Board) openCells(h House) []int {
	var out []int
	for _, c := range h.Cells {
		if b.Cells[c] == 0 {
			out = append(out, c)
		}
	}
	return out
}

// placed returns the digits placed in house h.
func (b *Board) placed(h House) uint16 {
	var m uint16
	for _, c := range h.Cells {
		if d := b.Cells[c]; d != 0 {
			m |= bit(int(d))
		}
	}
	return m
}

// fullHouse places the last digit of a house with one empty cell.
func fullHouse(b *Board) *Step {
	full := uint16(1)<<b.shape.N() - 1
	for i, h := range b.geo.Houses() {
		open := b.openCells(h)
		if len(open) != 1 {
			continue
		}
		missing := full &^ b.placed(h)
		if missing&(missing-1) != 0 || b.Cands[open[0]]&missing == 0 {
			continue
		}
		d := single(missing)
		return &Step{Technique: logic.FullHouse, Houses: []int{i}, Cells: open, Digits: missing,
			Placements: []Candidate{{open[0], d}}}
	}
	return nil
}

// hiddenSingle places a digit that has one cell left in a house, the
// boxes and regions looked at first.
func hiddenSingle(b *Board) *Step {
	houses := b.geo.Houses()
	n := b.shape.N()
	order := make([]int, 0, len(houses))
	for i, h := range houses {
		if isBlock(h) {
			order = append(order, i)
		}
	}
	for i, h := range houses {
		if !isBlock(h) {
			order = append(order, i)
		}
	}
	for _, i := range order {
		h := houses[i]
		placed := b.placed(h)
		for d := 1; d <= n; d++ {
			if placed&bit(d) != 0 {
				continue
			}
			at, count := -1, 0
			for _, c := range h.Cells {
				if b.Cands[c]&bit(d) != 0 {
					at, count = c, count+1
				}
			}
			if count == 1 {
				return &Step{Technique: logic.HiddenSingle, Houses: []int{i}, Cells: []int{at}, Digits: bit(d),
					Placements: []Candidate{{at, d}}}
			}
		}
	}
	return nil
}

// nakedSingle places the one candidate of a cell.
func nakedSingle(b *Board) *Step {
	for c, m := range b.Cands {
		if b.Cells[c] == 0 && m != 0 && m&(m-1) == 0 {
			return &Step{Technique: logic.NakedSingle, Cells: []int{c}, Digits: m, Placements: []Candidate{{c, single(m)}}}
		}
	}
	return nil
}

// lockedCandidates finds a digit whose cells in one house all lie where
// it crosses another, so that the rest of the other loses it: pointing
// when the first is a box or region, claiming otherwise.
func lockedCandidates(b *Board) *Step {
	houses := b.geo.Houses()
	for _, blocksFirst := range []bool{true, false} {
		for a, ha := range houses {
			if isBlock(ha) != blocksFirst {
				continue
			}
			for bi, hb := range houses {
				if bi == a {
					continue
				}
				var common, rest uint16
				var commonCells []int
				for _, c := range ha.Cells {
					if slices.Contains(hb.Cells, c) {
						commonCells = append(commonCells, c)
						common |= b.Cands[c]
					} else {
						rest |= b.Cands[c]
					}
				}
				if len(commonCells) < 2 {
					continue
				}
				for m := common &^ rest; m != 0; m &= m - 1 {
					d := single(m & -m)
					var elims []Candidate
					for _, c := range hb.Cells {
						if b.Cands[c]&bit(d) != 0 && !slices.Contains(commonCells, c) {
							elims = append(elims, Candidate{c, d})
						}
					}
					if len(elims) == 0 {
						continue
					}
					var cells []int
					for _, c := range commonCells {
						if b.Cands[c]&bit(d) != 0 {
							cells = append(cells, c)
						}
					}
					variant := "claiming"
					if blocksFirst {
						variant = "pointing"
					}
					return &Step{Technique: logic.LockedCandidates, Variant: variant, Houses: []int{a, bi},
						Cells: cells, Digits: bit(d), Eliminations: elims}
				}
			}
		}
	}
	return nil
}

// combinations calls f with each set of k of the n indices 0..n-1, in
// order, until f returns true; it reports whether one did.
func combinations(n, k int, f func([]int) bool) bool {
	idx := make([]int, k)
	var rec func(start, depth int) bool
	rec = func(start, depth int) bool {
		if depth == k {
			return f(idx)
		}
		for i := start; i <= n-(k-depth); i++ {
			idx[depth] = i
			if rec(i+1, depth+1) {
				return true
			}
		}
		return false
	}
	return rec(0, 0)
}

// subsetTechniques names the naked and hidden subsets by size.
var (
	nakedTechniques  = map[int]logic.Technique{2: logic.NakedPair, 3: logic.NakedTriple, 4: logic.NakedQuad}
	hiddenTechniques = map[int]logic.Technique{2: logic.HiddenPair, 3: logic.HiddenTriple, 4: logic.HiddenQuad}
)

// nakedSubset finds k cells of a house whose candidates are k digits, so
// that the house's other cells lose those digits.
func nakedSubset(b *Board, k int) *Step {
	var found *Step
	for i, h := range b.geo.Houses() {
		var open []int
		for _, c := range b.openCells(h) {
			if n := bits.OnesCount16(b.Cands[c]); n >= 2 && n <= k {
				open = append(open, c)
			}
		}
		all := b.openCells(h)
		if len(all) <= k {
			continue
		}
		if combinations(len(open), k, func(idx []int) bool {
			var union uint16
			cells := make([]int, k)
			for j, x := range idx {
				cells[j] = open[x]
				union |= b.Cands[open[x]]
			}
			if bits.OnesCount16(union) != k {
				return false
			}
			var elims []Candidate
			for _, c := range all {
				if slices.Contains(cells, c) {
					continue
				}
				for _, d := range digitsOf(b.Cands[c] & union) {
					elims = append(elims, Candidate{c, d})
				}
			}
			if len(elims) == 0 {
				return false
			}
			found = &Step{Technique: nakedTechniques[k], Houses: []int{i}, Cells: cells, Digits: union, Eliminations: elims}
			return true
		}) {
			return found
		}
	}
	return nil
}

// hiddenSubset finds k digits of a house that fit in k of its cells
// alone, so that those cells lose every other candidate.
func hiddenSubset(b *Board, k int) *Step {
	var found *Step
	for i, h := range b.geo.Houses() {
		open := b.openCells(h)
		if len(open) <= k {
			continue
		}
		// Each missing digit's cells, as bits over open.
		var digits []int
		var where []uint32
		for d := 1; d <= b.shape.N(); d++ {
			var w uint32
			for j, c := range open {
				if b.Cands[c]&bit(d) != 0 {
					w |= 1 << j
				}
			}
			if n := bits.OnesCount32(w); n >= 2 && n <= k {
				digits = append(digits, d)
				where = append(where, w)
			}
		}
		if combinations(len(digits), k, func(idx []int) bool {
			var cellsMask uint32
			var ds uint16
			for _, x := range idx {
				cellsMask |= where[x]
				ds |= bit(digits[x])
			}
			if bits.OnesCount32(cellsMask) != k {
				return false
			}
			var cells []int
			var elims []Candidate
			for j, c := range open {
				if cellsMask&(1<<j) == 0 {
					continue
				}
				cells = append(cells, c)
				for _, d := range digitsOf(b.Cands[c] &^ ds) {
					elims = append(elims, Candidate{c, d})
				}
			}
			if len(elims) == 0 {
				return false
			}
			found = &Step{Technique: hiddenTechniques[k], Houses: []int{i}, Cells: cells, Digits: ds, Eliminations: elims}
			return true
		}) {
			return found
		}
	}
	return nil
}

// fishTechniques names the basic fish by size.
var fishTechniques = map[int]logic.Technique{2: logic.XWing, 3: logic.Swordfish, 4: logic.Jellyfish}

// fish finds k rows (or columns) where a digit lies only in k columns (or
// rows), so that the rest of those columns loses it.
func fish(b *Board, k int) *Step {
	n := b.shape.N()
	var found *Step
	for d := 1; d <= n; d++ {
		for _, rows := range []bool{true, false} {
			// base line i: the cross lines where d may go, as bits
			var base []int
			var where []uint32
			for i := range n {
				var w uint32
				for j := range n {
					c := b.shape.Cell(i, j)
					if !rows {
						c = b.shape.Cell(j, i)
					}
					if b.Cands[c]&bit(d) != 0 {
						w |= 1 << j
					}
				}
				if cnt := bits.OnesCount32(w); cnt >= 2 && cnt <= k {
					base = append(base, i)
					where = append(where, w)
				}
			}
			if combinations(len(base), k, func(idx []int) bool {
				var cover uint32
				var lines []int
				for _, x := range idx {
					cover |= where[x]
					lines = append(lines, base[x])
				}
				if bits.OnesCount32(cover) != k {
					return false
				}
				var elims []Candidate
				var cells []int
				var coverLines []int
				for j := range n {
					if cover&(1<<j) == 0 {
						continue
					}
					coverLines = append(coverLines, j)
					for i := range n {
						c := b.shape.Cell(i, j)
						if !rows {
							c = b.shape.Cell(j, i)
						}
						if b.Cands[c]&bit(d) == 0 {
							continue
						}
						if slices.Contains(lines, i) {
							cells = append(cells, c)
						} else {
							elims = append(elims, Candidate{c, d})
						}
					}
				}
				if len(elims) == 0 {
					return false
				}
				// Houses: rows are 0..n-1, columns n..2n-1.
				baseOff, coverOff := 0, n
				if !rows {
					baseOff, coverOff = n, 0
				}
				var hs []int
				for _, l := range lines {
					hs = append(hs, baseOff+l)
				}
				for _, l := range coverLines {
					hs = append(hs, coverOff+l)
				}
				slices.Sort(cells)
				found = &Step{Technique: fishTechniques[k], Houses: hs, Cells: cells, Digits: bit(d), Eliminations: elims}
				return true
			}) {
				return found
			}
		}
	}
	return nil
}

// xyWing finds a pivot of two candidates xy and two of its peers xz and
// yz: one of the pincers is z, so the cells that see both lose it.
func xyWing(b *Board) *Step {
	g := b.geo
	for pivot, m := range b.Cands {
		if bits.OnesCount16(m) != 2 {
			continue
		}
		x, y := m&-m, m&(m-1)
		for _, p1 := range g.Peers(pivot) {
			m1 := b.Cands[p1]
			if bits.OnesCount16(m1) != 2 || m1&x == 0 || m1&y != 0 {
				continue
			}
			z := m1 &^ x
			for _, p2 := range g.Peers(pivot) {
				if p2 == p1 || b.Cands[p2] != y|z {
					continue
				}
				var elims []Candidate
				for c := range b.Cands {
					if c != pivot && c != p1 && c != p2 && b.Cands[c]&z != 0 && g.Sees(c, p1) && g.Sees(c, p2) {
						elims = append(elims, Candidate{c, single(z)})
					}
				}
				if len(elims) > 0 {
					return &Step{Technique: logic.XYWing, Cells: []int{pivot, p1, p2}, Digits: z, Eliminations: elims}
				}
			}
		}
	}
	return nil
}
