package plain

import (
	"testing"

	"github.com/sudokudesktop/sudoku/solver/variant"
)

// TestFewSteps: random Killers of FuzzEnginesAgree with few sums and
// many solutions took the search millions of steps (3.5 million, eight
// seconds, for the first, seed 16, 17) to count to three, past the
// fuzzer's limit per input; the fast engine took 6 ms. Weighing the
// columns found empty and the innie groups bring them to thousands.
func TestFewSteps(t *testing.T) {
	for _, tc := range []struct {
		line  string
		count int
	}{
		{"killer:ABCDEFFFFGBHDIIFJJGHHCI..JJGKHLL....KKKLLMM.NKKOLPPMCNQOOL.RNNNQCSSSRNTTQQQCSRRTC:9,10,32,9,6,23,0,0,0,0,31,0,14,33,11,13,0,0,17,12:............52...4..............2........5.......................................", 3},
		{"killer:AABBCCCDDAABECCCDDFFEEEGGG.HFIIJKGG.HHIIJKLM.HHNJJK...OO.JJK...OO.PQRR.S.O.MRRR.M:18,13,35,19,18,17,27,29,14,0,19,9,14,5,20,9,8,0,5:.....8....................................9....................7.................", 3},
	} {
		p, err := variant.Parse(tc.line)
		if err != nil {
			t.Fatal(err)
		}
		m := run(p, 3)
		if m.count != tc.count {
			t.Errorf("%s: %d solutions, want %d", tc.line, m.count, tc.count)
		}
		if m.steps > 100_000 {
			t.Errorf("%s: %d steps to count to 3, want at most 100,000", tc.line, m.steps)
		}
	}
}
