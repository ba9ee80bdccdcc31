package logic

import (
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestHintTextNamed names every cell of a hint once, in the form chosen:
// compact, or as players say it without the compact name after it.
func TestHintTextNamed(t *testing.T) {
	h, err := NewHint(mustParse(t, wikiText), solver.Grid{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		lang   string
		naming Naming
		depth  Depth
		want   string
	}{
		{"compact", "en", NameCompact, Full, "Hidden single: in box 2, 8 fits only in r1c6, so r1c6=8. " +
			"The 8s in r3c3 and r5c4 rule out every other cell of box 2."},
		{"long", "en", NameLong, Full, "Hidden single: in box 2, 8 fits only in row 1, column 6, so r1c6=8. " +
			"The 8s in row 3, column 3 and row 5, column 4 rule out every other cell of box 2."},
		{"spoken, as TextWithReason", "en", NameSpoken, Full, h.TextWithReason(Full, "en")},
		{"long, Chinese", "zh-Hans", NameLong, Full, ""},
		{"compact, a Which hint", "en", NameCompact, Which, "Look at box 2: there is a hidden single."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := h.TextNamed(tc.depth, tc.lang, tc.naming)
			if tc.want != "" && got != tc.want {
				t.Errorf("got %q\nwant %q", got, tc.want)
			}
			if tc.lang == "zh-Hans" && (!strings.Contains(got, "第3行第3列") || strings.Contains(got, "（r3c3）")) {
				t.Errorf("got %q, want the long names alone", got)
			}
		})
	}
}
