package session_test

import (
	"path/filepath"
	"reflect"
	"slices"

	"github.com/sudokudesktop/sudoku/game"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

var jigsawVariant = geometry.Variant{Jigsaw: true}

// jigsawTexts are the jigsaw puzzle of gametest in each spelling Paste
// reads: the project's line, the forum's 162 characters and ISS's
// .NoBoxes.Jigsaw~ string.
func jigsawTexts(t *testing.T) []struct{ name, text string } {
	t.Helper()
	p := gametest.Jigsaw(t)
	_, layout, _ := strings.Cut(strings.TrimPrefix(gametest.JigsawLine, "jigsaw:"), ":")
	iss := ".NoBoxes.Jigsaw~" + layout + "."
	for c, d := range p.Givens {
		if d != 0 {
			iss += "~R" + string(rune('1'+solver.Cell(c).Row())) + "C" + string(rune('1'+solver.Cell(c).Col())) + "_" + string(rune('0'+d))
		}
	}
	return []struct{ name, text string }{
		{"line", gametest.JigsawLine},
		{"line and a comment", gametest.JigsawLine + "  # a jigsaw"},
		{"forum line", p.Givens.String() + layout},
		{"ISS string", iss},
	}
}

// TestPasteJigsaw pastes the jigsaw in each spelling: it plays under its
// regions, the view carries them for the board, Copy gives the line
// back, and the solution typed in wins the game.
func TestPasteJigsaw(t *testing.T) {
	want := gametest.Jigsaw(t)
	for _, tt := range jigsawTexts(t) {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.Paste(tt.text)
			h.settle()
			v := h.view()
			if v.Variant != jigsawVariant {
				t.Fatalf("pasted: %v game, status %v", v.Variant, v.Status)
			}
			if !v.Regions.Equal(want.Regions) || v.Regions.IsBoxes() {
				t.Errorf("view's regions %v, want %v", v.Regions, want.Regions)
			}
			if g := h.s.Game().Givens(); g != want.Givens {
				t.Errorf("givens %v, want %v", g, want.Givens)
			}
			h.s.Copy()
			v = h.view()
			if v.Clipboard != gametest.JigsawLine || v.Status.Args["Tag"] != "jigsaw" {
				t.Errorf("Copy: %q, said %v", v.Clipboard, v.Status)
			}
			for c := solver.Cell(0); c < 81; c++ {
				if want.Givens[c] == 0 {
					h.s.TapCell(c)
					h.s.KeyDigit(gametest.JigsawSolution[c] - '0')
				}
			}
			h.settle()
			if v := h.view(); !v.Over || !h.s.Game().Won() {
				t.Errorf("the solution typed in: over %v, won %v, status %v", v.Over, h.s.Game().Won(), v.Status)
			}
		})
	}
}

// TestOpenJigsawFile opens a file holding the jigsaw's line: it plays as
// a pasted one does.
func TestOpenJigsawFile(t *testing.T) {
	h := newHarness(t, nil)
	h.s.OpenFile("jigsaw.txt", strings.NewReader("# a jigsaw\n"+gametest.JigsawLine+"\n"))
	h.settle()
	if v := h.view(); v.Variant != jigsawVariant || v.Regions.IsBoxes() {
		t.Fatalf("opened: %v game, regions %v, status %v", v.Variant, v.Regions, v.Status)
	}
	h.wantStatus("status.file.started")
}

// TestCheckJigsaw types a digit twice in a region that is no box, then
// twice in a box that is no region: Check marks the first pair and names
// the region, and passes the second.
func TestCheckJigsaw(t *testing.T) {
	p := gametest.Jigsaw(t)
	geo := geometry.For(p.Rules)
	for _, tt := range []struct {
		name   string
		region bool
	}{{"region", true}, {"box", false}} {
		t.Run(tt.name, func(t *testing.T) {
			a, b, d := gametest.JigsawPair(t, p, geo, tt.region)
			h := newHarness(t, func(o *session.Options) {
				o.Settings.ShowMistakes = false
				o.Settings.Mistakes = session.MistakesOnCheck
			})
			h.s.Paste(gametest.JigsawLine)
			h.settle()
			for _, c := range []solver.Cell{a, b} {
				h.s.TapCell(c)
				h.s.KeyDigit(d)
			}
			h.s.Check()
			v := h.view()
			for _, c := range []solver.Cell{a, b} {
				if got := v.Cells[c].Mark == session.Conflict; got != tt.region {
					t.Errorf("%d in %s and %s: %s marked %v, want a clash %v", d, a, b, c, v.Cells[c].Mark, tt.region)
				}
			}
			if !tt.region {
				h.wantStatus("status.check.no-clashes")
				return
			}
			h.wantStatus("status.check.conflicts")
			where := session.Message{Key: "where.house", Args: map[string]any{"Unit": session.Term("unit.region")}}
			if got := v.Status.Args["Where"]; !equalMessage(got, where) {
				t.Errorf("the clash is %v, want %v", got, where)
			}
		})
	}
}

// equalMessage reports whether m is the message want.
func equalMessage(m any, want session.Message) bool {
	got, ok := m.(session.Message)
	return ok && got.Key == want.Key && got.Args["Unit"] == want.Args["Unit"]
}

// TestWhyNotJigsawRegion asks why a digit cannot go in a cell whose
// region, not its row or column, holds it: the answer names the region
// and lights its cells.
func TestWhyNotJigsawRegion(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Paste(gametest.JigsawLine)
	h.settle()
	g := h.s.Game()
	if g.Variant() != jigsawVariant {
		t.Fatalf("pasted: %v, status %v", g.Variant(), h.view().Status)
	}
	cell, digit := solver.Cell(-1), uint8(0)
	for c := solver.Cell(0); c < 81 && cell < 0; c++ {
		for d := uint8(1); d <= 9 && cell < 0; d++ {
			if w, err := g.WhyNot(c, d); err == nil && w.Reason == game.PeerHolds && w.Rule == "region" {
				cell, digit = c, d
			}
		}
	}
	if cell < 0 {
		t.Fatal("no digit a region alone rules out")
	}
	h.s.TapCell(cell)
	h.s.AskWhyNot()
	h.s.KeyDigit(digit)
	v := h.view()
	want := session.Message{Key: "where.house", Args: map[string]any{"Unit": session.Term("unit.region")}}
	if v.Why == nil || !reflect.DeepEqual(v.Why.Words.Args["Where"], want) {
		t.Fatalf("%v≠%d: answer %+v", cell, digit, v.Why)
	}
	var lit, region []solver.Cell
	for c, vc := range v.Cells[:v.Shape.Cells()] {
		if vc.Focus {
			lit = append(lit, solver.Cell(c))
		}
		if p := gametest.Jigsaw(t); p.Regions[c] == p.Regions[cell] {
			region = append(region, solver.Cell(c))
		}
	}
	if !reflect.DeepEqual(lit, region) {
		t.Errorf("%v≠%d lights %v, want its region %v", cell, digit, lit, region)
	}
}

// TestHintsSolveJigsaw asks for hints and applies them until the jigsaw
// is solved: every step stands on its regions, the words name a region by
// its first cell, and a step in a region lights that region's cells.
func TestHintsSolveJigsaw(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Paste(gametest.JigsawConnectedLine)
	h.settle()
	p := gametest.JigsawConnected(t)
	geo := geometry.For(p.Rules)
	if v := h.view(); v.Variant != jigsawVariant || h.s.Game().Won() {
		t.Fatalf("pasted: %v game, status %v", v.Variant, v.Status)
	}
	regionWords, regionLit, hints := false, false, 0
	for range 200 {
		if h.s.Game().Won() {
			break
		}
		h.s.Hint()
		h.s.Hint()
		h.settle()
		v := h.view()
		if v.Hint == nil {
			t.Fatalf("no hint at %v", h.s.Game().Board())
		}
		if text := v.Hint.Text(logic.Full, "en"); strings.Contains(text, "the region at r") {
			regionWords = true
		}
		if st := v.Hint.Step; st != nil && len(st.Units) > 0 && st.Units[0] >= logic.Region(0) {
			h0 := v.Hint.Board.UnitHouse(st.Units[0])
			if want := geo.Houses()[18+st.Units[0].Index()]; h0.Set != want.Set {
				t.Fatalf("%s: unit %v has cells %v, the layout's region %v", st.Technique, st.Units[0], h0.Cells, want.Cells)
			}
			lit := true
			hinted := game.HintCells(v.Hint.Hint, logic.Where)
			for _, c := range h0.Cells {
				lit = lit && v.Cells[c].Focus && slices.Contains(hinted, c)
			}
			regionLit = regionLit || lit
			for c := solver.Cell(0); c < 81; c++ {
				if (v.Cells[c].Focus || slices.Contains(hinted, c)) && !h0.Set.Has(c) {
					t.Fatalf("%s in %v: %s lit, outside the region %v", st.Technique, st.Units[0], c, h0.Cells)
				}
			}
		}
		h.s.ApplyHint()
		h.settle()
		hints++
	}
	if !h.s.Game().Won() || hints < 20 {
		t.Fatalf("%d hints applied, solved %v: %v", hints, h.s.Game().Won(), h.s.Game().Board())
	}
	t.Logf("%d hints, region words %v, region lit %v", hints, regionWords, regionLit)
	if !regionWords || !regionLit {
		t.Errorf("no hint named a region by its cell (%v) or lit its cells (%v)", regionWords, regionLit)
	}
}

// TestJigsawDraft pastes a jigsaw with too few givens while a puzzle is
// entered: the draft keeps its regions (the view draws them), they come
// back after a restart, and once mended the puzzle plays under them.
func TestJigsawDraft(t *testing.T) {
	dir := t.TempDir()
	set := func(o *session.Options) {
		o.SavePath, o.StatsPath = filepath.Join(dir, "game.json"), filepath.Join(dir, "stats.json")
	}
	h := newHarness(t, set)
	p := gametest.JigsawConnected(t)
	sol := gametest.Grid(t, gametest.JigsawConnectedSolution)
	thin := p.Clone()
	var dropped []solver.Cell
	for c := solver.Cell(0); c < 81 && len(dropped) < 6; c++ {
		if thin.Givens[c] != 0 {
			thin.Givens[c] = 0
			dropped = append(dropped, c)
		}
	}
	if variant.Count(thin, 2) != 2 {
		t.Fatal("the thinned puzzle still has one solution: drop more givens")
	}
	h.s.EnterPuzzle()
	h.s.Paste(variant.Format(thin))
	h.settle()
	v := h.view()
	if v.Mode != session.Entering || !v.Regions.Equal(p.Regions) {
		t.Fatalf("after the paste: mode %v, regions %v, want entering on %v (status %v)", v.Mode, v.Regions, p.Regions, v.Status)
	}
	h.s.Close()
	h.settle()

	h2 := newHarness2(t, set)
	defer h2.s.Close()
	if v := h2.s.View(); v.Mode != session.Entering || !v.Regions.Equal(p.Regions) {
		t.Fatalf("after a restart: mode %v, regions %v", v.Mode, v.Regions)
	}
	for _, c := range dropped {
		h2.s.TapCell(c)
		h2.s.KeyDigit(p.Givens[c])
	}
	h2.s.StartEntry()
	h2.settle()
	if h2.s.View().Question != nil {
		h2.s.Reply(true)
	}
	v = h2.s.View()
	if v.Mode == session.Entering || v.Variant != jigsawVariant || !v.Regions.Equal(p.Regions) {
		t.Fatalf("started: mode %v, %v game on %v (status %v)", v.Mode, v.Variant, v.Regions, v.Status)
	}
	if err := variant.Check(h2.s.Game().Puzzle(), sol); err != nil {
		t.Errorf("the game started does not take the jigsaw's solution: %v", err)
	}
}

// TestFillNotesJigsaw: filling the notes of a jigsaw says they come from
// the rows, columns and regions, not the boxes.
func TestFillNotesJigsaw(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Paste(gametest.JigsawConnectedLine)
	h.settle()
	h.s.FillNotes()
	h.wantStatus("status.filled.jigsaw")
	h2 := newHarness(t, nil)
	h2.s.FillNotes()
	h2.wantStatus("status.filled")
}
