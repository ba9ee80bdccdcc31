package generate_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// A seeded generator makes the same puzzles every time; each has exactly
// one solution and the level asked for.
func Example() {
	g := generate.New(rand.NewPCG(2026, 1))
	p, err := g.Generate(context.Background(), logic.Easy, generate.Rotate180)
	if err != nil {
		panic(err)
	}
	fmt.Println(solver.Count(p.Grid, 2), p.Rating.Level)
	// Output: 1 easy
}

// A Killer has cages over the whole grid and no givens; it has exactly one
// solution, which it comes with. Until package logic knows the Killer
// techniques every Killer rates extreme, so the example asks for that.
func ExampleGenerator_Killer() {
	g := generate.New(rand.NewPCG(2026, 1))
	k, err := g.Killer(context.Background(), logic.Extreme)
	if err != nil {
		panic(err)
	}
	fmt.Println(variant.Count(k.Puzzle, 2), variant.Check(k.Puzzle, k.Solution), k.Rating.Level)
	fmt.Println(k.Puzzle.Givens == solver.Grid{})
	// Output:
	// 1 <nil> extreme
	// true
}
