package ui_test

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestSolvedCardNamesHints: a game won with hints was greeted with a new
// best time. The card says how many hints there were instead, and the
// statistics show no best time for a level won only with hints.
func TestSolvedCardNamesHints(t *testing.T) {
	for _, tc := range []struct {
		name  string
		hints int
		want  string // the card's line under the time
	}{
		{"without hints", 0, lang.L("dialog.won.best")},
		{"one hint", 1, lang.L("dialog.won.hint")},
		{"three hints", 3, lang.L("dialog.won.hints", map[string]any{"Count": 3})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stats := filepath.Join(t.TempDir(), "stats.json")
			f := newFixtureWith(t, func(_ fyne.App, o *ui.Options) { o.StatsPath = stats })
			t.Cleanup(f.play.Close) // the statistics written before their folder goes
			solution := parse(t, gametest.Solution)
			var empty []solver.Cell
			for c := solver.Cell(0); c < 81; c++ {
				if !f.game().IsGiven(c) {
					empty = append(empty, c)
				}
			}
			f.clock.Advance(65 * time.Second)
			for i, c := range empty {
				if i < tc.hints {
					f.press("hint")
				}
				f.enter(c, solution[c])
			}
			msg := lang.L("dialog.won.message", map[string]any{"Level": lang.L("level.easy"), "Time": "1:05"}) + "\n" + tc.want
			if d := f.win.Canvas().Content(); !hasText(d, msg) {
				t.Errorf("the window reads %q, want %q", texts(d), msg)
			}

			f.press("stats")
			best := "1:05"
			if tc.hints > 0 {
				best = "–"
			}
			var table []string // the labels alone: a label's rich text repeats it
			for _, o := range objects(f.topOverlay()) {
				if l, ok := o.(*widget.Label); ok {
					table = append(table, l.Text)
				}
			}
			// The easy row: its name, then started, solved, given up, best.
			for i, s := range table {
				if s == lang.L("level.easy") {
					if i+4 >= len(table) || table[i+4] != best {
						t.Errorf("the statistics read %q, want the easy best %q", table, best)
					}
					return
				}
			}
			t.Errorf("no easy row in the statistics: %q", table)
		})
	}
}

// TestChangeLevelOpensTheLevelCard: the solved card's Change level opened
// the New button's drop-down. It opens the level card, variant and
// levels, as a first start does; Escape takes it away, back to the
// solved board, and a level picked on it plays.
func TestChangeLevelOpensTheLevelCard(t *testing.T) {
	f := newFixture(t)
	solution := parse(t, gametest.Solution)
	for c := solver.Cell(0); c < 81; c++ {
		if !f.game().IsGiven(c) {
			f.enter(c, solution[c])
		}
	}
	content := f.win.Canvas().Content()
	change := findButton(content, lang.L("solved.choose"))
	if change == nil {
		t.Fatalf("no %q on the solved card: %q", lang.L("solved.choose"), texts(content))
	}
	test.Tap(change)
	if o := f.topOverlay(); o != nil {
		t.Errorf("Change level opened an overlay (the New drop-down?): %q", texts(o))
	}
	if !hasText(content, lang.L("greet.title")) || findButton(content, lang.L("level.hard")) == nil {
		t.Fatalf("Change level shows no level card: %q", texts(content))
	}
	if findButton(content, lang.L("solved.choose")) != nil {
		t.Error("the solved card stays under the level card")
	}
	f.typeKey(fyne.KeyEscape)
	if hasText(content, lang.L("greet.title")) || !f.board().Visible() {
		t.Fatalf("Escape leaves the level card up: %q", texts(content))
	}
	solved := f.game()
	if findButton(content, lang.L("solved.again")) != nil {
		t.Error("the solved card came back after Escape")
	}
	f.play.Session().LevelCard()
	test.Tap(findButton(content, lang.L("level.hard")))
	f.settle()
	if g := f.game(); g == solved || g.Level() != logic.Hard || g.Over() {
		t.Errorf("picking hard on the card plays %v (the solved game: %v)", g.Level(), g == solved)
	}
	if hasText(content, lang.L("greet.title")) {
		t.Error("the level card stays after the pick")
	}
}
