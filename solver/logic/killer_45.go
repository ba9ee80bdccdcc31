package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// The rule of 45: a row, column or box holds 1 to 9, which add up to 45,
// and a union of k of them 45k. Take away the sums of the cages wholly
// inside: what is left is the sum of the other cells of the union, its
// innies. Or add the sums of every cage that reaches into the union:
// what they hold beyond 45k is the sum of their cells outside, the
// outies. One such cell gets its digit; two get a sum, and so a virtual
// cage of two cells that restricts their candidates.

// region is a house or a union of adjacent houses the rule of 45 reads.
type region struct {
	units []Unit
	set   CellSet
}

// singleRegions holds the 27 houses; unionRegions the unions of two to
// eight adjacent rows or columns, and of two adjacent boxes of a band or
// a stack (three boxes of a band are three rows).
var singleRegions, unionRegions []region

// regionOf is the region the units cover together.
func regionOf(units ...Unit) region {
	r := region{units: units}
	for _, u := range units {
		r.set = r.set.Or(u.Set())
	}
	return r
}

func init() {
	for _, u := range classicShape.units {
		singleRegions = append(singleRegions, regionOf(u))
	}
	for _, kind := range []func(int) Unit{Row, Col} {
		for i := 0; i+1 < 9; i++ {
			unionRegions = append(unionRegions, regionOf(kind(i), kind(i+1)))
		}
		for i := 0; i+2 < 9; i++ {
			unionRegions = append(unionRegions, regionOf(kind(i), kind(i+1), kind(i+2)))
		}
		// Longer runs, as players read four rows as 180: they settle
		// about one Killer in forty of the everyday ones that the
		// shorter leave to forcing chains.
		for n := 4; n <= 8; n++ {
			for i := 0; i+n <= 9; i++ {
				us := make([]Unit, n)
				for j := range us {
					us[j] = kind(i + j)
				}
				unionRegions = append(unionRegions, regionOf(us...))
			}
		}
	}
	for band := 0; band < 3; band++ {
		for i := 0; i < 2; i++ {
			unionRegions = append(unionRegions, regionOf(Box(band*3+i), Box(band*3+i+1)))
		}
	}
	for stack := 0; stack < 3; stack++ {
		for i := 0; i < 2; i++ {
			unionRegions = append(unionRegions, regionOf(Box(stack+3*i), Box(stack+3*i+3)))
		}
	}
}

// split returns the empty cells of s and the sum of the digits placed in
// the others.
func split(b *Board, s CellSet) (empty CellSet, placed int) {
	for w := 0; w < 2; w++ {
		for x := s[w]; x != 0; x &= x - 1 {
			c := solver.Cell(w*64) + trailing(x)
			if d := b.Cells[c]; d != 0 {
				placed += int(d)
			} else {
				empty.Add(c)
			}
		}
	}
	return empty, placed
}

// A touching cage reaches into a region and out of it. The rule of 45
// may count its sum, and then its empty cells outside are outies, or
// leave it out, and then its empty cells inside are innies.
type touching struct {
	k                int
	in, out          CellSet // its empty cells inside and outside
	inPlaced, placed int     // the digits placed in its cells inside, outside
}

// rule45 is the search of findRule45 on one region: the regions's
// touching cages, the cells of no cage and what is known of its sums.
type rule45 struct {
	b        *Board
	cliques  map[CellSet]*cliqueRead // the groups of different digits read so far on b
	r        *region
	t        [81]touching
	nt       int
	loose    CellSet // empty cells of the region in no usable cage
	base     int     // 45 per house less the sums of the cages inside and the digits placed in no cage
	min, max int     // the sizes of innies and outies together the search reports
	union    bool
	virtual  bool // findCageHouse's search: innies or outies in one house
	// collect, when set, takes the virtual search's groups instead of
	// their steps: their empty cells, what they add up to, whether they
	// are outies, and the region.
	collect func(cells CellSet, sum int, out bool, r *region)
	counted [81]bool
	visit   func(*Step) bool
	sets    *[81]CellSet
	n       int
	stop    bool
}

// findRule45 visits the steps of the rule of 45. Without wide, on single
// houses with one or two innies and outies in all: a cell's digit, a pair
// sum, or the difference of an innie and an outie. With wide, on the
// unions of adjacent houses with up to four cells, and on single houses
// with three or four: their signed sum rules out candidates that no
// filling of the others can balance.
func findRule45(b *Board, wide bool, visit func(*Step) bool) {
	sets, n := cageSets(b)
	rs := regionsOf(b)
	var s rule45
	s.b, s.visit, s.sets, s.n = b, visit, &sets, n
	groups := []struct {
		regions  []region
		min, max int
		union    bool
	}{{rs.single, 1, 2, false}}
	if wide {
		groups = groups[:0]
		groups = append(groups, struct {
			regions  []region
			min, max int
			union    bool
		}{rs.union, 1, 6, true}, struct {
			regions  []region
			min, max int
			union    bool
		}{rs.single, 3, 6, false})
	}
	for _, g := range groups {
		s.min, s.max, s.union = g.min, g.max, g.union
		for i := range g.regions {
			s.region(&g.regions[i])
			if s.stop {
				return
			}
		}
	}
}

// region sets the search up on region r and runs it.
func (s *rule45) region(r *region) {
	b := s.b
	s.r, s.nt = r, 0
	s.base = 45 * len(r.units)
	var caged CellSet
	for k := 0; k < s.n; k++ {
		x := s.sets[k]
		if x.And(r.set).Empty() || !usable(b, k) {
			continue
		}
		caged = caged.Or(x)
		if x.AndNot(r.set).Empty() {
			s.base -= b.Cages[k].Sum
			continue
		}
		t := &s.t[s.nt]
		s.nt++
		t.k = k
		t.in, t.inPlaced = split(b, x.And(r.set))
		t.out, t.placed = split(b, x.AndNot(r.set))
	}
	var placed int
	s.loose, placed = split(b, r.set.AndNot(caged))
	s.base -= placed
	if s.loose.Count() > s.max {
		return
	}
	s.walk(0, s.loose.Count(), s.base)
}

// walk decides for the touching cages from i on whether to count them,
// with size cells so far and the signed sum so far.
func (s *rule45) walk(i, size, sum int) {
	if s.stop || size > s.max {
		return
	}
	if i == s.nt {
		if size >= s.min {
			s.leaf(sum)
		}
		return
	}
	t := &s.t[i]
	in, out := t.in.Count(), t.out.Count()
	// A cage with no empty cell inside is left out, one with none
	// outside counted: the other way adds cells and tells nothing.
	if in == 0 || out > 0 { // leave it out: its cells inside are innies
		s.counted[i] = false
		s.walk(i+1, size+in, sum-t.inPlaced)
	}
	if in > 0 { // count it: its cells outside are outies
		s.counted[i] = true
		s.walk(i+1, size+out, sum-s.b.Cages[t.k].Sum+t.placed)
	}
}

// leaf reports the step of one choice of counted cages, if it makes
// progress.
func (s *rule45) leaf(sum int) {
	innies, outies := s.loose, CellSet{}
	for i := 0; i < s.nt; i++ {
		if s.counted[i] {
			outies = outies.Or(s.t[i].out)
		} else {
			innies = innies.Or(s.t[i].in)
		}
	}
	ni, no := innies.Count(), outies.Count()
	if ni+no == 0 {
		return
	}
	if s.virtual {
		s.virtualLeaf(innies, outies, sum)
		return
	}
	var g sumGroup
	if s.cliques == nil {
		s.cliques = make(map[CellSet]*cliqueRead)
	}
	g.target, g.cliques = sum, s.cliques
	for _, c := range innies.Cells() {
		g.add(s.b, c, false)
	}
	for _, c := range outies.Cells() {
		g.add(s.b, c, true)
	}
	// Innies of one house hold different digits.
	step := g.step(s.b, !s.union && no == 0)
	if step == nil {
		return
	}
	step.Technique = Rule45
	if s.union || ni+no > 2 {
		step.Technique = Rule45Union
	}
	step.Units = s.r.units
	step.Sum = sum
	if ni > 0 {
		step.Innies = innies.Cells()
	}
	if no > 0 {
		step.Outies = outies.Cells()
	}
	if ni == 0 {
		step.Sum = -sum // the outies' own sum
	}
	step.Cages = s.cagesCounted()
	switch {
	case no == 0 && ni == 1:
		step.Variant = "innie"
	case no == 0 && ni == 2:
		step.Variant = "innie-pair"
	case ni == 0 && no == 1:
		step.Variant = "outie"
	case ni == 0 && no == 2:
		step.Variant = "outie-pair"
	case ni == 1 && no == 1:
		step.Variant = "difference"
	default:
		step.Variant = "group"
	}
	if !s.visit(step) {
		s.stop = true
	}
}

// virtualLeaf reports the virtual cage of one choice of counted cages,
// or hands it to collect when set.
func (s *rule45) virtualLeaf(innies, outies CellSet, sum int) {
	if !innies.Empty() && !outies.Empty() {
		return
	}
	cells := innies
	if innies.Empty() {
		cells, sum = outies, -sum
	}
	if s.collect != nil {
		s.collect(cells, sum, innies.Empty(), s.r)
		return
	}
	step := virtualStep(s.b, cells, sum)
	if step == nil {
		return
	}
	step.Units = s.r.units
	if innies.Empty() {
		step.Outies, step.Variant = cells.Cells(), "outies"
	} else {
		step.Innies, step.Variant = cells.Cells(), "innies"
	}
	step.Cages = s.cagesCounted()
	if !s.visit(step) {
		s.stop = true
	}
}

// cagesCounted lists the cages whose sums the search's choice counts:
// those wholly inside the region, and the touching ones it counts.
func (s *rule45) cagesCounted() []int {
	var cages []int
	for k := 0; k < s.n; k++ {
		x := s.sets[k]
		if !x.And(s.r.set).Empty() && x.AndNot(s.r.set).Empty() && usable(s.b, k) {
			cages = append(cages, k)
		}
	}
	for i := 0; i < s.nt; i++ {
		if s.counted[i] {
			cages = append(cages, s.t[i].k)
		}
	}
	return cages
}

// sumGroup is up to nine cells whose digits, the innies counted positive
// and the outies negative, add up to target.
type sumGroup struct {
	n      int
	cells  [9]solver.Cell
	cands  [9]Digits
	neg    [9]bool
	target int
	// cliques, when set, keeps the reading of each group of cells that
	// hold different digits, for the other groups of the same board.
	cliques map[CellSet]*cliqueRead
}

func (g *sumGroup) add(b *Board, c solver.Cell, neg bool) {
	if g.n < len(g.cells) {
		g.cells[g.n], g.cands[g.n], g.neg[g.n] = c, b.Cands[c], neg
	}
	g.n++
}

// step returns the step the group's sum proves: a cell's digit when it is
// one cell, else the candidates no filling of the others balances (two
// cells that see each other, or all of them with distinct set, hold
// different digits; three or more are read in groups of cells that hold
// different digits, see cliqueAllowed). It is
// nil when nothing follows or nothing balances (a broken board).
func (g *sumGroup) step(b *Board, distinct bool) *Step {
	if g.n > len(g.cells) {
		return nil
	}
	var allowed [9]Digits
	var combos []Digits
	switch g.n {
	case 1:
		d := g.target
		if g.neg[0] {
			d = -d
		}
		if d < 1 || d > 9 || !g.cands[0].Has(uint8(d)) {
			return nil
		}
		return &Step{
			Pattern:    candidatesIn(b, g.cells[:1], g.cands[0]),
			Digits:     1 << d,
			Placements: []Candidate{{g.cells[0], uint8(d)}},
			Combos:     []Digits{1 << d},
		}
	case 2:
		diff := distinct || b.baseSees(g.cells[0], g.cells[1])
		for ds := g.cands[0]; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros16(uint16(ds))
			v := d
			if g.neg[0] {
				v = -d
			}
			e := g.target - v
			if g.neg[1] {
				e = -e
			}
			if e < 1 || e > 9 || !g.cands[1].Has(uint8(e)) || diff && d == e {
				continue
			}
			allowed[0] |= 1 << d
			allowed[1] |= 1 << e
			if g.neg[0] == g.neg[1] {
				combos = appendSet(combos, 1<<d|1<<e)
			}
		}
	default:
		if !g.cliqueAllowed(b, &allowed) {
			return nil
		}
	}
	if allowed[0] == 0 {
		return nil
	}
	var elims []Candidate
	var union Digits
	for i := 0; i < g.n; i++ {
		union |= allowed[i]
		for ds := g.cands[i] &^ allowed[i]; ds != 0; ds &= ds - 1 {
			elims = append(elims, Candidate{g.cells[i], uint8(bits.TrailingZeros16(uint16(ds)))})
		}
	}
	if len(elims) == 0 {
		return nil
	}
	return &Step{
		Pattern:      candidatesIn(b, g.cells[:g.n], AllDigits),
		Digits:       union,
		Eliminations: elims,
		Combos:       combos,
	}
}

// appendSet adds set to sets unless they hold it already, keeping them
// in comboLess order.
func appendSet(sets []Digits, set Digits) []Digits {
	for i, s := range sets {
		if s == set {
			return sets
		}
		if comboLess(set, s) {
			sets = append(sets, 0)
			copy(sets[i+1:], sets[i:])
			sets[i] = set
			return sets
		}
	}
	return append(sets, set)
}

// findCageHouse visits the virtual cages of the rule of 45: innies, or
// outies, of a house or a union of adjacent houses (up to maxVirtual
// cells) that all lie in one house, so that they hold different digits
// adding up to a known sum, just as a cage does. Their fillings rule out
// candidates in them, and a digit every filling uses leaves the rest of
// the house they lie in.
func findCageHouse(b *Board, visit func(*Step) bool) {
	sets, n := cageSets(b)
	var s rule45
	s.b, s.visit, s.sets, s.n = b, visit, &sets, n
	s.virtual = true
	s.min, s.max = 2, maxVirtual
	rs := regionsOf(b)
	for i, regions := range [][]region{rs.single, rs.union} {
		s.union = i == 1
		for i := range regions {
			s.region(&regions[i])
			if s.stop {
				return
			}
		}
	}
}

// maxVirtual bounds the cells of a virtual cage.
const maxVirtual = 7

// virtualStep returns the step of a virtual cage: the empty cells of
// innies or outies that add up to sum, or nil when they do not lie in one
// house or rule nothing out.
func virtualStep(b *Board, cells CellSet, sum int) *Step {
	list := cells.Cells()
	if len(list) < 2 || len(list) > 9 {
		return nil
	}
	common := [3]Unit{}
	nc := 0
	for _, u := range b.baseUnits(list[0]) {
		if cells.AndNot(b.UnitSet(u)).Empty() {
			common[nc] = u
			nc++
		}
	}
	if nc == 0 {
		return nil
	}
	f := fillOf(b, list, sum)
	if !f.ok {
		return nil
	}
	elims := cageElims(b, list, &f)
	for _, u := range common[:nc] {
		rest := b.UnitSet(u).AndNot(cells)
		var e []Candidate
		for ds := f.required; ds != 0; ds &= ds - 1 {
			e = append(e, eliminations(b, rest, uint8(bits.TrailingZeros16(uint16(ds))))...)
		}
		elims = appendNew(elims, e)
	}
	if len(elims) == 0 {
		return nil
	}
	return &Step{
		Technique:    CageHouse,
		Pattern:      cagePattern(b, list),
		Digits:       f.union,
		Eliminations: elims,
		Sum:          sum,
		Combos:       f.finals.list(),
	}
}
