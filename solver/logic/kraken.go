package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// A kraken fish is a finned fish whose fins are tied to its eliminations
// by chains. In a fish of n base lines (rows, or columns) on digit d whose
// candidates lie in n cover lines but for one or two fins, either a fin
// holds d or the fish stands. Two things follow:
//
//   - type 1: if a candidate d of the cover lines off the base lines is
//     off whenever any fin is on (a chain from each fin leads to it), it
//     is off: the fish would remove it too.
//   - type 2: when the fish stands, each cover line holds d in one of its
//     base cells; so in one cover line, one of its base candidates or a fin
//     is on. A candidate (of any digit) that each of them turns off, chain
//     by chain, is off.
//
// The chains are the engine's alternating chains (chaingraph.go), box-line
// groups included, read as implications from a candidate on: "if the fin
// r2c1 is 9, then r2c6 is not 9". Fins lie anywhere, not only in one box.
// The search stays with rows and columns (no Franken fish, whose search
// costs milliseconds) and, on the ladder, within a budget of chain states.

// krakenMaxFins bounds a kraken fish's fins, as HoDoKu does by default.
const krakenMaxFins = 2

// krakenBudget bounds the chain states Next's kraken search walks, so that
// the worst position of the hardest puzzles stays within
// BenchmarkNextWorst's 10 ms. A whole search takes at most about 12,700
// states on the positions of magictour top1465 and forum hardest 1106
// where the ladder reaches it (2 ms at worst), so the budget changes no
// rating there.
var krakenBudget = 20000

// krakenSearch is the search of one position: the chain graph, and for
// every candidate node the candidates it turns off, found once.
type krakenSearch struct {
	b       *Board
	g       *chainGraph
	q       *chainBFS
	singles int           // the candidate nodes are nodes 0 .. singles-1
	done    []bool        // done[n]: off[n] and dist are known
	off     [][10]CellSet // off[n]: the candidates node n on turns off
	dist    []uint8       // dist[n*singles+m]: links from n on to m off, 0 when not reached
	budget  int           // chain states left; 0: no bound
	spent   bool          // the budget ran out
}

// newKrakenSearch prepares the search of b within budget states (0: no
// bound). Release it with release.
func newKrakenSearch(b *Board, budget int) *krakenSearch {
	g := newChainGraph(b, groupNodes)
	ns := 0
	for ns < len(g.nodes) && !g.nodes[ns].group {
		ns++
	}
	return &krakenSearch{
		b: b, g: g, q: chainBFSPool.Get().(*chainBFS), singles: ns,
		done: make([]bool, ns), off: make([][10]CellSet, ns), dist: make([]uint8, ns*ns),
		budget: budget,
	}
}

func (ks *krakenSearch) release() {
	ks.g.release()
	chainBFSPool.Put(ks.q)
}

// implied returns the candidates that candidate node n on turns off, by
// chains of at most chainMaxLinks links, or nil once the budget is spent.
func (ks *krakenSearch) implied(n int16) *[10]CellSet {
	if ks.spent {
		return nil
	}
	if ks.done[n] {
		return &ks.off[n]
	}
	g, q := ks.g, ks.q
	var off [10]CellSet
	row := ks.dist[int(n)*ks.singles : int(n+1)*ks.singles]
	q.start(g, n<<1|1)
	for {
		s, ok := q.next(g, chainMaxLinks)
		if !ok {
			break
		}
		if ks.budget > 0 {
			if ks.budget--; ks.budget == 0 {
				ks.spent = true
				return nil
			}
		}
		if m := s >> 1; s&1 == 0 && int(m) < ks.singles {
			x := &g.nodes[m]
			off[x.digit].Add(x.cell)
			row[m] = q.dist[s]
		}
	}
	ks.off[n], ks.done[n] = off, true
	return &ks.off[n]
}

// krakenFound is one kraken fish: the fish, the candidates the chains
// start from (the fins for type 1; a cover line's base candidates and the
// fins for type 2) and the candidate they turn off.
type krakenFound struct {
	d            uint8
	o            int
	base, cover  uint16
	fins         CellSet
	starts       []solver.Cell // candidates of digit d
	target       Candidate
	type2        bool
	longest, all int // links of the longest chain, of all of them
}

// eachKraken visits every kraken fish on b, smaller fish first, one step
// for each candidate it removes, within budget chain states (0: no bound).
func eachKraken(b *Board, budget int, visit func(*Step) bool) {
	ks := newKrakenSearch(b, budget)
	defer ks.release()
	ks.each(func(f *krakenFound) bool {
		if s := ks.step(f); s != nil {
			return visit(s)
		}
		return true
	})
}

// firstKraken returns the kraken fish with the shortest chains among those
// of the smallest size found within budget states (0: no bound).
func firstKraken(b *Board, budget int) *Step {
	ks := newKrakenSearch(b, budget)
	defer ks.release()
	var best *krakenFound
	ks.each(func(f *krakenFound) bool {
		if best != nil && bits.OnesCount16(f.base) > bits.OnesCount16(best.base) {
			return false
		}
		if best == nil || f.longest < best.longest || f.longest == best.longest && f.all < best.all {
			c := *f
			c.starts = append([]solver.Cell(nil), f.starts...)
			best = &c
		}
		return true
	})
	if best == nil {
		return nil
	}
	return ks.step(best)
}

// each calls found with every kraken fish, until found returns false or
// the budget runs out.
func (ks *krakenSearch) each(found func(*krakenFound) bool) {
	all := fishDigits(ks.b)
	var lines [9]int
	for n := 2; n <= 4; n++ {
		for d := uint8(1); d <= 9; d++ {
			for o := 0; o < 2; o++ {
				masks := &all[d].lines[o]
				k := 0
				for i, m := range masks {
					if m != 0 {
						lines[k] = i
						k++
					}
				}
				if k < n {
					continue
				}
				if !ks.bases(d, o, n, masks, lines[:k], 0, 0, 0, found) {
					return
				}
			}
		}
	}
}

// bases chooses n base lines among lines[start:], then every cover.
func (ks *krakenSearch) bases(d uint8, o, n int, masks *[9]uint16, lines []int, start, depth int, base uint16,
	found func(*krakenFound) bool) bool {
	if depth == n {
		union := uint16(0)
		for x := base; x != 0; x &= x - 1 {
			union |= masks[bits.TrailingZeros16(x)]
		}
		if u := bits.OnesCount16(union); u <= n || u > n+krakenMaxFins {
			return true
		}
		for cover := union; cover != 0; cover = (cover - 1) & union {
			if bits.OnesCount16(cover) == n && !ks.fish(d, o, base, cover, masks, found) {
				return false
			}
		}
		return true
	}
	for p := start; p <= len(lines)-(n-depth); p++ {
		if !ks.bases(d, o, n, masks, lines, p+1, depth+1, base|1<<lines[p], found) {
			return false
		}
	}
	return true
}

// fish checks the finned fish of the base and cover lines for both types
// of kraken.
func (ks *krakenSearch) fish(d uint8, o int, base, cover uint16, masks *[9]uint16, found func(*krakenFound) bool) bool {
	var fins, baseCells CellSet
	for x := base; x != 0; x &= x - 1 {
		i := bits.TrailingZeros16(x)
		if masks[i]&cover == 0 {
			return true // a line of fins only is no part of the fish
		}
		for y := masks[i]; y != 0; y &= y - 1 {
			j := bits.TrailingZeros16(y)
			c := fishCell(o, i, j)
			baseCells.Add(c)
			if cover>>j&1 == 0 {
				fins.Add(c)
			}
		}
	}
	if fins.Empty() || fins.Count() > krakenMaxFins {
		return true
	}
	g := ks.g
	f := krakenFound{d: d, o: o, base: base, cover: cover, fins: fins}
	// Type 1: the fish's own eliminations that every fin turns off.
	targets := ks.g.where[d].And(fishSet(fishCover(o, 0), cover)).AndNot(baseCells)
	finCells := fins.Cells()
	for _, c := range finCells {
		off := ks.implied(g.single[c][d])
		if off == nil {
			return false
		}
		targets = targets.And(off[d])
	}
	for _, t := range targets.Cells() {
		f.starts, f.target, f.type2 = finCells, Candidate{t, d}, false
		if !ks.report(&f, found) {
			return false
		}
	}
	// Type 2: in each cover line, a base candidate or a fin is on.
	for x := cover; x != 0; x &= x - 1 {
		line := baseCells.And(fishCover(o, bits.TrailingZeros16(x)).Set()).AndNot(fins)
		starts := append(line.Cells(), finCells...)
		var common [10]CellSet
		for i, c := range starts {
			off := ks.implied(g.single[c][d])
			if off == nil {
				return false
			}
			if i == 0 {
				common = *off
				continue
			}
			for dd := 1; dd <= 9; dd++ {
				common[dd] = common[dd].And(off[dd])
			}
		}
		common[d] = common[d].AndNot(baseCells).AndNot(targets) // type 1 tells those
		for dd := uint8(1); dd <= 9; dd++ {
			for _, t := range common[dd].Cells() {
				f.starts, f.target, f.type2 = starts, Candidate{t, dd}, true
				if !ks.report(&f, found) {
					return false
				}
			}
		}
	}
	return true
}

// report measures the chains of f and passes it on.
func (ks *krakenSearch) report(f *krakenFound, found func(*krakenFound) bool) bool {
	t := ks.g.single[f.target.Cell][f.target.Digit]
	f.longest, f.all = 0, 0
	for _, c := range f.starts {
		n := int(ks.dist[int(ks.g.single[c][f.d])*ks.singles+int(t)])
		f.longest, f.all = max(f.longest, n), f.all+n
	}
	return found(f)
}

// step builds the step of kraken fish f: the fish as a fish step shows it
// (base lines, then cover lines), its fins' and starts' chains to the
// candidate it removes, one after the other.
func (ks *krakenSearch) step(f *krakenFound) *Step {
	g, q := ks.g, ks.q
	all := fishDigits(ks.b)
	s := fishStep(ks.b, KrakenFish, f.d, f.o, f.base, f.cover, &all[f.d].lines[f.o], CellSet{})
	s.Eliminations = []Candidate{f.target}
	if f.type2 {
		s.Variant = "type2"
	}
	t := g.single[f.target.Cell][f.target.Digit] << 1
	longest := 0
	for _, c := range f.starts {
		q.start(g, g.single[c][f.d]<<1|1)
		for {
			st, ok := q.next(g, chainMaxLinks)
			if !ok || st == t {
				break
			}
		}
		path, ok := q.path(g, t)
		if q.mark[t] != q.gen || !ok {
			// Reached by the memo, so reached again: the search is the
			// same; a path that meets itself cannot be read, so the
			// step says nothing it cannot show.
			return nil
		}
		for i := 1; i < len(path); i++ {
			s.Links = append(s.Links, Link{From: g.node(path[i-1] >> 1), To: g.node(path[i] >> 1), Strong: path[i]&1 == 1})
		}
		longest = max(longest, len(path)-1)
	}
	s.Difficulty = KrakenFish.Weight() + lengthBonus(longest)
	return s
}
