package game

import (
	"errors"
	"slices"
	"testing"

	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestSizedRulesAgreeOnNine checks that sizedRules, read from package
// solver/sized, and nineRules, today's 9x9 code, give every cell the same
// peers and the puzzle the same solution, for the first puzzle of every
// bundled set of every variant and level. The sized solver takes seconds
// on some 9x9 Killers (killer-x-extreme: ~10 s against nineRules' ~1 ms):
// a puzzle it has not solved within slowNodes guesses is checked, not
// solved, the 9x9 solution passing sized.Check, and named in the log.
func TestSizedRulesAgreeOnNine(t *testing.T) {
	const slowNodes = 100000
	seen := 0
	for _, v := range levels.Variants() {
		for _, level := range levels.Names {
			set := levels.Set(v, level)
			line, err := levels.Puzzle(set, 0)
			if err != nil {
				continue // no such set
			}
			t.Run(set, func(t *testing.T) {
				p, err := variant.Parse(line)
				if err != nil {
					t.Fatal(err)
				}
				q := p.Clone()
				q.Normalize()
				nine, sz := nineRulesOf(q.Rules), sizedRulesOf(sized.FromVariant(p))
				if sz.shape() != nine.shape() {
					t.Fatalf("shape %v, nineRules %v", sz.shape(), nine.shape())
				}
				for c := range solver.Cell(81) {
					if got, want := sz.peers(c), nine.peers(c); !slices.Equal(got, want) {
						t.Fatalf("peers of %v = %v, nineRules %v", c, got, want)
					}
				}
				want, err := solveNine(p)
				if err != nil {
					t.Fatal(err)
				}
				sp := sized.FromVariant(p)
				digits := digitsOfNine(p.Givens)
				var s sized.Solver
				if _, _, done := s.SolveWithin(sp, 2, slowNodes); !done {
					if err := sized.Check(sp, want[:]); err != nil {
						t.Fatalf("sized.Check of nineRules' solution: %v", err)
					}
					t.Logf("%s: not solved within %d guesses, checked", set, slowNodes)
					return
				}
				got, err := solveSized(sz.sizedPuzzle(&digits))
				if err != nil || !slices.Equal(got, want[:]) {
					t.Fatalf("solve = %v, %v; nineRules %v", got, err, want)
				}
			})
			seen++
		}
	}
	if seen < 10 {
		t.Fatalf("only %d bundled sets", seen)
	}
}

// TestSizedRulesRefuse checks that sizedRules refuse the givens nineRules
// refuse, with the same errors.
func TestSizedRulesRefuse(t *testing.T) {
	line, err := levels.Puzzle("easy", 0)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variant.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := solveNine(p)
	if err != nil {
		t.Fatal(err)
	}
	clash := p.Givens
	var first, second solver.Cell = -1, -1 // two empty cells of row 1
	for c := range solver.Cell(9) {
		if clash[c] == 0 {
			if first < 0 {
				first = c
			} else if second < 0 {
				second = c
			}
		}
	}
	clash[first], clash[second] = 1, 1
	if clash.Givens() == 81 {
		t.Fatal("no two empty cells in row 1")
	}
	tests := []struct {
		name   string
		givens solver.Grid
		want   []error
	}{
		{"full", sol, []error{ErrNothingToSolve}},
		{"empty", solver.Grid{}, []error{solver.ErrNotProper, solver.ErrMultipleSolutions}},
		{"clash", clash, []error{solver.ErrNotProper}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, nineErr := solveNine(variant.Puzzle{Givens: tt.givens})
			sp := sized.New(sized.Shape9)
			copy(sp.Givens, tt.givens[:])
			_, err := solveSized(sp)
			for _, want := range tt.want {
				if !errors.Is(err, want) || !errors.Is(nineErr, want) {
					t.Errorf("errors %v and nineRules %v, want %v", err, nineErr, want)
				}
			}
		})
	}
}
