package bitboard_test

import (
	"path/filepath"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/internal/bitboard"
	"github.com/sudokudesktop/sudoku/solver/internal/testsets"
)

// TestTriadsKeepTheSolution propagates every sample puzzle with a unique
// solution, guesses, and follows the side of each guess that holds the
// solution, down to the solution: the triad rule never removes a digit of
// the solution, exactly one side of every guess keeps the solution, and
// the search gets there without contradiction. It also checks that the
// rule finds something on the hard samples, so that a rule that did
// nothing would fail.
func TestTriadsKeepTheSolution(t *testing.T) {
	for _, name := range []string{"17clue", "top1465", "hardest11", "hardest1106"} {
		t.Run(name, func(t *testing.T) {
			removed := 0
			for i, g := range testsets.Read(t, filepath.Join("..", "..", "testdata", name+"-sample.txt")) {
				sol, n := new(solver.Backtracker).Solve(g, 2)
				if n != 1 {
					t.Fatalf("puzzle %d: %d solutions, want 1", i+1, n)
				}
				removed += follow(t, i+1, (*[81]uint8)(&g), (*[81]uint8)(&sol))
			}
			if name != "17clue" && removed == 0 {
				t.Errorf("the triad rule removed no candidate on any puzzle")
			}
		})
	}
}

// follow walks puzzle n from the givens g to its solution sol along the
// guesses that keep sol, checking every position on the way, and returns
// how many candidates the triad rule removed beyond Propagate.
func follow(t *testing.T, n int, g, sol *[81]uint8) (removed int) {
	t.Helper()
	var s bitboard.Board
	var r bitboard.Reach
	if !s.Load(g) {
		t.Fatalf("puzzle %d: Load failed", n)
	}
	for depth := 0; ; depth++ {
		if !s.Propagate() {
			t.Fatalf("puzzle %d depth %d: Propagate found a contradiction on the solution's path", n, depth)
		}
		before := candidates(&s)
		if !s.Triads(&r) {
			t.Fatalf("puzzle %d depth %d: Triads found a contradiction on the solution's path", n, depth)
		}
		removed += before - candidates(&s)
		if !keeps(&s, sol) {
			t.Fatalf("puzzle %d depth %d: propagation removed a digit of the solution", n, depth)
		}
		if s.Solved() {
			var got [81]uint8
			s.Grid(&got)
			if got != *sol {
				t.Fatalf("puzzle %d: solved to %v, want %v", n, got, sol)
			}
			return removed
		}
		guess := s.Guess(&r)
		yes, no := s, s
		yes.Assume(&guess)
		no.Deny(&guess)
		if keeps(&yes, sol) == keeps(&no, sol) {
			t.Fatalf("puzzle %d depth %d: both or neither side of the guess keep the solution", n, depth)
		}
		if keeps(&yes, sol) {
			s = yes
		} else {
			s = no
		}
	}
}

// keeps reports whether every digit of sol is still a candidate of its
// cell in s.
func keeps(s *bitboard.Board, sol *[81]uint8) bool {
	for c, v := range sol {
		if s.Cand[int(v-1)*3+c/27]>>(c%27)&1 == 0 {
			return false
		}
	}
	return true
}

// candidates counts the candidates of s, placed digits included.
func candidates(s *bitboard.Board) int {
	n := 0
	for _, x := range s.Cand {
		for ; x != 0; x &= x - 1 {
			n++
		}
	}
	return n
}
