package ui_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// ISS's "Sudoku X" example: its givens have one solution under the
// diagonals' rule alone.
const (
	xGivens = "..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9."
	xISS    = ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6" +
		"~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9"
	// ISS's "Anti-knights move" and "Anti-knight Anti-king" examples.
	antiKnightISS = ".AntiKnight.~R1C2_3~R1C5_4~R1C6_1~R1C9_7~R2C4_5~R3C4_8~R3C6_9~R4C1_6~R4C8_7~R5C9_4~R6C2_4" +
		"~R7C1_3~R8C5_6~R8C8_5~R9C2_6~R9C3_4~R9C4_3"
	antiKnightKingISS = ".AntiKnight.AntiKing.~R1C1_1~R1C7_5~R1C8_6~R1C9_7~R2C1_2~R2C2_3~R2C3_4~R2C9_8"
)

var xRules = geometry.Flags{Diagonals: true}

// headerSays reports whether the window's header names the level as
// words: the variant, then the level.
func headerSays(f *fixture, words string) bool {
	return strings.Contains(f.markup(), ">"+words+"<")
}

// TestEnterXPuzzle: a puzzle entered with Rules > Sudoku X ticked plays
// as Sudoku X; without the tick its givens have many solutions.
func TestEnterXPuzzle(t *testing.T) {
	for _, tick := range []bool{false, true} {
		f := newFixture(t)
		f.win.Resize(defaultSize)
		f.press("enter")
		f.typeGivens(parse(t, xGivens))
		if tick {
			items := f.play.RuleItems()
			if len(items) != 4 || items[0].Checked {
				t.Fatalf("the Rules menu: %d items, X ticked %v", len(items), len(items) > 0 && items[0].Checked)
			}
			items[0].Action()
			if !f.board().Flags.Diagonals || !f.play.RuleItems()[0].Checked {
				t.Fatal("Sudoku X ticked: the board draws no diagonals, or the item is not ticked")
			}
		}
		f.press("start")
		f.settle()
		if !tick {
			f.wantStatus("status.puzzle.several", nil)
			if !entering(f) {
				t.Error("a puzzle with many solutions started")
			}
			continue
		}
		if entering(f) || f.game().Variant() != (geometry.Variant{Flags: xRules}) {
			t.Fatalf("Start: entering %v, playing %v; status %q", entering(f), f.game().Variant(), f.play.Status())
		}
		if want := lang.L("variant.x") + " · " + lang.L("level."+f.game().Level().String()); !headerSays(f, want) {
			t.Errorf("the header does not say %q", want)
		}
	}
}

// TestRulesItemsUntick: a rule ticked twice is off again, and the rules
// combine.
func TestRulesItemsUntick(t *testing.T) {
	f := newFixture(t)
	f.press("enter")
	f.play.RuleItems()[1].Action() // windows
	f.play.RuleItems()[3].Action() // anti-king
	if got, want := f.board().Flags, (geometry.Flags{Windows: true, AntiKing: true}); got != want {
		t.Errorf("ticked windows and anti-king: %+v", got)
	}
	f.play.RuleItems()[1].Action()
	if got, want := f.board().Flags, (geometry.Flags{AntiKing: true}); got != want {
		t.Errorf("unticked windows: %+v", got)
	}
	// The Rules button opens the menu of the four rules.
	b := f.play.Button("rules")
	if b == nil || !isShown(f.win.Canvas().Content(), b) {
		t.Fatal("no Rules button while entering")
	}
	test.Tap(b)
	menu := f.topOverlay()
	if menu == nil {
		t.Fatal("the Rules button opens nothing")
	}
	var words []string
	for _, o := range test.LaidOutObjects(menu) {
		if txt, ok := o.(*canvas.Text); ok {
			words = append(words, txt.Text)
		}
	}
	for _, key := range []string{"variant.x.about", "variant.windoku.about", "variant.antiknight.about", "variant.antiking.about"} {
		if !slices.Contains(words, lang.L(key)) {
			t.Errorf("the Rules menu does not offer %q: %q", lang.L(key), words)
		}
	}
}

// TestPasteAndCopyVariant: an X puzzle pasted as a tagged line or as an
// ISS string (blanks in it too) plays as Sudoku X; Copy and Save give
// its x: line.
func TestPasteAndCopyVariant(t *testing.T) {
	for _, text := range []string{"x:" + xGivens, xISS, strings.ReplaceAll(xISS, "~R", " ~R")} {
		f := newFixture(t)
		f.win.Resize(defaultSize)
		f.app.Clipboard().SetContent(text)
		f.shortcut(&fyne.ShortcutPaste{Clipboard: f.app.Clipboard()})
		f.settle()
		if f.game().Variant() != (geometry.Variant{Flags: xRules}) || !f.board().Flags.Diagonals {
			t.Fatalf("pasted %.30q: playing %v, status %q", text, f.game().Variant(), f.play.Status())
		}
		if !headerSays(f, lang.L("variant.x")+" · "+lang.L("level."+f.game().Level().String())) {
			t.Error("the header does not name Sudoku X")
		}
		f.shortcut(&fyne.ShortcutCopy{Clipboard: f.app.Clipboard()})
		if got := f.app.Clipboard().Content(); got != "x:"+xGivens {
			t.Errorf("copied %q", got)
		}
		var buf bytes.Buffer
		if err := f.play.SavePuzzle(&buf, ".sdk"); err != nil || buf.String() != "x:"+xGivens+"\n" {
			t.Errorf("saved %q, %v", buf.String(), err)
		}
	}
}

// TestOpenVariantFile: a file of one ISS X puzzle opens as Sudoku X.
func TestOpenVariantFile(t *testing.T) {
	f := newFixture(t)
	f.openText("x.txt", "# ISS's Sudoku X\n"+xISS+"\n")
	f.settle()
	if f.game().Variant() != (geometry.Variant{Flags: xRules}) {
		t.Fatalf("opened: playing %v, status %q", f.game().Variant(), f.play.Status())
	}
}

// startISS plays an ISS string's puzzle at the hard level.
func startISS(t *testing.T, f *fixture, iss string) *game.Game {
	t.Helper()
	p, err := variant.Parse(iss)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, logic.Hard, f.clock)
	if err != nil {
		t.Fatal(err)
	}
	f.play.Start(g)
	return g
}

// TestShowReach: View > Show knight's moves and the M key show the cells
// a knight's move from the selected one under anti-knight; the item is
// named by the rules and is off in a classic game, where M does nothing.
func TestShowReach(t *testing.T) {
	center := solver.CellAt(4, 4)
	reach := func(f *fixture) int {
		n := 0
		for _, c := range f.board().Cells {
			if c.Reach {
				n++
			}
		}
		return n
	}
	f := newFixture(t)
	it := f.play.MenuItem("reach")
	if it == nil || !it.Disabled || it.Label != lang.L("menu.reach.classic") {
		t.Fatalf("classic game: the reach item %+v", it)
	}
	f.tapCell(center)
	f.typeRunes("m")
	if reach(f) != 0 {
		t.Error("M marked a reach in a classic game")
	}
	for _, tc := range []struct {
		iss, label string
		cells      int
	}{
		{antiKnightISS, "menu.reach.antiknight", 8},
		{antiKnightKingISS, "menu.reach.antiknight-antiking", 16},
	} {
		startISS(t, f, tc.iss)
		f.tapCell(center)
		if it.Disabled || it.Label != lang.L(tc.label) || it.Checked || reach(f) != 0 {
			t.Fatalf("%s: item %q disabled %v checked %v, %d cells marked", tc.label, it.Label, it.Disabled, it.Checked, reach(f))
		}
		f.typeRunes("m")
		if !it.Checked || reach(f) != tc.cells {
			t.Errorf("%s: M: checked %v, %d cells marked, want %d", tc.label, it.Checked, reach(f), tc.cells)
		}
		it.Action()
		if it.Checked || reach(f) != 0 {
			t.Errorf("%s: the item again: checked %v, %d cells marked", tc.label, it.Checked, reach(f))
		}
	}
}
