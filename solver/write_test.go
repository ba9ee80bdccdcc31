package solver_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
)

// TestWriteReadsBack writes a puzzle in every format and parses it back.
func TestWriteReadsBack(t *testing.T) {
	g, err := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ext   string
		lines int
	}{{".txt", 1}, {".sdm", 1}, {".SDK", 9}, {".ss", 11}, {"", 1}} {
		var buf bytes.Buffer
		if err := solver.Write(&buf, g, solver.FormatOf(tc.ext)); err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(buf.Bytes(), []byte("\n")); n != tc.lines {
			t.Errorf("%q: %d lines, want %d", tc.ext, n, tc.lines)
		}
		back, err := solver.Parse(buf.String())
		if err != nil || back != g {
			t.Errorf("%q reads back as %v, %v", tc.ext, back, err)
		}
	}
}

func ExampleWrite() {
	g, _ := solver.ParseLine("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	solver.Write(os.Stdout, g, solver.FormatSS)
	// Output:
	// 53.|.7.|...
	// 6..|195|...
	// .98|...|.6.
	// -----------
	// 8..|.6.|..3
	// 4..|8.3|..1
	// 7..|.2.|..6
	// -----------
	// .6.|...|28.
	// ...|419|..5
	// ...|.8.|.79
}
