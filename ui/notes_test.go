package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

func TestNotesMode(t *testing.T) {
	for _, tc := range []struct {
		name   string
		toggle func(f *fixture)
	}{
		{"notes key", func(f *fixture) { f.press("notes") }},
		{"N", func(f *fixture) { f.typeRunes("N") }},
		{"n", func(f *fixture) { f.typeRunes("n") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			notes := f.play.Button("notes")
			if notes.Importance != widget.MediumImportance {
				t.Fatalf("notes mode shows on at the start: %v", notes.Importance)
			}
			tc.toggle(f)
			f.wantStatus("status.notes-on", nil)
			if notes.Importance != widget.HighImportance {
				t.Errorf("notes mode on shows importance %v", notes.Importance)
			}

			f.tapCell(r1c3)
			for i, step := range []struct {
				what string
				act  func()
				want game.Digits
			}{
				{"palette 1", func() { f.pressDigit(1) }, game.DigitSet(1)},
				{"typed 2", func() { f.typeRunes("2") }, game.DigitSet(1, 2)},
				{"palette 4", func() { f.pressDigit(4) }, game.DigitSet(1, 2, 4)},
				{"palette 1 again", func() { f.pressDigit(1) }, game.DigitSet(2, 4)},
				{"typed 4 again", func() { f.typeRunes("4") }, game.DigitSet(2)},
				{"erase", func() { f.pressDigit(0) }, 0},
				{"typed 9", func() { f.typeRunes("9") }, game.DigitSet(9)},
			} {
				step.act()
				if got := f.notesOf(r1c3); got != step.want {
					t.Errorf("step %d, %s: notes %v, want %v", i, step.what, got, step.want)
				}
				if d := f.game().Digit(r1c3); d != 0 {
					t.Errorf("step %d, %s: placed %d in notes mode", i, step.what, d)
				}
			}

			// A digit armed in notes mode notes itself in the cells tapped.
			f.typeKey(fyne.KeyEscape)
			f.pressDigit(2)
			f.wantStatus("status.armed-note", map[string]any{"Digit": 2})
			f.tapCell(r1c6)
			f.tapCell(r1c7)
			f.tapCell(r1c7)
			if f.notesOf(r1c6) != game.DigitSet(2) || f.notesOf(r1c7) != 0 {
				t.Errorf("tapping with 2 armed noted %v and %v", f.notesOf(r1c6), f.notesOf(r1c7))
			}
			f.pressDigit(2)

			// A note in a cell holding a digit is refused.
			f.game().AutoRemoveNotes = false
			if err := f.game().Set(r5c5, 5); err != nil {
				t.Fatal(err)
			}
			f.tapCell(r5c5)
			f.pressDigit(3)
			f.wantStatus("status.filled-cell", nil)

			// Off again: digits are placed.
			tc.toggle(f)
			f.wantStatus("status.notes-off", nil)
			if notes.Importance != widget.MediumImportance {
				t.Errorf("notes mode off shows importance %v", notes.Importance)
			}
			f.tapCell(r1c3)
			f.pressDigit(4)
			if f.game().Digit(r1c3) != 4 || f.notesOf(r1c3) != 0 {
				t.Errorf("with notes mode off the palette left digit %d, notes %v", f.game().Digit(r1c3), f.notesOf(r1c3))
			}
		})
	}
}

func TestRightClickNote(t *testing.T) {
	for _, tc := range []struct {
		name   string
		armed  uint8 // 0: none
		cell   solver.Cell
		clicks int
		want   game.Digits
		status string // "" for any
	}{
		{"armed digit", 2, r1c3, 1, game.DigitSet(2), ""},
		{"twice takes it back", 2, r1c3, 2, 0, ""},
		{"nothing armed", 0, r1c3, 1, 0, "status.right-click"},
		{"a given", 2, r1c1, 1, 0, ""},
		{"a cell with a digit", 2, r5c5, 1, 0, "status.filled-cell"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.enter(r5c5, 5)
			moves := snap(f)
			f.typeKey(fyne.KeyEscape)
			if tc.armed != 0 {
				f.pressDigit(tc.armed)
			}
			for range tc.clicks {
				f.rightClick(tc.cell)
			}
			if f.board().Selected != tc.cell {
				t.Errorf("right click selected %v, want %v", f.board().Selected, tc.cell)
			}
			if got := f.notesOf(tc.cell); got != tc.want {
				t.Errorf("notes %v, want %v", got, tc.want)
			}
			if tc.status != "" {
				f.wantStatus(tc.status, nil)
			}
			if tc.want == 0 && tc.clicks == 1 {
				f.sameGame(f.game(), moves)
			}
		})
	}
}

func TestShiftDigitNote(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shift bool
		r     rune // what the layout types for the 4 key
		notes game.Digits
		digit uint8
	}{
		{"US layout", true, '$', game.DigitSet(4), 0},
		{"French layout", true, '4', game.DigitSet(4), 0},
		{"keypad, no character", true, 0, game.DigitSet(4), 0},
		{"no Shift", false, '4', 0, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.tapCell(r1c3)
			press := f.keyPress
			if tc.shift {
				press = f.shiftPress
			}
			press(fyne.Key4, tc.r)
			if got := f.notesOf(r1c3); got != tc.notes {
				t.Errorf("notes %v, want %v", got, tc.notes)
			}
			if got := f.game().Digit(r1c3); got != tc.digit {
				t.Errorf("digit %d, want %d", got, tc.digit)
			}
			if err := f.game().Undo(); err != nil || f.game().CanUndo() {
				t.Errorf("not one move: undo %v, can undo %v", err, f.game().CanUndo())
			}

			// An auto-repeat, without a key down, does not toggle again;
			// its character is dropped too.
			if tc.shift {
				f.shiftPress(fyne.Key2, '@')
				shift := &fyne.KeyEvent{Name: "LeftShift"}
				f.keyable().KeyDown(shift)
				f.typeKey(fyne.Key2)
				f.typeRunes("@")
				f.keyable().KeyUp(shift)
				if got := f.notesOf(r1c3); got != game.DigitSet(2) {
					t.Errorf("after a repeat notes %v, want 2", got)
				}
			}

			// With nothing selected a digit key does not select the centre.
			f.typeKey(fyne.KeyEscape)
			before := snap(f)
			f.keyPress(fyne.Key7, '7')
			f.wantStatus("status.select-cell", nil)
			f.sameGame(f.game(), before)
			if f.board().Selected != -1 {
				t.Errorf("a digit key selected %v", f.board().Selected)
			}
		})
	}
}

func TestFillCandidates(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(f *fixture)
	}{
		{"fresh game", nil},
		{"entries and notes", func(f *fixture) {
			f.enter(r1c3, 4)
			f.enter(r5c5, 1) // a mistake counts like any digit
			f.typeKey(fyne.KeyEscape)
			f.pressDigit(2)
			f.rightClick(r1c6)
			f.pressDigit(2)
			if f.notesOf(r1c6) != game.DigitSet(2) {
				t.Fatalf("r1c6 notes %v, want 2", f.notesOf(r1c6))
			}
			if err := f.game().ToggleNote(r1c6, 5); err != nil { // 5 is given in row 1
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.setup != nil {
				tc.setup(f)
			}
			before := snap(f)
			// Cells without notes get every candidate; notes written
			// keep what still fits (r1c6: the 2, not the 5).
			want := f.candidates()
			for c, n := range f.game().AllNotes() {
				if n&want[c] != 0 {
					want[c] &= n
				}
			}

			f.press("fill")
			f.wantStatus("status.filled", nil)
			for c := solver.Cell(0); c < 81; c++ {
				if got := f.notesOf(c); got != want[c] {
					t.Errorf("%v notes %v, want %v", c, got, want[c])
				}
				if f.board().Cells[c].BadNotes != 0 {
					t.Errorf("%v has bad notes %v after the fill", c, f.board().Cells[c].BadNotes)
				}
			}
			filled := f.game().AllNotes()

			f.press("fill") // again: nothing to do
			f.wantStatus("status.filled-already", nil)

			f.press("undo")
			before.redo = true
			f.sameGame(f.game(), before)
			f.press("redo")
			if f.game().AllNotes() != filled {
				t.Error("redo did not fill the notes again")
			}
		})
	}
}

func TestPlacingRemovesNotes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		place func(f *fixture)
	}{
		{"palette", func(f *fixture) { f.enter(r1c3, 4) }},
		{"typed", func(f *fixture) { f.tapCell(r1c3); f.typeRunes("4") }},
		{"armed", func(f *fixture) { f.pressDigit(4); f.tapCell(r1c3) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.press("fill")
			filled := f.game().AllNotes()
			tc.place(f)
			peers := logic.Peers(r1c3)
			for c := solver.Cell(0); c < 81; c++ {
				want := filled[c]
				switch {
				case c == r1c3:
					want = 0
				case peers.Has(c):
					want &^= game.DigitSet(4)
				}
				if got := f.notesOf(c); got != want {
					t.Errorf("%v notes %v, want %v", c, got, want)
				}
			}
			if f.notesOf(r2c3).Has(4) || !filled[r2c3].Has(4) {
				t.Errorf("r2c3 had %v and has %v: want the 4 struck", filled[r2c3], f.notesOf(r2c3))
			}
			f.shortcut(&fyne.ShortcutUndo{}) // one undo brings them back
			if f.game().AllNotes() != filled {
				t.Error("undo did not bring the notes back")
			}
		})
	}
}

func TestBadNotes(t *testing.T) {
	for _, tc := range []struct {
		name  string
		enter map[solver.Cell]uint8 // placed before the notes
		notes game.Digits           // noted in r1c3
		bad   game.Digits
	}{
		{"allowed", nil, game.DigitSet(1, 2, 4), 0},
		{"given in the row", nil, game.DigitSet(2, 7), game.DigitSet(7)},
		{"given in the column and box", nil, game.DigitSet(8, 9), game.DigitSet(8, 9)},
		{"entry in the row", map[solver.Cell]uint8{r1c6: 2}, game.DigitSet(1, 2), game.DigitSet(2)},
		{"entry elsewhere", map[solver.Cell]uint8{r9c1: 2}, game.DigitSet(2), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			for c, d := range tc.enter {
				f.enter(c, d)
			}
			f.tapCell(r1c3)
			for _, d := range tc.notes.List() {
				f.shiftPress(fyne.KeyName(string(rune('0'+d))), 0)
			}
			if got := f.notesOf(r1c3); got != tc.notes {
				t.Fatalf("notes %v, want %v", got, tc.notes)
			}
			if got := f.board().Cells[r1c3].BadNotes; got != tc.bad {
				t.Errorf("bad notes %v, want %v", got, tc.bad)
			}
			for c := range tc.enter { // erased, an entry rules nothing out
				f.tapCell(c)
				f.typeKey(fyne.KeyDelete)
			}
			if len(tc.enter) > 0 && f.board().Cells[r1c3].BadNotes != 0 {
				t.Errorf("bad notes %v after erasing the entries", f.board().Cells[r1c3].BadNotes)
			}
		})
	}
}

// eliminationPosition plays puzzle n of a level along its solve path to
// the first step that only eliminates, and returns that game, with the
// candidates of the path as the player's notes, and the step.
func eliminationPosition(t *testing.T, f *fixture, level string, n int) (*game.Game, *logic.Step) {
	t.Helper()
	text, err := levels.Puzzle(level, n)
	if err != nil {
		t.Fatal(err)
	}
	givens := parse(t, text)
	b := logic.NewBoard(givens)
	var step *logic.Step
	for !b.Solved() {
		s := logic.Next(b)
		if len(s.Placements) == 0 && len(s.Eliminations) > 0 {
			step = s
			break
		}
		b.Apply(s)
	}
	if step == nil {
		return nil, nil
	}
	g, err := game.New(variant.Puzzle{Givens: givens}, logic.Medium, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	for c := solver.Cell(0); c < 81; c++ {
		if givens[c] == 0 && b.Cells[c] != 0 {
			if err := g.Set(c, b.Cells[c]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := g.FillNotes(); err != nil {
		t.Fatal(err)
	}
	for c := solver.Cell(0); c < 81; c++ {
		for _, d := range (g.Notes(c) &^ game.FromLogic(b.Cands[c])).List() { // struck by earlier steps
			if err := g.ToggleNote(c, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	return g, step
}

func TestHintStrikesNotes(t *testing.T) {
	f := newFixture(t)
	var g *game.Game
	var step *logic.Step
	for n := 0; step == nil; n++ {
		if g, step = eliminationPosition(t, f, "medium", n); n > 20 {
			t.Fatal("no medium puzzle reaches an elimination")
		}
	}
	f.play.Start(g)
	t.Logf("%s: %v", step.Technique, step.Eliminations)
	want := map[solver.Cell]game.Digits{}
	for _, e := range step.Eliminations {
		want[e.Cell] |= game.DigitSet(e.Digit)
	}
	struck := func() map[solver.Cell]game.Digits {
		out := map[solver.Cell]game.Digits{}
		for c := solver.Cell(0); c < 81; c++ {
			if s := f.board().Cells[c].Struck; s != 0 {
				out[c] = s
			}
		}
		return out
	}

	f.press("hint")
	if s := struck(); len(s) != 0 {
		t.Errorf("the first hint strikes %v", s)
	}
	f.press("hint")
	got := struck()
	if len(got) != len(want) {
		t.Errorf("struck %v, want %v (%s)", got, want, step.Technique)
	}
	for c, ds := range want {
		if got[c] != ds {
			t.Errorf("%v struck %v, want %v", c, got[c], ds)
		}
		if f.notesOf(c)&ds != ds {
			t.Errorf("%v: the hint strikes %v, which the player's notes %v lack", c, ds, f.notesOf(c))
		}
	}

	// The hint reads the player's notes: with one of the struck notes
	// taken away by hand, the next hint no longer strikes it.
	for _, e := range step.Eliminations[:1] {
		if err := f.game().ToggleNote(e.Cell, e.Digit); err != nil {
			t.Fatal(err)
		}
		f.press("hint")
		f.press("hint")
		if f.board().Cells[e.Cell].Struck.Has(e.Digit) {
			t.Errorf("the hint strikes %v, a note no longer there", e)
		}
	}
}
