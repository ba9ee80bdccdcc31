package ui_test

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/ui"
)

// killerEntry opens Enter a puzzle in Killer mode, with the Cages button.
func killerEntry(f *fixture) {
	f.t.Helper()
	f.press("enter")
	f.press("cages")
	if !f.play.Session().View().Caging {
		f.t.Fatal("the Cages button does not turn Killer mode on")
	}
}

// formCageByClicks clicks the cells of a cage, types its sum and presses
// Enter, as a player would.
func (f *fixture) formCageByClicks(cg variant.Cage) {
	f.t.Helper()
	for _, c := range cg.Cells {
		f.tapCell(c)
	}
	f.typeRunes(strconv.Itoa(cg.Sum))
	f.typeKey(fyne.KeyReturn)
}

// TestKillerEntryTapsAndDrags forms cages on the window's board by a drag
// and by clicks, closes them with Enter, picks one and removes it with
// Delete: the board draws what the draft holds.
func TestKillerEntryTapsAndDrags(t *testing.T) {
	f := newFixture(t)
	killerEntry(f)
	f.dragCells(solver.CellAt(0, 0), solver.CellAt(0, 2))
	f.typeRunes("17")
	if cs := f.board().Cages; len(cs) != 1 || cs[0].Sum != 17 || len(cs[0].Cells) != 3 {
		t.Fatalf("while formed, the board draws %v; want 17 in r1c1-r1c3", cs)
	}
	f.typeKey(fyne.KeyReturn)
	f.formCageByClicks(variant.Cage{Cells: []solver.Cell{solver.CellAt(1, 0), solver.CellAt(2, 0)}, Sum: 9})
	want := []variant.Cage{
		{Cells: []solver.Cell{0, 1, 2}, Sum: 17},
		{Cells: []solver.Cell{solver.CellAt(1, 0), solver.CellAt(2, 0)}, Sum: 9},
	}
	eq := func(a, b variant.Cage) bool { return a.Sum == b.Sum && slices.Equal(a.Cells, b.Cells) }
	if got := f.board().Cages; !slices.EqualFunc(got, want, eq) {
		t.Fatalf("the board draws %v, want %v", got, want)
	}
	f.tapCell(solver.CellAt(0, 1)) // picks the first cage
	if got := f.board().Selection.Cells(); !slices.Equal(got, want[0].Cells) {
		t.Errorf("picking the cage selects %v", got)
	}
	f.typeKey(fyne.KeyDelete)
	if got := f.board().Cages; !slices.EqualFunc(got, want[1:], eq) {
		t.Errorf("after Delete the board draws %v, want %v", got, want[1:])
	}
	f.press("cages") // givens now
	f.tapCell(solver.CellAt(8, 8))
	f.typeRunes("5")
	if c := f.board().Cells[80]; c.Digit != 5 || !c.Given {
		t.Errorf("a given typed out of Killer mode: %+v", c)
	}
}

// TestKillerEntryStartsAGame enters a bundled Killer's cages on the
// window and presses Start: a Killer game of them is played; a cage at
// fault is outlined on the board and named in the status instead.
func TestKillerEntryStartsAGame(t *testing.T) {
	text, err := levels.Puzzle("killer-easy", 0)
	if err != nil {
		t.Fatal(err)
	}
	p, err := variant.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t)
	killerEntry(f)
	f.formCageByClicks(variant.Cage{Cells: []solver.Cell{79, 80}, Sum: 18})
	f.press("start")
	if f.board().FaultCage != 1 || f.play.Session().View().Status.Key != "status.puzzle.killer-bad" {
		t.Fatalf("a cage of 18 in 2: cage %d at fault, status %q", f.board().FaultCage, f.play.Session().View().Status.Key)
	}
	f.tapCell(79)
	f.typeKey(fyne.KeyBackspace)
	if f.board().FaultCage != 0 || len(f.board().Cages) != 0 {
		t.Fatalf("the cage removed is still drawn or outlined: %d cages, fault %d", len(f.board().Cages), f.board().FaultCage)
	}
	for _, cg := range p.Cages {
		f.formCageByClicks(cg)
	}
	f.press("start")
	g := f.game()
	if g.Variant() != gametest.KillerVariant || !g.Puzzle().Equal(p) || f.play.Session().View().Mode != session.Playing {
		t.Fatalf("Start plays a %v game of %s; want the Killer entered", g.Variant(), variant.Format(g.Puzzle()))
	}
}

// TestKillerEntryGolden draws Enter a puzzle in Killer mode: two cages
// closed, a third being formed with its sum typed, a given.
func TestKillerEntryGolden(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	f.win.Resize(defaultSize)
	killerEntry(f)
	f.dragCells(solver.CellAt(0, 0), solver.CellAt(0, 2))
	f.typeRunes("17")
	f.typeKey(fyne.KeyReturn)
	f.formCageByClicks(variant.Cage{Cells: []solver.Cell{solver.CellAt(1, 0), solver.CellAt(2, 0), solver.CellAt(2, 1)}, Sum: 12})
	f.press("cages")
	f.tapCell(solver.CellAt(4, 4))
	f.typeRunes("5")
	f.press("cages")
	f.dragCells(solver.CellAt(1, 1), solver.CellAt(1, 3))
	f.typeRunes("23")
	assertWindowGolden(t, "window_killer_entry.png", f.win.Canvas())
}

// TestKillerEntryFaultGolden draws the cage Start finds at fault: outlined
// solid in red, the engine's words under the board.
func TestKillerEntryFaultGolden(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	f.win.Resize(defaultSize)
	killerEntry(f)
	f.formCageByClicks(variant.Cage{Cells: []solver.Cell{30, 31, 40}, Sum: 3})
	f.formCageByClicks(variant.Cage{Cells: []solver.Cell{0, 1}, Sum: 5})
	f.press("start")
	assertWindowGolden(t, "window_killer_entry_fault.png", f.win.Canvas())
}
