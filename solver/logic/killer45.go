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

// singleRegions holds the 27 houses; unionRegions the unions of two or
// three adjacent rows or columns, and of two adjacent boxes of a band or
// a stack (three boxes of a band are three rows).
var singleRegions, unionRegions []region

func init() {
	// The units' own tables may not be made yet: this file's init can
	// run before units.go's.
	mk := func(units ...Unit) region {
		r := region{units: units}
		for _, u := range units {
			for c := solver.Cell(0); c < 81; c++ {
				row, col := int(c)/9, int(c)%9
				if u < 9 && row == int(u) || u >= 9 && u < 18 && col == int(u)-9 ||
					u >= 18 && row/3*3+col/3 == int(u)-18 {
					r.set.Add(c)
				}
			}
		}
		return r
	}
	for u := Unit(0); u < 27; u++ {
		singleRegions = append(singleRegions, mk(u))
	}
	for _, kind := range []func(int) Unit{Row, Col} {
		for i := 0; i+1 < 9; i++ {
			unionRegions = append(unionRegions, mk(kind(i), kind(i+1)))
		}
		for i := 0; i+2 < 9; i++ {
			unionRegions = append(unionRegions, mk(kind(i), kind(i+1), kind(i+2)))
		}
	}
	for band := 0; band < 3; band++ {
		for i := 0; i < 2; i++ {
			unionRegions = append(unionRegions, mk(Box(band*3+i), Box(band*3+i+1)))
		}
	}
	for stack := 0; stack < 3; stack++ {
		for i := 0; i < 2; i++ {
			unionRegions = append(unionRegions, mk(Box(stack+3*i), Box(stack+3*i+3)))
		}
	}
}

// regionCages is how the cages of a board lie against a region.
type regionCages struct {
	inside, touching CellSet // cells of the cages wholly inside; of those reaching in and out
	insideSum        int     // sum of the cages wholly inside
	touchingSum      int     // sum of those reaching in and out
	nInside          int     // how many lie inside
}

// against sorts the usable cages of b (their cells in sets) against
// region r.
func against(b *Board, sets *[81]CellSet, n int, r *region) (rc regionCages) {
	for k := 0; k < n; k++ {
		x := sets[k]
		if x.And(r.set).Empty() || !usable(b, k) {
			continue
		}
		if x.AndNot(r.set).Empty() {
			rc.inside = rc.inside.Or(x)
			rc.insideSum += b.Cages[k].Sum
			rc.nInside++
		} else {
			rc.touching = rc.touching.Or(x)
			rc.touchingSum += b.Cages[k].Sum
		}
	}
	return rc
}

// cagesIn returns the indices of the usable cages of b whose cells lie in
// within, and, with reaching set, also those that reach into r.
func cagesIn(b *Board, sets *[81]CellSet, n int, r *region, reaching bool) []int {
	var out []int
	for k := 0; k < n; k++ {
		x := sets[k]
		if x.And(r.set).Empty() || !usable(b, k) {
			continue
		}
		if reaching || x.AndNot(r.set).Empty() {
			out = append(out, k)
		}
	}
	return out
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

// findRule45 visits the steps of the rule of 45 on single houses, or with
// union set on unions of adjacent ones: for each region its innies, then
// its outies, when they are one cell (its digit) or two (a pair sum that
// removes candidates).
func findRule45(b *Board, union bool, visit func(*Step) bool) {
	sets, n := cageSets(b)
	regions := singleRegions
	if union {
		regions = unionRegions
	}
	for i := range regions {
		r := &regions[i]
		rc := against(b, &sets, n, r)
		if rc.nInside == 0 && rc.touching.Empty() {
			continue
		}
		total := 45 * len(r.units)
		// Innies.
		innies, placed := split(b, r.set.AndNot(rc.inside))
		if k := innies.Count(); k >= 1 && k <= 2 && rc.nInside > 0 {
			sum := total - rc.insideSum - placed
			if s := sumStep(b, Rule45, innies.Cells(), sum, !union); s != nil {
				s.Units, s.Innies = r.units, innies.Cells()
				s.Cages = cagesIn(b, &sets, n, r, false)
				s.Variant = "innie"
				if k == 2 {
					s.Variant = "innie-pair"
				}
				if union {
					s.Technique = Rule45Union
				}
				if !visit(s) {
					return
				}
			}
		}
		// Outies: every empty cell of the region must lie in a cage.
		if rc.touching.Empty() {
			continue
		}
		loose, loosePlaced := split(b, r.set.AndNot(rc.inside).AndNot(rc.touching))
		if !loose.Empty() {
			continue
		}
		outies, outPlaced := split(b, rc.touching.AndNot(r.set))
		if k := outies.Count(); k >= 1 && k <= 2 {
			sum := rc.touchingSum + rc.insideSum + loosePlaced - total - outPlaced
			if s := sumStep(b, Rule45, outies.Cells(), sum, false); s != nil {
				s.Units, s.Outies = r.units, outies.Cells()
				s.Cages = cagesIn(b, &sets, n, r, true)
				s.Variant = "outie"
				if k == 2 {
					s.Variant = "outie-pair"
				}
				if union {
					s.Technique = Rule45Union
				}
				if !visit(s) {
					return
				}
			}
		}
	}
}

// sumStep returns the step for one or two cells that add up to sum: the
// one's digit, or the candidates of the two that no pair of the sum
// allows (two cells that see each other, or with distinct set, hold
// different digits; others may repeat one). It returns nil when the step
// makes no progress, and when the sum cannot be made at all (a broken
// board).
func sumStep(b *Board, t Technique, cells []solver.Cell, sum int, distinct bool) *Step {
	switch len(cells) {
	case 1:
		c := cells[0]
		if sum < 1 || sum > 9 || !b.Cands[c].Has(uint8(sum)) {
			return nil
		}
		return &Step{
			Technique:  t,
			Pattern:    candidatesIn(b, cells, b.Cands[c]),
			Digits:     1 << sum,
			Placements: []Candidate{{c, uint8(sum)}},
			Sum:        sum,
			Combos:     []Digits{1 << sum},
		}
	case 2:
		a, c := cells[0], cells[1]
		distinct = distinct || Sees(a, c)
		var okA, okC Digits
		var combos []Digits
		for ds := b.Cands[a]; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros16(uint16(ds))
			e := sum - d
			if e < 1 || e > 9 || !b.Cands[c].Has(uint8(e)) || distinct && d == e {
				continue
			}
			okA |= 1 << d
			okC |= 1 << e
			set := Digits(1<<d | 1<<e)
			if len(combos) == 0 || combos[len(combos)-1] != set {
				combos = appendSet(combos, set)
			}
		}
		if okA == 0 {
			return nil
		}
		var elims []Candidate
		for _, x := range []struct {
			c  solver.Cell
			ok Digits
		}{{a, okA}, {c, okC}} {
			for ds := b.Cands[x.c] &^ x.ok; ds != 0; ds &= ds - 1 {
				elims = append(elims, Candidate{x.c, uint8(bits.TrailingZeros16(uint16(ds)))})
			}
		}
		if len(elims) == 0 {
			return nil
		}
		return &Step{
			Technique:    t,
			Pattern:      candidatesIn(b, cells, AllDigits),
			Digits:       okA | okC,
			Eliminations: elims,
			Sum:          sum,
			Combos:       combos,
		}
	}
	return nil
}

// appendSet appends set to sets unless it holds it already, keeping them
// in increasing order.
func appendSet(sets []Digits, set Digits) []Digits {
	for i, s := range sets {
		if s == set {
			return sets
		}
		if s > set {
			sets = append(sets, 0)
			copy(sets[i+1:], sets[i:])
			sets[i] = set
			return sets
		}
	}
	return append(sets, set)
}

// findCageHouse visits the houses whose cells outside the cages wholly
// inside them are three or more: those cells hold different digits that
// add up to 45 less the cages' sums, a virtual cage whose fillings may
// rule out candidates.
func findCageHouse(b *Board, visit func(*Step) bool) {
	sets, n := cageSets(b)
	for i := range singleRegions {
		r := &singleRegions[i]
		rc := against(b, &sets, n, r)
		if rc.nInside == 0 {
			continue
		}
		rest := r.set.AndNot(rc.inside)
		innies, placed := split(b, rest)
		if innies.Count() < 3 {
			continue
		}
		cells := rest.Cells()
		sum := 45 - rc.insideSum
		f := fillOf(b, cells, sum)
		if !f.ok {
			continue
		}
		elims := cageElims(b, cells, &f)
		if len(elims) == 0 {
			continue
		}
		s := &Step{
			Technique:    CageHouse,
			Pattern:      cagePattern(b, cells),
			Units:        r.units,
			Digits:       f.union,
			Eliminations: elims,
			Cages:        cagesIn(b, &sets, n, r, false),
			Innies:       innies.Cells(),
			Sum:          sum - placed,
			Combos:       emptyCombos(f.finals.list(), b, cells),
		}
		if !visit(s) {
			return
		}
	}
}

// emptyCombos takes the digits placed among cells out of each digit set
// of combos: what the virtual cage's empty cells can hold.
func emptyCombos(combos []Digits, b *Board, cells []solver.Cell) []Digits {
	var placed Digits
	for _, c := range cells {
		if d := b.Cells[c]; d != 0 {
			placed |= 1 << d
		}
	}
	if placed == 0 {
		return combos
	}
	var out []Digits
	for _, m := range combos {
		out = appendSet(out, m&^placed)
	}
	return out
}
