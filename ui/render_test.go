package ui_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// boardSize keeps the golden images stable.
var boardSize = fyne.NewSize(360, 360)

// assertBoardImage renders a board of boardSize alone and compares it with
// testdata/name.
func assertBoardImage(t *testing.T, name string, b *ui.Board) {
	t.Helper()
	skipPixelsInShort(t)
	b.Resize(boardSize)
	b.Refresh()
	test.AssertObjectRendersToImage(t, name, b)
}

// copyBoard returns a new board showing what the play's board shows.
func copyBoard(f *fixture) *ui.Board {
	b := ui.NewBoard()
	b.Cells = f.board().Cells
	b.Selected = f.board().Selected
	b.SameDigit = f.board().SameDigit
	b.Links = f.board().Links
	return b
}

// inPlay sets up a game in progress: entries, notes and a selected entry
// whose digit is highlighted across the board.
func inPlay(t *testing.T, f *fixture) {
	t.Helper()
	g := f.game()
	f.enter(r1c3, 4)
	f.enter(r1c4, 6)
	f.enter(r5c5, 5)
	for _, n := range []struct {
		cell   solver.Cell
		digits []uint8
	}{
		{r1c6, []uint8{2, 8}},
		{r1c7, []uint8{1, 2, 9}},
		{r9c1, []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}},
	} {
		for _, d := range n.digits {
			if err := g.ToggleNote(n.cell, d); err != nil {
				t.Fatal(err)
			}
		}
	}
	f.tapCell(r1c3)
}

// fullOfNotes fills every empty cell with its candidates, places a digit,
// which takes it from its peers' notes, adds a note a given rules out,
// and selects the digit placed.
func fullOfNotes(t *testing.T, f *fixture) {
	t.Helper()
	f.press("fill")
	f.enter(r1c3, 4)
	if err := f.game().ToggleNote(r1c7, 5); err != nil { // 5 is given in row 1
		t.Fatal(err)
	}
	f.tapCell(r1c3)
}

// clashAndMistake marks, as the player types, a digit that clashes with
// two others and a digit that fits the rules but not the solution.
func clashAndMistake(t *testing.T, f *fixture) {
	t.Helper()
	f.setMistakes(session.MistakesSolution)
	f.enter(r1c3, 2)                // the solution has 4
	f.enter(solver.CellAt(0, 3), 5) // r1c1 and r2c6 hold 5: struck, they are not blamed
	f.typeKey(fyne.KeyEscape)
}

// fishPuzzle is a 17-clue puzzle whose solve path meets a finned
// swordfish on 1.
const fishPuzzle = "4.35...2.....16...7............895.....3..8..2...........4...7..9....6...1......."

// showHintFor starts puzzle at level and applies hints until the next one
// is a step that want accepts, then shows that hint in full.
func showHintFor(t *testing.T, f *fixture, puzzle string, level logic.Level, want func(*logic.Step) bool) {
	t.Helper()
	g, err := game.FromText(puzzle, level, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	for range 200 {
		h, err := g.Hint(logic.Which, true)
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind == logic.NextStep && want(h.Step) {
			f.play.Session().Escape() // no selection: the golden shows the hint alone
			f.press("hint")
			f.press("hint")
			return
		}
		f.play.Session().ApplyHint()
		f.settle()
	}
	t.Fatal("no such step on the way")
}

// finnedFishHint shows fishPuzzle's finned swordfish in full: base and
// cover houses, the pattern, the fin and what it strikes.
func finnedFishHint(t *testing.T, f *fixture) {
	t.Helper()
	showHintFor(t, f, fishPuzzle, logic.Hard, func(s *logic.Step) bool { return s.Technique == logic.FinnedSwordfish })
}

// chainPuzzle is a puzzle of magictour's top1465 whose solve path meets a
// chain of five links or more.
const chainPuzzle = "3..5..1...7.....8...8..4..66..4..9...3..6..5...7..1..48..1..3......2..6...2..9..."

// chainHint shows chainPuzzle's first long chain in full: its links drawn
// as arrows, strong and weak apart.
func chainHint(t *testing.T, f *fixture) {
	t.Helper()
	showHintFor(t, f, chainPuzzle, logic.Extreme, func(s *logic.Step) bool { return len(s.Links) >= 5 })
	if len(f.board().Links) == 0 {
		t.Fatal("the board shows no links")
	}
}

// forcingPuzzle is a puzzle of magictour's top1465 whose solve path meets
// a forcing chain of ten links, in two digits.
const forcingPuzzle = "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9"

// forcingHint shows forcingPuzzle's forcing chain in full: the net from
// the assumption to the contradiction drawn as arrows.
func forcingHint(t *testing.T, f *fixture) {
	t.Helper()
	showHintFor(t, f, forcingPuzzle, logic.Extreme, func(s *logic.Step) bool { return s.Technique == logic.ForcingChain })
	f.press("beat-whole") // it opens at its assumption
	if len(f.board().Links) < 5 {
		t.Fatalf("the board shows %d links", len(f.board().Links))
	}
}

func TestRenderBoard(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		setup func(t *testing.T, f *fixture)
	}{
		{"board_empty.png", ui.ThemeLight, nil},
		{"board_play.png", ui.ThemeLight, inPlay},
		{"board_play_dark.png", ui.ThemeDark, inPlay},
		{"board_notes.png", ui.ThemeLight, fullOfNotes},
		{"board_notes_dark.png", ui.ThemeDark, fullOfNotes},
		{"board_conflict.png", ui.ThemeLight, func(t *testing.T, f *fixture) {
			set := f.play.Settings()
			set.ShowMistakes = false // Check cannot tell which digit of the clash is wrong
			f.play.SetSettings(set)
			f.enter(r1c3, 5) // repeats the 5 of r1c1
			f.enter(r5c5, 5)
			f.press("check")
			f.typeKey(fyne.KeyEscape)
		}},
		{"board_marks.png", ui.ThemeLight, clashAndMistake},
		{"board_marks_dark.png", ui.ThemeDark, clashAndMistake},
		{"board_hint_fish.png", ui.ThemeLight, finnedFishHint},
		{"board_hint_fish_dark.png", ui.ThemeDark, finnedFishHint},
		{"board_hint_chain.png", ui.ThemeLight, chainHint},
		{"board_hint_chain_dark.png", ui.ThemeDark, chainHint},
		{"board_hint_forcing.png", ui.ThemeLight, forcingHint},
		{"board_solved.png", ui.ThemeLight, func(t *testing.T, f *fixture) {
			solution := parse(t, gametest.Solution)
			for c := solver.Cell(0); c < 81; c++ {
				if !f.game().IsGiven(c) {
					if err := f.game().Set(c, solution[c]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !f.game().Won() {
				t.Fatal("not won")
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ui.ApplyTheme(f.app, tc.theme)
			b := ui.NewBoard()
			if tc.setup != nil {
				tc.setup(t, f)
				b = copyBoard(f)
			}
			assertBoardImage(t, tc.name, b)
		})
	}
}
