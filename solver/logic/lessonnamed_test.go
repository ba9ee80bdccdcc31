package logic

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// compactName matches a cell named compactly, as r4c2.
var compactName = regexp.MustCompile(`r[1-9]c[1-9]`)

// TestBeatsNamed names the cells of a step's beats as the player chose in
// Settings, as TextNamed does: compactly, or in the long form alone. The
// results ("r1c7≠4"), an almost locked set and a locked group keep the
// compact notation, as Describe's results and sets do; every other cell
// of every beat is named once, in the form chosen.
func TestBeatsNamed(t *testing.T) {
	xb, xs := exampleXChain(t)
	fb, fs := firstForcingChain(t, mustParse(t, issue23))
	for _, tc := range []struct {
		name   string
		b      *Board
		s      *Step
		lang   string
		naming Naming
		beat   int    // a beat to check word for word
		want   string // its text
	}{
		{"x-chain, compact", xb, xs, "en", NameCompact, 1,
			"r1c1 is not 4, so r5c1 is 4 (the only other place for 4 in column 1)."},
		{"x-chain, long", xb, xs, "en", NameLong, 1,
			"row 1, column 1 is not 4, so row 5, column 1 is 4 (the only other place for 4 in column 1)."},
		{"x-chain, long, Chinese", xb, xs, "zh-Hans", NameLong, 2,
			"第5行第1列是4，所以第5行第5列不是4（它们同在第5行）。"},
		{"x-chain, spoken", xb, xs, "en", NameSpoken, 0, "Suppose row 1, column 1 (r1c1) is not 4."},
		{"x-chain, long, end", xb, xs, "en", NameLong, 6,
			"So row 1, column 1 is 4, or row 3, column 9 is 4; either way r1c7≠4, r1c8≠4, r3c2≠4, r3c3≠4."},
		{"forcing chain, long", fb, fs, "en", NameLong, 0, "Suppose row 1, column 4 is 3."},
		{"forcing chain, long, Chinese", fb, fs, "zh-Hans", NameLong, 0, "假设第1行第4列是3。"},
		{"forcing chain, long, end", fb, fs, "en", NameLong, -1,
			"That leaves no place for 8 in column 2: the supposition that row 1, column 4 is 3 is false, so r1c4≠3."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			beats := tc.s.BeatsNamed(tc.b, tc.lang, tc.naming)
			if want := tc.s.Beats(tc.b, tc.lang); len(beats) != len(want) || len(beats) < 3 {
				t.Fatalf("%d beats, Beats gives %d (want at least 3)", len(beats), len(want))
			}
			i := tc.beat
			if i < 0 {
				i += len(beats)
			}
			if got := beats[i].Text; got != tc.want {
				t.Errorf("beat %d: %q\nwant %q", i, got, tc.want)
			}
			if tc.naming != NameLong {
				return
			}
			for i, beat := range beats {
				text := beat.Text
				switch beat.Kind {
				case "end": // the results keep their notation
					text, _, _ = strings.Cut(text, "so r")
					text, _, _ = strings.Cut(text, "所以r")
					text, _, _ = strings.Cut(text, "either way")
					text, _, _ = strings.Cut(text, "无论哪种")
				case "als", "locked": // so do the sets and groups
					continue
				}
				if name := compactName.FindString(text); name != "" {
					t.Errorf("beat %d (%s) names %s compactly: %q", i, beat.Kind, name, beat.Text)
				}
			}
		})
	}
}

// exampleXChain is ExampleStep_Beats's X-Chain: 4 has only two places in
// columns 1, 5 and 9.
func exampleXChain(t *testing.T) (*Board, *Step) {
	t.Helper()
	var marks [81]Digits
	for c := range marks {
		marks[c] = AllDigits
	}
	only := func(d uint8, col int, rows ...int) {
		for r := range 9 {
			marks[solver.CellAt(r, col)] &^= DigitSet(d)
		}
		for _, r := range rows {
			marks[solver.CellAt(r, col)] |= DigitSet(d)
		}
	}
	only(4, 0, 0, 4)
	only(4, 4, 4, 8)
	only(4, 8, 8, 2)
	b := NewBoardWithMarks(solver.Grid{}, &marks)
	s := Find(b, XChain)
	if s == nil {
		t.Fatal("no X-Chain")
	}
	return b, s
}
