package ui_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// gnomeBoard is GNOME Sudoku 43's board, across, in a 740x686 window.
const gnomeBoard = 578

// TestBoardTakesTheRoom holds the board at least as large as GNOME
// Sudoku's at 740x686 and as large at the default size, and the pad's
// keys at a sensible width however wide the window is, from the minimum
// width to a large screen.
func TestBoardTakesTheRoom(t *testing.T) {
	for _, tc := range []struct {
		name      string
		size      fyne.Size
		minBoard  float32
		keyAtMost float32
	}{
		{"740x686, as GNOME Sudoku was measured", fyne.NewSize(740, 686), gnomeBoard, 90},
		{"the default size", defaultSize, gnomeBoard, 90},
		{"the narrowest", minSize, 440, 90},
		{"1024x768", fyne.NewSize(1024, 768), 660, 90},
		{"1400x1000", fyne.NewSize(1400, 1000), 880, 90},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(tc.size)
			if got := f.play.BoardSide(); got < tc.minBoard {
				t.Errorf("the board is %.0f px across, want at least %.0f", got, tc.minBoard)
			}
			for d := uint8(1); d <= 9; d++ {
				if got := f.play.PadKeyWidth(d); got > tc.keyAtMost || got < 30 {
					t.Errorf("the pad's key %d is %.0f px wide, want 30 to %.0f", d, got, tc.keyAtMost)
				}
			}
		})
	}
}

// TestWordsThatGoStaleMoveNothing holds the board's size while a check's
// result, a message that expires, is on show after the player has moved:
// it goes on a toast over the board's edge, away from the selected cell,
// and the board keeps the room GNOME Sudoku's has. Taps under the toast
// reach the board.
func TestWordsThatGoStaleMoveNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		size fyne.Size
	}{
		{"740x686", fyne.NewSize(740, 686)},
		{"the default size", defaultSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.win.Resize(tc.size)
			f.play.ExpireWords() // the new game's greeting
			f.settle()
			before := f.play.BoardSide()
			g := f.game()
			c := firstEmpty(g)
			f.enter(c, 5)
			f.press("check")
			f.settle()
			if f.play.Status() == "" {
				t.Fatal("the check said nothing")
			}
			if got := f.play.BoardSide(); got != before || got < gnomeBoard {
				t.Errorf("with the check's words on show the board is %.0f px across, was %.0f; want it unmoved and at least %d", got, before, gnomeBoard)
			}
			for _, sel := range []solver.Cell{solver.CellAt(8, 4), solver.CellAt(0, 4)} {
				f.tapCell(sel)
				if f.board().Selected != sel {
					t.Fatalf("tapping %v selected %v", sel, f.board().Selected)
				}
				pos, size, shown := f.play.ToastBounds()
				if !shown {
					t.Fatalf("no toast with %v selected", sel)
				}
				cell := f.cellPos(sel)
				if cell.X >= pos.X && cell.X <= pos.X+size.Width && cell.Y >= pos.Y && cell.Y <= pos.Y+size.Height {
					t.Errorf("the toast at %v, %v covers the selected cell %v", pos, size, sel)
				}
			}
			// The bottom row's middle cell lies under the toast while the top
			// row is selected: a tap there still selects it.
			f.tapCell(solver.CellAt(8, 4))
			if f.board().Selected != solver.CellAt(8, 4) {
				t.Errorf("a tap under the toast selected %v", f.board().Selected)
			}
		})
	}
}

// issuePuzzle is the puzzle of issue 23, whose hints are long forcing
// chains: a new player walked them at the default size.
const issuePuzzle = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

// TestForcingWalkKeepsTheBoard walks a long forcing chain beat by beat at
// the default size, as a new player did: the board stays under the panel
// neither moving nor shrinking from beat to beat (it did, with the whole
// step's text's height kept and the layout flipping beside), and the
// beat buttons and Apply stay on show between the words and the pad
// (they scrolled away under a long text).
func TestForcingWalkKeepsTheBoard(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	f.win.Resize(defaultSize)
	g, err := game.FromText(issuePuzzle, logic.Extreme, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	walked, nestedSeen := 0, false
	for step := 0; step < 200 && walked < 5 && !g.Over(); step++ {
		h, err := g.Hint(logic.Which, true)
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind == logic.NextStep && h.Step.Technique == logic.ForcingChain {
			walked++
			f.play.Session().Escape()
			f.press("hint")
			f.press("hint")
			if walkKeepsTheBoard(t, f, walked) {
				nestedSeen = true
			}
		}
		f.play.Session().ApplyHint()
		f.settle()
	}
	if walked < 2 || !nestedSeen {
		t.Fatalf("%d forcing chains walked, a nested one among them: %v", walked, nestedSeen)
	}
}

// walkKeepsTheBoard walks the step on show beat by beat: see
// TestForcingWalkKeepsTheBoard.
func walkKeepsTheBoard(t *testing.T, f *fixture, chain int) (nestedSeen bool) {
	t.Helper()
	padTop := fyne.CurrentApp().Driver().AbsolutePositionForObject(f.play.PaletteKey(1)).Y
	side := float32(0)
	for beat := 1; !f.disabled("beat-next"); beat++ {
		f.press("beat-next")
		if f.play.Beside() {
			t.Fatalf("chain %d, beat %d: the panel went beside the board in a window taller than wide", chain, beat)
		}
		got := f.play.BoardSide()
		if side == 0 {
			side = got
		}
		if got != side {
			t.Fatalf("chain %d, beat %d: the board is %.0f px across, %.0f at the first beat", chain, beat, got, side)
		}
		if got < defaultSize.Width/2 {
			t.Fatalf("chain %d, beat %d: the board is %.0f px across, under half the window", chain, beat, got)
		}
		for _, key := range []string{"beat-prev", "beat-next", "apply"} {
			b := f.play.Button(key)
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
			if !b.Visible() || pos.Y+b.Size().Height > padTop || pos.Y < 0 {
				t.Fatalf("chain %d, beat %d: %s at y %.0f-%.0f, shown %v; the pad starts at %.0f", chain, beat, key, pos.Y, pos.Y+b.Size().Height, b.Visible(), padTop)
			}
		}
		// Every candidate ringed is drawn: a second new player met empty
		// green rings where an inner chain's findings were not noted.
		b := f.board()
		for _, c := range append(append([]logic.Candidate(nil), b.Rings...), b.Trues...) {
			if cv := b.Cells[c.Cell]; cv.Digit == 0 && !cv.Notes.Has(c.Digit) {
				t.Fatalf("chain %d, beat %d: %v is ringed but not drawn", chain, beat, c)
			}
		}
		if beat > 1 && len(b.Trues) == 0 {
			t.Fatalf("chain %d, beat %d: nothing found true so far is shown, not even the assumption", chain, beat)
		}
		if cur := f.play.CurrentBeat(); cur != nil && !cur.On && len(cur.Marks) > 0 && slices.Contains(b.Trues, cur.Marks[0]) {
			t.Fatalf("chain %d, beat %d: %v is ringed both true and false", chain, beat, cur.Marks[0])
		}
		if beats, k := f.play.WalkBeats(); k >= 0 && beats[k].Kind == "nested" {
			// An inner chain's contradiction keeps its findings ringed: they
			// are its reasons.
			nestedSeen = true
			for j := k - 1; j > 0 && beats[j].Kind != "start"; j-- {
				if e := beats[j]; e.On && len(e.Marks) > 0 && !slices.Contains(b.Trues, e.Marks[0]) {
					t.Fatalf("chain %d, beat %d: the inner chain's finding %v is not ringed at its contradiction", chain, beat, e.Marks[0])
				}
			}
		}
		if beat == 3 { // the whole step and back: nothing moves
			for _, key := range []string{"beat-whole", "beat-whole"} {
				f.press(key)
				if got := f.play.BoardSide(); got != side {
					t.Fatalf("chain %d: after %s the board is %.0f px across, %.0f while walking", chain, key, got, side)
				}
			}
		}
		if beat > 500 {
			t.Fatal("no end to the walk")
		}
	}
	return nestedSeen
}

// TestCoordinatesSetting: hints name cells as r6c5, and a new player had
// to count cells to find one. With the setting on, the board numbers its
// rows and columns beside the grid, the grid giving up the margin, and a
// tap still lands on the cell under it; off by default.
func TestCoordinatesSetting(t *testing.T) {
	f := newFixture(t)
	f.win.Resize(defaultSize)
	if got := f.board().CoordinateTexts(); len(got) != 0 {
		t.Fatalf("coordinates shown by default: %v", got)
	}
	before := f.play.BoardSide()
	s := f.play.Settings()
	s.Coordinates = true
	f.play.SetSettings(s)
	got := f.board().CoordinateTexts()
	if len(got) != 18 || got[0] != "1" || got[8] != "9" || got[9] != "1" || got[17] != "9" {
		t.Fatalf("coordinates %v, want rows 1-9 and columns 1-9", got)
	}
	if after := f.play.BoardSide(); after >= before || after < before-30 {
		t.Errorf("with coordinates the grid is %.0f px across, %.0f without: want a small margin given up", after, before)
	}
	for _, c := range []solver.Cell{solver.CellAt(0, 0), solver.CellAt(4, 7), solver.CellAt(8, 8)} {
		f.tapCell(c)
		if f.board().Selected != c {
			t.Errorf("tapping %v selected %v", c, f.board().Selected)
		}
	}
}
