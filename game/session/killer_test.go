package session_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// testKillers reads the Killer lines of testdata/killers.txt, the first
// five of the everyday set, and their solutions.
func testKillers(t *testing.T) (lines, sols []string) {
	t.Helper()
	for _, f := range []struct {
		name string
		to   *[]string
	}{{"killers.txt", &lines}, {"killers.sol", &sols}} {
		data, err := os.ReadFile(filepath.Join("testdata", f.name))
		if err != nil {
			t.Fatal(err)
		}
		*f.to = strings.Fields(string(data))
	}
	return lines, sols
}

// killerSource hands out the test Killers as levels.Random would the
// bundled ones, for any "killer-" level, and records the names asked for.
func killerSource(t *testing.T, asked *[]string) func(string, *rand.Rand) (string, int, error) {
	lines, _ := testKillers(t)
	return func(name string, r *rand.Rand) (string, int, error) {
		*asked = append(*asked, name)
		if !strings.HasPrefix(name, "killer-") {
			return "", 0, fmt.Errorf("unknown level %q", name)
		}
		i := r.IntN(len(lines))
		return lines[i] + " # a rating", i, nil
	}
}

// killerHarness is a harness whose session has chosen Killer and plays
// gametest.Killer at the hard level.
func killerHarness(t *testing.T, set func(o *session.Options)) *harness {
	t.Helper()
	h := newHarness(t, set)
	p, err := variant.Parse(gametest.Killer)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, logic.Hard, h.clock)
	if err != nil {
		t.Fatal(err)
	}
	h.s.Start(g)
	return h
}

func TestNewKillerGame(t *testing.T) {
	var asked []string
	h := newHarness(t, func(o *session.Options) { o.Bundled = killerSource(t, &asked) })
	if v := h.s.View(); v.NewVariant != gametest.ClassicVariant || v.Variant != gametest.ClassicVariant || v.Cages != nil {
		t.Fatalf("a first session: new %v, playing %v with %d cages", v.NewVariant, v.Variant, len(v.Cages))
	}
	h.s.SetVariant(gametest.KillerVariant)
	h.s.New("hard")
	h.settle()
	v := h.view()
	if v.Variant != gametest.KillerVariant || v.NewVariant != gametest.KillerVariant || len(v.Cages) == 0 || v.Level != logic.Hard {
		t.Fatalf("New(hard) after Killer chosen: %v %v with %d cages, new %v", v.Variant, v.Level, len(v.Cages), v.NewVariant)
	}
	if len(asked) != 1 || asked[0] != "killer-hard" {
		t.Errorf("the source was asked for %q, want killer-hard", asked)
	}
	h.wantStatus("status.new")
	want := session.Message{Key: "level.variant", Args: map[string]any{"Variant": session.Term("variant.killer"), "Level": session.Term("level.hard")}}
	if got := v.Status.Args["Level"]; !reflect.DeepEqual(got, want) {
		t.Errorf("status level %v, want %v", got, want)
	}
	if !v.Enabled.Hint {
		t.Error("Hint is not offered on a Killer game")
	}
	// Classic again: New generates a classic puzzle.
	h.s.SetVariant(gametest.ClassicVariant)
	h.s.New("easy")
	h.settle()
	if v := h.view(); v.Variant != gametest.ClassicVariant || v.Cages != nil || len(asked) != 1 {
		t.Errorf("New(easy) after Classic chosen: %v with %d cages; source asked %d times", v.Variant, len(v.Cages), len(asked))
	}
}

func TestKillerVariantRemembered(t *testing.T) {
	var asked []string
	h := newHarness(t, func(o *session.Options) { o.LastVariant = "killer"; o.Bundled = killerSource(t, &asked) })
	if v := h.s.View(); v.NewVariant != gametest.KillerVariant {
		t.Fatalf("NewVariant %v, want killer from the options", v.NewVariant)
	}
	h.s.New("easy")
	if v := h.view(); v.Variant != gametest.KillerVariant {
		t.Errorf("New with Killer remembered plays %v", v.Variant)
	}
}

// TestKillerNoBundled wants a level without bundled Killers made by the
// generator in the background, as classic levels are: an extreme one, the
// slowest to make; under -short (the race pass) a medium one, a tenth of
// the time, made on the same goroutines.
func TestKillerNoBundled(t *testing.T) {
	h := newHarness(t, func(o *session.Options) {
		o.Bundled = func(string, *rand.Rand) (string, int, error) { return "", 0, fmt.Errorf("no such level") }
		o.Clock = &lockedClock{} // the game is made on another goroutine
	})
	level := logic.Extreme
	if testing.Short() {
		level = logic.Medium
	}
	h.s.SetVariant(gametest.KillerVariant)
	h.s.New(level.String())
	if v := h.view(); v.Variant != gametest.ClassicVariant || v.Making != level {
		t.Fatalf("while making: playing %v, making %v", v.Variant, v.Making)
	}
	h.settle()
	v := h.view()
	if v.Variant != gametest.KillerVariant || len(v.Cages) == 0 || v.Making != 0 {
		t.Fatalf("after making: playing %v with %d cages, making %v", v.Variant, len(v.Cages), v.Making)
	}
	for i, c := range v.Cells[:v.Shape.Cells()] {
		if c.Given {
			t.Fatalf("a generated Killer has a given at %v", solver.Cell(i))
		}
	}
}

func TestPasteKillerFormats(t *testing.T) {
	lines, sols := testKillers(t)
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	tests := []struct {
		name, text, sol string
	}{
		{"killer line", lines[0], sols[0]},
		{"SudoCue", read("killer-sudocue.txt"), sols[1]},
		{"the forum's short format", read("killer-short.txt"), sols[2]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.s.Paste(tt.text)
			h.settle()
			g := h.s.Game()
			if g.Variant() != gametest.KillerVariant {
				t.Fatalf("pasted: %v game, status %v", g.Variant(), h.view().Status)
			}
			// The game's solution is the file's.
			sol := gametest.Grid(t, tt.sol)
			for c := solver.Cell(0); c < 81; c++ {
				if err := g.Set(c, sol[c]); err != nil {
					t.Fatal(err)
				}
			}
			if !g.Won() {
				t.Error("the known solution does not win")
			}
			h.s.Copy()
			p, err := variant.Parse(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := h.view().Clipboard, variant.Format(p); got != want {
				t.Errorf("Copy: %q, want %q", got, want)
			}
		})
	}
	for _, bad := range []struct{ text, status, says string }{
		{strings.Replace(lines[0], ":16,", ":2,", 1), "status.paste.bad", "cage at r1c1"}, // a two-cell cage cannot make 2
		{"killer:AA" + strings.Repeat(".", 79) + ":3:" + strings.Repeat(".", 81), "status.puzzle.several", ""},
	} {
		h := newHarness(t, nil)
		h.s.Paste(bad.text)
		h.settle()
		h.wantStatus(bad.status)
		if err, _ := h.view().Status.Args["Error"].(string); !strings.Contains(err, bad.says) {
			t.Errorf("status %v does not say %q", h.view().Status, bad.says)
		}
		if h.s.Game().Variant() != gametest.ClassicVariant {
			t.Error("a broken Killer replaced the game")
		}
	}
}

func TestOpenKillerFile(t *testing.T) {
	lines, _ := testKillers(t)
	// Five Killers (one with a comment), a classic puzzle among them, a
	// bad line.
	text := "# five Killers\n" + strings.Join(lines[:4], "\n") + "\n" + lines[4] + " # the fifth\n" +
		gametest.Puzzle + "\nkiller:nonsense\n"
	h := newHarness(t, nil)
	h.s.OpenFile("killers.txt", strings.NewReader(text))
	h.settle()
	var l *session.PuzzleList
	for _, v := range h.views {
		if v.List != nil {
			l = v.List
		}
	}
	if l == nil || len(l.Puzzles) != 6 || len(l.Rules) != 6 || l.Bad != 1 {
		t.Fatalf("list %+v", l)
	}
	if err := l.Errs[0].Error(); !strings.HasPrefix(err, "line 8") {
		t.Errorf("the bad line's error %q does not name line 8", err)
	}
	var ratings []session.PuzzleRating
	stop := h.s.RateList(l, func(i int, r session.PuzzleRating) { ratings = append(ratings, r) })
	defer stop()
	h.settle()
	if len(ratings) != 6 || !ratings[0].Refused.Empty() || ratings[5].Level != logic.Easy {
		t.Errorf("ratings %+v", ratings)
	}
	h.s.Pick(3)
	h.settle()
	g := h.s.Game()
	want, _ := variant.Parse(lines[3])
	if g.Variant() != gametest.KillerVariant || !g.Puzzle().Equal(want) {
		t.Errorf("picked %v %s, want the fourth Killer", g.Variant(), variant.Format(g.Puzzle()))
	}
	h.s.Pick(5) // the classic one
	h.settle()
	if g := h.s.Game(); g.Variant() != gametest.ClassicVariant || g.Givens() != gametest.Grid(t, gametest.Puzzle) {
		t.Errorf("picked %v, want the classic puzzle", g.Variant())
	}
	// One Killer in a file plays at once.
	h.s.OpenFile("one.txt", strings.NewReader(lines[4]+"\n"))
	h.settle()
	if want, _ := variant.Parse(lines[4]); !h.s.Game().Puzzle().Equal(want) {
		t.Error("a file of one Killer did not play")
	}
}

func TestKillerViewCombosAndMarks(t *testing.T) {
	h := killerHarness(t, nil)
	at := solver.CellAt
	h.s.TapCell(at(1, 0)) // the cage at r1c1: 16 in 2
	v := h.view()
	if v.Combos == nil || v.Combos.Anchor != r1c1 || v.Combos.Sum != 16 || v.Combos.Size != 2 || len(v.Combos.Combos) != 1 ||
		fmt.Sprint(v.Combos.Combos[0].Digits) != "[7 9]" || !v.Combos.Combos[0].Possible {
		t.Fatalf("combos of r2c1: %+v", v.Combos)
	}
	// Paused, the board is hidden, and so are the words about it.
	h.s.Pause()
	if c := h.view().Combos; c != nil {
		t.Errorf("paused, the combinations of r2c1's cage show: %+v", c)
	}
	h.s.Resume()
	h.s.TapCell(at(0, 0))
	h.s.KeyDigit(1) // 1 leaves no 15 for r2c1
	if c := h.view().Combos; c == nil || c.Combos[0].Possible {
		t.Errorf("combos with a 1 in the cage: %+v", c)
	}
	// A digit twice in a cage is a clash as you type.
	h.s.TapCell(at(3, 3))
	h.s.KeyDigit(5)
	h.s.TapCell(at(4, 2))
	h.s.KeyDigit(5)
	v = h.view()
	if v.Cells[at(3, 3)].Mark != session.Conflict || v.Cells[at(4, 2)].Mark != session.Conflict {
		t.Errorf("marks of a digit twice in a cage: %v %v", v.Cells[at(3, 3)].Mark, v.Cells[at(4, 2)].Mark)
	}
	// A full cage off its sum is marked.
	h.s.TapCell(at(1, 0))
	h.s.KeyDigit(2)
	v = h.view()
	if v.Cells[at(0, 0)].Mark != session.Conflict || v.Cells[at(1, 0)].Mark != session.Conflict {
		t.Errorf("marks of a cage adding up to 3, not 16: %v %v", v.Cells[at(0, 0)].Mark, v.Cells[at(1, 0)].Mark)
	}
	// No combinations line for a cell outside a sum cage, nor on a classic game.
	h.s.Start(h.newGame())
	h.s.TapCell(at(0, 2))
	if h.view().Combos != nil || h.view().Cages != nil {
		t.Error("a classic game shows a combinations line or cages")
	}
}

func TestKillerFillSetting(t *testing.T) {
	for _, combos := range []bool{true, false} {
		h := killerHarness(t, nil)
		set := session.DefaultSettings()
		set.FillCombos = combos
		h.s.SetSettings(set)
		h.s.FillNotes()
		want := game.NineDigits
		if combos {
			want = game.DigitSet(7, 9)
		}
		if got := h.s.Game().Notes(0); got != want {
			t.Errorf("FillCombos %v: notes of r1c1 %v, want %v", combos, got.List(), want.List())
		}
	}
	if !session.DefaultSettings().FillCombos {
		t.Error("cage combinations are off by default")
	}
}

func TestKillerWonAndStats(t *testing.T) {
	store := gametest.Store{}
	h := killerHarness(t, func(o *session.Options) { o.LegacyStats = store })
	sol := gametest.Grid(t, gametest.KillerSolution)
	for c := solver.Cell(0); c < 81; c++ {
		h.s.TapCell(c)
		h.s.KeyDigit(sol[c])
	}
	var won *session.Won
	for _, v := range h.views {
		if v.Won != nil {
			won = v.Won
		}
	}
	if won == nil || won.Variant != gametest.KillerVariant || won.Level != logic.Hard {
		t.Fatalf("won %+v", won)
	}
	st := statsIn(t, store)
	if k, c := st.LevelIn(gametest.KillerVariant, logic.Hard), st.Level(logic.Hard); k.Solved != 1 || c.Solved != 0 {
		t.Errorf("killer hard solved %d, classic hard %d", k.Solved, c.Solved)
	}
}

func TestKillerResumes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.json")
	h := killerHarness(t, func(o *session.Options) { o.SavePath = path })
	h.s.TapCell(0)
	h.s.KeyDigit(7)
	h.s.Close()
	s := session.New(session.Options{SavePath: path, Clock: h.clock, Settings: session.DefaultSettings()})
	defer s.Close()
	g := s.Game()
	if g.Variant() != gametest.KillerVariant || g.Digit(0) != 7 || len(s.View().Cages) != 29 {
		t.Errorf("resumed %v with r1c1 %d and %d cages", g.Variant(), g.Digit(0), len(s.View().Cages))
	}
}

// FuzzOpenKiller opens any text as a puzzle file of Killers: it never
// panics, and what it plays is a Killer game whose puzzle the text holds
// or the game it had.
func FuzzOpenKiller(f *testing.F) {
	for _, name := range []string{"killers.txt", "killer-sudocue.txt", "killer-short.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("killer:AA" + strings.Repeat(".", 79) + ":3:" + strings.Repeat(".", 81))
	f.Fuzz(func(t *testing.T, text string) {
		h := newHarness(t, nil)
		before := h.s.Game()
		h.s.OpenFile("f.txt", strings.NewReader(text))
		h.settle()
		if l := h.s.View().List; l != nil && l.Rules != nil && len(l.Rules) != len(l.Puzzles) {
			t.Fatalf("%d rules for %d puzzles", len(l.Rules), len(l.Puzzles))
		}
		if g := h.s.Game(); g != before && g.Variant() != gametest.KillerVariant && variant.IsKiller(strings.TrimSpace(text)) {
			t.Fatalf("Killer text played a %v game", g.Variant())
		}
	})
}

// TestKillerHintShows: asking a Killer game for a hint works it out in
// the background and shows a Killer step, counted as a hint.
func TestKillerHintShows(t *testing.T) {
	h := killerHarness(t, nil)
	before := h.s.Game().Hints()
	h.s.Hint()
	h.settle()
	v := h.view()
	if v.Hint == nil || h.s.Game().Hints() != before+1 {
		t.Fatalf("no hint shown (%v) or not counted (%d, was %d); status %q", v.Hint, h.s.Game().Hints(), before, v.Status.Key)
	}
}

// TestKillerFirstHintShadesItsCage: the first hint of a fresh Killer,
// asked by a player without notes, is a cage combination that leaves few
// digits (here the 16-cage r1c1 r2c1: {7,9}), and its first press shades
// every cell of the cage and names the cage.
func TestKillerFirstHintShadesItsCage(t *testing.T) {
	h := killerHarness(t, nil)
	h.s.Hint()
	h.settle()
	v := h.view()
	if v.Hint == nil || v.Hint.Step == nil || v.Hint.Step.Technique != logic.CageCombination {
		t.Fatalf("first hint %+v, want a cage combination", v.Hint)
	}
	at := solver.CellAt
	for c := solver.Cell(0); c < 81; c++ {
		want := c == at(0, 0) || c == at(1, 0)
		if v.Cells[c].Focus != want {
			t.Errorf("%s: focus %v, want %v", c, v.Cells[c].Focus, want)
		}
	}
	if got := v.Hint.Text(logic.Which, "en"); !strings.Contains(got, "16-cage") {
		t.Errorf("the first press says %q, naming no cage", got)
	}
}

// TestKillerCopySaysWhatItCopied: Copy in a Killer said "one line of 81
// characters" while the clipboard held the killer: line.
func TestKillerCopySaysWhatItCopied(t *testing.T) {
	h := killerHarness(t, nil)
	h.s.Copy()
	v := h.view()
	if !strings.HasPrefix(v.Clipboard, "killer:") || v.Status.Key != "status.copied.variant" ||
		v.Status.Args["Count"] != len(v.Clipboard) {
		t.Errorf("copied %d characters %.20q, said %q %v", len(v.Clipboard), v.Clipboard, v.Status.Key, v.Status.Args)
	}
}

// TestNewVariantFollowsTheGame: after a Killer, a Classic puzzle pasted
// (or opened, or entered) played under a New menu that still ticked
// Killer, and New's levels made Killers. The variant New plays is the
// game's from then on, whatever started it, until the player picks one.
func TestNewVariantFollowsTheGame(t *testing.T) {
	var asked []string
	h := newHarness(t, func(o *session.Options) { o.Bundled = killerSource(t, &asked) })
	h.s.SetVariant(gametest.KillerVariant)
	h.s.New("hard")
	h.settle()
	if v := h.view(); v.Variant != gametest.KillerVariant || v.NewVariant != gametest.KillerVariant {
		t.Fatalf("a Killer started: playing %v, New plays %v", v.Variant, v.NewVariant)
	}
	h.s.Paste(gametest.Puzzle)
	h.settle()
	if q := h.view().Question; q != nil {
		h.s.Reply(true)
		h.settle()
	}
	v := h.view()
	if v.Variant != gametest.ClassicVariant || v.NewVariant != gametest.ClassicVariant {
		t.Errorf("a Classic pasted over the Killer: playing %v, New plays %v: want Classic both", v.Variant, v.NewVariant)
	}
	h.s.SetVariant(gametest.KillerVariant) // a choice made stands
	if v := h.view(); v.NewVariant != gametest.KillerVariant {
		t.Errorf("Killer chosen over a Classic game: New plays %v", v.NewVariant)
	}
}
