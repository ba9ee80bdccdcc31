package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// TestInfoText: the words About this puzzle shows for what a puzzle says
// about itself.
func TestInfoText(t *testing.T) {
	test.NewTempApp(t)
	tests := []struct {
		name     string
		info     game.Info
		has, not []string
	}{
		{"nothing", game.Info{}, nil, nil},
		{"all", game.Info{Title: "Arkham Basement", Author: "BremSter", Rules: "Cages sum."}, []string{"Arkham Basement", "BremSter", "Cages sum."}, nil},
		{"title alone", game.Info{Title: "T"}, []string{"T"}, []string{"\n"}},
		{"author alone", game.Info{Author: "Ann"}, []string{"Ann"}, []string{" by Ann", "\n"}},
		{"rules alone", game.Info{Rules: "Normal rules."}, []string{"Normal rules."}, []string{"\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := infoText(tt.info)
			if (got == "") != tt.info.IsZero() {
				t.Fatalf("infoText = %q", got)
			}
			for _, s := range tt.has {
				if !strings.Contains(got, s) {
					t.Errorf("%q does not say %q", got, s)
				}
			}
			for _, s := range tt.not {
				if strings.Contains(got, s) {
					t.Errorf("%q has %q", got, s)
				}
			}
		})
	}
}

// TestPuzzleInfoNamesRules: About this puzzle ends with the rules the
// game plays the puzzle by, so that an untitled jigsaw says what a
// jigsaw is.
func TestPuzzleInfoNamesRules(t *testing.T) {
	got := puzzleInfoText(game.Info{}, geometry.Variant{Jigsaw: true})
	if !strings.Contains(got, lang.L("info.none")) || !strings.Contains(got, ruleWords(geometry.Variant{Jigsaw: true})) {
		t.Errorf("an untitled jigsaw's About: %q", got)
	}
	if got := puzzleInfoText(game.Info{Title: "T"}, geometry.Variant{}); strings.Contains(got, lang.L("info.none")) || !strings.HasPrefix(got, "T") {
		t.Errorf("a titled classic puzzle's About: %q", got)
	}
}
