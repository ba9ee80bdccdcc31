package logic

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
)

// Candidate is one pencil mark: digit Digit in cell Cell.
type Candidate struct {
	Cell  solver.Cell
	Digit uint8
}

// String writes the candidate as "r1c2=5".
func (c Candidate) String() string { return fmt.Sprintf("%s=%d", c.Cell, c.Digit) }

// Step is one deduction: what the technique found and what follows from it.
type Step struct {
	Technique Technique
	// Pattern holds the candidates the deduction stands on, in the order
	// the technique reads them (a chain's candidates from one end to the
	// other), for a user interface to highlight.
	Pattern []Candidate
	// Units holds the houses the pattern lives in, when it has any: the
	// house of a single, the base and cover sets of a fish.
	Units []Unit
	// Digits holds the digits the pattern is about.
	Digits Digits
	// Placements and Eliminations are what the step proves: digits to
	// place, and candidates to remove.
	Placements   []Candidate
	Eliminations []Candidate
	// Variant names a technique's form where it has several, as
	// "pointing" and "claiming" for locked candidates; it is a message
	// key suffix, not for display.
	Variant string
}

// Progress reports whether the step places or eliminates anything.
func (s *Step) Progress() bool { return len(s.Placements)+len(s.Eliminations) > 0 }

// PatternCells returns the distinct cells of the pattern, in order.
func (s *Step) PatternCells() []solver.Cell {
	var seen CellSet
	var out []solver.Cell
	for _, p := range s.Pattern {
		if !seen.Has(p.Cell) {
			seen.Add(p.Cell)
			out = append(out, p.Cell)
		}
	}
	return out
}

// eliminations lists the candidate d in every cell of cells that still has
// it on b.
func eliminations(b *Board, cells CellSet, d uint8) []Candidate {
	var out []Candidate
	for _, c := range cells.Cells() {
		if b.Cands[c].Has(d) {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}

// candidatesIn lists the candidates of ds in the given cells on b.
func candidatesIn(b *Board, cells []solver.Cell, ds Digits) []Candidate {
	var out []Candidate
	for _, c := range cells {
		for _, d := range (b.Cands[c] & ds).List() {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}
