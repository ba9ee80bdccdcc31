package sized

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// maxChain bounds the cells of the chains the steps look for, so that a
// step stays one a player can follow.
const maxChain = 12

// strongLinks returns, for digit d, each cell's partners by a strong link:
// the other cell of a house where d has two cells left, with the house.
func (b *Board) strongLinks(d int) map[int][][2]int {
	links := map[int][][2]int{}
	for hi, h := range b.geo.Houses() {
		var at []int
		for _, c := range h.Cells {
			if b.Cands[c]&bit(d) != 0 {
				at = append(at, c)
			}
		}
		if len(at) == 2 {
			links[at[0]] = append(links[at[0]], [2]int{at[1], hi})
			links[at[1]] = append(links[at[1]], [2]int{at[0], hi})
		}
	}
	return links
}

// seeBoth returns the cells other than those of chain holding d that see
// both a and z.
func (b *Board) seeBoth(d, a, z int, chain []int) []Candidate {
	var out []Candidate
	for c, m := range b.Cands {
		if m&bit(d) != 0 && !slices.Contains(chain, c) && b.geo.Sees(c, a) && b.geo.Sees(c, z) {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}

// xChain finds the shortest chain on one digit of strong and weak links,
// strong at both ends, whose ends both see a cell holding the digit: one
// end holds it, so that cell loses it. Chains of four cells are told as
// skyscrapers (two parallel strong links) and 2-string kites (a row's and
// a column's, their near ends in one box); when hard is true those alone
// are looked for, else the longer ones.
func xChain(b *Board, hard bool) *Step {
	houses := b.geo.Houses()
	var best *Step
	for d := 1; d <= b.shape.N(); d++ {
		links := b.strongLinks(d)
		for start := range b.Cands {
			if len(links[start]) == 0 {
				continue
			}
			// Breadth first over (cell, the next link is strong).
			type node struct {
				cell   int
				strong bool
			}
			prev := map[node]node{}
			via := map[node]int{} // the house of the strong link into a node, -1 for weak
			first := node{start, true}
			prev[first] = first
			steps := map[node]int{first: 0} // the links from the start
			queue := []node{first}
			for len(queue) > 0 {
				n := queue[0]
				queue = queue[1:]
				depth := steps[n]
				if depth+1 >= maxChain {
					continue
				}
				var next []node
				var nextVia []int
				if n.strong {
					for _, l := range links[n.cell] {
						next = append(next, node{l[0], false})
						nextVia = append(nextVia, l[1])
					}
				} else {
					for _, c := range b.geo.Peers(n.cell) {
						if b.Cands[c]&bit(d) != 0 {
							next = append(next, node{c, true})
							nextVia = append(nextVia, -1)
						}
					}
				}
				for i, m := range next {
					if _, seen := prev[m]; seen {
						continue
					}
					prev[m], via[m], steps[m] = n, nextVia[i], depth+1
					queue = append(queue, m)
					if m.strong || depth+1 < 3 {
						continue
					}
					// m ends a chain of depth+2 cells, strong at both ends.
					var chain []int
					var strongHouses []int
					for x := m; ; x = prev[x] {
						chain = append(chain, x.cell)
						if via[x] >= 0 && x != first {
							strongHouses = append(strongHouses, via[x])
						}
						if x == first {
							break
						}
					}
					if hasRepeat(chain) {
						continue
					}
					elims := b.seeBoth(d, start, m.cell, chain)
					if len(elims) == 0 {
						continue
					}
					slices.Reverse(chain)
					t := logic.XChain
					if len(chain) == 4 {
						t = fourCellChain(houses, strongHouses, chain, b.shape)
					}
					if hard != (t != logic.XChain) {
						continue
					}
					if best == nil || len(chain) < len(best.Cells) {
						best = &Step{Technique: t, Cells: chain, Digits: bit(d), Eliminations: elims}
					}
				}
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

// fourCellChain names a chain of two strong links joined by a weak one:
// a skyscraper when the strong links lie in parallel lines, a 2-string
// kite when one lies in a row and one in a column and the near ends share
// a box, else a short X-chain.
func fourCellChain(houses []House, strong []int, chain []int, s Shape) logic.Technique {
	if len(strong) != 2 {
		return logic.XChain
	}
	k1, k2 := houses[strong[0]].Kind, houses[strong[1]].Kind
	switch {
	case k1 == k2 && (k1 == geometry.Row || k1 == geometry.Column):
		return logic.Skyscraper
	case (k1 == geometry.Row && k2 == geometry.Column || k1 == geometry.Column && k2 == geometry.Row) && s.Box(chain[1]) == s.Box(chain[2]):
		return logic.TwoStringKite
	}
	return logic.XChain
}

// hasRepeat reports whether a cell comes twice in chain.
func hasRepeat(chain []int) bool {
	for i, c := range chain {
		if slices.Contains(chain[i+1:], c) {
			return true
		}
	}
	return false
}

// skyscraperOrKite finds the four-cell chains xChain tells apart.
func skyscraperOrKite(b *Board) *Step { return xChain(b, true) }

// longXChain finds the chains on one digit longer than four cells, or of
// four that are no skyscraper or kite.
func longXChain(b *Board) *Step { return xChain(b, false) }

// xyChain finds the shortest chain of two-candidate cells, each seeing
// the next and sharing a digit with it, such that if the first is not z
// the last is: so a cell holding z that sees both ends loses it.
func xyChain(b *Board) *Step {
	type node struct {
		cell  int
		value uint16 // the digit the cell must hold if the chain's first is not z
	}
	var best *Step
	for start, m := range b.Cands {
		if bits.OnesCount16(m) != 2 {
			continue
		}
		for _, z := range []uint16{m & -m, m & (m - 1)} {
			first := node{start, m &^ z}
			prev := map[node]node{first: first}
			links := map[node]int{first: 0} // the links from the start
			queue := []node{first}
			for len(queue) > 0 {
				n := queue[0]
				queue = queue[1:]
				depth := links[n]
				if depth+1 >= maxChain {
					continue
				}
				for _, c := range b.geo.Peers(n.cell) {
					cm := b.Cands[c]
					if bits.OnesCount16(cm) != 2 || cm&n.value == 0 {
						continue
					}
					next := node{c, cm &^ n.value}
					if _, seen := prev[next]; seen {
						continue
					}
					prev[next], links[next] = n, depth+1
					queue = append(queue, next)
					if next.value != z || depth+1 < 2 {
						continue
					}
					var chain []int
					for x := next; ; x = prev[x] {
						chain = append(chain, x.cell)
						if x == first {
							break
						}
					}
					if hasRepeat(chain) {
						continue
					}
					slices.Reverse(chain)
					elims := b.seeBoth(single(z), start, c, chain)
					if len(elims) > 0 && (best == nil || len(chain) < len(best.Cells)) {
						best = &Step{Technique: logic.XYChain, Cells: chain, Digits: z, Eliminations: elims}
					}
				}
			}
		}
	}
	return best
}
