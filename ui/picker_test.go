package ui_test

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// The Wikipedia puzzle's cells the picker tests tap.
var (
	pickEmpty = solver.CellAt(0, 2) // r1c3, empty
	pickGiven = solver.CellAt(0, 0) // r1c1, a given 5
)

// withPicker turns the number picker setting on.
func withPicker(f *fixture) {
	s := f.play.Settings()
	s.Picker = true
	f.play.SetSettings(s)
}

// TestPickerOpens checks when a tap on a cell opens the number picker:
// with the setting on, on a cell the player may fill, never on a given,
// never with the setting off (the default).
func TestPickerOpens(t *testing.T) {
	for _, tc := range []struct {
		name   string
		picker bool
		cell   solver.Cell
		want   bool
	}{
		{"off by default", false, pickEmpty, false},
		{"on, an empty cell", true, pickEmpty, true},
		{"on, a given", true, pickGiven, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if f.play.Settings().Picker {
				t.Fatal("the picker setting is on by default")
			}
			if tc.picker {
				withPicker(f)
			}
			f.tapCell(tc.cell)
			if got := f.play.PickerOpen(); got != tc.want {
				t.Errorf("picker open %v, want %v", got, tc.want)
			}
			if top := f.topOverlay(); tc.want != (top != nil && top == f.play.PickerPopUp()) {
				t.Errorf("the top overlay %v, want the picker: %v", top, tc.want)
			}
			if f.board().Selected != tc.cell {
				t.Errorf("selected %v, want %v", f.board().Selected, tc.cell)
			}
			if focused := f.win.Canvas().Focused(); tc.want != (focused != nil && focused != f.board()) {
				t.Errorf("the keys go to %T, want the picker: %v", focused, tc.want)
			}
		})
	}
}

// TestPickerPlacesADigit taps 5 on the picker: the cell holds 5, the
// picker closes, and one Undo takes it back.
func TestPickerPlacesADigit(t *testing.T) {
	f := newFixture(t)
	withPicker(f)
	f.tapCell(pickEmpty)
	test.Tap(f.play.PickerKey(5))
	if got := f.game().Entries()[pickEmpty]; got != 5 {
		t.Fatalf("the cell holds %d, want 5", got)
	}
	if f.play.PickerOpen() {
		t.Error("the picker stays open after a digit")
	}
	f.press("undo")
	if got := f.game().Entries()[pickEmpty]; got != 0 || f.game().CanUndo() {
		t.Errorf("after one Undo the cell holds %d, more to undo: %v", got, f.game().CanUndo())
	}
	// Erase on the picker takes a digit out.
	f.tapCell(pickEmpty)
	test.Tap(f.play.PickerKey(7))
	f.tapCell(pickEmpty)
	if f.play.PickerKey(7).Importance != widget.HighImportance || f.play.PickerKey(8).Importance == widget.HighImportance {
		t.Errorf("the cell's digit 7 is not lit on the picker alone")
	}
	test.Tap(f.play.PickerKey(0))
	if got := f.game().Entries()[pickEmpty]; got != 0 || f.play.PickerOpen() {
		t.Errorf("after Erase the cell holds %d, the picker open %v", got, f.play.PickerOpen())
	}
}

// TestPickerNotes toggles notes on the picker: Notes is the pad's notes
// mode, digits then toggle notes and the picker stays open for the next,
// its keys lit for the cell's notes.
func TestPickerNotes(t *testing.T) {
	f := newFixture(t)
	withPicker(f)
	f.tapCell(pickEmpty)
	test.Tap(f.play.PickerNotes())
	if !f.play.Session().View().Noting || !f.play.PickerOpen() {
		t.Fatalf("Notes: noting %v, picker open %v", f.play.Session().View().Noting, f.play.PickerOpen())
	}
	test.Tap(f.play.PickerKey(1))
	test.Tap(f.play.PickerKey(2))
	test.Tap(f.play.PickerKey(1))
	if got := f.notesOf(pickEmpty); got != game.DigitSet(2) {
		t.Errorf("notes %v, want 2", got)
	}
	if !f.play.PickerOpen() {
		t.Fatal("the picker closed after a note")
	}
	if f.play.PickerKey(2).Importance != widget.HighImportance || f.play.PickerKey(1).Importance == widget.HighImportance {
		t.Error("the note 2 is not lit alone")
	}
	if got := f.game().Entries()[pickEmpty]; got != 0 {
		t.Errorf("notes mode placed %d", got)
	}
}

// TestPickerCloses closes the picker with Escape, with a tap outside it,
// and with a key, which still goes to the board as typed.
func TestPickerCloses(t *testing.T) {
	for _, tc := range []struct {
		name     string
		do       func(f *fixture)
		entry    uint8       // what the tapped cell then holds
		selected solver.Cell // and the cell selected
	}{
		{"Escape", func(f *fixture) { f.typeKey(fyne.KeyEscape) }, 0, pickEmpty},
		{"a tap outside", func(f *fixture) { test.TapCanvas(f.win.Canvas(), fyne.NewPos(2, 2)) }, 0, pickEmpty},
		{"a digit key", func(f *fixture) { f.typeRunes("4") }, 4, pickEmpty},
		{"an arrow", func(f *fixture) { f.typeKey(fyne.KeyRight); f.typeRunes("4") }, 0, pickEmpty + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			withPicker(f)
			f.tapCell(pickEmpty)
			if !f.play.PickerOpen() {
				t.Fatal("no picker")
			}
			tc.do(f)
			if f.play.PickerOpen() {
				t.Error("the picker stays open")
			}
			if got := f.game().Entries()[pickEmpty]; got != tc.entry {
				t.Errorf("the cell holds %d, want %d", got, tc.entry)
			}
			if got := f.board().Selected; got != tc.selected {
				t.Errorf("selected %v, want %v", got, tc.selected)
			}
			if sel := f.board().Selected; sel >= 0 && sel != pickEmpty && f.game().Entries()[sel] != 4 {
				t.Errorf("the 4 typed after the arrow is not in %v", f.board().Selected)
			}
		})
	}
}

// TestPickerFitsTheWindow opens the picker on cells at every edge of the
// board: it lies inside the window, and does not cover its cell.
func TestPickerFitsTheWindow(t *testing.T) {
	f := newFixture(t)
	withPicker(f)
	for _, c := range []solver.Cell{solver.CellAt(0, 2), solver.CellAt(8, 6), solver.CellAt(4, 1),
		solver.CellAt(8, 0), solver.CellAt(0, 8), solver.CellAt(4, 4)} {
		if f.game().Givens()[c] != 0 {
			t.Fatalf("%v is a given", c)
		}
		f.typeKey(fyne.KeyEscape)
		f.tapCell(c)
		if !f.play.PickerOpen() {
			t.Fatalf("%v: no picker", c)
		}
		pickerBeside(t, f, c)
	}
	// The board moves (here with the window; as well with the panel under
	// it, which grows and shrinks with what it says): the next view puts
	// the picker by its cell again.
	c := solver.CellAt(8, 6)
	f.typeKey(fyne.KeyEscape)
	f.win.Resize(fyne.NewSize(640, 760))
	f.tapCell(c)
	f.win.Resize(fyne.NewSize(400, 460))
	test.Tap(f.play.PickerNotes())
	pickerBeside(t, f, c)
	moved, _ := f.play.PickerBounds()
	f.typeKey(fyne.KeyEscape)
	f.tapCell(c)
	if fresh, _ := f.play.PickerBounds(); moved != fresh {
		t.Errorf("after the board moved the picker is at %v, opened afresh at %v", moved, fresh)
	}
}

// pickerBeside fails unless the open picker lies inside the window and
// leaves the middle of its cell c in view.
func pickerBeside(t *testing.T, f *fixture, c solver.Cell) {
	t.Helper()
	pos, size := f.play.PickerBounds()
	win := f.win.Canvas().Size()
	if pos.X < 0 || pos.Y < 0 || pos.X+size.Width > win.Width || pos.Y+size.Height > win.Height {
		t.Errorf("%v: the picker at %v, %v runs out of the window %v", c, pos, size, win)
	}
	mid := f.cellPos(c)
	if mid.X > pos.X && mid.X < pos.X+size.Width && mid.Y > pos.Y && mid.Y < pos.Y+size.Height {
		t.Errorf("%v: the picker at %v, %v covers the cell's middle %v", c, pos, size, mid)
	}
}

// TestPickerGolden draws the window at its opening size with the number
// picker open under r1c7 in notes mode, the cell's notes 1, 2 and 9 lit,
// in both themes.
func TestPickerGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
	}{
		{"window_picker_light.png", ui.ThemeLight},
		{"window_picker_dark.png", ui.ThemeDark},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, ui.LanguageEnglish)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(defaultSize)
			inPlay(t, f)
			withPicker(f)
			f.press("notes")
			f.tapCell(r1c7)
			if !f.play.PickerOpen() {
				t.Fatal("no picker")
			}
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}

// TestPickerSettingKept turns the picker on in the Settings dialog: it is
// off there at first, kept in the preferences once on, and a new window
// reading them opens the picker on a tap.
func TestPickerSettingKept(t *testing.T) {
	f := newSettingsFixture(t)
	d := f.openSettings()
	c := findCheck(t, d, lang.L("settings.picker"))
	if c.Checked {
		t.Fatal("the dialog shows the picker on by default")
	}
	test.Tap(c)
	test.Tap(findButton(d, lang.L("settings.close")))
	if !f.play.Settings().Picker || !f.app.Preferences().BoolWithFallback("settings.picker", false) {
		t.Fatalf("the picker is on %v, kept %v", f.play.Settings().Picker, f.app.Preferences().Bool("settings.picker"))
	}
	if got := ui.LoadSettings(f.app.Preferences()); !got.Picker {
		t.Error("LoadSettings reads the picker off")
	}
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(560, 720))
	p := ui.NewPlay(w, ui.Options{Clock: f.clock, Rand: rand.New(rand.NewPCG(3, 4)), Prefs: f.app.Preferences()})
	again := &fixture{t: t, app: f.app, win: w, clock: f.clock, play: p, posted: f.posted}
	g, err := game.FromText(gametest.Puzzle, logic.Easy, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	p.Start(g)
	again.tapCell(pickEmpty)
	if !p.PickerOpen() {
		t.Error("the new window opens no picker")
	}
}
