package logic

import (
	"fmt"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
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
	// house of a single, the base and cover sets of a fish; the houses a
	// Killer step's rule of 45 adds up (for house-combination's "virtual"
	// form, the house, then those houses).
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
	// Sets holds the cells of each almost locked set of an ALS step, in
	// the order of its Units (one house per set), so that the words and
	// a user interface can tell the sets apart; for a cage contradiction
	// left with a cell without candidates, that cell; for a cage blocker,
	// the cells of each of its Cages, in their order; nil for other
	// steps.
	Sets [][]solver.Cell
	// Links holds a chain's inferences in order, from one end to the
	// other (for a loop, back to its start), for a user interface to draw
	// and for the hint's text; for a kraken fish, its chains one after
	// the other, each from a fin (or a cover line's base cell) on to the
	// eliminated candidate off (a link that does not start where the one
	// before it ends starts the next chain); nil for steps that are not
	// chains.
	Links []Link
	// Witnesses holds a single's reason: for a hidden single, the placed
	// digits that rule out the house's other empty cells (the fewest that
	// cover every cell a placed digit rules out, each with the cells it
	// sees there); for a naked single, one cell for each other digit the
	// cell sees. A digit no witness of a naked single accounts for has
	// left the cell's notes by an earlier step; the other cells of a
	// hidden single's house that no placed digit rules out are in the
	// Rules of a last witness with Digit 0 (its Cell the single's own).
	// Nil for other steps.
	Witnesses []Witness
	// Cages holds the Killer cages the step reads, as indices into the
	// board's Cages, for a user interface to outline: the cage whose
	// combinations a cage step reads; for the rule of 45, the cages whose
	// sums it adds (those wholly inside the Units, and for outies those
	// that reach into them); for a cage subset, its cages in the house;
	// for a cage blocker, the cages its supposition narrows, then the
	// cage it leaves without a combination.
	// Nil for classic steps.
	Cages []int
	// Innies and Outies hold the cells a rule-of-45 step deduces a sum
	// for: the cells of its Units outside the whole cages (innies), or
	// the cells of the cages that reach into the Units lying outside them
	// (outies); a cage-house step's cells are Innies. Nil otherwise.
	Innies, Outies []solver.Cell
	// Sum is what the cells of a Killer step add up to: the sum of a
	// cage step's cage (for a cage contradiction or a cage blocker, of
	// the cage left without a filling), the sum a rule-of-45, cage-house or
	// house-combination step deduces for its Innies or Outies (a virtual
	// cage when there are two or more), or, when it has both, the
	// innies' sum less the outies'; 0 for classic steps.
	Sum int
	// Combos holds the digit sets the Killer step's cage or virtual cage
	// can still be filled with (after its eliminations), as players list
	// them: {1,9} before {2,8}. For two cells that do not see each other
	// a set of one digit means the digit twice. Nil for classic steps and
	// where the step reads no one group's combinations.
	Combos []Digits
	// Difficulty is the step's own rating on the score scale when it
	// differs from its technique's Weight, as for chains rated by their
	// length; zero means the technique's Weight.
	Difficulty float64
	// inner holds the nested chains of a nested forcing chain's net, for
	// its words.
	inner []innerChain
	// geo is the geometry of the board the step was found on (nil: the
	// classic one): for a single's reason to name the diagonal, window or
	// move that rules a cell out, and for the words to name a jigsaw
	// region by its first cell.
	geo *geometry.Geometry
}

// on notes that s was found on board b (see Step.geo) and returns it; nil
// stays nil.
func (s *Step) on(b *Board) *Step {
	if s != nil && s.geo == nil && b.shape != nil {
		s.geo = b.shape.geo
	}
	return s
}

// geometry returns the geometry of the step's board.
func (s *Step) geometry() *geometry.Geometry {
	if s.geo == nil {
		return geometry.Classic()
	}
	return s.geo
}

// unitLabel returns what names unit u in words on geometry geo (nil: the
// classic one): its number from 1, or a jigsaw region's first cell.
func unitLabel(u Unit, geo *geometry.Geometry) string {
	if u >= firstRegion && geo != nil && geo.Regions() != nil {
		return geo.Houses()[18+u.Index()].Label()
	}
	return strconv.Itoa(u.Index() + 1)
}

// innerChain is a forcing chain nested in another's net: its assumption,
// its links, its contradiction, and where the outer words tell it.
type innerChain struct {
	assumed Candidate
	links   []Link
	// badCell is the cell left without a candidate, or -1; then badDigit
	// has no place left in badUnit.
	badCell  int
	badUnit  Unit
	badDigit uint8
	// at is how many of the outer chain's links come before it.
	at int
}

// Weight returns the step's difficulty on the scale of puzzle scores.
func (s *Step) Weight() float64 {
	if s.Difficulty > 0 {
		return s.Difficulty
	}
	return s.Technique.Weight()
}

// ChainNode is one node of a chain: digit Digit in one cell, or in one of
// a group of cells of a box that share a row or column, or in one of the
// cells of an almost locked set that hold it.
type ChainNode struct {
	Digit uint8
	Cells []solver.Cell
	// Set holds the cells of the almost locked set the node belongs to,
	// nil for other nodes.
	Set []solver.Cell
}

// Link is one inference of a chain. A strong link says that if From is
// off, To is on; a weak link, that if From is on, To is off.
type Link struct {
	From, To ChainNode
	Strong   bool
}

// lengthBonus is Sudoku Explainer's increment for a chain of n links:
// a tenth for every threshold of 4, 6, 8, 12, 16, 24, 32, ... that n
// exceeds, so that doubling a chain's length adds 0.2.
func lengthBonus(n int) float64 {
	bonus := 0.0
	for limit, odd := 4, false; n > limit; odd = !odd {
		bonus += 0.1
		if odd {
			limit = limit * 4 / 3
		} else {
			limit = limit * 3 / 2
		}
	}
	return bonus
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

// Houses splits the step's Units into the houses its pattern is read in
// (base) and the houses that lose candidates because of it (cover), for
// a user interface that draws them apart. A fish's base is its first
// size-many Units and the rest its cover (more than size for a Siamese
// fish; half and half for a kraken fish); locked candidates read the first house and clear the second.
// Every other step's Units are all base: the houses its pattern lives
// in.
func (s *Step) Houses() (base, cover []Unit) {
	n := fishSize(s.Technique)
	if s.Technique == KrakenFish {
		n = len(s.Units) / 2 // its base lines, then as many cover lines
	}
	if n > 0 && len(s.Units) > n {
		return s.Units[:n:n], s.Units[n:]
	}
	if s.Technique == LockedCandidates && len(s.Units) == 2 {
		return s.Units[:1:1], s.Units[1:]
	}
	return s.Units, nil
}

// fishSize is the number of base houses of a fish technique, 0 for any
// other.
func fishSize(t Technique) int {
	switch t {
	case XWing, FinnedXWing, FrankenXWing, MutantXWing:
		return 2
	case Swordfish, FinnedSwordfish, FrankenSwordfish, MutantSwordfish:
		return 3
	case Jellyfish, FinnedJellyfish, FrankenJellyfish, MutantJellyfish:
		return 4
	}
	return 0
}
