package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

func TestPaste(t *testing.T) {
	var rows []string // the puzzle as nine plain lines
	for r := 0; r < 9; r++ {
		rows = append(rows, gametest.Puzzle[r*9:r*9+9])
	}
	started := map[string]any{"Level": lang.L("level.easy")}
	for _, tc := range []struct {
		name   string
		text   string
		status string
		data   map[string]any // nil: the parse error's text as Error
		starts bool
	}{
		{"81-character line", gametest.Puzzle, "status.puzzle.started", started, true},
		{"line with a comment", gametest.Puzzle + " # Wikipedia\n", "status.puzzle.started", started, true},
		{"9-line grid", strings.Join(rows, "\n"), "status.puzzle.started", started, true},
		{"drawn grid", parse(t, gametest.Puzzle).Board(), "status.puzzle.started", started, true},
		{"words", "hello, world", "status.paste.bad", nil, false},
		{"short line", gametest.Puzzle[:80], "status.paste.bad", nil, false},
		{"eight rows", strings.Join(rows[:8], "\n"), "status.paste.bad", nil, false},
		{"nothing", "", "status.paste.bad", nil, false},
		{"several solutions", "5" + strings.Repeat(".", 80), "status.puzzle.several", map[string]any{}, false},
		{"conflict", "55" + strings.Repeat(".", 79), "status.puzzle.conflict",
			map[string]any{"A": "r1c1", "B": "r1c2", "Digit": 5, "Where": lang.L("where.house", map[string]any{"Unit": lang.L("unit.row")})}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			before := played(t, f)
			f.app.Clipboard().SetContent(tc.text)
			f.shortcut(&fyne.ShortcutPaste{Clipboard: f.app.Clipboard()})
			if tc.starts { // a game in progress: the paste asks first
				f.wantQuestion("replace")
				f.typeKey(fyne.KeyReturn)
			}

			data := tc.data
			if data == nil {
				_, err := solver.Parse(tc.text)
				if err == nil {
					t.Fatalf("%q parses", tc.text)
				}
				data = map[string]any{"Error": err.Error()}
			}
			if len(data) == 0 {
				data = nil
			}
			f.wantStatus(tc.status, data)
			if !tc.starts {
				f.sameGame(prev, before)
				return
			}
			g := f.game()
			if g == prev || g.Givens() != parse(t, gametest.Puzzle) || g.Level() != logic.Easy || g.CanUndo() {
				t.Errorf("the pasted game: givens %v, level %v", g.Givens(), g.Level())
			}
			if f.board().Cells[r1c3] != f.board().Cells[r1c4] || f.board().Cells[r1c1].Digit != 5 {
				t.Error("the board does not show the pasted puzzle")
			}
		})
	}

	t.Run("while entering", func(t *testing.T) {
		f := newFixture(t)
		f.press("enter")
		text := "5" + strings.Repeat(".", 80)
		f.app.Clipboard().SetContent(text)
		f.shortcut(&fyne.ShortcutPaste{}) // no clipboard given: the app's
		f.wantStatus("status.puzzle.several", nil)
		if !entering(f) || f.board().Cells[r1c1].Digit != 5 || !f.board().Cells[r1c1].Given {
			t.Error("a pasted puzzle that cannot be played is not there to mend")
		}
		f.app.Clipboard().SetContent(gametest.Puzzle)
		f.shortcut(&fyne.ShortcutPaste{Clipboard: f.app.Clipboard()})
		if entering(f) || f.game().Givens() != parse(t, gametest.Puzzle) {
			t.Error("a good puzzle pasted while entering did not start")
		}
	})
}

// TestPasteAsksBeforeReplacingAGame is a data-loss case: pasting a
// puzzle threw away the game in progress without a word, and Undo could
// not bring it back.
func TestPasteAsksBeforeReplacingAGame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves bool
		reply fyne.KeyName // to the question, if asked
		kept  bool
	}{
		{"no move made: no question", false, "", false},
		{"keep playing", true, fyne.KeyEscape, true},
		{"replace", true, fyne.KeyReturn, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			prev := f.game()
			if tc.moves {
				played(t, f)
			}
			before := snap(f)
			other := gametest.Puzzle[:2] + gametest.Solution[2:3] + gametest.Puzzle[3:] // one given more
			f.app.Clipboard().SetContent(other)
			f.shortcut(&fyne.ShortcutPaste{Clipboard: f.app.Clipboard()})
			if tc.reply != "" {
				f.wantQuestion("replace")
				f.typeKey(tc.reply)
			} else if f.topOverlay() != nil {
				t.Fatalf("a question over a game with no move: %q", texts(f.topOverlay()))
			}
			if tc.kept {
				if f.game() != prev {
					t.Fatal("the game in progress was replaced")
				}
				f.sameGame(prev, before)
			} else if f.game() == prev {
				t.Fatal("the pasted puzzle did not start")
			}
		})
	}
}

func TestCopy(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, f *fixture)
		cb    func(f *fixture) fyne.Clipboard // the shortcut's clipboard
	}{
		{"new game", nil, func(f *fixture) fyne.Clipboard { return f.app.Clipboard() }},
		{"game in progress", func(t *testing.T, f *fixture) { played(t, f) }, func(f *fixture) fyne.Clipboard { return f.app.Clipboard() }},
		{"no clipboard in the shortcut", func(t *testing.T, f *fixture) { played(t, f) }, func(*fixture) fyne.Clipboard { return nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.setup != nil {
				tc.setup(t, f)
			}
			before := snap(f)
			f.app.Clipboard().SetContent("something else")
			f.shortcut(&fyne.ShortcutCopy{Clipboard: tc.cb(f)})
			if got := f.app.Clipboard().Content(); got != gametest.Puzzle {
				t.Errorf("clipboard %q, want %q", got, gametest.Puzzle)
			}
			f.wantStatus("status.copied", nil)
			f.sameGame(f.game(), before)
		})
	}
}
