package solver_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

func ExampleParse() {
	text := `#A Wikipedia
#D the puzzle of the Sudoku article
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`
	g, err := solver.Parse(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g)
	fmt.Println(g.Givens(), "givens")

	_, err = solver.Parse("53..7....\n6..195...\n.98....6.\n")
	fmt.Println(err)
	// Output:
	// 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
	// 30 givens
	// line 3: only 3 rows, want 9
}

func ExampleParseLine() {
	g, err := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 # Wikipedia")
	fmt.Println(g.Givens(), err)

	_, err = solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x")
	var se *solver.SyntaxError
	if errors.As(err, &se) {
		fmt.Printf("column %d: %s\n", se.Col, se.Msg)
	}
	// Output:
	// 30 <nil>
	// column 81: 'x' is not a digit
}

func ExampleSolve() {
	g, _ := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	sol, ok := solver.Solve(g)
	fmt.Println(ok)
	fmt.Print(sol.Board())
	// Output:
	// true
	// 5 3 4 | 6 7 8 | 9 1 2
	// 6 7 2 | 1 9 5 | 3 4 8
	// 1 9 8 | 3 4 2 | 5 6 7
	// ------+-------+------
	// 8 5 9 | 7 6 1 | 4 2 3
	// 4 2 6 | 8 5 3 | 7 9 1
	// 7 1 3 | 9 2 4 | 8 5 6
	// ------+-------+------
	// 9 6 1 | 5 3 7 | 2 8 4
	// 2 8 7 | 4 1 9 | 6 3 5
	// 3 4 5 | 2 8 6 | 1 7 9
}

func ExampleCount() {
	// Without the 6 in row 3, column 8, Wikipedia's puzzle has two solutions.
	g, _ := solver.ParseLine("53..7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	fmt.Println(solver.Count(g, 0))
	fmt.Println(solver.Count(g, 1))

	// The empty grid has billions; the limit stops the count.
	fmt.Println(solver.Count(solver.Grid{}, 1000))
	// Output:
	// 2
	// 1
	// 1000
}

func ExampleIsUnique() {
	for _, line := range []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"53..7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	} {
		g, _ := solver.ParseLine(line)
		fmt.Println(solver.IsUnique(g))
	}
	// Output:
	// true
	// false
	// false
}

func ExampleSolutions() {
	g, _ := solver.ParseLine("53..7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	// Solutions come in the engine's search order; sort them for a
	// listing that does not depend on it.
	var sols []string
	for sol := range solver.Solutions(g, 0) {
		sols = append(sols, sol.String())
	}
	slices.Sort(sols)
	fmt.Println(strings.Join(sols, "\n"))
	// Output:
	// 534678912672195348198342567859761423426853791713924856961537284287419635345286179
	// 534678912672195438198342657819764523426853791753921846961537284287419365345286179
}

func ExampleBacktracker() {
	// One Backtracker, reused, searches without allocating.
	var bt solver.Backtracker
	for _, line := range []string{
		"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"53..7....6..195....98......8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
		"12345678.......9.................................................................",
	} {
		g, _ := solver.ParseLine(line)
		switch sol, n := bt.Solve(g, 2); n {
		case 0:
			fmt.Println("no solution")
		case 1:
			fmt.Println("unique:", sol)
		default:
			fmt.Println("more than one solution")
		}
	}
	// Output:
	// unique: 534678912672195348198342567859761423426853791713924856961537284287419635345286179
	// more than one solution
	// no solution
	// no solution
}

func ExampleGrid_Board() {
	g, _ := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	fmt.Print(g.Board())
	// Output:
	// 5 3 . | . 7 . | . . .
	// 6 . . | 1 9 5 | . . .
	// . 9 8 | . . . | . 6 .
	// ------+-------+------
	// 8 . . | . 6 . | . . 3
	// 4 . . | 8 . 3 | . . 1
	// 7 . . | . 2 . | . . 6
	// ------+-------+------
	// . 6 . | . . . | 2 8 .
	// . . . | 4 1 9 | . . 5
	// . . . | . 8 . | . 7 9
}

func ExampleGrid_Conflict() {
	g, _ := solver.ParseLine("53..7...56..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	err := g.Conflict()
	fmt.Println(err)
	var ce *solver.ConflictError
	if errors.As(err, &ce) {
		fmt.Println(ce.A, ce.B, ce.Digit, ce.Unit)
	}
	// Output:
	// r1c1 and r1c9 both hold 5 in the same row
	// r1c1 r1c9 5 row
}
