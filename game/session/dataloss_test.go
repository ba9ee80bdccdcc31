package session_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// otherPuzzle is the Wikipedia puzzle with one given more: a different
// proper puzzle.
var otherPuzzle = gametest.Puzzle[:2] + "4" + gametest.Puzzle[3:]

// TestReplacingAGameAsksFirst: paste, opening a file and picking from a
// list replaced a game in progress without asking, and Undo could not
// bring it back.
func TestReplacingAGameAsksFirst(t *testing.T) {
	ways := map[string]func(h *harness){
		"paste": func(h *harness) { h.s.Paste(otherPuzzle) },
		"paste while entering": func(h *harness) {
			h.s.EnterPuzzle()
			h.s.Paste(otherPuzzle)
		},
		"start an entered puzzle": func(h *harness) {
			h.s.EnterPuzzle()
			g := gametest.Grid(h.t, otherPuzzle)
			for c, d := range g {
				if d != 0 {
					h.s.TapCell(solver.Cell(c))
					h.s.KeyDigit(d)
				}
			}
			h.s.StartEntry()
		},
		"open": func(h *harness) { h.s.OpenFile("one.txt", strings.NewReader(otherPuzzle+"\n")) },
		"pick": func(h *harness) {
			h.s.OpenFile("many.txt", strings.NewReader(otherPuzzle+"\n"+gametest.Puzzle+"\n"))
			if h.view().List == nil {
				h.t.Fatal("no list for a file of two puzzles")
			}
			h.s.Pick(0)
			if why := h.view().Refused; why != nil {
				h.t.Fatalf("Pick: %v", *why)
			}
		},
	}
	for name, replace := range ways {
		for _, tc := range []struct {
			name  string
			moved bool
			reply bool
			kept  bool
		}{
			{"no move made: no question", false, false, false},
			{"keep playing", true, false, true},
			{"replace", true, true, false},
		} {
			t.Run(name+"/"+tc.name, func(t *testing.T) {
				h := newHarness(t, nil)
				prev := h.s.Game()
				if tc.moved {
					h.move()
				}
				replace(h)
				h.settle() // the puzzle given is rated in the background
				q := h.view().Question
				if tc.moved != (q != nil) {
					t.Fatalf("question %+v, moves made %v", q, tc.moved)
				}
				if q != nil {
					if q.Key != "replace" {
						t.Errorf("question %q", q.Key)
					}
					h.s.Reply(tc.reply)
				}
				if tc.kept && h.s.Draft() != nil {
					h.s.CancelEntry() // back to the game put aside, which must be intact
				}
				switch {
				case tc.kept && (h.s.Game() != prev || prev.Digit(r1c3) != 1 || !prev.CanUndo()):
					t.Error("the game in progress was lost")
				case !tc.kept && h.s.Game().Givens() != gametest.Grid(t, otherPuzzle):
					t.Error("the new puzzle was not played")
				}
			})
		}
	}
}

// TestArmedDigitStopsAtNine: an armed digit kept placing after its last
// copy was placed, so a tap put a tenth 4 on the board.
func TestArmedDigitStopsAtNine(t *testing.T) {
	h := newHarness(t, nil)
	sol := gametest.Grid(t, gametest.Solution)
	var fours []solver.Cell
	for c := solver.Cell(0); c < 81; c++ {
		if sol[c] == 4 && !h.s.Game().IsGiven(c) {
			fours = append(fours, c)
		}
	}
	last := fours[len(fours)-1]
	for _, c := range fours[:len(fours)-1] {
		h.s.TapCell(c)
		h.s.KeyDigit(4)
	}
	h.s.Deselect()
	h.s.PressDigit(4)
	if h.view().Armed != 4 {
		t.Fatal("4 is not armed")
	}
	h.s.TapCell(last)
	if v := h.view(); v.Armed != 0 || v.Left[4] != 0 || v.Status.Key != "status.digit-done" {
		t.Fatalf("after the ninth 4: armed %d, left %d, status %q", v.Armed, v.Left[4], v.Status.Key)
	}
	h.s.TapCell(r1c4) // empty, and no 4 belongs there
	if d := h.s.Game().Digit(r1c4); d != 0 {
		t.Errorf("a tap after the ninth 4 placed %d", d)
	}
	h.s.PressDigit(4) // no 4 left: pressing it arms nothing
	if v := h.view(); v.Armed != 0 {
		t.Errorf("a digit with none left armed")
	}
}

// TestCheckWithMistakesHiddenNeverClaimsNone: with mistakes hidden, Check
// said "No mistakes so far" over a wrong entry.
func TestCheckWithMistakesHiddenNeverClaimsNone(t *testing.T) {
	h := newHarness(t, func(o *session.Options) { o.Settings.ShowMistakes = false })
	h.move() // 1 at r1c3 fits the rules, not the solution
	h.s.Check()
	h.wantStatus("status.check.no-clashes")
	if h.view().Cells[r1c3].Mark != session.NoMark {
		t.Error("a mistake marked with mistakes hidden")
	}
	set := h.s.Settings()
	set.ShowMistakes = true
	h.s.SetSettings(set)
	h.s.Check()
	h.wantStatus("status.check.mistakes")
}

// TestGamesCountFromTheFirstMove: a game left without a move counted as
// started and abandoned, and ended the streak.
func TestGamesCountFromTheFirstMove(t *testing.T) {
	store := gametest.Store{}
	h := newHarness(t, func(o *session.Options) { o.LegacyStats = store })
	// Win one easy game.
	sol := gametest.Grid(t, gametest.Solution)
	for c := solver.Cell(0); c < 81; c++ {
		if !h.s.Game().IsGiven(c) {
			h.s.TapCell(c)
			h.s.KeyDigit(sol[c])
		}
	}
	won := h.view().Won
	if won == nil || !won.NewBest || won.Streak != 1 {
		t.Fatalf("won %+v", won)
	}
	h.s.Start(h.newGame()) // left without a move
	h.s.Start(h.newGame()) // and this one too
	easy := statsIn(t, store).Level(logic.Easy)
	if easy.Started != 1 || easy.Abandoned != 0 || easy.Streak != 1 {
		t.Errorf("easy after two games without a move: %+v", easy)
	}
	h.move()
	h.s.Start(h.newGame()) // leaves the one with a move: abandoned when the next counts
	h.move()
	easy = statsIn(t, store).Level(logic.Easy)
	if easy.Started != 3 || easy.Abandoned != 1 || easy.Streak != 0 {
		t.Errorf("easy after abandoning a game with a move: %+v", easy)
	}
}

// TestSaveFailureStaysInView: a failed save was reported in the status
// line and overwritten by the next greeting, so the player never learned
// the game was not being saved.
func TestSaveFailureStaysInView(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gone")
	h := newHarness(t, func(o *session.Options) { o.SavePath = filepath.Join(dir, "game.json") })
	h.move()
	h.settle()
	if b := h.view().Banner; b.Key != "status.save-failed" {
		t.Fatalf("banner %+v after a failed save", b)
	}
	h.s.Start(h.newGame()) // a greeting
	h.s.Restart()
	h.settle()
	if b := h.view().Banner; b.Key != "status.save-failed" {
		t.Fatalf("the greeting hid the failure: banner %+v", b)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	h.move()
	h.settle()
	if b := h.view().Banner; !b.Empty() {
		t.Errorf("banner %+v after a save succeeded", b)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.json")); err != nil {
		t.Error(err)
	}
}

// TestPasteHasALimit: paste read text of any size.
func TestPasteHasALimit(t *testing.T) {
	h := newHarness(t, nil)
	prev := h.s.Game()
	h.s.Paste(gametest.Puzzle + strings.Repeat("\n", session.MaxPuzzleText))
	h.wantStatus("status.paste.too-big")
	if h.s.Game() != prev {
		t.Error("an oversized paste replaced the game")
	}
}

// TestLargeFileIsReadInTheBackground: an 8 MiB file of bad lines was
// parsed on the window's goroutine.
func TestLargeFileIsReadInTheBackground(t *testing.T) {
	h := newHarness(t, nil)
	text := gametest.Puzzle + "\n" + otherPuzzle + "\n" + strings.Repeat("1\n", (session.MaxPuzzleText-200)/2)
	h.s.OpenFile("big.txt", strings.NewReader(text))
	h.wantStatus("status.file.reading")
	h.settle()
	l := h.view().List
	if l == nil || len(l.Puzzles) != 2 || len(l.Errs) == 0 {
		t.Fatalf("list %v", l != nil)
	}
}

// TestFullGridIsRefused: a pasted or entered grid with all 81 digits of
// a solution started a game neither won nor playable, whose save the
// next start refused and moved aside.
func TestFullGridIsRefused(t *testing.T) {
	ways := map[string]func(h *harness){
		"paste": func(h *harness) { h.s.Paste(gametest.Solution) },
		"enter": func(h *harness) {
			h.s.EnterPuzzle()
			for c, d := range gametest.Grid(h.t, gametest.Solution) {
				h.s.TapCell(solver.Cell(c))
				h.s.KeyDigit(d)
			}
			h.s.StartEntry()
		},
		"open": func(h *harness) { h.s.OpenFile("full.txt", strings.NewReader(gametest.Solution+"\n")) },
	}
	for name, offer := range ways {
		t.Run(name, func(t *testing.T) {
			h := newHarness(t, nil)
			prev := h.s.Game()
			offer(h)
			h.settle()
			h.wantStatus("status.puzzle.full")
			if h.s.Game() != prev {
				t.Error("a full grid replaced the game")
			}
		})
	}
}
