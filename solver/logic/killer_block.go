package logic

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
)

// Cage blockers: a candidate that, were it the cell's digit, would take
// from the cages around it the digits they need. Players read it off the
// cages a cell sees: "r3c3 cannot be 6: the 14-cage at r1c1 would be
// {5,9}, and then the 22-cage at r5c4 has no combination left." The
// supposition is followed through cage combinations only, no singles:
// each cage the removed candidates reach is read again, its cells keep
// the digits of its combinations that still fit, and a digit all of
// them use leaves the cells that see every place of it. When a cage is
// left without a combination within blockRounds readings, or a house
// without a place for a digit, the candidate is gone.

// blockRounds bounds the rounds of cage readings a blocker follows: one
// round is a cage the cell's digit blocks at once, two a cage the first
// cages' narrowed combinations then block, and so on. Of the 300
// everyday Killers, four rounds leave 8 to forcing chains (44 before
// cage blockers; three rounds leave 18, eight 7 or fewer); each round
// more costs a tenth in the step's difficulty.
const blockRounds = 4

// blockResult is what following a supposition through cages found: the
// cages that narrowed on the way, in order, and the one left without a
// filling (-1 when none is).
type blockResult struct {
	via     []int
	blocked int
	round   int // the round of readings that found it blocked, from 0
	// house: a house is left without a place for digit instead
	house bool
	unit  Unit
	digit uint8
}

// blockCage follows candidate (c, d) of b through the cages, for up to
// rounds rounds of readings.
func blockCage(b *Board, c solver.Cell, d uint8, rounds int, cageOf *[81][2]int8, memo map[fillKey]*cageFill) blockResult {
	w := *b
	w.Place(c, d)
	res := blockResult{blocked: -1}
	changed := b.Peers(c)
	changed.Add(c)
	var narrowed [81]bool
	for round := 0; round < rounds; round++ {
		// The cages that hold a changed cell, each read once a round.
		var todo [81]bool
		any := false
		for v := 0; v < 2; v++ {
			for m := changed[v]; m != 0; m &= m - 1 {
				for _, k := range cageOf[solver.Cell(v*64)+trailing(m)] {
					if k >= 0 {
						todo[k] = true
						any = true
					}
				}
			}
		}
		if !any {
			break
		}
		var next CellSet
		for k := range w.Cages {
			if k >= len(todo) || !todo[k] || !usable(&w, k) || !empties(&w, w.Cages[k].Cells) {
				continue
			}
			cg := &w.Cages[k]
			f := memoFill(&w, k, memo)
			if !f.ok {
				res.blocked, res.round = k, round
				return res
			}
			if round+1 == rounds {
				continue // the last round only looks for a blocked cage
			}
			narrow := false
			for i, x := range cg.Cells {
				if w.Cells[x] == 0 && w.Cands[x]&^f.allowed[i] != 0 {
					w.Cands[x] &= f.allowed[i]
					next.Add(x)
					narrow = true
				}
			}
			for ds := f.required; ds != 0; ds &= ds - 1 {
				strikeSeenByAll(&w, cg.Cells, uint8(bits.TrailingZeros16(uint16(ds))), func(x solver.Cell) {
					next.Add(x)
					narrow = true
				})
			}
			if narrow && !narrowed[k] {
				narrowed[k] = true
				res.via = append(res.via, k)
			}
		}
		changed = next
		if u, e, ok := noPlace(&w, changed); ok {
			res.blocked, res.round, res.unit, res.digit = -1, round, u, e
			res.house = true
			return res
		}
	}
	return res
}

// noPlace looks in the houses of the changed cells of w for a digit
// that is neither placed nor a candidate anywhere in the house.
func noPlace(w *Board, changed CellSet) (Unit, uint8, bool) {
	var seen [numUnits]bool
	for v := 0; v < 2; v++ {
		for m := changed[v]; m != 0; m &= m - 1 {
			for _, u := range w.UnitsOf(solver.Cell(v*64) + trailing(m)) {
				if seen[u] {
					continue
				}
				seen[u] = true
				var has Digits
				for _, x := range w.UnitCells(u) {
					has |= w.Cands[x] | 1<<w.Cells[x]
				}
				if missing := AllDigits &^ has; missing != 0 {
					return u, missing.First(), true
				}
			}
		}
	}
	return 0, 0, false
}

// fillKey is a cage and its cells' candidates (a placed cell's digit):
// all its fill depends on.
type fillKey struct {
	k     int16
	cands [9]Digits
}

// memoFill returns the fill of usable cage k on w, read once for all the
// suppositions of a board that leave its cells the same candidates.
func memoFill(w *Board, k int, memo map[fillKey]*cageFill) *cageFill {
	cg := &w.Cages[k]
	key := fillKey{k: int16(k)}
	for i, x := range cg.Cells {
		key.cands[i] = cellCands(w, x)
	}
	if f, ok := memo[key]; ok {
		return f
	}
	f := fillOf(w, cg.Cells, cg.Sum)
	memo[key] = &f
	return &f
}

// cageMap returns for each cell the indices of the usable cages that
// hold it (at most two; -1 for none).
func cageMap(b *Board) (m [81][2]int8) {
	for c := range m {
		m[c] = [2]int8{-1, -1}
	}
	for k := range b.Cages {
		if k > 80 || !usable(b, k) {
			continue
		}
		for _, c := range b.Cages[k].Cells {
			if m[c][0] < 0 {
				m[c][0] = int8(k)
			} else if m[c][1] < 0 {
				m[c][1] = int8(k)
			}
		}
	}
	return m
}

// findCageBlocker visits the candidates whose digit would leave a cage
// without a combination, those that block a cage at once first, then
// those that block one through the cages they narrow.
func findCageBlocker(b *Board, visit func(*Step) bool) {
	eachBlocker(b, CageBlocker, 0, blockRounds, visit)
}

// eachBlocker visits the cage blockers of technique t (CageBlocker or
// LongCageBlocker) that rounds rounds of readings find: their difficulty
// is t's weight and a tenth for each round past first.
func eachBlocker(b *Board, t Technique, first, rounds int, visit func(*Step) bool) {
	m := cageMap(b)
	memo := make(map[fillKey]*cageFill)
	for c := solver.Cell(0); c < 81; c++ {
		if b.Cells[c] != 0 {
			continue
		}
		for ds := b.Cands[c]; ds != 0; ds &= ds - 1 {
			d := uint8(bits.TrailingZeros16(uint16(ds)))
			r := blockCage(b, c, d, rounds, &m, memo)
			if !r.house && r.blocked < 0 {
				continue
			}
			if r.house {
				s := &Step{
					Technique:    t,
					Pattern:      []Candidate{{c, d}},
					Digits:       1 << r.digit,
					Eliminations: []Candidate{{c, d}},
					Cages:        r.via,
					Units:        []Unit{r.unit},
					Variant:      "house",
					Difficulty:   t.Weight() + 0.1*float64(max(r.round-first, 0)),
				}
				for _, k := range s.Cages {
					s.Sets = append(s.Sets, b.Cages[k].Cells)
				}
				if !visit(s) {
					return
				}
				continue
			}
			if r.blocked < 0 {
				continue
			}
			cg := &b.Cages[r.blocked]
			s := &Step{
				Technique:    t,
				Pattern:      append([]Candidate{{c, d}}, cagePattern(b, cg.Cells)...),
				Digits:       1 << d,
				Eliminations: []Candidate{{c, d}},
				Cages:        append(r.via, r.blocked),
				Sum:          cg.Sum,
			}
			for _, k := range s.Cages {
				s.Sets = append(s.Sets, b.Cages[k].Cells)
			}
			if len(r.via) > 0 {
				s.Variant = "via"
				// A tenth more for each round of narrowing it follows.
				s.Difficulty = t.Weight() + 0.1*float64(max(r.round-first, 0))
			}
			if !visit(s) {
				return
			}
		}
	}
}
