package session_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// A 16x16 puzzle (sudoku-cli generate -shape 16x16 -level easy -seed 7).
const sixteen = ".5.4E..87..3...1..D............9G....D.1..2.45.C.CB673..4E.G...F.A57G.1D.86..9..E..D5.......F....B.93.....G.A......FA98CB.E.7.D3C2.G.F.BD385E......A.E.....B2.6....E.......73..B..8..26.GA.E1FC.9...4.A6..7CDBE.4.A5.7..E.9....GB............8..D...8..EA..F9.4."

// answer says yes to the question on show, if any.
func (h *harness) answer() {
	h.t.Helper()
	if len(h.views) > 0 && h.view().Question != nil {
		h.s.Reply(true)
	}
	h.settle()
}

// TestNewSizedGames checks that New plays every grid size it offers, at
// the levels it offers there, and draws it: the shape, its cells, the
// digits left and the keys of its digits.
func TestNewSizedGames(t *testing.T) {
	tests := []struct {
		v     geometry.Variant
		level logic.Level
		shape sized.Shape
	}{
		{geometry.Variant{Size: 4}, logic.Easy, sized.Shape4},
		{geometry.Variant{Size: 6}, logic.Hard, sized.Shape6},
		{geometry.Variant{Size: 12}, logic.Medium, sized.Shape12},
		{geometry.Variant{Size: 16}, logic.Easy, sized.Shape16},
	}
	for _, tt := range tests {
		t.Run(tt.v.Name(), func(t *testing.T) {
			if !slices.Contains(session.Variants(), tt.v) {
				t.Fatalf("%v not among the variants offered", tt.v)
			}
			if got := session.LevelsOf(tt.v); !slices.Equal(got, tt.shape.Levels()) {
				t.Fatalf("LevelsOf = %v, want %v", got, tt.shape.Levels())
			}
			h := newHarness(t, nil)
			h.s.SetVariant(tt.v)
			h.s.New(tt.level.String())
			h.answer()
			g := h.s.Game()
			if g.Shape() != tt.shape || g.Level() != tt.level || g.Variant() != tt.v {
				t.Fatalf("game %v %v %v, want %v %v", g.Shape(), g.Level(), g.Variant(), tt.shape, tt.level)
			}
			v := h.view()
			if v.Shape != tt.shape {
				t.Fatalf("view shape %v", v.Shape)
			}
			n := tt.shape.N()
			board := g.BoardCells()
			for c := range tt.shape.Cells() {
				if v.Cells[c].Digit != board[c] || v.Cells[c].Given != (board[c] != 0) {
					t.Fatalf("cell %d: view %+v, board %d", c, v.Cells[c], board[c])
				}
			}
			for d := 1; d <= sized.MaxN; d++ {
				count := 0
				for _, x := range board {
					if int(x) == d {
						count++
					}
				}
				want := 0
				if d <= n {
					want = n - count
				}
				if v.Left[d] != want || v.Enabled.Keys[d] != (want > 0) {
					t.Errorf("digit %d: left %d, key %v; want %d", d, v.Left[d], v.Enabled.Keys[d], want)
				}
			}
			if v.Enabled.Link {
				t.Errorf("Copy as link enabled on a %v grid: links hold 9x9 grids only", tt.shape)
			}
		})
	}
}

// TestLinkEnabled checks that copying the puzzle as a link is offered on
// a 9x9 game and not while it is paused, and not on another size.
func TestLinkEnabled(t *testing.T) {
	h := newHarness(t, nil)
	h.s.New(logic.Easy.String())
	h.answer()
	if !h.view().Enabled.Link {
		t.Fatal("Copy as link disabled on a 9x9 game")
	}
	h.s.TogglePause()
	h.settle()
	if v := h.view(); !v.Paused || v.Enabled.Link {
		t.Fatalf("paused %v: Copy as link enabled %v", v.Paused, v.Enabled.Link)
	}
}

// TestNewSizedLevelRefused checks that a level a grid does not offer is
// refused, saying so, and the game stays.
func TestNewSizedLevelRefused(t *testing.T) {
	h := newHarness(t, nil)
	before := h.s.Game()
	h.s.SetVariant(geometry.Variant{Size: 4})
	h.s.New("hard")
	h.settle()
	h.wantStatus("status.level-not-offered")
	if h.s.Game() != before {
		t.Error("the game changed")
	}
}

// TestPasteSixteen checks a 16x16 puzzle pasted: it plays, the keys type
// digits up to 16 into it and no further, Copy gives its line back, and
// the game saved and resumed is the same.
func TestPasteSixteen(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, func(o *session.Options) { o.SavePath = dir + "/game.json" })
	h.s.Paste(sixteen)
	h.answer()
	g := h.s.Game()
	if g.Shape() != sized.Shape16 {
		t.Fatalf("pasted a 16x16, playing a %v", g.Shape())
	}
	at := solver.Cell(strings.IndexByte(sixteen, '.'))
	h.s.TapCell(at)
	h.s.KeyDigit(17)
	if g.Digit(at) != 0 {
		t.Fatalf("17 typed into a 16x16 grid: %d", g.Digit(at))
	}
	h.s.KeyDigit(16)
	if g.Digit(at) != 16 {
		t.Fatalf("16 typed: the cell holds %d", g.Digit(at))
	}
	h.s.ToggleNotes()
	other := solver.Cell(strings.LastIndexByte(sixteen, '.'))
	h.s.TapCell(other)
	h.s.KeyDigit(12)
	if !g.Notes(other).Has(12) {
		t.Fatalf("note 12: notes %v", g.Notes(other))
	}
	h.s.Copy()
	h.settle()
	if got := h.view().Clipboard; got != sixteen {
		t.Fatalf("copied %q", got)
	}
	h.s.Close()

	resumed := session.New(session.Options{Clock: h.clock, Settings: session.DefaultSettings(), SavePath: dir + "/game.json",
		Post: func(f func()) { f() }})
	defer resumed.Close()
	r := resumed.Game()
	if r == nil || r.Shape() != sized.Shape16 || r.Digit(at) != 16 || !r.Notes(other).Has(12) {
		t.Fatalf("resumed %v", r)
	}
}

// TestSizedHintFlow checks a hint on a 16x16: where and which first, the
// whole step when asked again, then Apply plays it and the hint goes.
func TestSizedHintFlow(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Paste(sixteen)
	h.answer()
	g := h.s.Game()
	h.s.Hint()
	v := h.view()
	if v.SizedHint == nil || v.SizedHint.Depth != logic.Which || v.Hint != nil {
		t.Fatalf("first hint: %+v", v.SizedHint)
	}
	focus := 0
	for _, c := range v.Cells[:v.Shape.Cells()] {
		if c.Focus {
			focus++
		}
	}
	if focus == 0 || !v.Enabled.Apply {
		t.Fatalf("the hint lights %d cells, apply %v", focus, v.Enabled.Apply)
	}
	if words := v.SizedHint.Text(v.SizedHint.Depth, "en"); !strings.HasPrefix(words, "Look at") {
		t.Fatalf("hint words %q", words)
	}
	h.s.Hint()
	v = h.view()
	if v.SizedHint == nil || v.SizedHint.Depth != logic.Full {
		t.Fatalf("second hint: %+v", v.SizedHint)
	}
	before := g.BoardCells()
	notes := g.NotesAll()
	h.s.ConfirmKey() // Return, as Apply
	v = h.view()
	if v.SizedHint != nil {
		t.Fatal("the hint stays after Apply")
	}
	if slices.Equal(before, g.BoardCells()) && slices.Equal(notes, g.NotesAll()) {
		t.Fatal("Apply changed nothing")
	}
	if g.Hints() != 1 {
		t.Errorf("%d hints counted, want 1", g.Hints())
	}
	h.s.Hint()
	h.s.Escape()
	if h.view().SizedHint != nil {
		t.Error("Escape left the hint")
	}
}

// TestSizedArrows checks that the arrow keys, Home, End and Ctrl+A keep
// to the grid played: rows of its side, wrapping at its edges.
func TestSizedArrows(t *testing.T) {
	h := newHarness(t, nil)
	h.s.SetVariant(geometry.Variant{Size: 4})
	h.s.New("easy")
	h.answer()
	h.s.Deselect()
	steps := []struct {
		dir  session.Direction
		want solver.Cell
	}{
		{session.Down, 10}, // none selected: the centre, r3c3
		{session.Down, 14},
		{session.Down, 2}, // wraps to the top
		{session.End, 3},
		{session.Right, 0}, // wraps to the row's start
		{session.Up, 12},
		{session.Left, 15},
		{session.Home, 12},
	}
	for i, st := range steps {
		h.s.MoveSelection(st.dir)
		if got := h.view().Selected; got != st.want {
			t.Fatalf("step %d: selected %d, want %d", i, got, st.want)
		}
	}
	h.s.SelectAll()
	if n := h.view().Selection.Count(); n != 16 {
		t.Errorf("Ctrl+A selects %d cells of a 4x4", n)
	}
}

// TestTwoKeyDigits checks that on a 16x16, 1 and a digit typed right after
// it in the same cell make one entry of 10-16, as one move and no mistake
// for the 1; later, after another verb, or in notes mode they stay two.
func TestTwoKeyDigits(t *testing.T) {
	p, err := sized.Parse(sixteen)
	if err != nil {
		t.Fatal(err)
	}
	var sv sized.Solver
	sol, n := sv.Solve(p, 2)
	if n != 1 {
		t.Fatalf("%d solutions", n)
	}
	tests := []struct {
		name   string
		second func(h *harness, other solver.Cell) // between the 1 and the 6
		notes  bool
		want   uint8 // in the cell the 1 went to, after the 6
	}{
		{"right after", func(h *harness, _ solver.Cell) {}, false, 16},
		{"two seconds later", func(h *harness, _ solver.Cell) { h.clock.Advance(2 * time.Second) }, false, 6},
		{"another verb between", func(h *harness, _ solver.Cell) { h.s.ToggleNotes(); h.s.ToggleNotes() }, false, 6},
		{"another cell", func(h *harness, other solver.Cell) { h.s.TapCell(other) }, false, 1},
		{"notes mode", func(h *harness, _ solver.Cell) {}, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.Paste(sixteen)
			h.answer()
			g := h.s.Game()
			var at, other solver.Cell = -1, -1
			for c, d := range g.BoardCells() {
				if d == 0 && at < 0 && sol[c] != 1 {
					at = solver.Cell(c)
				} else if d == 0 && at >= 0 {
					other = solver.Cell(c)
					break
				}
			}
			if tt.notes {
				h.s.ToggleNotes()
			}
			h.s.TapCell(at)
			h.s.KeyDigit(1)
			tt.second(h, other)
			h.s.KeyDigit(6)
			h.settle()
			if got := g.Digit(at); got != tt.want {
				t.Fatalf("1 then 6 left %d in the cell, want %d", got, tt.want)
			}
			if tt.want != 16 {
				return
			}
			wrong := 0
			if sol[at] != 16 {
				wrong = 1
			}
			if m := g.Tally().Mistakes; m != wrong {
				t.Errorf("%d mistakes counted, want %d: the 1 typed on the way to 16 counts none", m, wrong)
			}
			h.s.Undo()
			h.settle()
			if g.Digit(at) != 0 {
				t.Errorf("one undo left %d: 16 took two moves", g.Digit(at))
			}
		})
	}
}
