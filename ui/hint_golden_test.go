package ui_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// hiddenSingleHint shows the Wikipedia puzzle's first step, a hidden
// single, in full: its witnesses ringed, a line from each across the
// cells it rules out, and the reason in the panel.
func hiddenSingleHint(t *testing.T, f *fixture) {
	t.Helper()
	f.play.Session().Escape()
	f.press("hint")
	f.press("hint")
	if b := f.board(); len(b.Witnesses) == 0 {
		t.Fatal("the board shows no witnesses")
	}
}

// chainThirdBeat walks chainPuzzle's first long chain to its third beat.
func chainThirdBeat(t *testing.T, f *fixture) {
	t.Helper()
	chainHint(t, f)
	f.typeRunes("...")
	if b := f.board(); b.Faded == 0 || len(b.Links) < 2 {
		t.Fatalf("beat 3 shows %d links, %d faded", len(b.Links), b.Faded)
	}
}

// forcingFirstBeat shows forcingPuzzle's forcing chain at its first beat,
// where its hint opens in full: the assumption in a ring.
func forcingFirstBeat(t *testing.T, f *fixture) {
	t.Helper()
	showHintFor(t, f, forcingPuzzle, logic.Extreme, func(s *logic.Step) bool { return s.Technique == logic.ForcingChain })
	if b := f.board(); len(b.Rings) == 0 {
		t.Fatal("the assumption is not ringed")
	}
}

// TestHintGolden draws the window at 740x686 showing a hidden single with
// its reason, a chain on its third beat and a forcing chain's first beat,
// in both themes.
func TestHintGolden(t *testing.T) {
	skipPixelsInShort(t) // a golden and nothing else: the plain pass draws it
	for _, tc := range []struct {
		name  string
		theme ui.ThemeChoice
		setup func(*testing.T, *fixture)
	}{
		{"window_hint_single_reason_light.png", ui.ThemeLight, hiddenSingleHint},
		{"window_hint_single_reason_dark.png", ui.ThemeDark, hiddenSingleHint},
		{"window_hint_chain_beat3_light.png", ui.ThemeLight, chainThirdBeat},
		{"window_hint_chain_beat3_dark.png", ui.ThemeDark, chainThirdBeat},
		{"window_hint_forcing_beat1_light.png", ui.ThemeLight, forcingFirstBeat},
		{"window_hint_forcing_beat1_dark.png", ui.ThemeDark, forcingFirstBeat},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixtureIn(t, ui.LanguageEnglish)
			ui.ApplyTheme(f.app, tc.theme)
			f.win.Resize(gnomeSize)
			tc.setup(t, f)
			assertWindowGolden(t, tc.name, f.win.Canvas())
		})
	}
}

// TestHintWalksAChain walks a chain's hint with the keys and the panel's
// buttons: each beat's sentence after "Step n of m", the whole chain one
// key away, and the same key (or Previous) back to the beat left.
func TestHintWalksAChain(t *testing.T) {
	f := newFixtureIn(t, ui.LanguageEnglish)
	chainHint(t, f)
	whole := f.play.Status()
	all := len(f.board().Links)
	for i, tc := range []struct {
		do   func()
		beat int
	}{
		{func() { f.typeRunes(".") }, 1},
		{func() { f.press("beat-next") }, 2},
		{func() { f.typeRunes(",") }, 1},
		{func() { f.typeRunes("/") }, 0},
		{func() { f.typeRunes("/") }, 1}, // back to the beat left
		{func() { f.press("beat-whole") }, 0},
		{func() { f.press("beat-prev") }, 1},
	} {
		tc.do()
		status := f.play.Status()
		if tc.beat == 0 {
			// the whole chain, saying which beat / goes back to
			back := lang.L("hint.beat.whole", map[string]any{"Back": 1}) + " "
			if status != back+whole || len(f.board().Links) != all {
				t.Errorf("%d: the whole chain: status %q, %d links; want %q, %d", i, status, len(f.board().Links), back+whole, all)
			}
			continue
		}
		beats := f.play.Session().View().Hint.Beats
		prefix := lang.L("hint.beat", map[string]any{"Beat": tc.beat, "Beats": beats})
		if beats < 3 || !strings.HasPrefix(status, prefix) {
			t.Errorf("%d: status %q, want it to start %q", i, status, prefix)
		}
	}
}

// TestHintNamesCellsAsChosen names the hint's cells as Settings says:
// r1c6 by default, "row 1, column 6" when chosen, never both.
func TestHintNamesCellsAsChosen(t *testing.T) {
	for _, tc := range []struct {
		naming    logic.Naming
		want, not string
	}{
		{logic.NameCompact, "r1c6", "row 1, column 6"},
		{logic.NameLong, "row 1, column 6", "(r1c6)"},
	} {
		f := newFixtureIn(t, ui.LanguageEnglish)
		s := f.play.Settings()
		s.CellNames = tc.naming
		f.play.SetSettings(s)
		f.press("hint")
		f.press("hint")
		got := f.play.Status()
		if !strings.Contains(got, tc.want) || strings.Contains(got, tc.not) {
			t.Errorf("naming %d: status %q, want %q and not %q", tc.naming, got, tc.want, tc.not)
		}
	}
}
