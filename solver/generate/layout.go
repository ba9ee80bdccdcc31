package generate

import (
	"math/rand/v2"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// layout is a Killer cage layout over a solution grid being built: which
// cage holds each cell, and each cage's cells. Cages are connected (cells
// touch side by side) and hold different digits of the solution.
type layout struct {
	owner [81]int8
	cages [][]solver.Cell
}

// sizeWeights gives, per level, the weights of the cage sizes 1 to
// MaxCage that the cut draws: mostly 2 to 4 cells; larger cages and fewer
// small ones at the higher levels, where harder puzzles are wanted.
var sizeWeights = map[logic.Level][MaxCage]int{
	logic.Easy:    {0, 45, 40, 15, 0, 0},
	logic.Medium:  {0, 35, 40, 20, 5, 0},
	logic.Hard:    {2, 25, 38, 25, 7, 3},
	logic.Expert:  {1, 20, 37, 27, 10, 5},
	logic.Extreme: {1, 15, 35, 30, 12, 7},
}

// drawSize draws a cage size for the level.
func drawSize(rng *rand.Rand, level logic.Level) int {
	w, ok := sizeWeights[level]
	if !ok {
		w = sizeWeights[logic.Extreme]
	}
	total := 0
	for _, x := range w {
		total += x
	}
	r := rng.IntN(total)
	for i, x := range w {
		if r < x {
			return i + 1
		}
		r -= x
	}
	return MaxCage
}

// neighbours returns the cells beside c (up, down, left, right).
func neighbours(c solver.Cell) []solver.Cell {
	return neighbourTable[c]
}

var neighbourTable = func() (t [81][]solver.Cell) {
	for c := 0; c < 81; c++ {
		r, k := c/9, c%9
		if r > 0 {
			t[c] = append(t[c], solver.Cell(c-9))
		}
		if r < 8 {
			t[c] = append(t[c], solver.Cell(c+9))
		}
		if k > 0 {
			t[c] = append(t[c], solver.Cell(c-1))
		}
		if k < 8 {
			t[c] = append(t[c], solver.Cell(c+1))
		}
	}
	return t
}()

// cut cuts the grid into random cages for the level: each cage starts at
// a free cell with the fewest free neighbours (so that few cells are left
// alone) and grows to a drawn size through free neighbours whose digits it
// lacks. A cage left smaller than the level allows joins a neighbouring
// cage. It reports false when a cell can join no cage.
func (l *layout) cut(rng *rand.Rand, sol *solver.Grid, level logic.Level) bool {
	for i := range l.owner {
		l.owner[i] = -1
	}
	l.cages = l.cages[:0]
	for {
		seed, ok := l.crampedFree(rng, nil)
		if !ok {
			break
		}
		k := int8(len(l.cages))
		cage := []solver.Cell{seed}
		l.owner[seed] = k
		mask := uint16(1) << sol[seed]
		for target := drawSize(rng, level); len(cage) < target; {
			var front []solver.Cell
			for _, c := range cage {
				for _, n := range neighbours(c) {
					if l.owner[n] < 0 && mask&(1<<sol[n]) == 0 && !slices.Contains(front, n) {
						front = append(front, n)
					}
				}
			}
			if len(front) == 0 {
				break
			}
			var next solver.Cell
			if rng.IntN(2) == 0 {
				next = front[rng.IntN(len(front))]
			} else {
				next, _ = l.crampedFree(rng, front)
			}
			cage = append(cage, next)
			l.owner[next] = k
			mask |= 1 << sol[next]
		}
		l.cages = append(l.cages, cage)
	}
	minSize := MinCage(level)
	for k, cage := range l.cages {
		if len(cage) == 0 || len(cage) >= minSize {
			continue
		}
		// Only a cage of one cell is too small (minSize is at most 2):
		// it joins the smallest neighbouring cage that lacks its digit.
		c := cage[0]
		best, seen := -1, 0
		for _, n := range neighbours(c) {
			b := int(l.owner[n])
			if b == k || len(l.cages[b]) >= MaxCage || l.digits(b, sol)&(1<<sol[c]) != 0 {
				continue
			}
			switch {
			case best < 0 || len(l.cages[b]) < len(l.cages[best]):
				best, seen = b, 1
			case len(l.cages[b]) == len(l.cages[best]) && b != best:
				if seen++; rng.IntN(seen) == 0 {
					best = b
				}
			}
		}
		if best < 0 {
			return false
		}
		l.cages[best] = append(l.cages[best], c)
		l.owner[c] = int8(best)
		l.cages[k] = l.cages[k][:0]
	}
	l.compact()
	return true
}

// crampedFree returns a free cell with the fewest free neighbours, from
// among cells (all cells when nil), ties broken at random; false when no
// cell is free.
func (l *layout) crampedFree(rng *rand.Rand, cells []solver.Cell) (solver.Cell, bool) {
	best, bestN, seen := solver.Cell(-1), 5, 0
	try := func(c solver.Cell) {
		if l.owner[c] >= 0 {
			return
		}
		n := 0
		for _, m := range neighbours(c) {
			if l.owner[m] < 0 {
				n++
			}
		}
		switch {
		case n < bestN:
			best, bestN, seen = c, n, 1
		case n == bestN:
			if seen++; rng.IntN(seen) == 0 {
				best = c
			}
		}
	}
	if cells == nil {
		for c := solver.Cell(0); c < 81; c++ {
			try(c)
		}
	} else {
		for _, c := range cells {
			try(c)
		}
	}
	return best, best >= 0
}

// compact drops emptied cages and renumbers the owners.
func (l *layout) compact() {
	cages := l.cages[:0]
	for _, cage := range l.cages {
		if len(cage) == 0 {
			continue
		}
		for _, c := range cage {
			l.owner[c] = int8(len(cages))
		}
		cages = append(cages, cage)
	}
	l.cages = cages
}

// digits returns the solution digits of cage k as a mask, bit d for d.
func (l *layout) digits(k int, sol *solver.Grid) uint16 {
	var m uint16
	for _, c := range l.cages[k] {
		m |= 1 << sol[c]
	}
	return m
}

// puzzle returns the Killer of the layout over sol under the rules f
// (cages and, for Killer-X and the like, the flags' rules), with its own
// copy of the cells.
func (l *layout) puzzle(sol *solver.Grid, f geometry.Flags) variant.Puzzle {
	p := variant.Puzzle{Rules: geometry.Rules{Flags: f, Cages: make([]variant.Cage, len(l.cages))}}
	cells := make([]solver.Cell, 0, 81)
	for i, cage := range l.cages {
		sum := 0
		for _, c := range cage {
			sum += int(sol[c])
		}
		start := len(cells)
		cells = append(cells, cage...)
		p.Cages[i] = variant.Cage{Cells: cells[start:len(cells):len(cells)], Sum: sum}
	}
	return p
}

// move is a repair of the layout: cell x leaves its cage for cage to, and,
// when y >= 0, cell y of that cage comes back the other way.
type move struct {
	x, y solver.Cell
	to   int
}

// repair changes the layout so that the second solution alt no longer fits
// it while sol still does, touching only cages around cells where the two
// differ. A differing cell x moves to a neighbouring cage, or trades
// places with a cell of it: either way x's old cage loses x's difference
// (and, in a trade, gains one that differs from it), so its sum no longer
// holds for alt. Cages stay connected, within the sizes allowed, and hold
// different digits of sol. It reports false when no such change exists.
func (l *layout) repair(rng *rand.Rand, sol, alt *solver.Grid, minSize int) bool {
	var moves []move
	for x := solver.Cell(0); x < 81; x++ {
		if sol[x] == alt[x] {
			continue
		}
		a := int(l.owner[x])
		for _, n := range neighbours(x) {
			b := int(l.owner[n])
			if b == a {
				continue
			}
			bm := l.digits(b, sol)
			// x moves to b.
			if len(l.cages[a]) > minSize && len(l.cages[b]) < MaxCage && bm&(1<<sol[x]) == 0 &&
				l.connectedWithout(a, x, -1) {
				moves = append(moves, move{x, -1, b})
			}
			// x and a cell y of b trade places.
			am := l.digits(a, sol)
			for _, y := range l.cages[b] {
				dx, dy := int(alt[x])-int(sol[x]), int(alt[y])-int(sol[y])
				if dx == dy || sol[x] == sol[y] {
					continue // alt would still fit a, or nothing changes
				}
				if am&(1<<sol[y]) != 0 || bm&(1<<sol[x]) != 0 {
					continue
				}
				if l.connectedWithout(a, x, y) && l.connectedWithout(b, y, x) {
					moves = append(moves, move{x, y, b})
				}
			}
		}
	}
	if len(moves) == 0 {
		return false
	}
	m := moves[rng.IntN(len(moves))]
	a := int(l.owner[m.x])
	l.cages[a] = remove(l.cages[a], m.x)
	l.cages[m.to] = append(l.cages[m.to], m.x)
	l.owner[m.x] = int8(m.to)
	if m.y >= 0 {
		l.cages[m.to] = remove(l.cages[m.to], m.y)
		l.cages[a] = append(l.cages[a], m.y)
		l.owner[m.y] = int8(a)
	}
	return true
}

// connectedWithout reports whether cage k stays connected when cell out
// leaves it and, when in >= 0, cell in joins it.
func (l *layout) connectedWithout(k int, out, in solver.Cell) bool {
	var set, seen uint128
	n := 0
	for _, c := range l.cages[k] {
		if c != out {
			set.add(c)
			n++
		}
	}
	if in >= 0 {
		set.add(in)
		n++
	}
	if n == 0 {
		return false
	}
	var stack [MaxCage + 1]solver.Cell
	top := 0
	start := in
	if start < 0 {
		for _, c := range l.cages[k] {
			if c != out {
				start = c
				break
			}
		}
	}
	stack[top] = start
	top++
	seen.add(start)
	reached := 1
	for top > 0 {
		top--
		c := stack[top]
		for _, m := range neighbours(c) {
			if set.has(m) && !seen.has(m) {
				seen.add(m)
				reached++
				stack[top] = m
				top++
			}
		}
	}
	return reached == n
}

// uint128 is a set of cells.
type uint128 [2]uint64

func (s *uint128) add(c solver.Cell)     { s[c>>6] |= 1 << (c & 63) }
func (s uint128) has(c solver.Cell) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// remove returns cells without c, in place.
func remove(cells []solver.Cell, c solver.Cell) []solver.Cell {
	for i, x := range cells {
		if x == c {
			return append(cells[:i], cells[i+1:]...)
		}
	}
	return cells
}
