package ui_test

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// played makes the fixture's game one in progress: an entry, a note and
// a minute on the clock. It returns what the game shows.
func played(t *testing.T, f *fixture) snapshot {
	t.Helper()
	f.enter(r1c3, 4)
	f.typeKey(fyne.KeyEscape)
	f.pressDigit(2)
	f.rightClick(r1c6)
	f.pressDigit(2)
	f.typeKey(fyne.KeyEscape)
	f.clock.Advance(time.Minute)
	return snap(f)
}

// entering reports whether the play shows the puzzle entry: Start and
// Cancel in place of the game's buttons.
func entering(f *fixture) bool {
	shown := func(key string) bool { return isShown(f.win.Canvas().Content(), f.play.Button(key)) }
	on := shown("start") && shown("cancel")
	off := shown("new") && shown("undo")
	if on == off {
		f.t.Fatalf("start and cancel shown %v, the game's buttons shown %v", on, off)
	}
	return on
}

// typeGivens enters a puzzle's givens by tapping each cell and typing its
// digit.
func (f *fixture) typeGivens(grid solver.Grid) {
	f.t.Helper()
	for c, d := range grid {
		if d != 0 {
			f.tapCell(solver.Cell(c))
			f.typeRunes(string(rune('0' + d)))
		}
	}
	f.typeKey(fyne.KeyEscape)
}

// blankText is an empty grid with the given cells filled in.
func blankText(cells map[solver.Cell]uint8) string {
	b := []byte(strings.Repeat(".", 81))
	for c, d := range cells {
		b[c] = '0' + d
	}
	return string(b)
}

func TestEnterPuzzle(t *testing.T) {
	hardText, err := levels.Puzzle("hard", 0)
	if err != nil {
		t.Fatal(err)
	}
	hardRating, err := logic.Rate(parse(t, hardText))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		givens string
		status string
		data   map[string]any
		level  logic.Level   // of a puzzle that starts; 0 for none
		marked []solver.Cell // cells shown in conflict
	}{
		{
			name:   "conflict in a row",
			givens: blankText(map[solver.Cell]uint8{r1c1: 5, solver.CellAt(0, 4): 5, r5c5: 1}),
			status: "status.puzzle.conflict",
			data:   map[string]any{"A": "r1c1", "B": "r1c5", "Digit": 5, "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.row")})},
			marked: []solver.Cell{r1c1, solver.CellAt(0, 4)},
		},
		{
			name:   "conflict in a box",
			givens: blankText(map[solver.Cell]uint8{r1c1: 7, solver.CellAt(2, 2): 7}),
			status: "status.puzzle.conflict",
			data:   map[string]any{"A": "r1c1", "B": "r3c3", "Digit": 7, "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.box")})},
			marked: []solver.Cell{r1c1, solver.CellAt(2, 2)},
		},
		{
			// r1c9 can only be 9, which column 9 already has.
			name:   "no solution without a conflict",
			givens: "12345678." + "........9" + strings.Repeat(".", 63),
			status: "status.puzzle.none",
		},
		{
			name:   "several solutions",
			givens: "53..7...." + strings.Repeat(".", 72),
			status: "status.puzzle.several",
		},
		{
			name:   "good easy puzzle",
			givens: gametest.Puzzle,
			status: "status.puzzle.started",
			data:   map[string]any{"Level": lang.L("level.easy")},
			level:  logic.Easy,
		},
		{
			name:   "good hard puzzle",
			givens: hardText,
			status: "status.puzzle.started",
			data:   map[string]any{"Level": lang.L("level." + hardRating.Level.String())},
			level:  hardRating.Level,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			before := played(t, f)

			f.press("enter")
			f.wantStatus("status.entry.start", nil)
			if !entering(f) {
				t.Fatal("Enter puzzle did not show Start and Cancel")
			}
			for c := solver.Cell(0); c < 81; c++ {
				if cv := f.board().Cells[c]; cv != (ui.CellView{}) {
					t.Fatalf("the new puzzle's board shows %+v in %v", cv, c)
				}
			}
			for _, k := range []string{"notes", "fill", "enter"} {
				if !f.disabled(k) {
					t.Errorf("%s is enabled while entering a puzzle", k)
				}
			}
			grid := parse(t, tc.givens)
			f.typeGivens(grid)
			for c := solver.Cell(0); c < 81; c++ {
				if cv := f.board().Cells[c]; cv.Digit != grid[c] || cv.Given != (grid[c] != 0) {
					t.Fatalf("%v shows %+v, want the given %d", c, cv, grid[c])
				}
			}
			f.clock.Advance(time.Hour) // the game put aside does not run

			f.press("start")
			if tc.level != 0 { // the game put aside is in progress: Start asks first
				f.wantQuestion("replace")
				f.typeKey(fyne.KeyReturn)
			}
			f.wantStatus(tc.status, tc.data)
			if tc.level == 0 {
				if !entering(f) {
					t.Fatal("a puzzle that cannot be played left the entry")
				}
				for c := solver.Cell(0); c < 81; c++ {
					want := ui.NoMark
					for _, m := range tc.marked {
						if m == c {
							want = ui.Conflict
						}
					}
					if got := f.board().Cells[c].Mark; got != want {
						t.Errorf("%v has mark %d, want %d", c, got, want)
					}
				}
				f.press("cancel")
				f.wantStatus("status.entry.cancelled", nil)
				if entering(f) {
					t.Fatal("Cancel did not leave the entry")
				}
				f.sameGame(prev, before)
				if !f.game().Running() || f.game().Paused() {
					t.Error("the game does not run again after Cancel")
				}
				return
			}
			if entering(f) {
				t.Fatal("a good puzzle did not start")
			}
			g := f.game()
			if g == prev || g.Givens() != grid || g.Level() != tc.level || g.CanUndo() || g.Elapsed() != 0 {
				t.Errorf("the new game: givens %v, level %v, can undo %v, elapsed %v", g.Givens(), g.Level(), g.CanUndo(), g.Elapsed())
			}
			if !hasText(f.win.Canvas().Content(), lang.L("level."+tc.level.String())) {
				t.Errorf("the level is not shown: %q", texts(f.win.Canvas().Content()))
			}
			for c := solver.Cell(0); c < 81; c++ {
				if cv := f.board().Cells[c]; cv.Digit != grid[c] || cv.Given != (grid[c] != 0) || cv.Notes != 0 {
					t.Fatalf("%v shows %+v in the new game", c, cv)
				}
			}
		})
	}
}

func TestEnterPuzzleKeys(t *testing.T) {
	f := newFixture(t)
	prev := f.game()
	before := played(t, f)
	f.typeRunes("n") // notes mode is put aside, and back after
	f.press("enter")
	if f.play.Button("notes").Importance == widget.HighImportance {
		t.Error("notes mode shows while entering")
	}

	at := func(c solver.Cell) uint8 { return f.board().Cells[c].Digit }
	f.typeKey(fyne.KeyRight) // selects the centre
	f.typeRunes("5")
	f.typeKey(fyne.KeyUp)
	f.typeRunes("6")
	f.typeKey(fyne.KeyDelete)
	f.typeKey(fyne.KeyDown)
	f.shiftPress(fyne.Key3, '#') // Shift is no note here: the digit is placed
	if at(r5c5) != 3 || at(solver.CellAt(3, 4)) != 0 {
		t.Errorf("arrows, digits and Delete left %d and %d", at(r5c5), at(solver.CellAt(3, 4)))
	}
	f.typeKey(fyne.KeyEscape)
	f.pressDigit(9) // armed, then tapped
	f.tapCell(r1c1)
	f.tapCell(r9c1)
	f.rightClick(r1c3) // no notes while entering
	f.pressDigit(9)
	f.tapCell(r9c1)
	f.pressDigit(0)
	f.typeRunes("h")
	f.shortcut(&fyne.ShortcutUndo{})
	want := blankText(map[solver.Cell]uint8{r5c5: 3, r1c1: 9})
	var got solver.Grid
	for c := range got {
		got[c] = at(solver.Cell(c))
		if f.board().Cells[c].Notes != 0 || f.board().Cells[c].Hinted {
			t.Errorf("%v shows notes or a hint", solver.Cell(c))
		}
	}
	if got.String() != want {
		t.Errorf("entered\n%v\nwant\n%v", got, want)
	}
	f.shortcut(&fyne.ShortcutCopy{Clipboard: f.app.Clipboard()})
	if c := f.app.Clipboard().Content(); c != want {
		t.Errorf("copied %q while entering, want %q", c, want)
	}

	f.press("cancel")
	f.sameGame(prev, before)
	if f.play.Button("notes").Importance != widget.HighImportance {
		t.Error("notes mode did not come back after the entry")
	}
}
