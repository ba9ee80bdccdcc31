package ui_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudokudesktop/sudoku/game/gametest"
	"github.com/sudokudesktop/sudoku/game/session"
	"github.com/sudokudesktop/sudoku/ui"
)

// TestPrintKillers prints sets of bundled Killers: every cage's sum of
// every puzzle is in the PDF, the pages are as many as the puzzles and
// the answers need, the answers are the solutions, and counts the
// collection cannot give are refused.
func TestPrintKillers(t *testing.T) {
	tests := []struct {
		level             string
		n, perPage, pages int
		answers           bool
	}{
		{"easy", 2, 1, 2, false},
		{"hard", 4, 4, 1, false},
		{"expert", 3, 2, 3, true}, // two pages of puzzles, one of answers
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s-%d-%d", tt.level, tt.n, tt.perPage), func(t *testing.T) {
			var buf bytes.Buffer
			if err := ui.PrintKillers(&buf, tt.level, tt.n, tt.perPage, tt.answers); err != nil {
				t.Fatal(err)
			}
			pdf := buf.String()
			if got := strings.Count(pdf, "/Type /Page") - strings.Count(pdf, "/Type /Pages"); got != tt.pages {
				t.Errorf("%d pages, want %d", got, tt.pages)
			}
			puzzles, err := session.BundledSet(gametest.KillerVariant, tt.level, tt.n)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]int{} // how many cages, over the set, have each sum
			for _, p := range puzzles {
				for _, c := range p.Cages {
					want[c.Sum]++
				}
			}
			for sum, n := range want {
				// A sum is drawn once a cage; answers and captions may
				// add a digit of the same text, never take one away.
				if got := strings.Count(pdf, fmt.Sprintf("(%d) Tj", sum)); got < n {
					t.Errorf("the sum %d is drawn %d times, want at least %d (the cages that have it)", sum, got, n)
				}
			}
			if !strings.Contains(pdf, "] 0 d") {
				t.Error("no dashed cage outlines")
			}
			if got := strings.Contains(pdf, "answers"); got != tt.answers {
				t.Errorf("answer pages: %v, want %v", got, tt.answers)
			}
			if dir := os.Getenv("PRINT_KILLER_DIR"); dir != "" { // to look at: pdftoppm -png
				_ = os.WriteFile(fmt.Sprintf("%s/%s-%d-%d.pdf", dir, tt.level, tt.n, tt.perPage), buf.Bytes(), 0o644)
			}
		})
	}
	for _, bad := range []struct {
		level string
		n     int
	}{{"hard", 1000}, {"hard", 0}, {"fiendish", 1}} {
		if err := ui.PrintKillers(&bytes.Buffer{}, bad.level, bad.n, 4, false); err == nil {
			t.Errorf("%d Killers of %s printed", bad.n, bad.level)
		}
	}
}

// TestPrintDialogOffersKillers goes through the print dialog as a player
// would, choosing Killer: the count is checked against the Killer
// collection, and the PDF saved holds Killers, their cages dashed, with
// the answers after them.
func TestPrintDialogOffersKillers(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home) // where the file dialog starts
	f := newFixture(t)
	f.press("print")
	d := f.topOverlay()
	var kind *widget.Select
	var count *widget.Entry
	var answers *widget.Check
	for _, o := range objects(d) {
		switch w := o.(type) {
		case *widget.Select:
			if slices.Contains(w.Options, lang.L("variant.killer")) {
				kind = w
			}
		case *widget.Entry:
			count = w
		case *widget.Check:
			answers = w
		}
	}
	if kind == nil || count == nil || answers == nil {
		t.Fatalf("the print dialog offers no variant: %q", texts(d))
	}
	if kind.Selected != lang.L("variant.classic") {
		t.Errorf("the dialog offers %q first, want classic", kind.Selected)
	}
	kind.SetSelected(lang.L("variant.killer"))
	most, err := session.BundledCount(gametest.KillerVariant, "medium")
	if err != nil {
		t.Fatal(err)
	}
	count.SetText(strconv.Itoa(most + 1))
	reason := lang.L("print.count.range", map[string]any{"Max": most, "Level": lang.L("level.killer.medium")})
	if err := count.Validate(); err == nil || err.Error() != reason {
		t.Errorf("%d Killers: the field says %v, want %q", most+1, err, reason)
	}
	count.SetText("5")
	answers.SetChecked(true)
	test.Tap(findButton(d, lang.L("print.ok")))
	save := findButton(f.topOverlay(), "Save")
	if save == nil {
		t.Fatalf("no file dialog: %q", texts(f.topOverlay()))
	}
	test.Tap(save)
	data, err := os.ReadFile(filepath.Join(home, "killer-sudoku-medium.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if got := pdfPages(data); got != 2+1 {
		t.Errorf("%d pages, want 2 of puzzles and 1 of answers", got)
	}
	if !strings.Contains(string(data), "Killer Sudoku: Medium") || !strings.Contains(string(data), "] 0 d") {
		t.Error("the PDF holds no Killers with dashed cages")
	}
}
