package ui_test

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/ui"
)

const (
	r1c5 solver.Cell = 4 // given 7
	r2c2 solver.Cell = 10
	r3c1 solver.Cell = 18
)

// dragCells drags on the window's canvas from the middle of cell a to the
// middle of cell b, as one move of the pointer, which the board reads
// from the position it reached and the way it came.
func (f *fixture) dragCells(a, b solver.Cell) {
	f.t.Helper()
	from, to := f.cellPos(a), f.cellPos(b)
	test.Drag(f.win.Canvas(), to, to.X-from.X, to.Y-from.Y)
}

// withModifier presses the mouse on the board with the modifier held,
// for the tap or drag that follows.
func (f *fixture) withModifier(m fyne.KeyModifier) {
	f.board().MouseDown(&desktop.MouseEvent{Modifier: m})
}

func selection(f *fixture) []solver.Cell { return f.board().Selection.Cells() }

// TestMultiCellSelectionDrag drags across cells in the Fyne test window:
// every cell on the way is selected, a digit typed goes in all of them as
// one move, one Undo takes it all back, and a Ctrl drag adds a second run.
func TestMultiCellSelectionDrag(t *testing.T) {
	f := newFixture(t)
	f.dragCells(r1c3, r1c7) // crosses the given r1c5 too
	want := []solver.Cell{r1c3, r1c4, r1c5, r1c6, r1c7}
	if got := selection(f); !slices.Equal(got, want) {
		t.Fatalf("selection %v, want %v", got, want)
	}
	f.withModifier(fyne.KeyModifierControl)
	f.dragCells(r3c1, r2c2) // a diagonal: its corner cells too
	if got := selection(f); !slices.Contains(got, r3c1) || !slices.Contains(got, r2c2) || !slices.Contains(got, r1c3) {
		t.Fatalf("a Ctrl drag left %v", got)
	}
	f.withModifier(0)
	f.dragCells(r1c3, r1c4)
	f.shortcut(&desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault}) // a centre mark
	f.typeRunes("9")
	for _, c := range []solver.Cell{r1c3, r1c4} {
		if f.game().Digit(c) != 9 || f.board().Cells[c].Marks.Centre != 0 {
			t.Errorf("%v: digit %d, centre %v", c, f.game().Digit(c), f.board().Cells[c].Marks.Centre)
		}
	}
	f.shortcut(&fyne.ShortcutUndo{})
	for _, c := range []solver.Cell{r1c3, r1c4} {
		if f.game().Digit(c) != 0 || f.board().Cells[c].Marks.Centre != game.DigitSet(1) {
			t.Errorf("one undo left %v at %d, centre %v", c, f.game().Digit(c), f.board().Cells[c].Marks.Centre)
		}
	}
}

// TestSelectionKeys: Ctrl+click adds and removes, Shift and an arrow
// grows the selection, Ctrl+A takes every cell, Escape clears it.
func TestSelectionKeys(t *testing.T) {
	f := newFixture(t)
	f.tapCell(r1c3)
	f.withModifier(fyne.KeyModifierControl)
	f.tapCell(r1c6)
	f.tapCell(r2c3)
	f.tapCell(r1c6)
	f.withModifier(0)
	if got := selection(f); !slices.Equal(got, []solver.Cell{r1c3, r2c3}) {
		t.Fatalf("Ctrl+click: %v", got)
	}
	f.tapCell(r1c3)
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	f.keyable().KeyDown(shift)
	f.typeKey(fyne.KeyRight)
	f.typeKey(fyne.KeyDown)
	f.keyable().KeyUp(shift)
	if got := selection(f); !slices.Equal(got, []solver.Cell{r1c3, r1c4, solver.CellAt(1, 3)}) {
		t.Fatalf("Shift+arrows: %v", got)
	}
	f.shortcut(&fyne.ShortcutSelectAll{})
	if n := f.board().Selection.Count(); n != 81 {
		t.Fatalf("Ctrl+A selected %d", n)
	}
	f.typeKey(fyne.KeyEscape)
	if n := f.board().Selection.Count(); n != 0 || f.board().Selected != -1 {
		t.Fatalf("Escape left %d selected", n)
	}
}

// TestMarkKeys: Z, X, C and V choose what digits make; Shift and Ctrl
// with a digit make marks whatever the mode, as the shortcuts window
// says; the pad's mode control goes round the modes.
func TestMarkKeys(t *testing.T) {
	ctrl := func(d fyne.KeyName, shift bool) fyne.Shortcut {
		m := fyne.KeyModifierShortcutDefault
		if shift {
			m |= fyne.KeyModifierShift
		}
		return &desktop.CustomShortcut{KeyName: d, Modifier: m}
	}
	for _, tc := range []struct {
		name string
		do   func(f *fixture)
		want func(m game.Marks, notes game.Digits, digit uint8) bool
	}{
		{"x: corner marks in the order typed", func(f *fixture) { f.typeRunes("x47") },
			func(m game.Marks, _ game.Digits, d uint8) bool {
				return slices.Equal(m.Corner.Digits(), []uint8{4, 7}) && d == 0
			}},
		{"c: centre marks", func(f *fixture) { f.typeRunes("c12") },
			func(m game.Marks, _ game.Digits, _ uint8) bool { return m.Centre == game.DigitSet(1, 2) }},
		{"v: colours", func(f *fixture) { f.typeRunes("v3") },
			func(m game.Marks, _ game.Digits, _ uint8) bool { return m.Colours.Has(3) }},
		{"z: digits again", func(f *fixture) { f.typeRunes("vz4") },
			func(m game.Marks, _ game.Digits, d uint8) bool { return d == 4 && m.Colours == 0 }},
		{"ctrl digit: centre", func(f *fixture) { f.shortcut(ctrl(fyne.Key2, false)) },
			func(m game.Marks, _ game.Digits, _ uint8) bool { return m.Centre == game.DigitSet(2) }},
		{"ctrl shift digit: corner", func(f *fixture) { f.shortcut(ctrl(fyne.Key2, true)) },
			func(m game.Marks, _ game.Digits, _ uint8) bool { return m.Corner.Has(2) }},
		{"shift digit: a note, as before", func(f *fixture) { f.shiftPress(fyne.Key2, '@') },
			func(m game.Marks, n game.Digits, _ uint8) bool { return n == game.DigitSet(2) && m.Corner == 0 }},
		{"shift digit with SudokuPad keys: corner", func(f *fixture) {
			s := f.play.Settings()
			s.ShiftCorner = true
			f.play.SetSettings(s)
			f.tapCell(r1c3)
			f.shiftPress(fyne.Key2, '@')
			f.shortcut(ctrl(fyne.Key1, true))
		}, func(m game.Marks, n game.Digits, _ uint8) bool { return m.Corner.Has(2) && n == game.DigitSet(1) }},
		{"the pad's mode control", func(f *fixture) {
			test.Tap(f.play.Button("mode")) // corner
			test.Tap(f.play.Button("mode")) // centre
			if got := f.play.ModeCaption(); got != "Centre" {
				f.t.Errorf("caption %q", got)
			}
			f.pressDigit(5)
		}, func(m game.Marks, _ game.Digits, _ uint8) bool { return m.Centre == game.DigitSet(5) }},
		{"notes mode named once on the pad", func(f *fixture) {
			test.Tap(f.play.Button("notes"))
			if got := f.play.ModeCaption(); got != "Marks" {
				f.t.Errorf("in notes mode the mode control's caption is %q, want Marks: the Notes key names notes", got)
			}
			if n := slices.Index(f.play.PadTexts(), "Notes"); n < 0 || slices.Contains(f.play.PadTexts()[n+1:], "Notes") {
				f.t.Errorf("the pad reads %q: want Notes once", f.play.PadTexts())
			}
			f.pressDigit(6)
			test.Tap(f.play.Button("mode")) // on to corner marks, notes mode off
			if got := f.play.ModeCaption(); got != "Corner" {
				f.t.Errorf("caption %q after the mode control, want Corner", got)
			}
		}, func(_ game.Marks, n game.Digits, _ uint8) bool { return n == game.DigitSet(6) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.tapCell(r1c3)
			tc.do(f)
			cv := f.board().Cells[r1c3]
			if !tc.want(cv.Marks, cv.Notes, cv.Digit) {
				t.Errorf("r1c3 shows marks %+v notes %v digit %d", cv.Marks, cv.Notes, cv.Digit)
			}
		})
	}
}

// TestCheckpointMenuAndKeys: K and the menu set a checkpoint, B and the
// menu go back, keeping the checkpoint (B on it goes to the one before);
// the menu shows the keys; undo to the first mistake asks first.
func TestCheckpointMenuAndKeys(t *testing.T) {
	f := newFixture(t)
	if !f.disabled("back") {
		t.Error("Back to checkpoint enabled with none set")
	}
	for key, want := range map[string]fyne.KeyName{"checkpoint": fyne.KeyK, "back": fyne.KeyB} {
		sc, ok := f.play.MenuItem(key).Shortcut.(fyne.KeyboardShortcut)
		if !ok || sc.Key() != want || sc.Mod() != 0 {
			t.Errorf("the menu item %q shows the shortcut %v, want %s", key, f.play.MenuItem(key).Shortcut, want)
		}
	}
	f.enter(r1c3, 4)
	f.typeRunes("k")
	f.enter(r1c4, 7) // a wrong guess
	f.press("checkpoint")
	f.enter(r1c6, 8)
	f.press("back")
	if f.game().Digit(r1c6) != 0 || f.game().Digit(r1c4) != 7 {
		t.Fatalf("menu back: r1c6 %d r1c4 %d", f.game().Digit(r1c6), f.game().Digit(r1c4))
	}
	if f.game().Checkpoints() != 2 {
		t.Fatalf("menu back used the checkpoint up: %d left", f.game().Checkpoints())
	}
	f.typeRunes("b") // on the checkpoint: back to the one before
	if f.game().Digit(r1c4) != 0 || f.game().Digit(r1c3) != 4 || f.disabled("back") || f.game().Checkpoints() != 1 {
		t.Fatalf("B: r1c4 %d r1c3 %d, %d checkpoints", f.game().Digit(r1c4), f.game().Digit(r1c3), f.game().Checkpoints())
	}
	f.enter(r1c4, 7)
	f.enter(r1c6, 8)
	overlays := len(f.win.Canvas().Overlays().List())
	f.press("mistake") // asks first, in a dialog
	if f.game().Digit(r1c4) != 7 || len(f.win.Canvas().Overlays().List()) != overlays+1 {
		t.Fatalf("no question asked: r1c4 %d", f.game().Digit(r1c4))
	}
	f.play.Session().Reply(true)
	if f.game().Digit(r1c4) != 0 || f.game().Digit(r1c6) != 0 || f.game().Digit(r1c3) != 4 {
		t.Errorf("after undo to the mistake: r1c3 %d r1c4 %d r1c6 %d", f.game().Digit(r1c3), f.game().Digit(r1c4), f.game().Digit(r1c6))
	}
}

// playerMarks shows every kind of mark: corner marks (a full cell of
// eight), centre marks, one, two and three colours, a colour under a
// given and under an entry, notes beside them, and a selection of many
// cells outlined.
func playerMarks(t *testing.T, f *fixture) {
	t.Helper()
	g := f.game()
	at := solver.CellAt
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []uint8{7, 1, 2} {
		must(g.MarkCells(game.MarkCorner, []solver.Cell{r1c3}, d))
	}
	for d := uint8(1); d <= 8; d++ {
		must(g.MarkCells(game.MarkCorner, []solver.Cell{at(3, 1)}, d))
	}
	must(g.MarkCells(game.MarkCentre, []solver.Cell{r1c4, at(3, 2)}, 6))
	must(g.MarkCells(game.MarkCentre, []solver.Cell{at(3, 2)}, 1))
	must(g.MarkCells(game.MarkCentre, []solver.Cell{at(3, 2)}, 2))
	must(g.MarkCells(game.MarkCentre, []solver.Cell{at(3, 2)}, 3))
	must(g.MarkCells(game.MarkCentre, []solver.Cell{at(3, 2)}, 9))
	must(g.ToggleNote(r1c6, 8))
	must(g.MarkCells(game.MarkCorner, []solver.Cell{r1c6}, 2))
	for i := uint8(1); i <= 9; i++ {
		must(g.MarkCells(game.MarkColour, []solver.Cell{at(6, int(i-1))}, i))
	}
	must(g.MarkCells(game.MarkColour, []solver.Cell{at(7, 0)}, 1))
	must(g.MarkCells(game.MarkColour, []solver.Cell{at(7, 0)}, 2))
	must(g.MarkCells(game.MarkColour, []solver.Cell{at(7, 1), at(7, 3)}, 4))
	must(g.MarkCells(game.MarkColour, []solver.Cell{at(7, 1), at(7, 3)}, 5))
	must(g.MarkCells(game.MarkColour, []solver.Cell{at(7, 1), at(7, 3)}, 6))
	must(g.Set(at(6, 2), 1))
	must(g.Set(at(6, 4), 5))
	f.dragCells(at(4, 5), at(5, 6))
	f.withModifier(fyne.KeyModifierControl)
	f.tapCell(at(4, 7))
	f.withModifier(0)
}

// copyMarkedBoard returns a new board showing what the play's board
// shows, with its selection, cages and colour setting.
func copyMarkedBoard(f *fixture) *ui.Board {
	b := copyBoard(f)
	b.Selection = f.board().Selection
	b.Cages = f.board().Cages
	b.HighContrast = f.board().HighContrast
	return b
}

func TestRenderPlayerMarks(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		high  bool
	}{
		{"board_corner_centre_colour_light.png", ui.ThemeLight, false},
		{"board_corner_centre_colour_dark.png", ui.ThemeDark, false},
		{"board_colour_high_contrast_light.png", ui.ThemeLight, true},
		{"board_colour_high_contrast_dark.png", ui.ThemeDark, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			s := f.play.Settings()
			s.HighContrastColours = tc.high
			f.play.SetSettings(s)
			playerMarks(t, f)
			assertBoardImage(t, tc.name, copyMarkedBoard(f))
		})
	}
}

// TestRenderKillerCorner: corner marks in a cell holding a cage's sum
// leave the sum's corner to it, in cells of the window's size.
func TestRenderKillerCorner(t *testing.T) {
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
	}{
		{"board_killer_corner_light.png", ui.ThemeLight},
		{"board_killer_corner_dark.png", ui.ThemeDark},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			g := startKiller(t, f)
			var cells []solver.Cell
			for c := solver.Cell(0); c < 27; c++ {
				if !g.IsGiven(c) {
					cells = append(cells, c)
				}
			}
			for _, d := range []uint8{1, 2, 3, 4, 5, 6, 7, 8} { // eight marks in r1c1 and r1c3 (sums), r1c4
				if err := g.MarkCells(game.MarkCorner, []solver.Cell{cells[0], cells[2], cells[3]}, d); err != nil {
					t.Fatal(err)
				}
			}
			for _, d := range []uint8{4, 1, 7} { // three in r1c2, under its sum
				if err := g.MarkCells(game.MarkCorner, cells[1:2], d); err != nil {
					t.Fatal(err)
				}
			}
			if err := g.MarkCells(game.MarkCentre, cells[4:8], 5); err != nil {
				t.Fatal(err)
			}
			if err := g.MarkCells(game.MarkColour, cells[8:12], 2); err != nil {
				t.Fatal(err)
			}
			f.typeKey(fyne.KeyEscape)
			f.play.Session().Resume()
			b := copyMarkedBoard(f)
			b.Resize(fyne.NewSize(560, 560)) // cells of 60 px, as in the window
			b.Refresh()
			skipPixelsInShort(t)
			test.AssertObjectRendersToImage(t, tc.name, b)
		})
	}
}
