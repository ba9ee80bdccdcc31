package dlx_test

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/dlx"
)

func Example() {
	g, err := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		panic(err)
	}
	s := dlx.New()
	sol, n := s.Solve(g, 2) // limit 2 proves the solution unique
	fmt.Println(n, sol.String())
	// Output:
	// 1 534678912672195348198342567859761423426853791713924856961537284287419635345286179
}

func ExampleSolver_Each() {
	// The solution above with a rectangle of 1s and 3s blanked out.
	g, err := solver.ParseLine("53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179")
	if err != nil {
		panic(err)
	}
	n := dlx.New().Each(g, 0, func(sol solver.Grid) bool {
		fmt.Println(sol.String()[27:45])
		return true
	})
	fmt.Println(n, "solutions")
	// Output:
	// 859761423426853791
	// 859763421426851793
	// 2 solutions
}
