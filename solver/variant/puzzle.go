package variant

import (
	"fmt"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Puzzle is a Sudoku with extra rules on top of the classic ones: the
// givens of a classic grid plus the rules of its variant (Killer cages,
// the diagonals of Sudoku X, the windows of Windoku, anti-knight,
// anti-king, in any combination). The zero Rules are a classic Sudoku.
//
// A Puzzle is a plain value; [Puzzle.Validate] says whether it makes sense.
// The cages of a puzzle read by [Parse] are in the order of their first cell
// and each cage's cells are in row-major order; [Puzzle.Normalize] puts any
// puzzle in that order.
type Puzzle struct {
	// Givens are the digits printed in the grid, 0 for an empty cell.
	Givens solver.Grid
	// Rules are the variant's rules. Their Cages are the Killer cages:
	// cells whose digits differ and, when the cage has a sum, add up to
	// it. A cell is in at most one cage; cells may be in none.
	geometry.Rules
}

// Cage is one Killer cage: up to nine cells whose digits are all different
// and add up to Sum. A Sum of 0 means the cage has no sum and its digits
// only differ. The cells need not touch each other.
type Cage = geometry.Cage

// Normalize sorts each cage's cells and the cages by their first cell, so
// that two puzzles with the same cages compare equal with [Puzzle.Equal],
// and numbers jigsaw regions in the order of their first cells (the
// boxes' layout becoming nil; see [geometry.Regions.Normalize]). Cages of
// one cell without a sum say nothing and are removed.
func (p *Puzzle) Normalize() {
	p.Regions = p.Regions.Normalize()
	cages := p.Cages[:0]
	for _, c := range p.Cages {
		if len(c.Cells) == 1 && c.Sum == 0 {
			continue
		}
		slices.Sort(c.Cells)
		cages = append(cages, c)
	}
	slices.SortFunc(cages, func(a, b Cage) int { return int(a.Anchor()) - int(b.Anchor()) })
	p.Cages = cages
}

// Equal reports whether two puzzles have the same givens, the same rules
// and the same cages in the same order.
func (p Puzzle) Equal(q Puzzle) bool {
	return p.Givens == q.Givens && p.Flags == q.Flags && p.Regions.Equal(q.Regions) && slices.EqualFunc(p.Cages, q.Cages, func(a, b Cage) bool {
		return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells)
	})
}

// Clone returns a copy of p that shares no memory with it.
func (p Puzzle) Clone() Puzzle {
	q := p
	q.Regions = slices.Clone(p.Regions)
	q.Cages = make([]Cage, len(p.Cages))
	for i, c := range p.Cages {
		q.Cages[i] = Cage{Cells: slices.Clone(c.Cells), Sum: c.Sum}
	}
	return q
}

// minSum and maxSum are the least and the greatest total of n different
// digits.
func minSum(n int) int { return n * (n + 1) / 2 }
func maxSum(n int) int { return n * (19 - n) / 2 }

// Validate reports the first thing that makes p impossible on its face:
// jigsaw regions that are no layout (see [geometry.Regions.Validate]), a
// cell off the grid, a given that is not a digit or that repeats in a row,
// column, box or region, a cage that is empty, holds a cell twice, has more than
// nine cells or a sum its size cannot reach, a cell in two cages, cages
// that cover the whole grid with sums not totalling 405, or givens that
// break their cage (a digit twice, a sum passed, a full cage with the wrong
// total). Each message names the cell or the cage ("the cage at r1c1").
// Validate does not search: a valid puzzle may still have no solution.
func (p Puzzle) Validate() error {
	if err := p.Regions.Validate(); err != nil {
		return err
	}
	for i, v := range p.Givens {
		if v > 9 {
			return fmt.Errorf("%v holds %d, not a digit", solver.Cell(i), v)
		}
	}
	if givensClash(housesFor(p.Flags, p.Regions), &p.Givens) {
		if p.Regions == nil {
			if err := p.Givens.Conflict(); err != nil {
				return err // a row, column or box, which it names
			}
		}
		return rulesClash(p.Rules, &p.Givens)
	}
	if p.HasMoves() {
		if err := rulesClash(p.Rules, &p.Givens); err != nil {
			return err
		}
	}
	var owner [81]int // 1 + index of the cage holding the cell
	covered, total, allSums := 0, 0, true
	for ci, c := range p.Cages {
		n := len(c.Cells)
		if n == 0 {
			return fmt.Errorf("cage %d has no cells", ci+1)
		}
		for _, cell := range c.Cells {
			if cell < 0 || cell >= 81 {
				return fmt.Errorf("cage %d has cell %d, off the grid", ci+1, int(cell))
			}
		}
		at := c.Anchor()
		if n > 9 {
			return fmt.Errorf("cage at %v has %d cells; a cage holds at most 9", at, n)
		}
		for _, cell := range c.Cells {
			if o := owner[cell]; o != 0 {
				if o == ci+1 {
					return fmt.Errorf("cage at %v lists %v twice", at, cell)
				}
				return fmt.Errorf("%v is in two cages (at %v and at %v)", cell, p.Cages[o-1].Anchor(), at)
			}
			owner[cell] = ci + 1
		}
		switch {
		case c.Sum < 0:
			return fmt.Errorf("cage at %v has sum %d, below 0", at, c.Sum)
		case c.Sum > 0 && c.Sum > maxSum(n):
			return fmt.Errorf("cage at %v (%d cells, sum %d): %d different digits add up to at most %d", at, n, c.Sum, n, maxSum(n))
		case c.Sum > 0 && c.Sum < minSum(n):
			return fmt.Errorf("cage at %v (%d cells, sum %d): %d different digits add up to at least %d", at, n, c.Sum, n, minSum(n))
		}
		if err := checkGivens(c, &p.Givens); err != nil {
			return err
		}
		covered += n
		total += c.Sum
		allSums = allSums && c.Sum > 0
	}
	if covered == 81 && allSums && total != 405 {
		return fmt.Errorf("the cages cover the grid and their sums total %d, not 405", total)
	}
	return nil
}

// checkGivens reports a given that breaks the cage: a digit twice, a total
// past the sum, or a full cage whose digits do not make the sum.
func checkGivens(c Cage, g *solver.Grid) error {
	var seen [10]solver.Cell
	sum, filled := 0, 0
	for _, cell := range c.Cells {
		v := g[cell]
		if v == 0 {
			continue
		}
		if seen[v] != 0 {
			return fmt.Errorf("%v and %v both hold %d in the cage at %v", seen[v]-1, cell, v, c.Anchor())
		}
		seen[v] = cell + 1
		sum += int(v)
		filled++
	}
	switch {
	case c.Sum == 0 || filled == 0:
	case filled == len(c.Cells) && sum != c.Sum:
		return fmt.Errorf("the cage at %v is full and adds up to %d, not %d", c.Anchor(), sum, c.Sum)
	case sum+minSum(len(c.Cells)-filled) > c.Sum:
		return fmt.Errorf("the givens in the cage at %v add up to %d, too much for its sum %d", c.Anchor(), sum, c.Sum)
	}
	return nil
}

// givensClash reports whether a digit repeats in a house of g, without
// allocating (the solver validates every puzzle it gets).
func givensClash(t *houses, g *solver.Grid) bool {
	for h := range t.n {
		var seen uint16
		for _, c := range t.cells[h] {
			if v := g[c]; v != 0 {
				if seen&(1<<v) != 0 {
					return true
				}
				seen |= 1 << v
			}
		}
	}
	return false
}

// rulesClash names two givens with the same digit that the rules beyond
// the classic ones keep apart: on a diagonal, in a window or a jigsaw
// region, a knight's or a king's move apart. The cages are not looked at.
func rulesClash(r geometry.Rules, g *solver.Grid) error {
	if r.Flags == (geometry.Flags{}) && r.Regions.IsBoxes() {
		return nil
	}
	geo := geometry.Layout(r.Flags, r.Regions)
	for a := solver.Cell(0); a < 81; a++ {
		if g[a] == 0 {
			continue
		}
		for b := range geo.Peers(a).All() {
			if b <= a || g[b] != g[a] {
				continue
			}
			why := "a knight's move apart"
			switch rel, i := geo.Between(a, b); rel {
			case geometry.King:
				why = "a king's move apart"
			case geometry.SameHouse:
				why = houseWords(geo.Houses()[i])
			}
			return fmt.Errorf("%v and %v both hold %d, %s", a, b, g[a], why)
		}
	}
	return nil
}

// houseWords names a house in an error message: "on the ↘ diagonal",
// "in window 2", "in the region at r1c4".
func houseWords(h geometry.House) string {
	switch {
	case h.Kind == geometry.Diagonal && h.Index == 0:
		return "on the ↘ diagonal"
	case h.Kind == geometry.Diagonal:
		return "on the ↗ diagonal"
	case h.Kind == geometry.Region:
		return "in the region at " + h.Cells[0].String()
	}
	return fmt.Sprintf("in %v %d", h.Kind, h.Index+1)
}

// CulpritCages names the cages of a valid puzzle with no solution that
// are at fault: the cages whose sum alone, dropped, lets the givens and
// the other cages be kept (the indices into p.Cages, in order). A puzzle
// that has a solution, or none for any one sum dropped (its givens
// clash with the cages' digits, or two sums are wrong), gives none.
func (p Puzzle) CulpritCages() []int {
	if p.Validate() != nil || Count(p, 1) > 0 {
		return nil
	}
	var out []int
	for k := range p.Cages {
		if p.Cages[k].Sum == 0 {
			continue
		}
		q := p.Clone()
		q.Cages[k].Sum = 0
		if Count(q, 1) > 0 {
			out = append(out, k)
		}
	}
	return out
}
