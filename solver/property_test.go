package solver_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// A symmetry maps a grid to an equivalent one: cell i of the image holds
// the digit digit[v], where v is cell from[i] of the source. Renaming the
// digits, permuting bands, stacks, the rows of a band or the columns of a
// stack, and transposing all map the solutions of a puzzle one to one onto
// those of its image.
type symmetry struct {
	from  [81]int
	digit [10]uint8
}

func identity() symmetry {
	var s symmetry
	for i := range s.from {
		s.from[i] = i
	}
	for d := range s.digit {
		s.digit[d] = uint8(d)
	}
	return s
}

func (s *symmetry) apply(g solver.Grid) solver.Grid {
	var h solver.Grid
	for i := range h {
		h[i] = s.digit[g[s.from[i]]]
	}
	return h
}

// moveLines returns the symmetry that takes row (or, with cols set, column)
// src(i) of the source to row i of the image.
func moveLines(cols bool, src func(i int) int) symmetry {
	s := identity()
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			if cols {
				s.from[r*9+c] = r*9 + src(c)
			} else {
				s.from[r*9+c] = src(r)*9 + c
			}
		}
	}
	return s
}

// symmetries are the generators of the Sudoku symmetry group, each drawn at
// random.
var symmetries = []struct {
	name string
	draw func(r *rand.Rand) symmetry
}{
	{"relabel", func(r *rand.Rand) symmetry {
		s := identity()
		for i, p := range r.Perm(9) {
			s.digit[i+1] = uint8(p + 1)
		}
		return s
	}},
	{"bands", func(r *rand.Rand) symmetry {
		p := r.Perm(3)
		return moveLines(false, func(i int) int { return p[i/3]*3 + i%3 })
	}},
	{"rows in bands", func(r *rand.Rand) symmetry {
		p := [3][]int{r.Perm(3), r.Perm(3), r.Perm(3)}
		return moveLines(false, func(i int) int { return i/3*3 + p[i/3][i%3] })
	}},
	{"stacks", func(r *rand.Rand) symmetry {
		p := r.Perm(3)
		return moveLines(true, func(i int) int { return p[i/3]*3 + i%3 })
	}},
	{"columns in stacks", func(r *rand.Rand) symmetry {
		p := [3][]int{r.Perm(3), r.Perm(3), r.Perm(3)}
		return moveLines(true, func(i int) int { return i/3*3 + p[i/3][i%3] })
	}},
	{"transpose", func(*rand.Rand) symmetry {
		s := identity()
		for i := range s.from {
			s.from[i] = i%9*9 + i/9
		}
		return s
	}},
}

// solveUnique returns the one solution of g, failing the test unless g has
// exactly one.
func solveUnique(t *testing.T, bt *solver.Backtracker, g solver.Grid) solver.Grid {
	t.Helper()
	sol, n := bt.Solve(g, 2)
	if n != 1 {
		t.Fatalf("%s: %d solutions, want 1", g, n)
	}
	if err := checkSolution(g, sol); err != nil {
		t.Fatalf("%s: solution %s: %v", g, sol, err)
	}
	return sol
}

// TestSolveSamples checks that every unique sample has one solution, which
// keeps its givens and fills all 27 units, and that the serg samples have
// more.
func TestSolveSamples(t *testing.T) {
	var bt solver.Backtracker
	for _, set := range uniqueSets {
		t.Run(set, func(t *testing.T) {
			for _, g := range samples(t, set) {
				solveUnique(t, &bt, g)
			}
		})
	}
	t.Run("serg", func(t *testing.T) {
		for _, g := range samples(t, "serg") {
			sol, n := bt.Solve(g, 2)
			if n != 2 {
				t.Fatalf("%s: %d solutions up to 2, want 2", g, n)
			}
			if err := checkSolution(g, sol); err != nil {
				t.Fatalf("%s: solution %s: %v", g, sol, err)
			}
		}
	})
}

// TestSymmetries checks that solving the image of a puzzle under a symmetry
// gives the image of its solution.
func TestSymmetries(t *testing.T) {
	var bt solver.Backtracker
	for _, set := range uniqueSets {
		puzzles := samples(t, set)
		if testing.Short() {
			puzzles = puzzles[:min(len(puzzles), 20)]
		}
		sols := make([]solver.Grid, len(puzzles))
		for i, g := range puzzles {
			sols[i] = solveUnique(t, &bt, g)
		}
		for _, sym := range symmetries {
			t.Run(set+"/"+sym.name, func(t *testing.T) {
				r := rand.New(rand.NewPCG(1, 2))
				for i, g := range puzzles {
					s := sym.draw(r)
					if got, want := solveUnique(t, &bt, s.apply(g)), s.apply(sols[i]); got != want {
						t.Fatalf("%s maps %s to %s,\nsolved as %s,\nwant       %s", sym.name, g, s.apply(g), got, want)
					}
				}
			})
		}
		t.Run(set+"/all", func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, 2))
			for i, g := range puzzles {
				img, want := g, sols[i]
				for _, sym := range symmetries {
					s := sym.draw(r)
					img, want = s.apply(img), s.apply(want)
				}
				if got := solveUnique(t, &bt, img); got != want {
					t.Fatalf("%s maps to %s,\nsolved as %s,\nwant       %s", g, img, got, want)
				}
			}
		})
	}
}

// TestSolutionsMatchCount checks, on puzzles with many solutions, that
// Solutions yields as many as Count counts, each valid and each new.
func TestSolutionsMatchCount(t *testing.T) {
	puzzles := samples(t, "serg")
	for _, limit := range []int{1, 2, 3, 0} {
		t.Run(fmt.Sprintf("limit=%d", limit), func(t *testing.T) {
			for _, g := range puzzles {
				seen := make(map[solver.Grid]bool)
				for sol := range solver.Solutions(g, limit) {
					if err := checkSolution(g, sol); err != nil {
						t.Fatalf("%s: solution %s: %v", g, sol, err)
					}
					if seen[sol] {
						t.Fatalf("%s: solution %s yielded twice", g, sol)
					}
					seen[sol] = true
				}
				if n := solver.Count(g, limit); len(seen) != n {
					t.Fatalf("%s: Solutions yields %d, Count(g, %d) = %d", g, len(seen), limit, n)
				}
			}
		})
	}
}

// TestSolutionsStop checks that Solutions stops when the loop breaks and
// leaves the engine fit for the next search.
func TestSolutionsStop(t *testing.T) {
	for _, g := range samples(t, "serg")[:20] {
		want := solver.Count(g, 0)
		n := 0
		for range solver.Solutions(g, 0) {
			n++
			if n == 2 {
				break
			}
		}
		if n != 2 {
			t.Fatalf("%s: loop ran %d times, want 2", g, n)
		}
		if got := solver.Count(g, 0); got != want {
			t.Fatalf("%s: Count after a broken loop = %d, want %d", g, got, want)
		}
	}
}

// TestBacktrackerSolveFirst checks that Backtracker.Solve returns the first
// solution found, the one Solutions yields first.
func TestBacktrackerSolveFirst(t *testing.T) {
	var bt solver.Backtracker
	for _, limit := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("limit=%d", limit), func(t *testing.T) {
			wrong := 0
			var example string
			for _, g := range samples(t, "serg") {
				var want solver.Grid
				for sol := range solver.Solutions(g, limit) {
					want = sol
					break
				}
				got, n := bt.Solve(g, limit)
				if n != limit {
					t.Fatalf("%s: Solve(g, %d) counts %d, want %d", g, limit, n, limit)
				}
				if got != want {
					if wrong == 0 {
						example = fmt.Sprintf("%s: Solve(g, %d) returns %s, Solutions yields first %s", g, limit, got, want)
					}
					wrong++
				}
			}
			if wrong > 0 {
				t.Fatalf("%d puzzles, e.g. %s", wrong, example)
			}
		})
	}
}

// noSolution has no conflicting givens but no solution: r1c9 sees 1-8 in its
// row and 9 in its box.
const noSolution = "12345678.......9................................................................."

// TestAgreement checks that Solve, Count, IsUnique and Backtracker.Solve
// agree with each other on every sample and on grids without solutions.
func TestAgreement(t *testing.T) {
	grids := []solver.Grid{{}, mustParseLine(t, noSolution)}
	for _, set := range append(uniqueSets, "serg") {
		grids = append(grids, samples(t, set)...)
	}
	for _, tt := range conflictingGrids {
		grids = append(grids, mustParseLine(t, tt.line))
	}
	var bt solver.Backtracker
	for _, g := range grids {
		sol, ok := solver.Solve(g)
		n1, n2 := solver.Count(g, 1), solver.Count(g, 2)
		if ok != (n1 == 1) {
			t.Errorf("%s: Solve ok = %v, Count(g, 1) = %d", g, ok, n1)
		}
		if ok {
			if err := checkSolution(g, sol); err != nil {
				t.Errorf("%s: Solve = %s: %v", g, sol, err)
			}
		}
		if u := solver.IsUnique(g); u != (n2 == 1) {
			t.Errorf("%s: IsUnique = %v, Count(g, 2) = %d", g, u, n2)
		}
		if first, n := bt.Solve(g, 2); n != n2 || (n > 0 && checkSolution(g, first) != nil) {
			t.Errorf("%s: Backtracker.Solve(g, 2) = %s, %d; Count(g, 2) = %d", g, first, n, n2)
		}
		if n := bt.Count(g, 2); n != n2 {
			t.Errorf("%s: Backtracker.Count(g, 2) = %d, Count(g, 2) = %d", g, n, n2)
		}
	}
}

// conflictingGrids have givens that clash, in a row, a column or a box.
var conflictingGrids = []struct{ name, line string }{
	{"row", "5...5............................................................................"},
	{"column", "5.....................................................5.........................."},
	{"box", "5.........5......................................................................"},
	{"puzzle with a clash", "53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
	{"full grid with a clash", "534678912672195348198342567859761423426853791713924856961537284287419635345286177"},
}

func TestConflictingGivens(t *testing.T) {
	var bt solver.Backtracker
	for _, tt := range conflictingGrids {
		t.Run(tt.name, func(t *testing.T) {
			g := mustParseLine(t, tt.line)
			if g.Conflict() == nil {
				t.Fatalf("%s: Conflict() = nil", g)
			}
			if n := solver.Count(g, 0); n != 0 {
				t.Errorf("Count(g, 0) = %d, want 0", n)
			}
			if sol, ok := solver.Solve(g); ok {
				t.Errorf("Solve(g) = %s, true; want false", sol)
			}
			if first, n := bt.Solve(g, 0); n != 0 {
				t.Errorf("Backtracker.Solve(g, 0) = %s, %d; want 0", first, n)
			}
			for sol := range solver.Solutions(g, 0) {
				t.Errorf("Solutions yields %s", sol)
			}
		})
	}
}

// TestEmptyGrid checks that the empty grid gives as many distinct
// solutions as asked for.
func TestEmptyGrid(t *testing.T) {
	const limit = 10
	if n := solver.Count(solver.Grid{}, limit); n != limit {
		t.Errorf("Count(empty, %d) = %d", limit, n)
	}
	if _, n := new(solver.Backtracker).Solve(solver.Grid{}, limit); n != limit {
		t.Errorf("Backtracker.Solve(empty, %d) counts %d", limit, n)
	}
	seen := make(map[solver.Grid]bool)
	for sol := range solver.Solutions(solver.Grid{}, limit) {
		if err := checkSolution(solver.Grid{}, sol); err != nil {
			t.Fatalf("solution %s: %v", sol, err)
		}
		if seen[sol] {
			t.Fatalf("solution %s yielded twice", sol)
		}
		seen[sol] = true
	}
	if len(seen) != limit {
		t.Errorf("Solutions(empty, %d) yields %d", limit, len(seen))
	}
}

// TestBacktrackerReuse checks that one Backtracker, run over puzzles of every
// kind in turn, answers as a fresh one does.
func TestBacktrackerReuse(t *testing.T) {
	grids := []solver.Grid{{}, mustParseLine(t, noSolution)}
	for _, set := range append(uniqueSets, "serg") {
		grids = append(grids, samples(t, set)[:25]...)
	}
	for _, tt := range conflictingGrids {
		grids = append(grids, mustParseLine(t, tt.line))
	}
	// Interleave the kinds, so that each search starts after a different one.
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(grids), func(i, j int) {
		grids[i], grids[j] = grids[j], grids[i]
	})
	var reused solver.Backtracker
	for round := range 2 {
		for _, g := range grids {
			for _, limit := range []int{1, 2, 5} {
				wantSol, wantN := new(solver.Backtracker).Solve(g, limit)
				gotSol, gotN := reused.Solve(g, limit)
				if gotSol != wantSol || gotN != wantN {
					t.Fatalf("round %d, %s, limit %d: reused Solve = %s, %d; fresh = %s, %d", round, g, limit, gotSol, gotN, wantSol, wantN)
				}
				if n := reused.Count(g, limit); n != wantN {
					t.Fatalf("round %d, %s, limit %d: reused Count = %d, fresh Solve counts %d", round, g, limit, n, wantN)
				}
			}
		}
	}
}
