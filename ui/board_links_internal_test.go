package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// TestChainLinksUnderDigits: a chain's arrows were drawn over everything,
// hiding the givens and struck notes they crossed. They now lie under
// every digit, note and strike, above the cells' shades and the grid.
func TestChainLinksUnderDigits(t *testing.T) {
	test.NewTempApp(t)
	b := NewBoard()
	b.Cells[0] = CellView{Digit: 5, Given: true}
	b.Cells[1] = CellView{Notes: game.DigitSet(1, 2), Struck: game.DigitSet(2)}
	b.Cells[2] = CellView{Notes: game.DigitSet(2, 3)}
	link := logic.Link{
		From:   logic.ChainNode{Cells: []solver.Cell{2}, Digit: 2},
		To:     logic.ChainNode{Cells: []solver.Cell{1}, Digit: 2},
		Strong: true,
	}
	b.Links = []logic.Link{link, link}
	b.Resize(fyne.NewSize(360, 360))
	r := test.WidgetRenderer(b).(*boardRenderer)
	r.Refresh()

	index := map[fyne.CanvasObject]int{}
	for i, o := range r.Objects() {
		index[o] = i
	}
	lastLine, firstInk := -1, len(r.Objects())
	for _, l := range r.links {
		for _, o := range l.objects() {
			lastLine = max(lastLine, index[o])
		}
	}
	ink := []fyne.CanvasObject{}
	for c := range r.digits {
		ink = append(ink, r.digits[c], r.marks[c])
	}
	for _, n := range r.notes {
		for i := range 9 {
			ink = append(ink, n.digits[i], n.strikes[i], n.discs[i])
		}
	}
	for _, o := range ink {
		firstInk = min(firstInk, index[o])
	}
	if len(r.links) == 0 || lastLine < 0 {
		t.Fatal("no chain lines drawn")
	}
	if lastLine > firstInk {
		t.Errorf("a chain line is drawn at %d, over the digits and notes from %d", lastLine, firstInk)
	}
	for _, o := range append([]fyne.CanvasObject{r.background}, r.lines[0], r.cells[80]) {
		if index[o] > lastLine {
			t.Errorf("%T at %d is drawn over the chain lines", o, index[o])
		}
	}
}
