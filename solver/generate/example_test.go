package generate_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
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
