package ui_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestHintBeatNamesCellsAsChosen walks a chain's hint to a beat and
// checks that its sentence names cells as Settings says, and again when
// the setting changes on that beat.
func TestHintBeatNamesCellsAsChosen(t *testing.T) {
	compact := regexp.MustCompile(`r[1-9]c[1-9]`)
	long := regexp.MustCompile(`row [1-9], column [1-9]`)
	f := newFixtureIn(t, ui.LanguageEnglish)
	name := func(n logic.Naming) {
		s := f.play.Settings()
		s.CellNames = n
		f.play.SetSettings(s)
	}
	name(logic.NameLong)
	chainHint(t, f)
	f.typeRunes("..") // the second beat: a link
	for _, tc := range []struct {
		naming    logic.Naming
		want, not *regexp.Regexp
	}{
		{logic.NameLong, long, compact},
		{logic.NameCompact, compact, long},
		{logic.NameLong, long, compact},
	} {
		name(tc.naming)
		if f.play.Session().View().Hint.Beat != 2 {
			t.Fatal("the hint is not on its second beat")
		}
		status, _, _ := strings.Cut(f.play.Status(), "\n") // the legend's line follows
		if !tc.want.MatchString(status) || tc.not.MatchString(status) {
			t.Errorf("naming %d: status %q, want %v and not %v", tc.naming, status, tc.want, tc.not)
		}
	}
}
