package session_test

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles"
)

// TestPasteLink: an f-puzzles link plays its puzzle with its title,
// author and rules; CopyLink gives a link that reads back the same.
func TestPasteLink(t *testing.T) {
	p := variant.Puzzle{Givens: gametest.Grid(t, gametest.Puzzle)}
	meta := fpuzzles.Meta{Title: "Wikipedia's", Author: "Someone", Rules: "Normal sudoku rules apply."}
	for _, text := range []string{fpuzzles.Link(p, meta), "https://sudokupad.app/fpuzzles" + fpuzzles.Data(p, meta), string(fpuzzles.JSON(p, meta))} {
		h := newHarness(t, nil)
		h.s.Paste(text)
		h.settle()
		g := h.s.Game()
		if g.Givens() != p.Givens {
			t.Fatalf("pasted %.50q: givens %v, status %v", text, g.Givens(), h.view().Status)
		}
		h.wantStatus("status.link.started-by")
		if want := game.Info(meta); g.Info() != want || h.view().Info != want {
			t.Errorf("info: game %+v, view %+v; want %+v", g.Info(), h.view().Info, want)
		}
		h.s.CopyLink()
		h.wantStatus("status.copied.link")
		q, m, err := fpuzzles.Parse(h.view().Clipboard)
		if err != nil || !q.Equal(p) || m != meta {
			t.Errorf("CopyLink gave %q: %v, %+v, %v", h.view().Clipboard, q, m, err)
		}
	}
}

func TestPasteLinkRefused(t *testing.T) {
	thermo := `{"size":9,"grid":[` + strings.TrimSuffix(strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 9), ",") + `],"thermometer":[{"lines":[["R1C1","R1C2"]]}]}`
	for _, tt := range []struct{ text, key, arg, says string }{
		{"https://sudokupad.app/abc123", "status.paste.web", "", ""},
		{thermo, "status.paste.unplayed", "Rules", "thermometers"},
		{"https://www.f-puzzles.com/?load=" + fpuzzles.Data(variant.Puzzle{}, fpuzzles.Meta{})[:30], "status.paste.bad", "Error", "damaged"},
	} {
		text := tt.text
		h := newHarness(t, nil)
		before := h.s.Game()
		h.s.Paste(text)
		h.settle()
		h.wantStatus(tt.key)
		if got, _ := h.view().Status.Args[tt.arg].(string); !strings.Contains(got, tt.says) {
			t.Errorf("Paste(%.40q): status %v does not say %q", text, h.view().Status, tt.says)
		}
		if h.s.Game() != before {
			t.Error("a refused link replaced the game")
		}
	}
}

// TestPasteLinkLongRules: rules longer than a game keeps are cut, not
// lost with the puzzle.
func TestPasteLinkLongRules(t *testing.T) {
	p := variant.Puzzle{Givens: gametest.Grid(t, gametest.Puzzle)}
	rules := strings.Repeat("数", game.MaxInfoText) // 3 bytes each
	h := newHarness(t, nil)
	h.s.Paste(fpuzzles.Link(p, fpuzzles.Meta{Title: "Long", Rules: rules}))
	h.settle()
	got := h.s.Game().Info()
	if got.Title != "Long" || len(got.Rules) > game.MaxInfoText || len(got.Rules) < game.MaxInfoText-3 || !strings.HasPrefix(rules, got.Rules) {
		t.Errorf("info = title %q, rules of %d bytes; want the rules cut to %d bytes", got.Title, len(got.Rules), game.MaxInfoText)
	}
}

// TestOpenLinkFile: a file holding f-puzzles' JSON (pretty-printed, over
// many lines) or a link opens as the puzzle, with its title.
func TestOpenLinkFile(t *testing.T) {
	p := variant.Puzzle{Givens: gametest.Grid(t, gametest.Puzzle)}
	meta := fpuzzles.Meta{Title: "From a file"}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, fpuzzles.JSON(p, meta), "", "  "); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"puzzle.json": pretty.String(), "link.txt": fpuzzles.Link(p, meta) + "\n"} {
		h := newHarness(t, nil)
		h.s.ReadFile(name, io.NopCloser(strings.NewReader(text)), nil)
		h.settle()
		if g := h.s.Game(); g.Givens() != p.Givens || g.Info().Title != meta.Title {
			t.Errorf("%s: givens %v, info %+v, status %v", name, g.Givens(), g.Info(), h.view().Status)
		}
		h.wantStatus("status.link.started")
	}
}
