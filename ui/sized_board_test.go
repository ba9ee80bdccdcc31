package ui_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui"
)

// otherShapes are the shapes besides 9x9 the board draws.
var otherShapes = []sized.Shape{sized.Shape4, sized.Shape6, sized.Shape12, sized.Shape16}

// TestSizedBoardTaps: on a board of each shape, with the coordinates'
// margin and without, a tap on the middle of cell (r, c) reports cell
// r*N+c, and a tap beside the grid reports none.
func TestSizedBoardTaps(t *testing.T) {
	test.NewTempApp(t)
	for _, s := range otherShapes {
		for _, coords := range []bool{false, true} {
			t.Run(fmt.Sprintf("%v/coordinates=%v", s, coords), func(t *testing.T) {
				b := ui.NewBoard()
				b.Shape, b.Coordinates = s, coords
				var got []solver.Cell
				outside := 0
				b.OnTapped = func(c solver.Cell) { got = append(got, c) }
				b.OnTappedOutside = func() { outside++ }
				test.NewTempWindow(t, b).Resize(fyne.NewSize(500, 460))
				side, o := b.Square()
				n := s.N()
				cell := side / float32(n)
				for r := 0; r < n; r++ {
					for c := 0; c < n; c++ {
						got = got[:0]
						at := fyne.NewPos(o.X+(float32(c)+0.5)*cell, o.Y+(float32(r)+0.5)*cell)
						b.Tapped(&fyne.PointEvent{Position: at})
						if want := solver.Cell(r*n + c); len(got) != 1 || got[0] != want {
							t.Fatalf("a tap on the middle of row %d, column %d reports %v, want %v", r+1, c+1, got, want)
						}
					}
				}
				b.Tapped(&fyne.PointEvent{Position: fyne.NewPos(o.X+side+1, o.Y+side/2)})
				if outside != 1 {
					t.Errorf("a tap right of the grid reports %d taps outside, want 1", outside)
				}
			})
		}
	}
}

// TestSizedBoardDigitKeys: on a board of each shape, 9x9 among them, the
// characters 0-9 are digits, and on a grid of more than nine digits the
// letters A-G either case are 10 up to N; any other character goes to
// OnTypedRune. Shift held with a digit's key 1-9 gives OnShiftDigit that
// digit, and the key to OnTypedKey otherwise: Shift and a letter is a
// capital, a digit past 9 as the board writes it, typed as a character.
func TestSizedBoardDigitKeys(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		shape sized.Shape
		typed string
		want  []uint8 // digits, in order
		runes string  // the characters left to OnTypedRune
	}{
		{sized.Shape{}, "0159abh", []uint8{0, 1, 5, 9}, "abh"},
		{sized.Shape4, "1459ah", []uint8{1, 4, 5, 9}, "ah"},
		{sized.Shape6, "6a", []uint8{6}, "a"},
		{sized.Shape12, "9aABcCdgh", []uint8{9, 10, 10, 11, 12, 12}, "dgh"},
		{sized.Shape16, "0aAdeFgGhz", []uint8{0, 10, 10, 13, 14, 15, 16, 16}, "hz"},
	} {
		t.Run(shapeName(tc.shape), func(t *testing.T) {
			b := ui.NewBoard()
			b.Shape = tc.shape
			var digits []uint8
			runes := ""
			b.OnTypedDigit = func(d uint8) { digits = append(digits, d) }
			b.OnTypedRune = func(r rune) { runes += string(r) }
			for _, r := range tc.typed {
				b.TypedRune(r)
			}
			if fmt.Sprint(digits) != fmt.Sprint(tc.want) || runes != tc.runes {
				t.Errorf("typing %q gives digits %v and characters %q, want %v and %q", tc.typed, digits, runes, tc.want, tc.runes)
			}
		})
	}
	for _, tc := range []struct {
		shape sized.Shape
		key   fyne.KeyName
		shift uint8 // the digit OnShiftDigit gets, 0 for none: the key goes to OnTypedKey
	}{
		{sized.Shape{}, fyne.Key5, 5},
		{sized.Shape{}, fyne.KeyA, 0},
		{sized.Shape6, fyne.Key6, 6},
		{sized.Shape6, fyne.KeyA, 0},
		{sized.Shape12, fyne.KeyC, 0},
		{sized.Shape12, fyne.Key9, 9},
		{sized.Shape16, fyne.KeyG, 0},
		{sized.Shape16, fyne.Key1, 1},
		{sized.Shape16, fyne.KeyH, 0},
	} {
		t.Run(fmt.Sprintf("%s/shift+%s", shapeName(tc.shape), tc.key), func(t *testing.T) {
			b := ui.NewBoard()
			b.Shape = tc.shape
			var shifted []uint8
			keys := 0
			b.OnShiftDigit = func(d uint8) { shifted = append(shifted, d) }
			b.OnTypedKey = func(*fyne.KeyEvent) { keys++ }
			b.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
			b.KeyDown(&fyne.KeyEvent{Name: tc.key})
			b.TypedKey(&fyne.KeyEvent{Name: tc.key})
			switch {
			case tc.shift != 0 && (len(shifted) != 1 || shifted[0] != tc.shift || keys != 0):
				t.Errorf("Shift+%s gives OnShiftDigit %v and %d keys, want %d alone", tc.key, shifted, keys, tc.shift)
			case tc.shift == 0 && (len(shifted) != 0 || keys != 1):
				t.Errorf("Shift+%s gives OnShiftDigit %v and %d keys, want the key alone", tc.key, shifted, keys)
			}
		})
	}
}

// shapeName names a shape for a test: the zero shape is the board's
// default, 9x9.
func shapeName(s sized.Shape) string {
	if s == (sized.Shape{}) {
		return "zero"
	}
	return s.String()
}

// sizedBoard returns a board of shape s in play: a solution's digits
// given in about a third of the cells, entries in a few others (one of
// them wrong, marked as a mistake), every candidate noted in some empty
// cells and a few in others, the cell at (1, 1) selected with its digit
// highlighted.
func sizedBoard(s sized.Shape, letters bool) *ui.Board {
	n := s.N()
	b := ui.NewBoard()
	b.Shape, b.Letters = s, letters
	solution := func(r, c int) uint8 { // boxes BoxRows by BoxCols, each a shift of the first row
		return uint8((s.BoxCols*(r%s.BoxRows)+r/s.BoxRows+c)%n + 1)
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			cv := &b.Cells[r*n+c]
			switch k := (r*5 + c*3) % 7; {
			case k < 3:
				cv.Digit, cv.Given = solution(r, c), true
			case k == 3:
				cv.Digit = solution(r, c)
			case k == 4 && (r+c)%2 == 0:
				cv.Notes = game.DigitsTo(n)
			case k == 4:
				cv.Notes = game.DigitSet(solution(r, c), uint8(n), uint8((r+c)%n+1))
			}
		}
	}
	wrong := &b.Cells[(n-1)*n+n-2]
	*wrong = ui.CellView{Digit: solution(n-1, n-2)%uint8(n) + 1, Mark: ui.Mistake}
	b.Selected = solver.Cell(n + 1)
	b.Selection.Add(b.Selected)
	b.Cells[b.Selected] = ui.CellView{Digit: uint8(n)}
	b.SameDigit = uint8(n)
	return b
}

// TestRenderSizedBoards draws boards of 6x6, 12x12 and 16x16 in play, in
// both themes, the digits 10-16 as letters and as numbers.
func TestRenderSizedBoards(t *testing.T) {
	skipPixelsInShort(t)
	for _, tc := range []struct {
		name    string
		shape   sized.Shape
		theme   ui.ThemeChoice
		letters bool
		side    float32
	}{
		{"board_6x6_light.png", sized.Shape6, ui.ThemeLight, false, 360},
		{"board_6x6_dark.png", sized.Shape6, ui.ThemeDark, false, 360},
		{"board_12x12_letters_light.png", sized.Shape12, ui.ThemeLight, true, 560},
		{"board_16x16_letters_light.png", sized.Shape16, ui.ThemeLight, true, 640},
		{"board_16x16_letters_dark.png", sized.Shape16, ui.ThemeDark, true, 640},
		{"board_16x16_numbers_light.png", sized.Shape16, ui.ThemeLight, false, 640},
		{"board_16x16_numbers_dark.png", sized.Shape16, ui.ThemeDark, false, 640},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ui.ApplyTheme(test.NewTempApp(t), tc.theme)
			b := sizedBoard(tc.shape, tc.letters)
			b.Resize(fyne.NewSize(tc.side, tc.side))
			b.Refresh()
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}

// corner returns corner marks typed in the order ds, as game.Corner
// keeps them: five bits a digit, the first lowest.
func corner(ds ...uint8) game.Corner {
	var c game.Corner
	for i, d := range ds {
		c |= game.Corner(d) << (5 * i)
	}
	return c
}

// TestRenderSizedOverlays draws what lies over the cells of a 6x6 and a
// 16x16 board: the coordinates 1 to N in the margin, Sudoku X's
// diagonals, a selection of several cells outlined around its edge,
// corner and centre marks (10-16 as numbers on the 16x16) and colours,
// and a hint's strong link between two notes with a ring.
func TestRenderSizedOverlays(t *testing.T) {
	skipPixelsInShort(t)
	for _, tc := range []struct {
		name  string
		shape sized.Shape
		theme ui.ThemeChoice
		side  float32
	}{
		{"board_6x6_marks_light.png", sized.Shape6, ui.ThemeLight, 360},
		{"board_16x16_marks_dark.png", sized.Shape16, ui.ThemeDark, 640},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ui.ApplyTheme(test.NewTempApp(t), tc.theme)
			n := tc.shape.N()
			top := uint8(n)
			b := sizedBoard(tc.shape, false)
			b.Coordinates, b.Flags.Diagonals = true, true
			at := func(r, c int) solver.Cell { return solver.Cell(r*n + c) }
			// Four empty cells, the first three in a row, the fourth
			// under the third, selected together.
			sel := []solver.Cell{at(n-2, 0), at(n-2, 1), at(n-2, 2), at(n-1, 2)}
			b.Selection = game.CellSet{}
			for _, c := range sel {
				b.Cells[c] = ui.CellView{}
				b.Selection.Add(c)
			}
			b.Selected = sel[0]
			b.SameDigit = 0
			b.Cells[sel[0]].Marks = game.Marks{Corner: corner(1, top, 3)}
			b.Cells[sel[1]].Marks = game.Marks{Centre: game.DigitSet(2, top-1, top)}
			b.Cells[sel[2]].Marks = game.Marks{Colours: 1<<1 | 1<<3}
			b.Cells[sel[3]].Marks = game.Marks{Centre: game.DigitsTo(5), Colours: 1 << 2}
			from, to := at(2, n-1), at(2, n-3)
			b.Cells[from] = ui.CellView{Notes: game.DigitSet(1, top)}
			b.Cells[to] = ui.CellView{Notes: game.DigitSet(2, top), Struck: game.DigitSet(2)}
			b.Links = []logic.Link{{From: logic.ChainNode{Digit: top, Cells: []solver.Cell{from}},
				To: logic.ChainNode{Digit: top, Cells: []solver.Cell{to}}, Strong: true}}
			b.Rings, b.RingsOn = []logic.Candidate{{Cell: from, Digit: top}}, true
			b.Resize(fyne.NewSize(tc.side, tc.side))
			b.Refresh()
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}

// TestSizedBoardDrag: on a board of each shape a quick drag along the
// top row, from the first cell's middle to the last's in one event,
// reports the first cell as the start and every other cell of the row
// in turn, and a drag down the first column every cell of it.
func TestSizedBoardDrag(t *testing.T) {
	test.NewTempApp(t)
	for _, s := range otherShapes {
		t.Run(s.String(), func(t *testing.T) {
			b := ui.NewBoard()
			b.Shape = s
			test.NewTempWindow(t, b).Resize(fyne.NewSize(480, 480))
			side, o := b.Square()
			n := s.N()
			cell := side / float32(n)
			for _, down := range []bool{false, true} {
				var got []solver.Cell
				b.OnDragStart = func(c solver.Cell, _ bool) { got = append(got, c) }
				b.OnDragCell = func(c solver.Cell) { got = append(got, c) }
				from := fyne.NewPos(o.X+cell/2, o.Y+cell/2)
				move := fyne.Delta{DX: float32(n-1) * cell}
				if down {
					move = fyne.Delta{DY: float32(n-1) * cell}
				}
				b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from.Add(move)}, Dragged: move})
				b.DragEnd()
				var want []solver.Cell
				for i := 0; i < n; i++ {
					if down {
						want = append(want, solver.Cell(i*n))
					} else {
						want = append(want, solver.Cell(i))
					}
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("down %v: a drag across the grid reports %v, want %v", down, got, want)
				}
			}
		})
	}
}

// jigsaw6 is a 6x6 jigsaw's regions, each in one piece.
var jigsaw6 = geometry.Regions{
	0, 0, 0, 1, 1, 1,
	0, 0, 2, 1, 1, 3,
	0, 2, 2, 2, 1, 3,
	4, 4, 2, 2, 3, 3,
	4, 4, 5, 5, 3, 3,
	4, 4, 5, 5, 5, 5,
}

// TestRenderSizedVariants draws a 6x6 jigsaw, its regions' borders thick
// in place of the boxes, tinted and not, and a 6x6 Killer board, its
// cages dashed with their sums over noted cells and the selected cell's
// cage outlined, in both themes; and a 16x16 Killer in the dark.
func TestRenderSizedVariants(t *testing.T) {
	skipPixelsInShort(t)
	at := func(n, r, c int) solver.Cell { return solver.Cell(r*n + c) }
	cages6 := []variant.Cage{
		{Cells: []solver.Cell{0, 1}, Sum: 3}, {Cells: []solver.Cell{2, 8}, Sum: 9},
		{Cells: []solver.Cell{6, 12, 13}, Sum: 12}, {Cells: []solver.Cell{14, 15, 20, 21}, Sum: 14},
		{Cells: []solver.Cell{30, 31}, Sum: 11}, {Cells: []solver.Cell{35}, Sum: 5},
	}
	cages16 := []variant.Cage{
		{Cells: []solver.Cell{0, 1, 16}, Sum: 30}, {Cells: []solver.Cell{at(16, 5, 5), at(16, 5, 6), at(16, 6, 6)}, Sum: 41},
		{Cells: []solver.Cell{at(16, 15, 14), at(16, 15, 15)}, Sum: 31},
	}
	for _, tc := range []struct {
		name    string
		shape   sized.Shape
		theme   ui.ThemeChoice
		regions geometry.Regions
		tint    bool
		cages   []variant.Cage
		side    float32
	}{
		{"board_6x6_jigsaw_tint_light.png", sized.Shape6, ui.ThemeLight, jigsaw6, true, nil, 360},
		{"board_6x6_jigsaw_dark.png", sized.Shape6, ui.ThemeDark, jigsaw6, false, nil, 360},
		{"board_6x6_killer_light.png", sized.Shape6, ui.ThemeLight, nil, false, cages6, 360},
		{"board_6x6_killer_dark.png", sized.Shape6, ui.ThemeDark, nil, false, cages6, 360},
		{"board_16x16_killer_dark.png", sized.Shape16, ui.ThemeDark, nil, false, cages16, 640},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ui.ApplyTheme(test.NewTempApp(t), tc.theme)
			n := tc.shape.N()
			b := sizedBoard(tc.shape, true)
			b.Regions, b.TintRegions, b.Cages = tc.regions, tc.tint, tc.cages
			for _, cg := range tc.cages { // the cages' cells empty, noted
				for _, c := range cg.Cells {
					b.Cells[c] = ui.CellView{Notes: game.DigitSet(1, 2, uint8(n))}
				}
			}
			if tc.cages != nil {
				b.Selected = tc.cages[1].Cells[0]
				b.Selection = game.CellSet{}
				b.Selection.Add(b.Selected)
				b.SelectedCage = 2
			}
			b.Resize(fyne.NewSize(tc.side, tc.side))
			b.Refresh()
			if *update {
				defer updateFailed(t, tc.name)
			}
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}
