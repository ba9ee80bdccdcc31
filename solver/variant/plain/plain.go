// Package plain counts the solutions of variant puzzles (Killer cages,
// Sudoku X, Windoku, anti-knight, anti-king and any mix of them) a second,
// plain way, as a check on the fast engine of package variant: Knuth's
// Algorithm X on Dancing Links, sharing no code with the fast engine but
// the Puzzle type and the houses and peers of package geometry.
//
// # Exact cover with cage combinations
//
// Classic Sudoku is an exact-cover problem: the rows of a 0/1 matrix are
// the 729 candidates "digit d in cell c", each with a 1 in four columns
// (the cell is filled; its row, its column and its box hold d), and a
// solution is a set of rows with exactly one 1 in every column.
//
// Every house of the puzzle's geometry gets nine such columns: the two
// diagonals of Sudoku X and the four windows of Windoku are houses like
// the rows, so a candidate on them covers their d column too. Anti-knight
// and anti-king add secondary columns (Knuth's name: columns covered at
// most once, which a solution need not cover): one per digit and per pair
// of cells a knight's or king's move apart that share no house. A
// candidate covers the d column of each pair it is in, so no two cells of
// a pair hold the same digit.
//
// A cage adds one column "the cage has its combination" and nine columns
// "the cage holds d or has ruled d out". A candidate in a caged cell also
// covers its cage's d column. For each set of digits that could fill the
// cage (as many digits as cells, adding up to the sum when the cage has
// one) there is one more row: it covers the cage's combination column and
// the d columns of the digits not in the set. With exactly one 1 per
// column, a cage takes one combination and its cells hold exactly the
// digits of that combination, each once: the cage rule, with no arithmetic
// in the search.
//
// The rule of 45 adds groups of the same kind: in each house (row,
// column, box, and diagonal or window when they are houses), the cells
// outside the cages with sums that lie wholly inside it (the innies) hold
// different digits adding up to 45 less those sums, so they get
// combination rows and digit columns as a cage does.
//
// The search takes a column with few rows left, weighing more the columns
// it has found empty before, tries each of its rows, and covers and
// uncovers columns as Knuth describes; it is short enough to read in one
// sitting. Taking the fewest rows alone, a random Killer with few sums
// and 243 solutions took 3.5 million steps to count to three, eight
// seconds: each guess near the top was undone only after a contradiction
// met again and again deep below it.
package plain

import (
	"math/bits"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Count returns how many solutions p has, counting no further than limit
// (at least 1), and the first one found. An invalid puzzle has none.
func Count(p variant.Puzzle, limit int) (int, solver.Grid) {
	m := run(p, limit)
	return m.count, m.first
}

// run counts p's solutions up to limit; the matrix it returns holds the
// count, the first solution and the steps the search took.
func run(p variant.Puzzle, limit int) *matrix {
	if p.Validate() != nil {
		return &matrix{}
	}
	m := build(p)
	// The givens are chosen before the search.
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		r := m.cellRow[c*9+int(v)-1]
		if r < 0 {
			return &matrix{}
		}
		for j := r; ; {
			if m.top[m.col[j]] < 0 {
				return &matrix{} // a column another given covered
			}
			if j = m.right[j]; j == r {
				break
			}
		}
		m.choose(r)
	}
	m.fails = make([]int, len(m.size))
	m.limit = max(limit, 1)
	m.search()
	return m
}

// matrix is the sparse 0/1 matrix as a torus of doubly linked nodes. Nodes
// 0..ncols are the column headers (0 is the root); the others are the 1s.
type matrix struct {
	left, right, up, down, col []int
	size                       []int    // per column header, the rows left in it
	top                        []int    // per column header, -1 once covered
	rowOf                      []int    // per node, the candidate it stands for, -1 for a combination
	cellRow                    [729]int // the row of each candidate, -1 if left out

	fails        []int // per column header, how often the search found it empty
	grid         solver.Grid
	limit, count int
	steps        int // calls of search
	first        solver.Grid
}

// build makes the matrix of p.
func build(p variant.Puzzle) *matrix {
	geo := geometry.Layout(p.Flags, p.Regions)
	houses := geo.Houses()
	var cageOf [81]int
	for i := range cageOf {
		cageOf[i] = -1
	}
	for k, c := range p.Cages {
		for _, cell := range c.Cells {
			cageOf[cell] = k
		}
	}
	// The innie groups are cages too, in effect, with rows of their own.
	groups := append(append([]variant.Cage(nil), p.Cages...), innies(p, houses, cageOf)...)
	var groupsOf [81][]int
	for k, g := range groups {
		for _, cell := range g.Cells {
			groupsOf[cell] = append(groupsOf[cell], k)
		}
	}
	// The knight's and king's pairs that share no house: each is nine
	// secondary columns, one per digit.
	var pairOf [81][]pair
	npairs := 0
	for a := solver.Cell(0); a < 81; a++ {
		for b := range geo.Peers(a).All() {
			if b <= a {
				continue
			}
			if rel, _ := geo.Between(a, b); rel.IsMove() {
				pairOf[a] = append(pairOf[a], pair{b, npairs})
				pairOf[b] = append(pairOf[b], pair{a, npairs})
				npairs++
			}
		}
	}
	nhouse := 81 + 9*len(houses)
	nprimary := nhouse + 10*len(groups)
	ncols := nprimary + 9*npairs
	m := &matrix{}
	for h := 0; h <= ncols; h++ {
		m.left = append(m.left, h-1)
		m.right = append(m.right, h+1)
		m.up = append(m.up, h)
		m.down = append(m.down, h)
		m.col = append(m.col, h)
		m.size = append(m.size, 0)
		m.top = append(m.top, 0)
		m.rowOf = append(m.rowOf, -1)
	}
	// The secondary columns stay out of the header list: the search never
	// has to cover them, and a row that covers one removes the others.
	m.left[0], m.right[nprimary] = nprimary, 0
	for h := nprimary + 1; h <= ncols; h++ {
		m.left[h], m.right[h] = h, h
	}
	cageCol := func(k, d int) int { return 1 + nhouse + 10*k + d } // d 0 is the combination column
	pairCol := func(k, d int) int { return 1 + nprimary + 9*k + d - 1 }
	addRow := func(cand int, cols []int) int {
		first := len(m.col)
		for i, h := range cols {
			n := len(m.col)
			m.col = append(m.col, h)
			m.rowOf = append(m.rowOf, cand)
			m.up = append(m.up, m.up[h])
			m.down = append(m.down, h)
			m.down[m.up[h]] = n
			m.up[h] = n
			m.size[h]++
			m.left = append(m.left, n-1)
			m.right = append(m.right, n+1)
			if i == 0 {
				m.left[n] = first + len(cols) - 1
			}
		}
		m.right[len(m.right)-1] = first
		return first
	}
	// A digit in no combination of a cage is left out of its cells: the
	// search would rule it out anyway, only later.
	sets := make([][]int, len(groups))
	possible := make([]int, len(groups))
	for k, cage := range groups {
		for set := 0; set < 1<<9; set++ {
			if bits.OnesCount(uint(set)) == len(cage.Cells) && (cage.Sum == 0 || digitSum(set) == cage.Sum) {
				sets[k] = append(sets[k], set)
				possible[k] |= set
			}
		}
	}
	for i := range m.cellRow {
		m.cellRow[i] = -1
	}
	for c := 0; c < 81; c++ {
	digits:
		for d := 1; d <= 9; d++ {
			cols := []int{1 + c}
			for _, h := range geo.HousesOf(solver.Cell(c)) {
				cols = append(cols, 1+81+h*9+d-1)
			}
			for _, k := range groupsOf[c] {
				if possible[k]&(1<<(d-1)) == 0 && p.Givens[c] != uint8(d) {
					continue digits
				}
				cols = append(cols, cageCol(k, d))
			}
			for _, pr := range pairOf[c] {
				cols = append(cols, pairCol(pr.index, d))
			}
			m.cellRow[c*9+d-1] = addRow(c*9+d-1, cols)
		}
	}
	for k := range groups {
		for _, set := range sets[k] {
			cols := []int{cageCol(k, 0)}
			for d := 1; d <= 9; d++ {
				if set&(1<<(d-1)) == 0 {
					cols = append(cols, cageCol(k, d))
				}
			}
			addRow(-1, cols)
		}
	}
	return m
}

// pair is a knight's or king's pair seen from one of its cells: the other
// cell and the pair's number.
type pair struct {
	other solver.Cell
	index int
}

// innies returns, for each house, the cells of it outside the cages with
// sums that lie wholly inside it: their digits differ and add up to 45
// less those sums. Houses with none such, or with every cell of it such,
// give nothing.
func innies(p variant.Puzzle, houses []geometry.House, cageOf [81]int) []variant.Cage {
	var out []variant.Cage
	for _, h := range houses {
		cells := h.Cells[:]
		sum, left := 45, cells[:0:0]
		inside := map[int]bool{}
		for k, cage := range p.Cages {
			whole := cage.Sum > 0
			for _, c := range cage.Cells {
				whole = whole && h.Set.Has(c)
			}
			if whole {
				inside[k] = true
				sum -= cage.Sum
			}
		}
		for _, c := range cells {
			if k := cageOf[c]; k < 0 || !inside[k] {
				left = append(left, c)
			}
		}
		if sum <= 0 {
			sum = -1 // no digits make it: no solution, where 0 would mean no sum
		}
		if len(left) > 0 && len(left) < 9 && len(inside) > 0 {
			out = append(out, variant.Cage{Cells: left, Sum: sum})
		}
	}
	return out
}

// digitSum adds up the digits of a set, bit d-1 for digit d.
func digitSum(set int) int {
	s := 0
	for d := 1; d <= 9; d++ {
		if set&(1<<(d-1)) != 0 {
			s += d
		}
	}
	return s
}

// cover takes column h out of the header list and every row with a 1 in h
// out of the other columns.
func (m *matrix) cover(h int) {
	m.top[h] = -1
	m.right[m.left[h]], m.left[m.right[h]] = m.right[h], m.left[h]
	for i := m.down[h]; i != h; i = m.down[i] {
		for j := m.right[i]; j != i; j = m.right[j] {
			m.down[m.up[j]], m.up[m.down[j]] = m.down[j], m.up[j]
			m.size[m.col[j]]--
		}
	}
}

// uncover undoes cover(h).
func (m *matrix) uncover(h int) {
	for i := m.up[h]; i != h; i = m.up[i] {
		for j := m.left[i]; j != i; j = m.left[j] {
			m.size[m.col[j]]++
			m.down[m.up[j]], m.up[m.down[j]] = j, j
		}
	}
	m.right[m.left[h]], m.left[m.right[h]] = h, h
	m.top[h] = 0
}

// choose puts row r in the solution for good (for a given): its columns
// are covered and never uncovered.
func (m *matrix) choose(r int) {
	m.cover(m.col[r])
	for j := m.right[r]; j != r; j = m.right[j] {
		m.cover(m.col[j])
	}
	if cand := m.rowOf[r]; cand >= 0 {
		m.grid[cand/9] = uint8(cand%9 + 1)
	}
}

// search is Algorithm X; it reports whether the limit was reached.
func (m *matrix) search() bool {
	m.steps++
	if m.right[0] == 0 {
		if m.count == 0 {
			m.first = m.grid
		}
		m.count++
		return m.count >= m.limit
	}
	// The column with the fewest rows left, where a column that has run
	// dry before weighs more: the search goes first where it failed
	// (Boussemart et al.'s "weighted degree"), which finds a contradiction
	// near the top rather than again and again under every choice made
	// above it. A column with one row or none is taken at once.
	h := m.right[0]
	for j := m.right[h]; j != 0 && m.size[h] > 0; j = m.right[j] {
		sj, sh := m.size[j], m.size[h]
		if sj <= 1 || sh <= 1 {
			if sj < sh {
				h = j
			}
		} else if sj*(1+m.fails[h]) < sh*(1+m.fails[j]) {
			h = j
		}
	}
	if m.size[h] == 0 {
		m.fails[h]++
		return false
	}
	m.cover(h)
	defer m.uncover(h)
	for r := m.down[h]; r != h; r = m.down[r] {
		for j := m.right[r]; j != r; j = m.right[j] {
			m.cover(m.col[j])
		}
		if cand := m.rowOf[r]; cand >= 0 {
			m.grid[cand/9] = uint8(cand%9 + 1)
		}
		stop := m.search()
		if cand := m.rowOf[r]; cand >= 0 {
			m.grid[cand/9] = 0
		}
		for j := m.left[r]; j != r; j = m.left[j] {
			m.uncover(m.col[j])
		}
		if stop {
			return true
		}
	}
	return false
}
