package printout

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// boxBorders says, for each grid line 0-9 from the top or the left,
// whether it runs along the frame or between two boxes: the lines drawn
// thick. It is read from the boxes of solver/geometry.
var boxBorders = func() (out [10]bool) {
	for k := range out {
		out[k] = k == 0 || k == 9 || !sameBox(solver.CellAt(0, k-1), solver.CellAt(0, k))
	}
	return out
}()

// sameBox reports whether a and b lie in one box.
func sameBox(a, b solver.Cell) bool {
	g := geometry.Classic()
	for _, i := range g.HousesOf(a) {
		if h, _ := g.House(i); h.Kind == geometry.Box {
			return h.Set.Has(b)
		}
	}
	return false
}

// BoxBorder reports whether grid line k (0-9, from the top or the left)
// runs along the frame or between two boxes: a line drawn thick. Any
// other k gives false.
func BoxBorder(k int) bool { return k >= 0 && k < len(boxBorders) && boxBorders[k] }
