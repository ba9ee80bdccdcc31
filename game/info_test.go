package game_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
)

// TestInfoSaved: what a puzzle says about itself survives a save; a game
// whose puzzle says nothing writes no "info", as saves did before.
func TestInfoSaved(t *testing.T) {
	tests := []struct {
		name string
		info game.Info
	}{
		{"nothing", game.Info{}},
		{"all", game.Info{Title: `"Arkham" 数独`, Author: "BremSter", Rules: "- Normal sudoku rules apply.\n- Cages sum."}},
		{"title alone", game.Info{Title: "T"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _, _ := newGame(t)
			must(t, g.SetInfo(tt.info))
			var b bytes.Buffer
			must(t, g.Save(&b))
			if got := strings.Contains(b.String(), `"info"`); got == tt.info.IsZero() {
				t.Errorf("save has info: %v, want %v", got, !tt.info.IsZero())
			}
			h, err := game.Load(&b)
			must(t, err)
			if h.Info() != tt.info {
				t.Errorf("loaded info = %+v, want %+v", h.Info(), tt.info)
			}
		})
	}
}

func TestSetInfoRefuses(t *testing.T) {
	g, _, _ := newGame(t)
	for _, i := range []game.Info{{Title: "\xff"}, {Rules: strings.Repeat("x", game.MaxInfoText+1)}} {
		if err := g.SetInfo(i); err == nil {
			t.Errorf("SetInfo(%.20q...) = nil, want an error", i.Title+i.Rules)
		}
	}
	must(t, g.SetInfo(game.Info{Title: "  Spaced  "}))
	if g.Info().Title != "Spaced" {
		t.Errorf("title = %q, want it trimmed", g.Info().Title)
	}
}
