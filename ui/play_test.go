package ui_test

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// Cells of the Wikipedia puzzle used below.
const (
	r1c1 solver.Cell = 0  // given 5
	r1c3 solver.Cell = 2  // empty: candidates 1, 2, 4; the solution's 4
	r1c4 solver.Cell = 3  // empty: the solution's 6
	r1c6 solver.Cell = 5  // empty: the solution's 8
	r1c7 solver.Cell = 6  // empty: the solution's 9
	r2c3 solver.Cell = 11 // empty: the solution's 2
	r5c5 solver.Cell = 40 // empty: the centre, the solution's 5
	r9c1 solver.Cell = 72 // empty: the solution's 3
)

func TestStartPlaysTheGivenGame(t *testing.T) {
	f := newFixture(t)
	g := f.game()
	if g.Givens() != parse(t, gametest.Puzzle) {
		t.Fatalf("givens = %v", g.Givens())
	}
	for c := solver.Cell(0); c < 81; c++ {
		cv := f.board().Cells[c]
		if cv.Digit != g.Givens()[c] || cv.Given != (g.Givens()[c] != 0) || cv.Mark != ui.NoMark || cv.Hinted {
			t.Errorf("cell %v shows %+v", c, cv)
		}
	}
	if f.board().Selected != -1 {
		t.Errorf("Selected = %v, want none", f.board().Selected)
	}
	for _, k := range []string{"undo", "redo"} {
		if !f.disabled(k) {
			t.Errorf("%s is enabled in a new game", k)
		}
	}
	for _, k := range []string{"new", "restart", "hint", "check", "answer", "notes", "fill", "enter"} {
		if f.disabled(k) {
			t.Errorf("%s is disabled in a new game", k)
		}
	}
}

func TestTapCellThenDigit(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		name  string
		cell  solver.Cell
		digit uint8 // 0 for Erase
		want  uint8
	}{
		{"enter", r1c3, 4, 4},
		{"another cell", r1c4, 6, 6},
		{"overwrite", r1c3, 1, 1},
		{"same again", r1c3, 1, 1},
		{"erase", r1c3, 0, 0},
		{"erase empty", r1c6, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f.t = t
			f.enter(tc.cell, tc.digit)
			if got := f.board().Cells[tc.cell].Digit; got != tc.want {
				t.Errorf("board shows %d in %v, want %d", got, tc.cell, tc.want)
			}
			if got := f.game().Digit(tc.cell); got != tc.want {
				t.Errorf("game holds %d in %v, want %d", got, tc.cell, tc.want)
			}
			if f.board().Selected != tc.cell {
				t.Errorf("Selected = %v, want %v", f.board().Selected, tc.cell)
			}
			if f.board().SameDigit != tc.want {
				t.Errorf("SameDigit = %d, want %d", f.board().SameDigit, tc.want)
			}
			if f.win.Canvas().Focused() != f.board() {
				t.Errorf("the board lost the focus to %v", f.win.Canvas().Focused())
			}
		})
	}
	if f.play.PaletteKey(4).Disabled() {
		t.Error("digit 4 is disabled with 4s left to place")
	}
}

func TestPickDigitThenTapCells(t *testing.T) {
	f := newFixture(t)
	key := f.play.PaletteKey(9)

	f.pressDigit(9)
	f.wantStatus("status.armed", map[string]any{"Digit": 9})
	if key.Importance != widget.HighImportance {
		t.Errorf("the armed key has importance %v", key.Importance)
	}
	if f.board().SameDigit != 9 {
		t.Errorf("SameDigit = %d, want the armed 9", f.board().SameDigit)
	}
	for _, c := range []solver.Cell{r1c6, r5c5, r9c1} {
		f.tapCell(c)
		if f.board().Cells[c].Digit != 9 || f.game().Digit(c) != 9 {
			t.Errorf("tapping %v with 9 armed left %d", c, f.game().Digit(c))
		}
	}
	f.tapCell(r1c1) // a given keeps its digit
	if f.game().Digit(r1c1) != 5 || f.board().Selected != r1c1 {
		t.Errorf("tapping the given %v with 9 armed: digit %d, selected %v", r1c1, f.game().Digit(r1c1), f.board().Selected)
	}

	f.pressDigit(4) // another digit arms that one instead
	f.wantStatus("status.armed", map[string]any{"Digit": 4})
	if key.Importance != widget.MediumImportance || f.play.PaletteKey(4).Importance != widget.HighImportance {
		t.Error("pressing 4 while 9 was armed did not arm 4")
	}
	f.tapCell(r1c3)
	if f.game().Digit(r1c3) != 4 {
		t.Errorf("tapping %v with 4 armed left %d", r1c3, f.game().Digit(r1c3))
	}

	f.pressDigit(4) // pressing the armed digit again disarms it
	f.wantStatus("status.select-cell", nil)
	if f.play.PaletteKey(4).Importance != widget.MediumImportance {
		t.Error("4 is still shown armed")
	}
	f.tapCell(r1c7)
	if f.game().Digit(r1c7) != 0 || f.board().Selected != r1c7 {
		t.Errorf("after disarming, tapping %v entered %d", r1c7, f.game().Digit(r1c7))
	}
	f.pressDigit(9) // now a cell is selected: the digit goes there
	if f.game().Digit(r1c7) != 9 {
		t.Errorf("the palette did not fill the selected cell: %d", f.game().Digit(r1c7))
	}
	for _, c := range []solver.Cell{r1c6, r5c5, r9c1} {
		if f.game().Digit(c) != 9 {
			t.Errorf("%v lost its 9", c)
		}
	}
}

func TestGivensRefuseInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		act  func(f *fixture)
	}{
		{"palette digit", func(f *fixture) { f.pressDigit(9) }},
		{"palette erase", func(f *fixture) { f.pressDigit(0) }},
		{"typed digit", func(f *fixture) { f.typeRunes("9") }},
		{"typed zero", func(f *fixture) { f.typeRunes("0") }},
		{"delete key", func(f *fixture) { f.typeKey(fyne.KeyDelete) }},
		{"backspace key", func(f *fixture) { f.typeKey(fyne.KeyBackspace) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.tapCell(r1c1)
			tc.act(f)
			if f.board().Cells[r1c1].Digit != 5 || f.game().Digit(r1c1) != 5 || !f.board().Cells[r1c1].Given {
				t.Errorf("the given changed: %+v", f.board().Cells[r1c1])
			}
			f.wantStatus("status.given", nil)
			if f.game().CanUndo() {
				t.Error("refused input made a move")
			}
		})
	}
}

// TestMarksAsYouType checks the three mistake modes: a clash and a wrong
// digit typed, marked at once or only on Check.
func TestMarksAsYouType(t *testing.T) {
	for _, tc := range []struct {
		mode         session.MistakeMode
		clash, wrong ui.Mark
	}{
		{session.MistakesOnCheck, ui.NoMark, ui.NoMark},
		{session.MistakesClashes, ui.Conflict, ui.NoMark},
		// Knowing the solution, the clashing 5 is struck: it is the wrong one.
		{session.MistakesSolution, ui.Mistake, ui.Mistake},
	} {
		f := newFixture(t)
		f.setMistakes(tc.mode)
		f.enter(r2c3, 5) // clashes with the 5 of r2c6
		f.enter(r1c3, 1) // fits the rules, not the solution's 4
		if got := f.board().Cells[r2c3].Mark; got != tc.clash {
			t.Errorf("mode %d: the clash shows mark %d, want %d", tc.mode, got, tc.clash)
		}
		if got := f.board().Cells[r1c3].Mark; got != tc.wrong {
			t.Errorf("mode %d: the wrong digit shows mark %d, want %d", tc.mode, got, tc.wrong)
		}
	}
}

func TestCheckMarks(t *testing.T) {
	for _, tc := range []struct {
		name    string
		enter   map[solver.Cell]uint8
		marks   map[solver.Cell]ui.Mark // every other cell has no mark
		status  string
		count   int
		empty   int
		unmarks bool
		clash   map[string]any // the first clash, named
		hide    bool           // ShowMistakes off
	}{
		{
			// 5 repeats the given 5 of row 1. With mistakes hidden the
			// entry is underlined and the given's cell tinted; only the
			// entry is counted.
			name:   "conflict with a given, mistakes hidden",
			hide:   true,
			enter:  map[solver.Cell]uint8{r1c3: 5, r1c4: 6},
			marks:  map[solver.Cell]ui.Mark{r1c1: ui.Clashed, r1c3: ui.Conflict},
			status: "status.check.conflicts", count: 1, empty: 49,
			clash: map[string]any{"A": "r1c1", "B": "r1c3", "Digit": 5, "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.row")})},
		},
		{
			// Knowing the solution, Check strikes the wrong 5 and leaves
			// the given unblamed, its cell tinted: the clash shows.
			name:   "conflict with a given",
			enter:  map[solver.Cell]uint8{r1c3: 5, r1c4: 6},
			marks:  map[solver.Cell]ui.Mark{r1c1: ui.Clashed, r1c3: ui.Mistake},
			status: "status.check.mistakes", count: 1, empty: 49,
		},
		{
			// the 4 of r1c3 is right, the 4 of r2c3 is not, and they
			// share column 3 and box 1. With mistakes hidden Check cannot
			// tell which is wrong: both are underlined.
			name:   "conflict between entries, mistakes hidden",
			hide:   true,
			enter:  map[solver.Cell]uint8{r1c3: 4, r2c3: 4},
			marks:  map[solver.Cell]ui.Mark{r1c3: ui.Conflict, r2c3: ui.Conflict},
			status: "status.check.conflicts", count: 2, empty: 49,
			clash: map[string]any{"A": "r1c3", "B": "r2c3", "Digit": 4, "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.column")})},
		},
		{
			// Knowing the solution, only the wrong 4 is marked, struck;
			// the right one it repeats keeps the clash's tint (Check took
			// it away, and the player lost what the wrong one repeats).
			name:   "conflict between entries",
			enter:  map[solver.Cell]uint8{r1c3: 4, r2c3: 4},
			marks:  map[solver.Cell]ui.Mark{r1c3: ui.Clashed, r2c3: ui.Mistake},
			status: "status.check.mistakes", count: 1, empty: 49,
		},
		{
			// 1 fits r1c3 by the rules but is not the solution's 4.
			name:   "mistake",
			enter:  map[solver.Cell]uint8{r1c3: 1, r5c5: 5},
			marks:  map[solver.Cell]ui.Mark{r1c3: ui.Mistake},
			status: "status.check.mistakes", count: 1, empty: 49,
		},
		{
			name:   "clean",
			enter:  map[solver.Cell]uint8{r1c3: 4, r5c5: 5},
			status: "status.check.clean", empty: 49,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.setMistakes(session.MistakesOnCheck) // marks only from Check
			set := f.play.Settings()
			set.ShowMistakes = !tc.hide
			f.play.SetSettings(set)
			for c, d := range tc.enter {
				f.enter(c, d)
			}
			f.press("check")
			for c := solver.Cell(0); c < 81; c++ {
				if got := f.board().Cells[c].Mark; got != tc.marks[c] {
					t.Errorf("%v has mark %d, want %d", c, got, tc.marks[c])
				}
			}
			data := map[string]any{"Empty": tc.empty}
			if tc.count > 0 {
				data["Count"] = tc.count
			}
			for k, v := range tc.clash {
				data[k] = v
			}
			f.wantStatus(tc.status, data)

			f.tapCell(r1c6) // the marks last until the next move
			f.pressDigit(8)
			for c := solver.Cell(0); c < 81; c++ {
				if m := f.board().Cells[c].Mark; m != ui.NoMark {
					t.Errorf("after a move %v still has mark %d", c, m)
				}
			}
			if f.play.Status() != "" {
				t.Errorf("after a move the status still reads %q", f.play.Status())
			}
		})
	}
}

func TestAnswer(t *testing.T) {
	solution := parse(t, gametest.Solution)
	for _, tc := range []struct {
		name    string
		confirm bool
	}{{"confirmed", true}, {"declined", false}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.enter(r1c3, 1) // a mistake, marked by Check
			f.press("check")
			if f.board().Cells[r1c3].Mark != ui.Mistake {
				t.Fatal("Check did not mark the mistake")
			}

			f.press("answer")
			d := f.topOverlay()
			if d == nil {
				t.Fatal("Answer opened no dialog")
			}
			if !hasText(d, lang.L("dialog.answer.title")) || !hasText(d, lang.L("dialog.answer.message")) {
				t.Errorf("the dialog reads %q", texts(d))
			}
			label := lang.L("dialog.keep")
			if tc.confirm {
				label = lang.L("dialog.answer.show")
			}
			b := findButton(d, label)
			if b == nil {
				t.Fatalf("no %q button in the dialog %q", label, texts(d))
			}
			if f.game().GivenUp() {
				t.Fatal("the game was given up before the answer was confirmed")
			}
			test.Tap(b)
			if f.topOverlay() != nil {
				t.Error("the dialog is still open")
			}

			if !tc.confirm {
				if f.game().GivenUp() || f.game().Digit(r1c3) != 1 || f.game().Digit(r1c4) != 0 {
					t.Error("declining the answer changed the game")
				}
				for _, k := range []string{"hint", "check", "answer", "restart", "undo"} {
					if f.disabled(k) {
						t.Errorf("%s is disabled after declining", k)
					}
				}
				return
			}
			g := f.game()
			if !g.GivenUp() || g.Won() || !g.Over() {
				t.Errorf("given up %v, won %v, over %v", g.GivenUp(), g.Won(), g.Over())
			}
			if g.Board() != solution {
				t.Errorf("game board\n%v\nwant\n%v", g.Board(), solution)
			}
			for c := solver.Cell(0); c < 81; c++ {
				cv := f.board().Cells[c]
				if cv.Digit != solution[c] || cv.Mark != ui.NoMark || cv.Notes != 0 || cv.Hinted {
					t.Errorf("cell %v shows %+v, want the solution's %d unmarked", c, cv, solution[c])
				}
				// The player's only entry was the wrong 1 of r1c3, so
				// Answer filled every cell but the givens.
				if want := !cv.Given; cv.Revealed != want {
					t.Errorf("cell %v revealed %v, want %v", c, cv.Revealed, want)
				}
			}
			f.wantStatus("status.revealed", nil)
			for _, k := range []string{"hint", "check", "answer", "undo", "redo", "notes", "fill"} {
				if !f.disabled(k) {
					t.Errorf("%s is enabled in a game given up", k)
				}
			}
			for _, k := range []string{"new", "restart"} { // a new game, or this one again
				if f.disabled(k) {
					t.Errorf("%s is disabled", k)
				}
			}
			for d := uint8(1); d <= 9; d++ {
				if !f.play.PaletteKey(d).Disabled() {
					t.Errorf("palette %d is enabled on a full board", d)
				}
			}
			if !f.play.PaletteKey(0).Disabled() {
				t.Error("Erase is enabled in a game given up")
			}
			f.tapCell(r1c3) // moves are refused now
			f.typeRunes("0")
			if g.Digit(r1c3) != 4 {
				t.Error("erased a cell of a game given up")
			}
			f.wantStatus("status.over", nil)

			f.press("restart") // the same puzzle again, asked no question
			if f.topOverlay() != nil || g.Over() || g.Digit(r1c3) != 0 || g.Digit(r1c1) != 5 {
				t.Errorf("Restart after giving up: dialog %v, over %v, r1c3 %d", f.topOverlay() != nil, g.Over(), g.Digit(r1c3))
			}
		})
	}
}

func TestKeyboard(t *testing.T) {
	f := newFixture(t)
	f.win.Canvas().Focus(f.board())
	if f.win.Canvas().Focused() != f.board() {
		t.Fatal("the board takes no focus")
	}

	f.typeRunes("5")
	f.wantStatus("status.select-cell", nil)
	if f.game().CanUndo() {
		t.Fatal("a digit with no cell selected made a move")
	}

	// Moving the selection: the first key selects the centre.
	for i, step := range []struct {
		key  fyne.KeyName
		want solver.Cell
	}{
		{fyne.KeyRight, r5c5},
		{fyne.KeyUp, solver.CellAt(3, 4)},
		{fyne.KeyDown, r5c5},
		{fyne.KeyLeft, solver.CellAt(4, 3)},
		{fyne.KeyRight, r5c5},
		{fyne.KeyHome, solver.CellAt(4, 0)},
		{fyne.KeyLeft, solver.CellAt(4, 8)}, // wraps
		{fyne.KeyRight, solver.CellAt(4, 0)},
		{fyne.KeyEnd, solver.CellAt(4, 8)},
		{fyne.KeyDown, solver.CellAt(5, 8)},
		{fyne.KeyDown, solver.CellAt(6, 8)},
		{fyne.KeyDown, solver.CellAt(7, 8)},
		{fyne.KeyDown, solver.CellAt(8, 8)},
		{fyne.KeyDown, solver.CellAt(0, 8)}, // wraps
		{fyne.KeyUp, solver.CellAt(8, 8)},
		{fyne.KeyDown, solver.CellAt(0, 8)},
		{fyne.KeyHome, r1c1},
		{fyne.KeyF1, r1c1}, // other keys do nothing
		{fyne.KeyRight, solver.CellAt(0, 1)},
		{fyne.KeyRight, r1c3},
	} {
		f.typeKey(step.key)
		if got := f.board().Selected; got != step.want {
			t.Fatalf("step %d: %s selected %v, want %v", i, step.key, got, step.want)
		}
	}

	digitIs := func(what string, want uint8) {
		t.Helper()
		if got, shown := f.game().Digit(r1c3), f.board().Cells[r1c3].Digit; got != want || shown != want {
			t.Errorf("after %s: game %d, board %d, want %d", what, got, shown, want)
		}
	}
	redoShiftZ := &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

	f.typeRunes("4")
	digitIs("typing 4", 4)
	f.typeKey(fyne.KeyDelete)
	digitIs("Delete", 0)
	f.shortcut(&fyne.ShortcutUndo{})
	digitIs("undoing the erase", 4)
	f.shortcut(&fyne.ShortcutUndo{})
	digitIs("undoing the entry", 0)
	f.shortcut(&fyne.ShortcutUndo{})
	f.wantStatus("status.nothing-to-undo", nil)
	f.shortcut(&fyne.ShortcutRedo{})
	digitIs("redoing the entry", 4)
	f.shortcut(redoShiftZ)
	digitIs("redoing the erase with Shift", 0)
	f.shortcut(&fyne.ShortcutRedo{})
	f.wantStatus("status.nothing-to-redo", nil)
	if f.play.Button("redo").Disabled() == false {
		t.Error("redo is enabled with nothing to redo")
	}
	if f.play.Button("undo").Disabled() {
		t.Error("undo is disabled with moves to undo")
	}

	f.typeRunes("1")
	digitIs("typing 1", 1)
	f.typeRunes("0")
	digitIs("typing 0", 0)
	f.typeRunes("2")
	f.typeKey(fyne.KeyBackspace)
	digitIs("Backspace", 0)
	f.typeRunes("q")
	digitIs("typing q (no key of its own)", 0)

	f.typeKey(fyne.KeyEscape)
	if f.board().Selected != -1 {
		t.Errorf("Escape left %v selected", f.board().Selected)
	}
	f.typeRunes("7")
	f.wantStatus("status.select-cell", nil)

	// With nothing focused the canvas gets the keys.
	f.win.Canvas().Unfocus()
	f.typeKey(fyne.KeyLeft)
	if f.board().Selected != r5c5 {
		t.Errorf("a key on the canvas selected %v, want the centre", f.board().Selected)
	}
	f.typeRunes("5")
	if f.game().Digit(r5c5) != 5 {
		t.Error("a digit typed on the canvas was not entered")
	}
	f.shortcut(&fyne.ShortcutUndo{})
	if f.game().Digit(r5c5) != 0 {
		t.Error("undo on the canvas did nothing")
	}

	// Escape also drops a digit armed on the palette.
	f.typeKey(fyne.KeyEscape)
	f.pressDigit(3)
	f.typeKey(fyne.KeyEscape)
	if f.play.PaletteKey(3).Importance != widget.MediumImportance || f.board().SameDigit != 0 {
		t.Error("Escape did not disarm 3")
	}
	f.tapCell(r9c1)
	if f.game().Digit(r9c1) != 0 {
		t.Error("a disarmed digit was placed")
	}
}

func TestWin(t *testing.T) {
	f := newFixture(t)
	solution := parse(t, gametest.Solution)
	var empty []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if !f.game().IsGiven(c) {
			empty = append(empty, c)
		}
	}
	last := empty[len(empty)-1]
	for _, c := range empty[:len(empty)-1] {
		f.enter(c, solution[c])
	}
	f.clock.Advance(65 * time.Second)

	// A wrong last digit, marked by Check, then the right one by key.
	wrong := solution[last]%9 + 1
	f.tapCell(last)
	f.typeRunes(string(rune('0' + wrong)))
	f.press("check")
	if f.board().Cells[last].Mark == ui.NoMark {
		t.Fatal("Check did not mark the wrong last digit")
	}
	if f.game().Won() {
		t.Fatal("won with a wrong digit")
	}
	f.typeRunes(string(rune('0' + solution[last])))

	g := f.game()
	if !g.Won() || !g.Over() || g.GivenUp() {
		t.Fatalf("won %v, over %v, given up %v", g.Won(), g.Over(), g.GivenUp())
	}
	if g.Elapsed() != 65*time.Second {
		t.Errorf("Elapsed = %v, want 1m5s", g.Elapsed())
	}
	if got := f.play.Status(); got != "" { // a second toast lay over the card
		t.Errorf("the status reads %q over the solved card", got)
	}
	msg := lang.L("dialog.won.message", map[string]any{"Level": lang.L("level.easy"), "Time": "1:05"}) +
		"\n" + lang.L("dialog.won.best")
	d := f.win.Canvas().Content() // the solved card lies over the board
	if !hasText(d, lang.L("dialog.won.title")) || !hasText(d, msg) {
		t.Errorf("the window reads %q, want %q and %q", texts(d), lang.L("dialog.won.title"), msg)
	}
	if findButton(d, lang.L("solved.again")) == nil || findButton(d, lang.L("solved.choose")) == nil {
		t.Error("the solved card offers no next step")
	}
	for c := solver.Cell(0); c < 81; c++ {
		cv := f.board().Cells[c]
		if cv.Digit != solution[c] || cv.Mark != ui.NoMark {
			t.Errorf("cell %v shows %+v after the win", c, cv)
		}
	}
	for _, k := range []string{"hint", "check", "answer", "undo", "redo", "notes", "fill"} {
		if !f.disabled(k) {
			t.Errorf("%s is enabled in a won game", k)
		}
	}
	f.clock.Advance(time.Hour)
	if g.Elapsed() != 65*time.Second {
		t.Errorf("the clock runs after the win: %v", g.Elapsed())
	}
	f.typeKey(fyne.KeyEscape) // closes the card
	if hasText(f.win.Canvas().Content(), lang.L("dialog.won.title")) {
		t.Error("Escape left the solved card up")
	}
}

// TestSolvedCardReturnStartsANewGame: Return on the solved card makes a
// new puzzle of the level just solved.
func TestSolvedCardReturnStartsANewGame(t *testing.T) {
	f := newFixture(t)
	solution := parse(t, gametest.Solution)
	for c := solver.Cell(0); c < 81; c++ {
		if !f.game().IsGiven(c) {
			f.enter(c, solution[c])
		}
	}
	won := f.game()
	f.typeKey(fyne.KeyReturn)
	f.settle() // the puzzle is made in the background
	if g := f.game(); g == won || g.Level() != logic.Easy || g.Over() {
		t.Errorf("Return on the solved card: game %p (was %p), level %v", g, won, g.Level())
	}
}

func TestPause(t *testing.T) {
	resumeText := lang.L("button.resume")
	covered := func(f *fixture) bool {
		return findButton(f.win.Canvas().Content(), resumeText) != nil
	}
	for _, tc := range []struct {
		name   string
		resume func(f *fixture)
	}{
		{"tap a cell", func(f *fixture) { f.tapCell(r1c3) }},
		{"tap resume", func(f *fixture) { test.Tap(findButton(f.win.Canvas().Content(), resumeText)) }},
		{"type a digit", func(f *fixture) { f.typeRunes("4") }},
		{"press a key", func(f *fixture) { f.typeKey(fyne.KeyRight) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.clock.Advance(10 * time.Second)
			if covered(f) {
				t.Fatal("the board is covered before the pause")
			}
			f.game().Pause()
			if !covered(f) {
				t.Fatal("the paused board is not covered")
			}
			f.clock.Advance(time.Hour)
			tc.resume(f)
			if f.game().Paused() {
				t.Fatal("still paused")
			}
			if covered(f) {
				t.Error("the board is still covered")
			}
			if f.board().Selected != -1 || f.game().CanUndo() {
				t.Errorf("resuming also acted: selected %v, can undo %v", f.board().Selected, f.game().CanUndo())
			}
			if e := f.game().Elapsed(); e != 10*time.Second {
				t.Errorf("Elapsed = %v, want the 10s before the pause", e)
			}
		})
	}

	t.Run("new game while paused", func(t *testing.T) {
		f := newFixture(t)
		f.game().Pause()
		g, err := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
		if err != nil {
			t.Fatal(err)
		}
		f.play.Start(g)
		if covered(f) {
			t.Error("a game that is not paused starts covered")
		}
		g2, _ := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
		g2.Pause()
		f.play.Start(g2)
		if !covered(f) {
			t.Error("a paused game starts uncovered")
		}
	})
}

func TestHint(t *testing.T) {
	f := newFixture(t)
	lng := stepLanguage()
	h, err := f.game().Hint(logic.Which, true) // what the button will show
	if err != nil {
		t.Fatal(err)
	}
	if h.Kind != logic.NextStep || h.Step == nil {
		t.Fatalf("the first hint is %+v", h)
	}
	hinted := func() []solver.Cell {
		var out []solver.Cell
		for c := solver.Cell(0); c < 81; c++ {
			if f.board().Cells[c].Hinted {
				out = append(out, c)
			}
		}
		return out
	}
	struck := func() (out []game.Digits) {
		for c := solver.Cell(0); c < 81; c++ {
			if s := f.board().Cells[c].Struck; s != 0 {
				out = append(out, s)
			}
		}
		return out
	}

	// First press: the technique and where, pointing at the focus only.
	f.press("hint")
	if want := h.TextNamed(logic.Which, lng, logic.NameCompact); f.play.Status() != want {
		t.Errorf("status = %q, want %q", f.play.Status(), want)
	}
	var focus []solver.Cell
	units, cells := h.Focus()
	for _, u := range units {
		focus = append(focus, u.Cells()[:]...)
	}
	focus = append(focus, cells...)
	slices.Sort(focus)
	focus = slices.Compact(focus)
	if got := hinted(); len(got) == 0 || !slices.Equal(got, focus) {
		t.Errorf("hinted cells %v, want the focus %v", got, focus)
	}
	if s := struck(); len(s) != 0 {
		t.Errorf("the first hint strikes notes: %v", s)
	}

	// Second press: the whole step, with its pattern.
	f.press("hint")
	if want := h.TextNamed(logic.Full, lng, logic.NameCompact); f.play.Status() != want {
		t.Errorf("status = %q, want %q", f.play.Status(), want)
	}
	got := hinted()
	for _, c := range append(h.Step.PatternCells(), cells...) {
		if !slices.Contains(got, c) {
			t.Errorf("%v of the step is not hinted (hinted %v)", c, got)
		}
	}
	if len(h.Step.Placements) == 0 {
		t.Fatal("the first step of the Wikipedia puzzle places no digit")
	}
	target := h.Step.Placements[0]
	if f.board().Selected != target.Cell {
		t.Errorf("the full hint selected %v, want the cell it fills, %v", f.board().Selected, target.Cell)
	}
	f.typeRunes(string(rune('0' + target.Digit))) // one key follows the hint
	if f.game().Digit(target.Cell) != target.Digit {
		t.Errorf("typing %d after the hint left %d in %v", target.Digit, f.game().Digit(target.Cell), target.Cell)
	}
	f.typeRunes("0")

	// A move clears the hint.
	f.enter(r1c3, 1)
	if got := hinted(); len(got) != 0 {
		t.Errorf("hinted after a move: %v", got)
	}

	// With a wrong entry the hint points at it, and says why it cannot
	// stand; H asks too.
	f.typeRunes("h")
	f.settle() // worked out in the background
	h, err = f.game().HintInput(true).Work()
	if err != nil || h.Kind != logic.WrongEntry || h.Cell != r1c3 || h.Wrong == nil {
		t.Fatalf("the hint of the position: %+v, %v", h, err)
	}
	want := h.TextNamed(logic.Which, lng, logic.NameCompact)
	if f.play.Status() != want {
		t.Errorf("status = %q, want %q", f.play.Status(), want)
	}
	if got := hinted(); !slices.Equal(got, []solver.Cell{r1c3}) {
		t.Errorf("hinted %v, want only the wrong entry %v", got, r1c3)
	}
}

// TestPaletteCountsStopAtZero places a digit more often than nine times,
// as the keyboard allows: its key shows none left, never a negative count.
func TestPaletteCountsStopAtZero(t *testing.T) {
	f := newFixture(t)
	placed := 0
	for c := solver.Cell(0); c < 81 && placed < 12; c++ {
		if f.game().Digit(c) == 0 {
			f.tapCell(c)
			f.typeRunes("5")
			placed++
		}
	}
	counts := map[string]int{} // the palette's counts are canvas texts
	for _, o := range objects(f.win.Canvas().Content()) {
		if t, ok := o.(*canvas.Text); ok && o.Visible() {
			counts[t.Text]++
		}
	}
	if n := counts[lang.L("palette.left", map[string]any{"Count": -1})]; n > 0 {
		t.Errorf("the palette shows a negative count (%v)", counts)
	}
	if counts[lang.L("palette.left", map[string]any{"Count": 0})] == 0 || !f.play.PaletteKey(5).Disabled() {
		t.Errorf("the 5 key does not show none left, disabled (%v)", counts)
	}
}

// TestTapBesideTheGridDeselects: a tap in the board's margin drops the
// selection, so a palette digit then arms for tapping cells.
func TestTapBesideTheGridDeselects(t *testing.T) {
	f := newFixture(t)
	f.tapCell(r1c3)
	size := f.board().Size()
	beside := fyne.NewPos(1, size.Height/2)
	if size.Height > size.Width {
		beside = fyne.NewPos(size.Width/2, 1)
	}
	test.TapAt(f.board(), beside)
	if f.board().Selected != -1 {
		t.Fatalf("a tap beside the grid left %v selected (board %v)", f.board().Selected, size)
	}
	f.pressDigit(4)
	f.tapCell(r1c3)
	if f.game().Digit(r1c3) != 4 {
		t.Errorf("the armed 4 did not go into r1c3: %d", f.game().Digit(r1c3))
	}
}

// TestStatusWordsExpire: the status line kept "New Easy puzzle. Good luck!"
// for the whole game. Words now leave after a while, or at the next move.
func TestStatusWordsExpire(t *testing.T) {
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.StatusLife = time.Millisecond })
	f.press("check")
	if f.play.Status() == "" {
		t.Fatal("Check said nothing")
	}
	// The expiry comes back through Post once the timer fires, which a
	// busy machine may delay: wait for it up to a generous bound.
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		f.settle()
		if f.play.Status() == "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the words of a Check are still there after 5 s: %q", f.play.Status())
		}
	}
	f.press("check")
	f.enter(r1c3, 4)
	if got := f.play.Status(); got != "" {
		t.Errorf("a move left the words of a Check: %q", got)
	}
}

// TestBoardStaysPutAsWordsComeAndGo: once the player has moved, a message
// under the board that comes and goes does not move the board, which
// would put another cell under the pointer; the board gives up the room
// for it once.
func TestBoardStaysPutAsWordsComeAndGo(t *testing.T) {
	f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.StatusLife = time.Millisecond })
	f.win.Resize(fyne.NewSize(640, 760))
	f.enter(r1c3, 4)
	f.press("check")
	withWords := f.board().Size()
	for deadline := time.Now().Add(5 * time.Second); f.play.Status() != ""; time.Sleep(5 * time.Millisecond) {
		f.settle()
		if time.Now().After(deadline) {
			t.Fatal("the words of a Check did not go")
		}
	}
	if got := f.board().Size(); got != withWords {
		t.Errorf("the board went from %v with words under it to %v without", withWords, got)
	}
	f.press("check")
	if got := f.board().Size(); got != withWords {
		t.Errorf("the board went from %v to %v as words came again", withWords, got)
	}
}
