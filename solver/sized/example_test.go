package sized_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudokudesktop/sudoku/solver/sized"
)

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 2026)) }

func ExampleParse() {
	p, err := sized.Parse("6x6-x:4......3.5................6.5......2")
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, ok := sized.Solve(p)
	fmt.Println(p.Name(), ok)
	fmt.Println(sized.FormatGrid(sol))
	fmt.Println(sized.FormatISS(p))
	// Output:
	// 6x6-x true
	// 415236632514261345354621126453543162
	// .Shape~6x6.Diagonal~1.Diagonal~-1.~R1C1_4~R2C2_3~R2C4_5~R5C3_6~R5C5_5~R6C6_2
}

func ExampleSolver_Generate() {
	var s sized.Solver
	p, _, err := s.Generate(sized.New(sized.Shape4), newRand(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Count(p, 2))
	// Output: 1
}

func ExampleStep_Describe() {
	p, _ := sized.Parse("6x6-x:4......3.5................6.5......2")
	path, solved, _ := sized.Path(p)
	b, _ := sized.NewBoard(p)
	fmt.Println(path[0].Describe(b, "en"))
	fmt.Println(path[0].Describe(b, "zh-Hans"))
	r, _ := sized.Rate(p)
	fmt.Println(solved, r)
	// Output:
	// Hidden single: in the ↘ diagonal, 6 fits only in r4c4, so r4c4=6.
	// 隐性唯一：在↘对角线中，6只能放在r4c4，所以r4c4=6。
	// true easy 1.5 full-house hidden-single
}
