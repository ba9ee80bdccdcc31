package logic

import (
	"math/bits"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Killer chains: alternating inference chains whose links may run through
// cages as well as houses and cells. A cage holds different digits, so
// one digit in two cells of a cage is weakly linked, as in a house; a
// digit every filling of the cage uses, with two places in it, is
// strongly linked there; and in a cage of two or three cells two
// candidates that no filling puts together are weakly linked (in a
// 10-cage of two cells, 3 in one cell rules out everything but 7 in the
// other). The chain's ends cannot both be off, so a candidate weakly
// linked with both is gone; a chain from a candidate's being off back to
// its being on places it.

// kcNodes is the number of candidate nodes: one per cell and digit.
const kcNodes = 81 * 9

// kcSet is a set of candidate nodes.
type kcSet [(kcNodes + 63) / 64]uint64

func (s *kcSet) add(n int)      { s[n>>6] |= 1 << (n & 63) }
func (s *kcSet) has(n int) bool { return s[n>>6]>>(n&63)&1 != 0 }

// kcMaxStrong bounds a node's strong links.
const kcMaxStrong = 8

// kcGraph is the link graph of one Killer position.
type kcGraph struct {
	present kcSet
	weak    [kcNodes]kcSet
	strong  [kcNodes][kcMaxStrong]int16
	nStrong [kcNodes]uint8
	cageOf  [81]int16
}

func kcNode(c solver.Cell, d uint8) int { return int(c)*9 + int(d) - 1 }

func kcCand(n int) Candidate { return Candidate{solver.Cell(n / 9), uint8(n%9 + 1)} }

func (g *kcGraph) addStrong(a, b int) {
	for _, x := range []struct{ from, to int }{{a, b}, {b, a}} {
		k := g.nStrong[x.from]
		for _, y := range g.strong[x.from][:k] {
			if int(y) == x.to {
				return
			}
		}
		if k < kcMaxStrong {
			g.strong[x.from][k] = int16(x.to)
			g.nStrong[x.from]++
		}
	}
}

func (g *kcGraph) addWeak(a, b int) {
	g.weak[a].add(b)
	g.weak[b].add(a)
}

// build makes the graph of b.
func (g *kcGraph) build(b *Board) {
	*g = kcGraph{}
	for c := range g.cageOf {
		g.cageOf[c] = -1
	}
	for k := range b.Cages {
		if !readable(b, k) {
			continue
		}
		for _, c := range b.Cages[k].Cells {
			g.cageOf[c] = int16(k)
		}
	}
	for c := solver.Cell(0); c < 81; c++ {
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			g.present.add(kcNode(c, uint8(bits.TrailingZeros16(uint16(ds)))))
		}
	}
	// Cells: their digits weakly linked, two digits strongly.
	for c := solver.Cell(0); c < 81; c++ {
		ds := b.Cands[c]
		for x := ds; x != 0; x &= x - 1 {
			d := uint8(bits.TrailingZeros16(uint16(x)))
			for y := ds &^ (1 << d); y != 0; y &= y - 1 {
				g.weak[kcNode(c, d)].add(kcNode(c, uint8(bits.TrailingZeros16(uint16(y)))))
			}
		}
		if ds.Count() == 2 {
			g.addStrong(kcNode(c, ds.First()), kcNode(c, (ds&^(1<<ds.First())).First()))
		}
	}
	// Houses and cages: one digit in two cells weakly linked.
	for c := solver.Cell(0); c < 81; c++ {
		mates := b.Peers(c)
		if k := g.cageOf[c]; k >= 0 {
			for _, x := range b.Cages[k].Cells {
				if x != c {
					mates.Add(x)
				}
			}
		}
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			d := uint8(bits.TrailingZeros16(uint16(ds)))
			n := kcNode(c, d)
			for w := 0; w < 2; w++ {
				for x := mates[w]; x != 0; x &= x - 1 {
					o := solver.Cell(w*64) + trailing(x)
					if b.Cands[o].Has(d) {
						g.weak[n].add(kcNode(o, d))
					}
				}
			}
		}
	}
	// Houses: a digit with two places.
	for _, u := range b.Units() {
		for d := uint8(1); d <= 9; d++ {
			if in := b.Where(u, d); in.Count() == 2 {
				cs := in.Cells()
				g.addStrong(kcNode(cs[0], d), kcNode(cs[1], d))
			}
		}
	}
	// Cages: a sure digit with two places, and pairs no filling allows.
	openCages(b, func(_ int, cg *variant.Cage, f *cageFill) bool {
		var placed Digits
		for _, c := range cg.Cells {
			placed |= 1 << b.Cells[c]
		}
		for ds := f.required &^ placed; ds != 0; ds &= ds - 1 {
			d := uint8(bits.TrailingZeros16(uint16(ds)))
			var at [2]solver.Cell
			n := 0
			for _, c := range cg.Cells {
				if b.Cands[c].Has(d) {
					if n < 2 {
						at[n] = c
					}
					n++
				}
			}
			if n == 2 {
				g.addStrong(kcNode(at[0], d), kcNode(at[1], d))
			}
		}
		if cg.Sum != 0 && len(cg.Cells) <= 3 {
			g.linkPairs(b, cg.Cells, cg.Sum)
		}
		return true
	})
}

// linkPairs weakly links the candidates of two cells of a cage of two or
// three cells (with a sum, none placed) that no filling puts together.
func (g *kcGraph) linkPairs(b *Board, cells []solver.Cell, sum int) {
	for _, c := range cells {
		if b.Cells[c] != 0 {
			return
		}
	}
	for i, a := range cells {
		for j := i + 1; j < len(cells); j++ {
			c := cells[j]
			var third solver.Cell = 81
			for k, x := range cells {
				if k != i && k != j {
					third = x
				}
			}
			for x := b.Cands[a]; x != 0; x &= x - 1 {
				d := bits.TrailingZeros16(uint16(x))
				for y := b.Cands[c]; y != 0; y &= y - 1 {
					e := bits.TrailingZeros16(uint16(y))
					ok := d != e
					if ok && third == 81 {
						ok = d+e == sum
					} else if ok {
						f := sum - d - e
						ok = f >= 1 && f <= 9 && f != d && f != e && b.Cands[third].Has(uint8(f))
					}
					if !ok {
						g.addWeak(kcNode(a, uint8(d)), kcNode(c, uint8(e)))
					}
				}
			}
		}
	}
}

// kcPool keeps the graphs and walks of the Killer chain search, some
// 90 kB each, for the next search.
var kcPool = sync.Pool{New: func() any { return &kcSearch{g: new(kcGraph)} }}

// kcMaxLen bounds the links of a chain.
const kcMaxLen = 14

// kcState is a node and whether the walk has it on.
type kcState struct {
	node int16
	on   bool
}

// kcSearch is the breadth-first walk from a start node assumed off.
type kcSearch struct {
	g      *kcGraph
	parent [kcNodes][2]int16 // the node each state was reached from; -1 unreached, -2 the start
	depth  [kcNodes][2]uint8
	queue  []kcState
}

// kcFound is one chain the walk found: from the start (off) to end (on).
type kcFound struct {
	start, end int
	depth      int
	elims      kcSet
	place      bool // the end is the start: it is true
}

// walk searches from start, off, for chains no longer than limit links,
// calling found for each end reached on that proves something, in order
// of length, until found returns false.
func (s *kcSearch) walk(start, limit int, found func(kcFound) bool) {
	g := s.g
	for i := range s.parent {
		s.parent[i] = [2]int16{-1, -1}
	}
	s.queue = append(s.queue[:0], kcState{int16(start), false})
	s.parent[start][0] = -2
	s.depth[start][0] = 0
	for h := 0; h < len(s.queue); h++ {
		st := s.queue[h]
		x := int(st.node)
		dep := s.depth[x][b2i(st.on)]
		if int(dep) >= limit {
			continue
		}
		if !st.on {
			for _, y := range g.strong[x][:g.nStrong[x]] {
				if s.parent[y][1] != -1 {
					continue
				}
				s.parent[y][1] = int16(x)
				s.depth[y][1] = dep + 1
				s.queue = append(s.queue, kcState{y, true})
				f := kcFound{start: start, end: int(y), depth: int(dep) + 1}
				if int(y) == start {
					f.place = true
				} else {
					for w := range f.elims {
						f.elims[w] = g.present[w] & g.weak[start][w] & g.weak[y][w]
					}
					f.elims[start>>6] &^= 1 << (start & 63)
					f.elims[y>>6] &^= 1 << (y & 63)
					if f.elims == (kcSet{}) {
						continue
					}
				}
				if !found(f) {
					return
				}
			}
			continue
		}
		for w, bitsW := range g.weak[x] {
			for m := bitsW & g.present[w]; m != 0; m &= m - 1 {
				z := w<<6 + bits.TrailingZeros64(m)
				if s.parent[z][0] != -1 {
					continue
				}
				s.parent[z][0] = int16(x)
				s.depth[z][0] = dep + 1
				s.queue = append(s.queue, kcState{int16(z), false})
			}
		}
	}
}

func b2i(on bool) int {
	if on {
		return 1
	}
	return 0
}

// path returns the nodes of the chain ending at end (on), from the start.
func (s *kcSearch) path(end int) []int {
	var out []int
	n, on := end, true
	for {
		out = append(out, n)
		p := s.parent[n][b2i(on)]
		if p == -2 {
			break
		}
		n, on = int(p), !on
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// findKillerChain visits, for each start candidate in cell order, the
// shortest Killer chain from it that proves something.
func findKillerChain(b *Board, visit func(*Step) bool) {
	s := kcPool.Get().(*kcSearch)
	defer kcPool.Put(s)
	g := s.g
	g.build(b)
	for start := 0; start < kcNodes; start++ {
		if !g.present.has(start) || g.nStrong[start] == 0 {
			continue
		}
		var step *Step
		s.walk(start, kcMaxLen, func(f kcFound) bool {
			step = killerChainStep(b, s, f)
			return false
		})
		if step != nil && !visit(step) {
			return
		}
	}
}

// firstKillerChain returns the shortest Killer chain that proves
// something, or nil.
func firstKillerChain(b *Board) *Step {
	s := kcPool.Get().(*kcSearch)
	defer kcPool.Put(s)
	g := s.g
	g.build(b)
	var best *kcFound
	var bestStep *Step
	limit := kcMaxLen
	for start := 0; start < kcNodes; start++ {
		if !g.present.has(start) || g.nStrong[start] == 0 {
			continue
		}
		s.walk(start, limit, func(f kcFound) bool {
			if best == nil || f.depth < best.depth {
				ff := f
				best = &ff
				bestStep = killerChainStep(b, s, f)
				limit = f.depth - 1
			}
			return false
		})
	}
	return bestStep
}

// killerChainStep builds the step of a chain the walk found.
func killerChainStep(b *Board, s *kcSearch, f kcFound) *Step {
	nodes := s.path(f.end)
	st := &Step{Technique: KillerChain}
	for i, n := range nodes {
		c := kcCand(n)
		st.Pattern = append(st.Pattern, c)
		if i > 0 {
			p := kcCand(nodes[i-1])
			st.Links = append(st.Links, Link{
				From:   ChainNode{Digit: p.Digit, Cells: []solver.Cell{p.Cell}},
				To:     ChainNode{Digit: c.Digit, Cells: []solver.Cell{c.Cell}},
				Strong: i%2 == 1,
			})
			if p.Cell != c.Cell && !b.baseSees(p.Cell, c.Cell) || p.Cell != c.Cell && i%2 == 1 && p.Digit == c.Digit && !houseLinked(b, p.Cell, c.Cell, c.Digit) {
				if k := s.g.cageOf[c.Cell]; k >= 0 && s.g.cageOf[p.Cell] == k && !hasInt(st.Cages, int(k)) {
					st.Cages = append(st.Cages, int(k))
				}
			}
		}
	}
	if f.place {
		st.Placements = []Candidate{kcCand(f.start)}
		st.Variant = "place"
	} else {
		for w, x := range f.elims {
			for ; x != 0; x &= x - 1 {
				st.Eliminations = append(st.Eliminations, kcCand(w<<6+bits.TrailingZeros64(x)))
			}
		}
	}
	st.Difficulty = KillerChain.Weight() + lengthBonus(len(st.Links))
	return st
}

// houseLinked reports whether d has only the places a and b in a house
// they share.
func houseLinked(b *Board, a, c solver.Cell, d uint8) bool {
	for _, u := range b.baseUnits(a) {
		if b.UnitSet(u).Has(c) && b.Where(u, d).Count() == 2 {
			return true
		}
	}
	return false
}

func hasInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}
