package logic

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// The single-digit patterns here join two strong links of one digit d (two
// houses where d has exactly two places, a conjugate pair) by a weak link
// between one end of each: the two ends see each other, so at most one
// holds d, and one of the two free ends must hold it. Every cell that sees
// both free ends loses d. They use the masks of fish.go: fishDigits,
// fishBase and fishCell.

// findSkyscraper finds two parallel lines where d has two places each,
// with one end of each in a common cross line and the other two ends in
// different cross lines (both in the same one would be an X-Wing).
func findSkyscraper(b *Board, visit func(*Step) bool) {
	all := fishDigits(b)
	for d := uint8(1); d <= 9; d++ {
		fd := &all[d]
		for o := 0; o < 2; o++ {
			lines := &fd.lines[o]
			for i := 0; i < 9; i++ {
				if bits.OnesCount16(lines[i]) != 2 {
					continue
				}
				for j := i + 1; j < 9; j++ {
					common := lines[i] & lines[j]
					if bits.OnesCount16(lines[j]) != 2 || bits.OnesCount16(common) != 1 {
						continue
					}
					at := bits.TrailingZeros16(common)
					free1 := fishCell(o, i, bits.TrailingZeros16(lines[i]&^common))
					free2 := fishCell(o, j, bits.TrailingZeros16(lines[j]&^common))
					near1, near2 := fishCell(o, i, at), fishCell(o, j, at)
					// A joined end that shares a box with the other
					// link's free end sees both free ends; it cannot hold
					// d, but that is a locked candidate, not this pattern.
					elim := b.Peers(free1).And(b.Peers(free2)).And(fd.cells).AndNot(CellsOf(near1, near2))
					if elim.Empty() {
						continue
					}
					if !visit(&Step{
						Technique:    Skyscraper,
						Pattern:      []Candidate{{free1, d}, {near1, d}, {near2, d}, {free2, d}},
						Units:        []Unit{fishBase(o, i), fishBase(o, j)},
						Digits:       DigitSet(d),
						Eliminations: eliminations(b, elim, d),
					}) {
						return
					}
				}
			}
		}
	}
}

// findTwoStringKite finds a row and a column where d has two places each,
// with one end of each in a common box (on a jigsaw board, region; two
// different cells) and the other ends outside it. Two kites on one digit through one box make a dual
// kite, listed after them as one step with both kites' eliminations.
func findTwoStringKite(b *Board, visit func(*Step) bool) {
	all := fishDigits(b)
	for d := uint8(1); d <= 9; d++ {
		fd := &all[d]
		var kites []*Step
		for r := 0; r < 9; r++ {
			rowMask := fd.lines[0][r]
			if bits.OnesCount16(rowMask) != 2 {
				continue
			}
			for c := 0; c < 9; c++ {
				colMask := fd.lines[1][c]
				if bits.OnesCount16(colMask) != 2 {
					continue
				}
				for _, s := range kiteSteps(b, fd, d, r, rowMask, c, colMask) {
					if !visit(s) {
						return
					}
					kites = append(kites, s)
				}
			}
		}
		for i, k := range kites {
			for _, l := range kites[i+1:] {
				if b.blockOf(k.Pattern[1].Cell) == b.blockOf(l.Pattern[1].Cell) && !visit(dualKite(b, k, l)) {
					return
				}
			}
		}
	}
}

// dualKite joins two kites through one box into one step.
func dualKite(b *Board, k, l *Step) *Step {
	var elim CellSet
	for _, e := range append(slices.Clone(k.Eliminations), l.Eliminations...) {
		elim.Add(e.Cell)
	}
	d := k.Digits.First()
	return &Step{
		Technique:    TwoStringKite,
		Pattern:      append(slices.Clone(k.Pattern), l.Pattern...),
		Units:        append(slices.Clone(k.Units), l.Units...),
		Digits:       k.Digits,
		Eliminations: eliminations(b, elim, d),
		Variant:      "dual",
	}
}

// kiteSteps tries the row pair of row r and the column pair of column c, as
// masks of their columns and rows, both ways round, and returns the kites
// that eliminate anything.
func kiteSteps(b *Board, fd *fishDigit, d uint8, r int, rowMask uint16, c int, colMask uint16) []*Step {
	var out []*Step
	for x := rowMask; x != 0; x &= x - 1 {
		near1 := solver.CellAt(r, bits.TrailingZeros16(x))
		free1 := solver.CellAt(r, bits.TrailingZeros16(rowMask&^(x&-x)))
		for y := colMask; y != 0; y &= y - 1 {
			near2 := solver.CellAt(bits.TrailingZeros16(y), c)
			free2 := solver.CellAt(bits.TrailingZeros16(colMask&^(y&-y)), c)
			box := b.blockOf(near1)
			if near1 == near2 || b.blockOf(near2) != box || b.blockOf(free1) == box || b.blockOf(free2) == box {
				continue
			}
			elim := b.Peers(free1).And(b.Peers(free2)).And(fd.cells)
			if elim.Empty() {
				continue
			}
			out = append(out, &Step{
				Technique:    TwoStringKite,
				Pattern:      []Candidate{{free1, d}, {near1, d}, {near2, d}, {free2, d}},
				Units:        []Unit{Row(r), Col(c)},
				Digits:       DigitSet(d),
				Eliminations: eliminations(b, elim, d),
			})
		}
	}
	return out
}
