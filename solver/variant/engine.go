package variant

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// maxGroups bounds the sum groups of one puzzle: at most 81 cages with a sum
// and one derived group per house.
const maxGroups = 128

// group is a set of cells whose digits differ and add up to sum: a cage
// with a sum, or a part of a house whose total the rule of 45 gives.
type group struct {
	cells [9]uint8
	n     uint8
	sum   int16
	set   cellSet
	// distinct is false for a derived group whose cells may repeat a
	// digit, as the cells of two rows; such a group is kept to its sum by
	// bounds alone.
	distinct bool
	// part numbers the parts of a group that is not distinct: cells of one
	// part have different digits.
	part   [9]uint8
	nparts uint8
	neg    [9]bool // the part's digits count down
}

// state is what the search saves at each level: the candidates of every
// cell, bit d-1 for digit d.
type state struct {
	cand [81]uint16
}

// engine is the fast solver for one puzzle at a time. Its tables are filled
// by load and its search keeps every level on a fixed stack, so solving
// allocates nothing.
type engine struct {
	groups     [maxGroups]group
	ngroups    int
	cellGroups [81]cellSet // per cell, the bits of its groups (up to 128)
	houses     *houses     // the houses of the puzzle's rules
	// jigsaw holds the tables of the last jigsaw layout played, which
	// jigsawFlags and jigsawRegions say.
	jigsaw        *houses
	jigsawFlags   geometry.Flags
	jigsawRegions geometry.Regions
	peerSet       [81]cellSet // per cell, the cells that must differ from it
	peers         [81][maxPeers]uint8
	npeers        [81]uint8
	cageSet       [81]cellSet // per cage of the puzzle, its cells

	stack [82]state
	queue [81]uint8 // cells fixed but not yet removed from their peers
	qn    int

	dirtyH uint64 // houses to scan for hidden singles
	dirtyG cellSet

	// scores counts, per cell, the recent guesses there that failed, and
	// the recent failures of the houses and groups the cell is in; the
	// search branches where failures cluster (see choose).
	scores  [81]uint32
	toDecay int
	// failed is where the last propagation failed: a group (0..127), a
	// house (failHouse+h), a cell emptied by a peer (failCell+c), or
	// noFailure. conflict blames its cells.
	failed int

	limit, count int
	first        solver.Grid
	nodes        int
	maxNodes     int  // the nodes the search may take, 0 for no bound
	gaveUp       bool // the search stopped at maxNodes
}

// load prepares the engine for a valid puzzle and returns false when the
// givens already contradict each other or the cages.
func (e *engine) load(p *Puzzle) bool {
	e.ngroups = 0
	if p.Regions == nil {
		e.houses = housesFor(p.Flags, nil)
	} else {
		// A jigsaw's tables are looked up under a lock: kept for the
		// next puzzle of the same layout, so that solving one after
		// another allocates nothing.
		if e.jigsaw == nil || e.jigsawFlags != p.Flags || !slices.Equal(e.jigsawRegions, p.Regions) {
			e.jigsaw = housesFor(p.Flags, p.Regions)
			e.jigsawFlags, e.jigsawRegions = p.Flags, append(e.jigsawRegions[:0], p.Regions...)
		}
		e.houses = e.jigsaw
	}
	e.peerSet = e.houses.peers
	e.cellGroups = [81]cellSet{}
	var caged cellSet
	inCage := [81]int16{}
	for i := range inCage {
		inCage[i] = -1
	}
	for k, c := range p.Cages {
		e.cageSet[k] = cellSet{}
		for _, a := range c.Cells {
			e.cageSet[k].add(int(a))
			caged.add(int(a))
			inCage[a] = int16(k)
			for _, b := range c.Cells {
				if a != b {
					e.peerSet[a].add(int(b))
				}
			}
		}
		sum := c.Sum
		if sum == 0 && len(c.Cells) == 9 {
			sum = 45
		}
		if sum > 0 {
			e.addGroup(c.Cells, sum, true)
		}
	}
	if !e.addDerived(p, &inCage) {
		return false
	}
	for c := 0; c < 81; c++ {
		n := 0
		for w := 0; w < 2; w++ {
			for m := e.peerSet[c][w]; m != 0; m &= m - 1 {
				e.peers[c][n] = uint8(w*64 + bits.TrailingZeros64(m))
				n++
			}
		}
		e.npeers[c] = uint8(n)
	}
	// The conflict scores start at each cell's priority, as in Interactive
	// Sudoku Solver: 9 for each house and, for each group, 18 less its
	// size but at least 9, so that cells of small cages come first.
	e.toDecay = decayEvery
	e.failed = noFailure
	for c := range e.scores {
		e.scores[c] = 27
	}
	for g := 0; g < e.ngroups; g++ {
		gr := &e.groups[g]
		for _, c := range gr.cells[:gr.n] {
			e.scores[c] += uint32(max(18-int(gr.n), 9))
		}
	}
	s := &e.stack[0]
	e.qn = 0
	for c := range s.cand {
		s.cand[c] = allDigits
		if v := p.Givens[c]; v != 0 {
			s.cand[c] = 1 << (v - 1)
			e.queue[e.qn] = uint8(c)
			e.qn++
		}
	}
	e.dirtyH = 1<<e.houses.n - 1
	for g := 0; g < e.ngroups; g++ {
		e.dirtyG.add(g)
	}
	return e.propagate(s)
}

// addGroup adds a sum group of at most nine cells, unless a group with the
// same cells is there or the table is full (a derived group only helps;
// the cages always fit). distinct says the cells' digits differ.
func (e *engine) addGroup(cells []solver.Cell, sum int, distinct bool) {
	e.addSigned(cells, 0, sum, distinct)
}

// addSigned adds a group whose first cells count up and whose last neg
// cells count down: their digits, less those of the last neg cells, make
// sum.
func (e *engine) addSigned(cells []solver.Cell, neg, sum int, distinct bool) {
	if e.ngroups == maxGroups || len(cells) > 9 {
		return
	}
	var set cellSet
	for _, c := range cells {
		set.add(int(c))
	}
	firstNeg := len(cells) - neg
	for k := 0; k < e.ngroups; k++ {
		if e.groups[k].set == set {
			return
		}
	}
	g := &e.groups[e.ngroups]
	*g = group{n: uint8(len(cells)), sum: int16(sum), set: set, distinct: distinct}
	for i, c := range cells {
		g.cells[i] = uint8(c)
		e.cellGroups[c].add(e.ngroups)
		// The first part of the same sign whose cells all see c takes it.
		j := uint8(0)
		for ; j < g.nparts; j++ {
			sees := g.neg[j] == (i >= firstNeg)
			for k := 0; k < i && sees; k++ {
				if g.part[k] == j && !e.peerSet[c].has(int(cells[k])) {
					sees = false
					break
				}
			}
			if sees {
				break
			}
		}
		if j == g.nparts {
			g.neg[j] = i >= firstNeg
			g.nparts++
		}
		g.part[i] = j
	}
	e.ngroups++
}

// restrict keeps only the candidates m of cell c and reports false when
// none is left. A change marks the cell's houses and groups for a scan and
// queues the cell when it is fixed.
func (e *engine) restrict(s *state, c int, m uint16) bool {
	old := s.cand[c]
	nw := old & m
	if nw == old {
		return true
	}
	if nw == 0 {
		return false
	}
	s.cand[c] = nw
	e.dirtyH |= e.houses.of[c]
	e.dirtyG[0] |= e.cellGroups[c][0]
	e.dirtyG[1] |= e.cellGroups[c][1]
	if nw&(nw-1) == 0 {
		e.queue[e.qn] = uint8(c)
		e.qn++
	}
	return true
}

// propagate applies the rules until nothing changes: a fixed digit leaves
// its peers, each sum group keeps the digits of its still possible
// combinations and places or locks the digits every combination needs,
// and each house places its hidden singles. A group's scan does not mark
// the group again (search checks the sums of a full grid). It returns
// false on a contradiction, with the queue and the marks cleared.
func (e *engine) propagate(s *state) bool {
	for {
		for e.qn > 0 {
			e.qn--
			c := int(e.queue[e.qn])
			b := s.cand[c]
			ps := e.peers[c][:e.npeers[c]]
			for _, p := range ps {
				if s.cand[p]&b != 0 && !e.restrict(s, int(p), ^b) {
					e.failed = failCell + int(p)
					return e.fail()
				}
			}
		}
		switch {
		case e.dirtyG[0] != 0:
			g := bits.TrailingZeros64(e.dirtyG[0])
			e.dirtyG[0] &^= 1 << g
			if !e.scanGroup(s, &e.groups[g]) {
				e.failed = g
				return e.fail()
			}
			e.dirtyG[0] &^= 1 << g // its own changes need no second scan
		case e.dirtyG[1] != 0:
			g := bits.TrailingZeros64(e.dirtyG[1])
			e.dirtyG[1] &^= 1 << g
			if !e.scanGroup(s, &e.groups[64+g]) {
				e.failed = 64 + g
				return e.fail()
			}
			e.dirtyG[1] &^= 1 << g
		case e.dirtyH != 0:
			h := bits.TrailingZeros64(e.dirtyH)
			e.dirtyH &^= 1 << h
			if !e.scanHouse(s, h) {
				e.failed = failHouse + h
				return e.fail()
			}
		default:
			if e.houses.nleft == 0 {
				return true
			}
			if !e.scanLeftovers(s) {
				return e.fail()
			}
			if e.qn == 0 && e.dirtyH == 0 && e.dirtyG == (cellSet{}) {
				return true
			}
		}
	}
}

func (e *engine) fail() bool {
	e.qn = 0
	e.dirtyH = 0
	e.dirtyG = cellSet{}
	return false
}

// scanHouse places the digits that have one place left in house h, then
// locks the digits that the house keeps to one segment (its three cells
// shared with a crossing row, column or box) out of the rest of the
// crossing house.
func (e *engine) scanHouse(s *state, h int) bool {
	var once, twice, fixed uint16
	cells := &e.houses.cells[h]
	for _, c := range cells {
		m := s.cand[c]
		twice |= once & m
		once |= m
		if m&(m-1) == 0 {
			fixed |= m
		}
	}
	if once != allDigits {
		return false
	}
	if uniq := once &^ twice &^ fixed; uniq != 0 {
		for _, c := range cells {
			m := s.cand[c]
			if u := m & uniq; u != 0 && u != m {
				if u&(u-1) != 0 {
					return false // two digits need this one cell
				}
				if !e.restrict(s, int(c), u) {
					return false
				}
			}
		}
	}
	for k := range e.houses.segs[h] {
		seg := &e.houses.segs[h][k]
		if seg.at == 0 {
			break
		}
		var in, out uint16
		for j, c := range cells {
			if seg.at&(1<<j) != 0 {
				in |= s.cand[c]
			} else {
				out |= s.cand[c]
			}
		}
		p := in &^ out &^ fixed
		if p == 0 {
			continue
		}
		for _, c := range seg.rest[:seg.nrest] {
			if s.cand[c]&p != 0 && !e.restrict(s, int(c), ^p) {
				return false
			}
		}
	}
	return true
}

// scanGroup narrows a sum group to the digits that some filling of it
// still allows. With up to three open cells every filling is tried, so each
// cell keeps exactly the digits that some filling puts there; with more,
// each still possible combination lends its digits to the cells that can
// hold them, if every cell can hold one of them and every digit has a
// cell. A digit in every combination with one place left is placed there,
// and with several places leaves every cell that sees them all.
func (e *engine) scanGroup(s *state, g *group) bool {
	if !g.distinct {
		return e.scanBounds(s, g)
	}
	var fixed uint16
	fixedSum, open := 0, 0
	var oc [9]uint8
	var om [9]uint16
	cells := g.cells[:g.n]
	for _, c := range cells {
		m := s.cand[c]
		if m&(m-1) == 0 {
			if fixed&m != 0 {
				return false
			}
			fixed |= m
			fixedSum += digitOf(m)
		} else {
			oc[open], om[open] = c, m
			open++
		}
	}
	target := int(g.sum) - fixedSum
	if open == 0 {
		return target == 0
	}
	if target < minSum(open) || target > maxSum(open) {
		return false
	}
	var sup [9]uint16
	req := uint16(allDigits)
	var neg [9]bool
	switch open {
	case 1, 2, 3:
		for i := 0; i < open; i++ {
			om[i] &^= fixed
		}
		req = e.fewFillings(open, &oc, &om, &neg, target, &sup)
	default:
		var avail, poss uint16
		for i := 0; i < open; i++ {
			avail |= om[i]
		}
		avail &^= fixed
	combo:
		for _, cm := range combosOf(open, target) {
			if cm&^avail != 0 {
				continue
			}
			var cover uint16
			for i := 0; i < open; i++ {
				a := om[i] & cm
				if a == 0 {
					continue combo
				}
				cover |= a
			}
			if cover != cm {
				continue
			}
			poss |= cm
			req &= cm
		}
		for i := 0; i < open; i++ {
			sup[i] = om[i] & poss
		}
	}
	for i := 0; i < open; i++ {
		if sup[i] == 0 {
			return false
		}
		if sup[i] != om[i] && !e.restrict(s, int(oc[i]), sup[i]) {
			return false
		}
	}
	req &^= fixed
	for req != 0 {
		d := req & -req
		req ^= d
		// see keeps the cells outside the group that see every place of d.
		see := cellSet{^g.set[0], ^g.set[1]}
		n, last := 0, 0
		for _, c := range cells {
			m := s.cand[c]
			if m == d {
				n = -1 // placed during this scan
				break
			}
			if m&d != 0 {
				see[0] &= e.peerSet[c][0]
				see[1] &= e.peerSet[c][1]
				n++
				last = int(c)
			}
		}
		switch n {
		case -1:
		case 0:
			return false
		case 1:
			if !e.restrict(s, last, d) {
				return false
			}
		default:
			for w := 0; w < 2; w++ {
				for m := see[w]; m != 0; m &= m - 1 {
					c := w*64 + bits.TrailingZeros64(m)
					if s.cand[c]&d != 0 && !e.restrict(s, c, ^d) {
						return false
					}
				}
			}
		}
	}
	return true
}

// search counts the solutions below level depth, stopping at the limit,
// and reports whether it stopped. It branches on the cell that choose
// picks: first its lowest digit, then, in the same level, the cell without
// that digit. On entering a level, a cell of more than two candidates may
// give way to a digit with two places in a house (see choosePair).
func (e *engine) search(depth int) bool {
	s := &e.stack[depth]
	newNode := true
	for {
		best := e.choose(s)
		if best < 0 && !e.sumsHold(s) {
			return false
		}
		if best < 0 {
			if e.count == 0 {
				for c, m := range s.cand {
					e.first[c] = uint8(digitOf(m))
				}
			}
			e.count++
			return e.count >= e.limit
		}
		e.nodes++
		if e.maxNodes > 0 && e.nodes > e.maxNodes {
			e.gaveUp = true
			return true
		}
		m := s.cand[best]
		d := m & -m
		if newNode && bits.OnesCount16(m) > 2 {
			best, d = e.choosePair(s, best)
		}
		newNode = false
		child := &e.stack[depth+1]
		*child = *s
		if e.restrict(child, best, d) && e.propagate(child) {
			if e.search(depth + 1) {
				return true
			}
		} else {
			e.conflict(best)
		}
		if !e.restrict(s, best, ^d) || !e.propagate(s) {
			// The cell's other digits fail too: that counts as its
			// conflict, as when the guess itself fails.
			e.conflict(best)
			return false
		}
	}
}

// sumsHold reports whether the full grid s keeps every sum group. A group
// is not scanned again for the changes its own scan made, so the last
// digits it fixed are checked here, once per solution.
func (e *engine) sumsHold(s *state) bool {
	for g := 0; g < e.ngroups; g++ {
		gr := &e.groups[g]
		total := 0
		var seen uint16
		for i, c := range gr.cells[:gr.n] {
			m := s.cand[c]
			if gr.distinct && seen&m != 0 {
				return false
			}
			seen |= m
			if gr.neg[gr.part[i]] {
				total -= digitOf(m)
			} else {
				total += digitOf(m)
			}
		}
		if total != int(gr.sum) {
			return false
		}
	}
	return true
}

// decayEvery is how many failed guesses pass between halvings of the
// conflict scores, so that the scores follow the current part of the search.
const decayEvery = 1 << 14

// Where a propagation failed, as engine.failed holds it: below failHouse a
// group, then a house, then a cell.
const (
	failHouse = maxGroups
	failCell  = failHouse + 64
	noFailure = -1
)

// conflict records a guess in cell c that failed, and blames the cells of
// the house or group whose scan found the contradiction (or the cell a
// peer emptied), so that the cells of the constraints that keep failing
// are tried first, as the "weighted degree" heuristic of constraint
// solvers does. Every cell of the constraint is blamed, fixed or not:
// a cell fixed below this guess is open again above it. On the forum's
// hardest Killers this halves the search tree of conflict counts alone.
// Puzzles without sum groups are left to the counts alone.
func (e *engine) conflict(c int) {
	e.scores[c]++
	switch f := e.failed; {
	case f == noFailure || e.ngroups == 0:
		// Without sums (the variants of houses and peers alone) the
		// search keeps the order it had: the daily puzzles of those
		// variants come from its first solutions.
	case f < failHouse:
		g := &e.groups[f]
		for _, x := range g.cells[:g.n] {
			e.scores[x]++
		}
	case f < failCell:
		for _, x := range e.houses.cells[f-failHouse] {
			e.scores[x]++
		}
	default:
		e.scores[f-failCell]++
	}
	e.failed = noFailure
	if e.toDecay--; e.toDecay <= 0 {
		for i := range e.scores {
			e.scores[i] >>= 1
		}
		e.toDecay = decayEvery
	}
}

// choose returns the open cell to branch on, or -1 when every cell is
// fixed: the cell with the highest conflict score per candidate, or, while
// no guess has failed, the first cell with the fewest candidates. Interactive
// Sudoku Solver's conflict scores are the model: on Killers, where the
// cages tie cells far apart, past failures point at the cells that matter
// better than candidate counts do.
func (e *engine) choose(s *state) int {
	best, bestN := -1, uint32(10)
	var bestScore uint32
	for c := 0; c < 81; c++ {
		m := s.cand[c]
		if m&(m-1) == 0 {
			continue
		}
		n := uint32(bits.OnesCount16(m))
		sc := e.scores[c]
		// sc/n > bestScore/bestN, or equal scores and fewer candidates.
		if l, r := sc*bestN, bestScore*n; best < 0 || l > r || l == r && n < bestN {
			best, bestN, bestScore = c, n, sc
		}
	}
	return best
}

// choosePair returns where to branch instead of on cell best, which has
// more than two candidates: a digit with two places left in a house, in
// the place with the higher conflict score, when the higher of the two
// scores, halved, is at least best's score per candidate (Interactive
// Sudoku Solver's house candidates); else best and its lowest digit.
func (e *engine) choosePair(s *state, best int) (int, uint16) {
	m := s.cand[best]
	n := uint32(bits.OnesCount16(m))
	cell, digit := best, m&-m
	// Compare 2*score/n with the pair's top score: top*n >= 2*score.
	need := 2 * e.scores[best]
	top := uint32(0)
	for h := 0; h < e.houses.n; h++ {
		var once, twice, more uint16
		cells := &e.houses.cells[h]
		for _, c := range cells {
			v := s.cand[c]
			more |= twice & v
			twice |= once & v
			once |= v
		}
		two := twice &^ more
		for two != 0 {
			d := two & -two
			two ^= d
			a, b := -1, -1
			for _, c := range cells {
				if s.cand[c]&d != 0 {
					if a < 0 {
						a = int(c)
					} else {
						b = int(c)
					}
				}
			}
			if s.cand[a] == d || s.cand[b] == d {
				continue
			}
			if e.scores[b] > e.scores[a] {
				a = b
			}
			if sc := e.scores[a]; sc*n >= need && sc >= top {
				top, cell, digit = sc, a, d
			}
		}
	}
	return cell, digit
}

// fewFillings tries every filling of one to three open cells (om their
// candidates, neg the cells that count down) whose total is target, cells
// that see each other holding different digits. It sets in sup the digits
// each cell holds in some filling and returns the digits common to all
// fillings (all digits when there is none).
func (e *engine) fewFillings(n int, oc *[9]uint8, om *[9]uint16, neg *[9]bool, target int, sup *[9]uint16) uint16 {
	req := uint16(allDigits)
	sign := func(i int) int {
		if neg[i] {
			return -1
		}
		return 1
	}
	// last returns the digit the last cell needs after the others gave
	// rest, or 0 when it cannot be a digit of m.
	last := func(i, rest int, m uint16) uint16 {
		v := (target - rest) * sign(i)
		if v < 1 || v > 9 || m&(1<<(v-1)) == 0 {
			return 0
		}
		return 1 << (v - 1)
	}
	switch n {
	case 1:
		sup[0] = last(0, 0, om[0])
		req = sup[0]
	case 2:
		differ := e.peerSet[oc[0]].has(int(oc[1]))
		s0 := sign(0)
		for r := om[0]; r != 0; r &= r - 1 {
			da := r & -r
			db := last(1, s0*digitOf(da), om[1])
			if db == 0 || differ && db == da {
				continue
			}
			sup[0] |= da
			sup[1] |= db
			req &= da | db
		}
	case 3:
		d01 := e.peerSet[oc[0]].has(int(oc[1]))
		d02 := e.peerSet[oc[0]].has(int(oc[2]))
		d12 := e.peerSet[oc[1]].has(int(oc[2]))
		s0, s1 := sign(0), sign(1)
		for r := om[0]; r != 0; r &= r - 1 {
			da := r & -r
			m1 := om[1]
			if d01 {
				m1 &^= da
			}
			for q := m1; q != 0; q &= q - 1 {
				db := q & -q
				dc := last(2, s0*digitOf(da)+s1*digitOf(db), om[2])
				if dc == 0 || d02 && dc == da || d12 && dc == db {
					continue
				}
				sup[0] |= da
				sup[1] |= db
				sup[2] |= dc
				req &= da | db | dc
			}
		}
	}
	return req
}

// scanBounds keeps a group whose digits may repeat to its sum. Its cells
// fall into parts whose digits differ (cells of one row, say); the least
// total of a part of t cells is that of the t least digits its cells
// allow, the greatest that of the t greatest (Interactive Sudoku Solver's
// sum handler bounds its sums this way). Each cell keeps the digits that the
// other cells' least and greatest totals can complete to the sum.
func (e *engine) scanBounds(s *state, g *group) bool {
	// With three open cells or fewer, every filling is tried.
	var oc [9]uint8
	var om [9]uint16
	var neg [9]bool
	open, target := 0, int(g.sum)
	for i, c := range g.cells[:g.n] {
		m := s.cand[c]
		if m&(m-1) != 0 {
			if open == 3 {
				open = 4
				break
			}
			oc[open], om[open], neg[open] = c, m, g.neg[g.part[i]]
			open++
		} else if g.neg[g.part[i]] {
			target += digitOf(m)
		} else {
			target -= digitOf(m)
		}
	}
	if open == 0 {
		return target == 0
	}
	if open <= 3 {
		var sup [9]uint16
		e.fewFillings(open, &oc, &om, &neg, target, &sup)
		for i := 0; i < open; i++ {
			if !e.restrict(s, int(oc[i]), sup[i]) {
				return false
			}
		}
		return true
	}
	var unions [9]uint16
	var counts [9]int
	var lo, hi, lo1, hi1 [9]int
	cells := g.cells[:g.n]
	for i, c := range cells {
		unions[g.part[i]] |= s.cand[c]
		counts[g.part[i]]++
	}
	// The least and greatest contribution of each part and of all.
	var cmin, cmax [9]int
	minTot, maxTot := 0, 0
	for j := 0; j < int(g.nparts); j++ {
		u, t := unions[j], counts[j]
		if bits.OnesCount16(u) < t {
			return false
		}
		lo[j], lo1[j] = leastSums(u, t)
		hi[j], hi1[j] = greatestSums(u, t)
		cmin[j], cmax[j] = lo[j], hi[j]
		if g.neg[j] {
			cmin[j], cmax[j] = -hi[j], -lo[j]
		}
		minTot += cmin[j]
		maxTot += cmax[j]
	}
	sum := int(g.sum)
	if sum < minTot || sum > maxTot {
		return false
	}
	if sum-minTot >= 8 && maxTot-sum >= 8 {
		return true
	}
	for i, c := range cells {
		m := s.cand[c]
		if m&(m-1) == 0 {
			continue
		}
		// The other parts give o in [omin, omax]; the rest of this part
		// r in [lo1, hi1]; and v = sum - o - r, or o - sum - r counting down.
		j := g.part[i]
		omin, omax := minTot-cmin[j], maxTot-cmax[j]
		top, bottom := sum-omin-lo1[j], sum-omax-hi1[j]
		if g.neg[j] {
			top, bottom = omax-sum-lo1[j], omin-sum-hi1[j]
		}
		top, bottom = min(top, 9), max(bottom, 1)
		if top < bottom {
			return false
		}
		keep := (uint16(1)<<top - 1) &^ (uint16(1)<<(bottom-1) - 1)
		if !e.restrict(s, int(c), keep) {
			return false
		}
	}
	return true
}

// leastSums returns the totals of the t and the t-1 least digits of m,
// which has at least t.
func leastSums(m uint16, t int) (all, less int) {
	for k := 0; k < t; k++ {
		d := bits.TrailingZeros16(m) + 1
		m &= m - 1
		less = all
		all += d
	}
	return all, less
}

// greatestSums returns the totals of the t and the t-1 greatest digits of
// m, which has at least t.
func greatestSums(m uint16, t int) (all, less int) {
	for k := 0; k < t; k++ {
		d := 16 - bits.LeadingZeros16(m)
		m &^= 1 << (d - 1)
		less = all
		all += d
	}
	return all, less
}
