package variant_test

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// The same Killer in the forum's arrow format: every row a cage of sum 45
// ('j'), which leaves many solutions, and a few givens.
func Example() {
	p, err := variant.Parse("j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(p.Cages), "cages; the first at", p.Cages[0].Anchor(), "adds up to", p.Cages[0].Sum)
	fmt.Println(variant.Format(p)[:40], "...")
	fmt.Println("solutions, counting to 2:", variant.Count(p, 2))
	// Output:
	// 9 cages; the first at r1c1 adds up to 45
	// killer:AAAAAAAAABBBBBBBBBCCCCCCCCCDDDDDD ...
	// solutions, counting to 2: 2
}

func ExampleParse() {
	_, err := variant.Parse("killer:AAA" + dots(78) + ":50:" + dots(81))
	fmt.Println(err)
	_, err = variant.Parse("^<<<<<<<<" + "j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<j<<<<<<<<")
	fmt.Println(err)
	// Output:
	// line 1: cage at r1c1 (3 cells, sum 50): 3 different digits add up to at most 24
	// line 1, column 1: the arrow '^' at r1c1 points off the grid
}

func ExampleSolve() {
	p, _ := variant.Parse("killer:ABCCCDEFFABBGGDEHFIIJJKKKHLMMNNOOLLLPPNQQRSSLPPTQRRUUVWWTTRXUVVYZZaXXXbcYYZaaXbbc:" +
		"16,15,8,11,11,15,13,4,5,15,15,28,11,16,3,21,21,21,10,14,16,17,8,28,19,9,15,16,4:" + dots(81))
	g, ok := variant.Solve(p)
	fmt.Println(ok, g)
	fmt.Println("unique:", variant.Count(p, 2) == 1)
	// Output:
	// true 723148956958673214146925837387512469514896372692437185269351748435789621871264593
	// unique: true
}

func ExampleSolver() {
	var s variant.Solver                                             // reuse it: it keeps its tables and stack
	p, _ := variant.Parse("killer:AA" + dots(79) + ":3:" + dots(81)) // r1c1 and r1c2 hold 1 and 2
	first, n := s.Solve(p, 2)
	fmt.Println(n, first.String()[:2])
	// Output:
	// 2 12
}

func dots(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '.'
	}
	return string(b)
}
