package session_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// startOf plays a game of p in the harness's session.
func startOf(h *harness, p variant.Puzzle) {
	h.t.Helper()
	g, err := game.New(p, logic.Easy, h.clock)
	if err != nil {
		h.t.Fatalf("New(%s): %v", p.Variant(), err)
	}
	h.s.Start(g)
}

// TestRulesOnTheBoard plays games of Sudoku X and anti-knight: the view
// says the rules, a digit typed that repeats on a diagonal or a knight's
// move away is marked as you type and named by Check, and it strikes its
// note from the cell the rule makes a peer.
func TestRulesOnTheBoard(t *testing.T) {
	at := solver.CellAt
	tests := []struct {
		name  string
		p     func(testing.TB) variant.Puzzle
		a, b  solver.Cell
		digit uint8
		where any
	}{
		{"x", gametest.X, at(0, 0), at(8, 8), 3, session.Message{Key: "where.house", Args: map[string]any{"Unit": session.Term("unit.diagonal.down")}}},
		{"antiknight", gametest.AntiKnight, at(0, 2), at(1, 4), 5, session.Term("where.knight")},
		{"antiking", gametest.AntiKing, at(0, 3), at(1, 2), 7, session.Term("where.king")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			set := h.s.Settings()
			set.ShowMistakes = false
			h.s.SetSettings(set)
			p := tt.p(t)
			startOf(h, p)
			if v := h.s.View(); v.Flags != p.Flags || v.Variant.Name() != tt.name {
				t.Errorf("view flags %+v, variant %s; want %+v, %s", v.Flags, v.Variant, p.Flags, tt.name)
			}
			must(t, h.s.Game().ToggleNote(tt.b, tt.digit))
			h.s.TapCell(tt.a)
			h.s.KeyDigit(tt.digit)
			if v := h.view(); v.Cells[tt.b].Notes.Has(tt.digit) {
				t.Errorf("the note %d of %s stays after %d in %s", tt.digit, tt.b, tt.digit, tt.a)
			}
			h.s.TapCell(tt.b)
			h.s.KeyDigit(tt.digit)
			if v := h.view(); v.Cells[tt.a].Mark != session.Conflict || v.Cells[tt.b].Mark != session.Conflict {
				t.Errorf("marks as you type %v and %v, want both clashing", v.Cells[tt.a].Mark, v.Cells[tt.b].Mark)
			}
			h.s.Check()
			st := h.view().Status
			if st.Key != "status.check.conflicts" || !reflect.DeepEqual(st.Args["Where"], tt.where) {
				t.Errorf("Check says %s %v, want the clash named %v", st.Key, st.Args, tt.where)
			}
		})
	}
}

// TestShowReach marks the cells a knight's move from the selected one
// when asked, in an anti-knight game only.
func TestShowReach(t *testing.T) {
	at := solver.CellAt
	h := newHarness(t, nil)
	reach := func() []solver.Cell {
		var out []solver.Cell
		for c, cell := range h.s.View().Cells {
			if cell.Reach {
				out = append(out, solver.Cell(c))
			}
		}
		return out
	}
	h.s.TapCell(at(4, 4))
	h.s.ShowReach(true)
	if got := reach(); got != nil || !h.s.View().ShowReach {
		t.Errorf("a classic game marks %v", got)
	}
	startOf(h, gametest.AntiKnight(t))
	h.s.TapCell(at(4, 4))
	want := []solver.Cell{at(2, 3), at(2, 5), at(3, 2), at(3, 6), at(5, 2), at(5, 6), at(6, 3), at(6, 5)}
	if got := reach(); !slices.Equal(got, want) {
		t.Errorf("reach of r5c5 %v, want %v", got, want)
	}
	h.s.ShowReach(false)
	if got := reach(); got != nil {
		t.Errorf("reach hidden, still %v", got)
	}
}

// TestTickRules enters a puzzle with the diagonals ticked: the view says
// so, and two digits on a diagonal clash.
func TestTickRules(t *testing.T) {
	at := solver.CellAt
	h := newHarness(t, nil)
	h.s.TickRules(geometry.Flags{Diagonals: true}) // not entering: nothing
	if h.s.View().Flags != (geometry.Flags{}) {
		t.Fatal("rules ticked outside entering")
	}
	h.s.EnterPuzzle()
	x := geometry.Flags{Diagonals: true}
	h.s.TickRules(x)
	for _, c := range []solver.Cell{at(0, 0), at(8, 8)} {
		h.s.TapCell(c)
		h.s.KeyDigit(3)
	}
	v := h.view()
	if v.Flags != x || h.s.Draft().Flags() != x {
		t.Errorf("view flags %+v, want the diagonals", v.Flags)
	}
	if v.Cells[at(0, 0)].Mark != session.Conflict || v.Cells[at(8, 8)].Mark != session.Conflict {
		t.Errorf("r1c1 and r9c9 hold 3 on a diagonal, marked %v and %v", v.Cells[at(0, 0)].Mark, v.Cells[at(8, 8)].Mark)
	}
	h.s.TickRules(geometry.Flags{})
	if v := h.view(); v.Cells[at(0, 0)].Mark != session.NoMark {
		t.Errorf("no rule ticked, r1c1 still marked %v", v.Cells[at(0, 0)].Mark)
	}
}

// TestVariantsOffered: New offers the variants with a source, classic
// first; a variant without one is not chosen.
func TestVariantsOffered(t *testing.T) {
	var want []geometry.Variant
	for _, name := range []string{"classic", "killer", "x", "windoku", "antiknight", "antiking", "jigsaw", "killer-x", "jigsaw-killer", "jigsaw-x", "4x4", "6x6", "12x12", "16x16"} {
		v, err := geometry.ParseSizedVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, v)
	}
	if got := session.Variants(); !slices.Equal(got, want) {
		t.Errorf("Variants() = %v, want %v", got, want)
	}
	h := newHarness(t, nil)
	if v := h.s.View(); !slices.Equal(v.Variants, want) || v.NewVariant != gametest.ClassicVariant {
		t.Errorf("view offers %v, new %v", v.Variants, v.NewVariant)
	}
	h.s.SetVariant(geometry.Variant{Flags: geometry.Flags{Windows: true, AntiKing: true}})
	if v := h.view(); v.NewVariant != gametest.ClassicVariant {
		t.Errorf("a variant without a source was chosen: %v", v.NewVariant)
	}
	h.s.SetVariant(gametest.KillerVariant)
	if v := h.view(); v.NewVariant != gametest.KillerVariant {
		t.Errorf("Killer not chosen: %v", v.NewVariant)
	}
	startOf(h, gametest.AntiKnight(t)) // a game of a variant New cannot play leaves the choice
	if v := h.s.View(); v.NewVariant != gametest.KillerVariant {
		t.Errorf("after an anti-knight game New plays %v", v.NewVariant)
	}
}

// TestWonNamesTheVariant solves an anti-knight game: the card names the
// variant, and the statistics count it under its own.
func TestWonNamesTheVariant(t *testing.T) {
	store := gametest.Store{}
	h := newHarness(t, func(o *session.Options) { o.LegacyStats = store })
	p := gametest.AntiKnight(t)
	startOf(h, p)
	sol := gametest.Grid(t, gametest.AntiKnightSolution)
	for c, d := range sol {
		if p.Givens[c] == 0 {
			h.s.TapCell(solver.Cell(c))
			h.s.KeyDigit(d)
		}
	}
	var won *session.Won
	for _, v := range h.views {
		if v.Won != nil {
			won = v.Won
		}
	}
	if won == nil || won.Variant != p.Variant() {
		t.Fatalf("won %+v, want the anti-knight variant named", won)
	}
	st := statsIn(t, store)
	if st.LevelIn(p.Variant(), logic.Easy).Solved != 1 || st.Level(logic.Easy).Solved != 0 {
		t.Errorf("the win counted %+v as anti-knight, %+v as classic", st.LevelIn(p.Variant(), logic.Easy), st.Level(logic.Easy))
	}
}

// TestEnterWithRules enters the Sudoku X example with the diagonals
// ticked and plays it as an X game; givens that repeat on a diagonal are
// refused in words that name the variant.
func TestEnterWithRules(t *testing.T) {
	at := solver.CellAt
	h := newHarness(t, nil)
	h.s.EnterPuzzle()
	x := gametest.X(t)
	h.s.TickRules(x.Flags)
	h.s.TapCell(at(0, 0))
	h.s.KeyDigit(3)
	h.s.TapCell(at(8, 8))
	h.s.KeyDigit(3)
	h.s.StartEntry()
	h.settle()
	st := h.view().Status
	if st.Key != "status.puzzle.killer-bad" || st.Args["Variant"] != session.Term("variant.x") {
		t.Errorf("givens clashing on a diagonal: %s %v", st.Key, st.Args)
	}
	for _, c := range []solver.Cell{at(0, 0), at(8, 8)} {
		h.s.TapCell(c)
		h.s.KeyDigit(0)
	}
	for c, d := range x.Givens {
		if d != 0 {
			h.s.TapCell(solver.Cell(c))
			h.s.KeyDigit(d)
		}
	}
	h.s.StartEntry()
	h.settle()
	if g := h.s.Game(); h.view().Mode != session.Playing || !g.Puzzle().Equal(x) {
		t.Fatalf("entered the X example, playing %s %v (status %v)", g.Variant(), g.Givens(), h.view().Status)
	}
	if v := h.view(); v.Flags != x.Flags || v.Variant.Name() != "x" {
		t.Errorf("view flags %+v, variant %s", v.Flags, v.Variant)
	}
}

// TestWhyNotShowsTheRule: "why not" on a digit a diagonal rules out
// lights that diagonal, and on one a knight's move away lights no house
// (it lit row 1, the zero unit, before); the words name the rule.
func TestWhyNotShowsTheRule(t *testing.T) {
	tests := []struct {
		name  string
		p     func(testing.TB) variant.Puzzle
		rule  string
		where any
	}{
		{"x", gametest.X, "diagonal", session.Term("where.house")},
		{"antiknight", gametest.AntiKnight, "knight", session.Term("where.knight")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			p := tt.p(t)
			startOf(h, p)
			g := h.s.Game()
			if tt.rule == "diagonal" { // no given lies on a diagonal: play r1c1's digit
				h.s.TapCell(0)
				h.s.KeyDigit(gametest.XSolution[0] - '0')
			}
			// The first empty cell and digit the rule alone rules out.
			// Only a digit a peer holds can be (WhyNot walks the ladder
			// for the others, seconds under the race detector).
			heldByPeer := func(c solver.Cell, d uint8) bool {
				for p := range g.Geometry().Peers(c).All() {
					if g.Digit(p) == d {
						return true
					}
				}
				return false
			}
			cell, digit := solver.Cell(-1), uint8(0)
			var ans game.WhyNot
			for c := solver.Cell(0); c < 81 && cell < 0; c++ {
				for d := uint8(1); d <= 9 && cell < 0; d++ {
					if !heldByPeer(c, d) {
						continue
					}
					if w, err := g.WhyNot(c, d); err == nil && w.Reason == game.PeerHolds && strings.HasPrefix(w.Rule, tt.rule) {
						cell, digit, ans = c, d, w
					}
				}
			}
			if cell < 0 {
				t.Fatalf("no digit that %s alone rules out", tt.rule)
			}
			h.s.TapCell(cell)
			h.s.AskWhyNot()
			h.s.KeyDigit(digit)
			v := h.view()
			where := tt.where
			if tt.rule == "diagonal" {
				where = session.Message{Key: "where.house", Args: map[string]any{"Unit": session.Term("unit." + ans.Rule)}}
			}
			if v.Why == nil || !reflect.DeepEqual(v.Why.Words.Args["Where"], where) {
				t.Fatalf("%v≠%d: answer %+v", cell, digit, v.Why)
			}
			var lit []solver.Cell
			for c, vc := range v.Cells[:v.Shape.Cells()] {
				if vc.Focus {
					lit = append(lit, solver.Cell(c))
				}
			}
			var want []solver.Cell
			if tt.rule == "diagonal" {
				want = ans.House.Cells()[:]
			}
			if !slices.Equal(lit, want) {
				t.Errorf("%v≠%d lights %v, want %v", cell, digit, lit, want)
			}
		})
	}
}

// TestNewGameSaysTheRules: a new game of a variant that looks like
// classic on a plain board greets the player with its rule; classic and
// Killer keep their greeting.
func TestNewGameSaysTheRules(t *testing.T) {
	for _, tt := range []struct{ name, key string }{
		{"antiknight", "status.new.rules"}, {"x", "status.new.rules"}, {"classic", "status.new"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			v, err := geometry.ParseVariant(tt.name)
			if err != nil {
				t.Fatal(err)
			}
			h.s.SetVariant(v)
			h.s.New("easy")
			h.settle()
			st := h.view().Status
			if st.Key != tt.key || h.s.Game() == nil || h.s.Game().Variant() != v {
				t.Fatalf("status %s %v, want %s", st.Key, st.Args, tt.key)
			}
			if tt.key == "status.new.rules" && st.Args["Rules"] != session.Term("variant."+tt.name+".about") {
				t.Errorf("the rules said: %v", st.Args["Rules"])
			}
		})
	}
}

// TestNewJigsaw: New makes and plays a jigsaw of each jigsaw variant at
// a level, on a layout of its own.
func TestNewJigsaw(t *testing.T) {
	for _, name := range []string{"jigsaw", "jigsaw-x"} {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			t.Fatal(err)
		}
		h := newHarness(t, nil)
		h.s.SetVariant(v)
		h.s.New("medium")
		h.settle()
		if got := h.view(); got.Variant != v || got.NewVariant != v {
			t.Errorf("%s: playing %v, New plays %v", name, got.Variant, got.NewVariant)
		}
	}
}
