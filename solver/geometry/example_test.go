package geometry_test

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// A Sudoku X with the anti-knight rule: the centre cell sits on both
// diagonals and has eight knight's-move neighbours.
func Example() {
	g := geometry.New(geometry.Rules{Flags: geometry.Flags{Diagonals: true, AntiKnight: true}})
	centre := solver.CellAt(4, 4)
	for _, i := range g.HousesOf(centre) {
		h := g.Houses()[i]
		fmt.Println(h.Key(), h.Index+1)
	}
	fmt.Println(g.Peers(centre).Count(), "peers")
	rel, _ := g.Between(centre, solver.CellAt(2, 3))
	fmt.Println("r3c4:", rel)
	// Output:
	// row 5
	// column 5
	// box 5
	// diagonal.down 1
	// diagonal.up 2
	// 40 peers
	// r3c4: knight
}
