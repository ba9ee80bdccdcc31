package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestGenerateProperPuzzles(t *testing.T) {
	levels := []logic.Level{logic.Easy, logic.Medium}
	for _, level := range levels {
		for _, sym := range []Symmetry{None, Rotate180, Mirror, Diagonal} {
			t.Run(level.String()+"/"+sym.String(), func(t *testing.T) {
				g := New(rand.NewPCG(7, uint64(sym)))
				for i := 0; i < 3; i++ {
					p, err := g.Generate(context.Background(), level, sym)
					if err != nil {
						t.Fatal(err)
					}
					checkPuzzle(t, p, level, sym)
				}
			})
		}
	}
}

// checkPuzzle checks a generated puzzle: its solution is the unique one and
// keeps the givens, the rating is right, the givens keep the symmetry, and
// no orbit can be removed without losing uniqueness (for easy: or without
// needing more than singles).
func checkPuzzle(t *testing.T, p Puzzle, level logic.Level, sym Symmetry) {
	t.Helper()
	sol, n := new(solver.Backtracker).Solve(p.Grid, 2)
	if n != 1 || sol != p.Solution {
		t.Fatalf("%s: %d solutions, or not the one given", p.Grid, n)
	}
	r, err := logic.Rate(p.Grid)
	if err != nil || r.Level != level || p.Rating.Level != level {
		t.Fatalf("%s rates %v (%v), reported %v, want %s", p.Grid, r, err, p.Rating, level)
	}
	for c := solver.Cell(0); c < 81; c++ {
		if (p.Grid[c] == 0) != (p.Grid[sym.image(c)] == 0) {
			t.Fatalf("%s breaks %s symmetry at %s", p.Grid, sym, c)
		}
	}
	for _, o := range sym.orbits() {
		if p.Grid[o[0]] == 0 {
			continue
		}
		q := p.Grid
		for _, c := range o {
			q[c] = 0
		}
		if solver.Count(q, 2) == 1 && (level != logic.Easy || solvesWithSingles(&q)) {
			t.Fatalf("%s is not minimal: %v can go", p.Grid, o)
		}
	}
}

func TestSameSeedSamePuzzles(t *testing.T) {
	gen := func() [3]solver.Grid {
		g := New(rand.NewPCG(11, 12))
		var out [3]solver.Grid
		for i := range out {
			p, err := g.Generate(context.Background(), logic.Medium, Rotate180)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = p.Grid
		}
		return out
	}
	a, b := gen(), gen()
	if a != b {
		t.Fatalf("same seed, different puzzles:\n%v\n%v", a, b)
	}
	if a[0] == a[1] {
		t.Fatalf("two puzzles in a row are the same: %s", a[0])
	}
}

func TestGenerateStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := New(rand.NewPCG(1, 1)).Generate(ctx, logic.Extreme, None)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestSinglesCheckAgreesWithLogic compares the generator's fast singles
// check with the logic engine restricted to easy techniques.
func TestSinglesCheckAgreesWithLogic(t *testing.T) {
	g := New(rand.NewPCG(5, 6))
	for i := 0; i < 200; i++ {
		puz := g.dig(randomSolution(g.rng, &g.bt), None, false)
		fast := solvesWithSingles(&puz)
		slow := logic.RateUpTo(puz, logic.Easy).Level == logic.Easy
		if fast != slow {
			t.Fatalf("%s: singles check says %v, logic says %v", puz, fast, slow)
		}
	}
}

func TestSymmetryNames(t *testing.T) {
	for _, s := range []Symmetry{None, Rotate180, Mirror, Diagonal} {
		got, err := ParseSymmetry(s.String())
		if err != nil || got != s {
			t.Errorf("ParseSymmetry(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseSymmetry("spiral"); err == nil {
		t.Error("ParseSymmetry(spiral) succeeded")
	}
}
