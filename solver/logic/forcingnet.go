package logic

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// fcWhy is why a deduction of a forcing chain holds.
type fcWhy uint8

const (
	fcAssumed      fcWhy = iota // the assumption itself
	fcNakedSingle               // the cell's last candidate
	fcHiddenSingle              // the last place for the digit in a house
	fcPeer                      // a peer holds the digit
	fcOwnCell                   // the cell holds another digit
	fcLocked                    // the digit's places in a house all lie in another house
	fcNested                    // a forcing chain of its own removes the candidate
)

// fcEvent is one deduction of a propagation: a digit placed, or a
// candidate removed, and why.
type fcEvent struct {
	cell, digit uint8
	place       bool
	why         fcWhy
	// unit is the house of a hidden single, or the house whose places
	// for the digit are locked; to is the house they lock it out of.
	unit, to Unit
	// src is the placement behind a peer or own-cell elimination, or the
	// size of the chain behind a nested one.
	src int32
}

// fcLog records the deductions of a propagation so that the net behind
// a contradiction can be traced back to the assumption.
type fcLog struct {
	start  [81]Digits // the candidates when the log began
	events []fcEvent
	seen   []bool // trace's marks
	stack  []int  // trace's work
	net    []int  // trace's result, reused: a net lives until the next trace
	// elimAt holds, for every candidate removed, one more than the index
	// of its event; zero for candidates still there.
	elimAt [81][10]int32
	// shape is the board's houses, whose cells the events' units are.
	shape *shape
}

// begin starts an empty log over the position s.
func (l *fcLog) begin(s *fcState) {
	l.start, l.shape = s.cands, s.shape
	l.events = l.events[:0]
	l.elimAt = [81][10]int32{}
}

// place records a placement and returns its index.
func (l *fcLog) place(q fcQueued) int32 {
	l.events = append(l.events, fcEvent{cell: q.cell, digit: q.digit, place: true, why: q.why, unit: q.unit})
	return int32(len(l.events) - 1)
}

// eliminate records a removed candidate.
func (l *fcLog) eliminate(e fcEvent) {
	l.events = append(l.events, e)
	l.elimAt[e.cell][e.digit] = int32(len(l.events))
}

// removed calls visit with the event that removed candidate d from c, if
// one did.
func (l *fcLog) removed(c, d uint8, visit func(int)) {
	if i := l.elimAt[c][d]; i > 0 {
		visit(int(i - 1))
	}
}

// removedIn calls visit with the events that removed d from the cells
// of set that had it when the log began.
func (l *fcLog) removedIn(set CellSet, d uint8, visit func(int)) {
	for w := 0; w < 2; w++ {
		for x := set[w]; x != 0; x &= x - 1 {
			c := uint8(w*64 + bits.TrailingZeros64(x))
			if l.start[c].Has(d) {
				l.removed(c, d, visit)
			}
		}
	}
}

// premises calls visit with the events event i stands on.
func (l *fcLog) premises(i int, visit func(int)) {
	e := &l.events[i]
	switch e.why {
	case fcPeer, fcOwnCell:
		visit(int(e.src))
	case fcNakedSingle:
		for ds := l.start[e.cell] &^ (1 << e.digit); ds != 0; ds &= ds - 1 {
			l.removed(e.cell, ds.First(), visit)
		}
	case fcHiddenSingle:
		others := l.shape.sets[e.unit]
		others.Remove(solver.Cell(e.cell))
		l.removedIn(others, e.digit, visit)
	case fcLocked:
		l.removedIn(l.shape.sets[e.unit].AndNot(l.shape.sets[e.to]), e.digit, visit)
	}
}

// fcNet is the part of a propagation a contradiction stands on.
type fcNet struct {
	events []int // the deductions, in the order they were made
	// size counts them, and the deductions of the nested chains among
	// them; it is the net's length on the rating scale.
	size     int
	locked   bool // some deduction is a locked candidate
	oneDigit bool // every deduction is about the assumed digit
}

// trace returns the net behind p's contradiction: every deduction the
// contradiction needs, back to the assumption.
func (l *fcLog) trace(p *fcProp) fcNet {
	seen := slices.Grow(l.seen[:0], len(l.events))[:len(l.events)]
	clear(seen)
	stack := l.stack[:0]
	visit := func(i int) {
		if i >= 0 && i < len(seen) && !seen[i] {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	defer func() { l.seen, l.stack = seen, stack }()
	if p.badCell >= 0 {
		c := uint8(p.badCell)
		for ds := l.start[c]; ds != 0; ds &= ds - 1 {
			l.removed(c, ds.First(), visit)
		}
	} else {
		l.removedIn(l.shape.sets[p.badUnit], p.badDigit, visit)
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		l.premises(i, visit)
	}
	n := fcNet{oneDigit: p.badCell < 0, events: l.net[:0]}
	defer func() { l.net = n.events }()
	digit := uint8(0)
	for i, in := range seen {
		if !in {
			continue
		}
		e := &l.events[i]
		n.events = append(n.events, i)
		n.size++
		switch e.why {
		case fcAssumed:
			digit = e.digit
		case fcLocked:
			n.locked = true
		case fcNested:
			n.size += int(e.src)
		}
	}
	for _, i := range n.events {
		if l.events[i].digit != digit {
			n.oneDigit = false
		}
	}
	return n
}

// Bases of forcing chains on the rating scale, as Sudoku Explainer has
// them: a contradiction in one digit (Nishio), one through singles, one
// that also needs locked candidates, and one with forcing chains nested
// inside it.
const (
	fcNishioBase  = 7.5
	fcDynamicBase = 8.5
	fcLockedBase  = 9.0
	fcNestedBase  = 10.0
)

// difficulty rates the net: its kind's base and a bonus for its size.
func (n fcNet) difficulty(nested bool) float64 {
	base := fcDynamicBase
	switch {
	case nested:
		base = fcNestedBase
	case n.locked:
		base = fcLockedBase
	case n.oneDigit:
		base = fcNishioBase
	}
	return base + lengthBonus(n.size)
}

// linkCount counts the links links(n) returns, without making them.
func (l *fcLog) linkCount(n fcNet) int {
	count := 0
	var groups [numUnits][numUnits]Digits
	for _, i := range n.events {
		e := &l.events[i]
		switch e.why {
		case fcAssumed, fcNested:
			continue
		case fcLocked:
			count++
			if g := &groups[e.unit][e.to]; !g.Has(e.digit) {
				*g |= DigitSet(e.digit)
				l.premises(i, func(int) { count++ })
			}
			continue
		}
		l.premises(i, func(int) { count++ })
	}
	return count
}

// links returns the net's inferences in order: from each deduction's
// premises to it, strong into a placement, weak into a removal; a locked
// candidate goes through the group its digit is locked into.
func (l *fcLog) links(n fcNet) []Link {
	node := func(e *fcEvent) ChainNode {
		return ChainNode{Digit: e.digit, Cells: []solver.Cell{solver.Cell(e.cell)}}
	}
	var out []Link
	groups := map[[3]uint8]bool{}
	for _, i := range n.events {
		e := &l.events[i]
		to := node(e)
		switch e.why {
		case fcAssumed, fcNested:
			continue
		case fcLocked:
			in := l.shape.sets[e.unit].And(l.shape.sets[e.to])
			var cells []solver.Cell
			for _, c := range in.Cells() {
				if at := l.elimAt[c][e.digit]; l.start[c].Has(e.digit) && (at == 0 || int(at-1) > i) {
					cells = append(cells, c)
				}
			}
			group := ChainNode{Digit: e.digit, Cells: cells}
			if key := [3]uint8{uint8(e.unit), uint8(e.to), e.digit}; !groups[key] {
				groups[key] = true
				l.premises(i, func(j int) {
					out = append(out, Link{From: node(&l.events[j]), To: group, Strong: true})
				})
			}
			out = append(out, Link{From: group, To: to})
			continue
		}
		l.premises(i, func(j int) {
			out = append(out, Link{From: node(&l.events[j]), To: to, Strong: e.place})
		})
	}
	return out
}
