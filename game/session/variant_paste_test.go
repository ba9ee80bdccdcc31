package session_test

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// The ISS example "Sudoku X": its givens have one solution under the
// diagonals' rule alone.
const (
	xGivens = "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9."
	xISS    = ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6" +
		"~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9"
)

var xVariant = geometry.Variant{Flags: geometry.Flags{Diagonals: true}}

// TestPasteVariantFormats: a pasted variant's line, in any format
// variant.Parse reads, plays under its rules, and Copy gives its line
// back. An ISS string with blanks in it was cut at the first blank.
func TestPasteVariantFormats(t *testing.T) {
	tests := []struct{ name, text string }{
		{"tagged line", "x:" + xGivens},
		{"tagged line and a comment", "x:" + xGivens + " # the ISS example"},
		{"ISS string", xISS},
		{"ISS string with blanks", strings.ReplaceAll(xISS, "~R", " ~R")},
		{"ISS string in a file's text", "# Sudoku X\n\n" + strings.ReplaceAll(xISS, ".D", " .D") + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.Paste(tt.text)
			h.settle()
			v := h.view()
			if v.Variant != xVariant || !v.Flags.Diagonals {
				t.Fatalf("pasted: %v game with %+v, status %v", v.Variant, v.Flags, v.Status)
			}
			if got := h.s.Game().Givens().String(); got != xGivens {
				t.Errorf("givens %s, want %s", got, xGivens)
			}
			h.s.Copy()
			v = h.view()
			if v.Clipboard != "x:"+xGivens || v.Status.Key != "status.copied.variant" || v.Status.Args["Tag"] != "x" {
				t.Errorf("Copy: %q, said %v", v.Clipboard, v.Status)
			}
			if !h.s.HasRules() || h.s.Game().Variant().Killer {
				t.Errorf("HasRules %v, variant %v", h.s.HasRules(), h.s.Game().Variant())
			}
		})
	}
}

// TestPasteXGivensAlone: the X puzzle's givens without its rule have
// many solutions: the rule makes the game.
func TestPasteXGivensAlone(t *testing.T) {
	h := newHarness(t, nil)
	h.s.Paste(xGivens)
	h.settle()
	h.wantStatus("status.puzzle.several")
	if h.s.HasRules() {
		t.Error("a classic game has rules")
	}
}

// TestOpenVariantFile: a file of variant lines, an ISS string with
// blanks among them, lists each with its rules; Pick plays them so.
func TestOpenVariantFile(t *testing.T) {
	p, err := variant.Parse(xISS)
	if err != nil {
		t.Fatal(err)
	}
	text := "x:" + xGivens + "\n" + strings.ReplaceAll(xISS, "~", " ~") + "  # the same, ISS\n" + gametest.Puzzle + "\n"
	h := newHarness(t, nil)
	h.s.OpenFile("x.txt", strings.NewReader(text))
	h.settle()
	l := h.view().List
	if l == nil || len(l.Puzzles) != 3 || len(l.Rules) != 3 {
		t.Fatalf("listed %+v, status %v", l, h.view().Status)
	}
	for i, want := range []geometry.Flags{p.Flags, p.Flags, {}} {
		if l.Rules[i].Flags != want {
			t.Errorf("puzzle %d: rules %+v, want %+v", i+1, l.Rules[i].Flags, want)
		}
	}
	h.s.Pick(1)
	h.settle()
	if v := h.view(); v.Variant != xVariant {
		t.Errorf("picked the ISS line: %v game, status %v", v.Variant, v.Status)
	}
}
