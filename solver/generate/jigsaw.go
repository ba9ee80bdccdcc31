package generate

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Jigsaw layouts are made, not picked from a list. A layout starts as the
// boxes and takes layoutSwaps random swaps along region borders: a cell
// of region A beside region B goes to B, and a cell of B beside A comes
// back, so that both keep nine cells; a swap that would cut A or B in two
// is undone. With a symmetry the swap is made at the cells' images too,
// between the images' regions, and kept only when the layout still maps
// onto itself, so that the givens' symmetry is the layout's as well (the
// boxes keep every Symmetry: a turn half round, the mirror and the
// diagonal all map boxes to boxes). A region whose rows or columns would
// spread over more than maxSpan lines is refused, which keeps out long
// snakes without keeping the shapes near the boxes.
//
// A layout may have no filling at all. Few of these do (about one in
// two hundred, under jigsaw-x rules one in forty; see BenchmarkJigsawLayout
// and the noFilling count), as the swaps keep every region spread over
// a few rows and columns. The search for a filling fixes the first row to
// a random order of the digits (every filling is a relabelling of one
// with the first row 1-9, so nothing is lost) and gives up past
// fillNodes branchings: a layout the search cannot settle in that many is
// dropped and another made, which is cheaper than proving it empty. The
// variant engine's law of leftovers (see package variant) settles most
// layouts with no filling in a few hundred branchings.

// layoutSwaps is how many swaps a layout takes from the boxes.
const layoutSwaps = 400

// maxSpan is the most rows, or columns, one region may reach over.
const maxSpan = 7

// fillNodes bounds the branchings of the search for a layout's filling.
const fillNodes = 2000

// jigsawLayout returns a random layout of nine connected regions that
// keeps the symmetry sym (None: any layout), normalized.
func (g *Generator) jigsawLayout(sym Symmetry) geometry.Regions {
	r := geometry.BoxRegions()
	var back [81]uint8
	// image maps each region to the region its cells' images lie in.
	var image [9]uint8
	for k := range image {
		c := boxCells(k)[0]
		image[k] = r[sym.image(c)]
	}
	for done, tries := 0, 0; done < layoutSwaps && tries < 50*layoutSwaps; tries++ {
		a := solver.Cell(g.rng.IntN(81))
		ns := neighbours(a)
		nb := ns[g.rng.IntN(len(ns))]
		from, to := r[a], r[nb]
		if from == to {
			continue
		}
		b, ok := g.borderCell(r, to, from, a)
		if !ok {
			continue
		}
		copy(back[:], r)
		move := func(c solver.Cell, k uint8) {
			r[c] = k
			r[sym.image(c)] = image[k]
		}
		move(a, to)
		move(b, from)
		if !layoutKeeps(r, sym, &image) {
			copy(r, back[:])
			continue
		}
		done++
	}
	return r.Normalize()
}

// borderCell returns a random cell of region k, other than not, beside a
// cell of region other.
func (g *Generator) borderCell(r geometry.Regions, k, other uint8, not solver.Cell) (solver.Cell, bool) {
	var cands [81]solver.Cell
	n := 0
	for c := solver.Cell(0); c < 81; c++ {
		if r[c] != k || c == not {
			continue
		}
		for _, p := range neighbours(c) {
			if r[p] == other && p != not {
				cands[n] = c
				n++
				break
			}
		}
	}
	if n == 0 {
		return 0, false
	}
	return cands[g.rng.IntN(n)], true
}

// layoutKeeps reports whether r is a layout of nine connected regions of
// nine cells, none spread over more than maxSpan rows or columns, that
// the symmetry maps onto itself by image.
func layoutKeeps(r geometry.Regions, sym Symmetry, image *[9]uint8) bool {
	var lo, hi [9][2]int
	var size [9]int
	for k := range lo {
		lo[k] = [2]int{9, 9}
		hi[k] = [2]int{-1, -1}
	}
	for c := solver.Cell(0); c < 81; c++ {
		k := r[c]
		if r[sym.image(c)] != image[k] {
			return false
		}
		size[k]++
		rc := [2]int{c.Row(), c.Col()}
		for i, x := range rc {
			lo[k][i] = min(lo[k][i], x)
			hi[k][i] = max(hi[k][i], x)
		}
	}
	for k := range lo {
		if size[k] != 9 {
			return false
		}
		for i := range 2 {
			if hi[k][i]-lo[k][i]+1 > maxSpan {
				return false
			}
		}
	}
	return connectedRegions(r)
}

// connectedRegions reports whether each region of the valid layout r is
// one piece: Regions.Connected without its allocations, as the swaps
// check it hundreds of times a layout.
func connectedRegions(r geometry.Regions) bool {
	var seen [81]bool
	var stack [81]solver.Cell
	var done [9]bool
	for start := solver.Cell(0); start < 81; start++ {
		k := r[start]
		if done[k] {
			continue
		}
		done[k] = true
		seen[start] = true
		stack[0] = start
		top, n := 1, 0
		for top > 0 {
			top--
			c := stack[top]
			n++
			for _, p := range neighbours(c) {
				if r[p] == k && !seen[p] {
					seen[p] = true
					stack[top] = p
					top++
				}
			}
		}
		if n != 9 {
			return false
		}
	}
	return true
}

// jigsawSolution returns a random filling of the layout r under the flags
// f, or false when the search finds none within fillNodes branchings (the
// layout has none, or it is too hard to tell). The first row is a random
// order of the digits; the filling is then mixed as variantSolution mixes
// its grids, keeping keptCells digits and completing them again.
func (g *Generator) jigsawSolution(f geometry.Flags, r geometry.Regions) (solver.Grid, bool) {
	p := variant.Puzzle{Rules: geometry.Rules{Flags: f, Regions: r}}
	for i, d := range g.rng.Perm(9) {
		p.Givens[i] = uint8(d + 1)
	}
	grid, n, _ := g.vs.SolveWithin(p, 1, fillNodes)
	if n != 1 {
		return grid, false
	}
	for range mixRounds {
		p.Givens = solver.Grid{}
		for _, c := range g.rng.Perm(81)[:keptCells] {
			p.Givens[c] = grid[c]
		}
		sol, n, _ := g.vs.SolveWithin(p, 1, fillNodes)
		if n == 1 {
			grid = sol
		}
	}
	var label [10]uint8
	for i, d := range g.rng.Perm(9) {
		label[i+1] = uint8(d + 1)
	}
	for c := range grid {
		grid[c] = label[grid[c]]
	}
	return grid, true
}

// maxLayouts bounds the layouts jigsawRules tries, so that rules no
// layout keeps (flags too tight) do not hold it forever.
const maxLayouts = 100

// jigsawRules returns a random layout that has a filling under the flags
// f and keeps the symmetry sym, with a random filling of it: layouts with
// no filling found are dropped (see above). It reports false when none
// of maxLayouts layouts had one.
func (g *Generator) jigsawRules(f geometry.Flags, sym Symmetry) (geometry.Rules, solver.Grid, bool) {
	for range maxLayouts {
		r := g.jigsawLayout(sym)
		if r == nil {
			continue // the swaps came back to the boxes
		}
		if sol, ok := g.jigsawSolution(f, r); ok {
			return geometry.Rules{Flags: f, Regions: r}, sol, true
		}
		g.stats.noFilling++
	}
	return geometry.Rules{}, solver.Grid{}, false
}

// firstFillNodes is the budget of FillLayout's first round at each house.
const firstFillNodes = 100

// FillLayout returns a filling of the jigsaw layout r under the flags f,
// or false when it has none: unlike the generator's bounded search it
// always settles the question. Which house is fixed to 1-9 (every filling
// is a relabelling of one with that house so) changes how long the search
// takes by orders of magnitude, and no rule tells the best one, so it
// searches with each of the 27 houses fixed in turn, in rounds of growing
// budgets (four times the last), until one search finishes, as
// Interactive Sudoku Solver's validateLayout does with its one round of
// short searches. The cost stays within a small factor of the best
// house's.
func FillLayout(f geometry.Flags, r geometry.Regions) (solver.Grid, bool) {
	var s variant.Solver
	return fillLayout(&s, f, r)
}

// fillLayout is FillLayout with the caller's solver.
func fillLayout(s *variant.Solver, f geometry.Flags, r geometry.Regions) (solver.Grid, bool) {
	rules := geometry.Rules{Flags: f, Regions: r}
	houses := geometry.For(rules).Houses()
	for budget := firstFillNodes; ; budget *= 4 {
		for _, h := range houses {
			p := variant.Puzzle{Rules: rules}
			for i, c := range h.Cells {
				p.Givens[c] = uint8(i + 1)
			}
			grid, n, done := s.SolveWithin(p, 1, budget)
			if done {
				return grid, n == 1
			}
		}
	}
}
