package sized_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

func equal(p, q sized.Puzzle) bool {
	return sized.FormatISS(p) == sized.FormatISS(q) && p.Flags == q.Flags
}

func TestRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	var s sized.Solver
	for i := range 60 {
		shape := sized.Shapes()[i%5]
		p := randomRules(rng, shape, &s)
		for c := range p.Givens {
			if rng.IntN(4) == 0 {
				p.Givens[c] = uint8(1 + rng.IntN(shape.N()))
				if p.Validate() != nil {
					p.Givens[c] = 0
				}
			}
		}
		p.Normalize()
		if err := p.Validate(); err != nil {
			t.Fatalf("%v", err)
		}
		for name, write := range map[string]func(sized.Puzzle) string{"Format": sized.Format, "FormatISS": sized.FormatISS} {
			line := write(p)
			q, err := sized.Parse(line)
			if err != nil {
				t.Fatalf("%s %q: %v", name, line, err)
			}
			if !equal(p, q) {
				t.Fatalf("%s %q reads back as %q", name, line, sized.FormatISS(q))
			}
		}
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		line, want string // want: the ISS string of the puzzle read
	}{
		{"1...........4..." + "", ".Shape~4x4.~R1C1_1~R4C1_4"},
		{"  1..2.3....4..1..  # a comment", ".Shape~4x4.~R1C1_1~R1C4_2~R2C2_3~R3C3_4~R4C2_1"},
		{"4x4-x:1..2.3....4..1..", ".Shape~4x4.Diagonal~1.Diagonal~-1.~R1C1_1~R1C4_2~R2C2_3~R3C3_4~R4C2_1"},
		{"6x6-jigsaw:" + strings.Repeat(".", 36) + ":111222111222333444333444555666555666", ".Shape~6x6"},
		{"4x4-jigsaw:1...............:aaababbbcccdcddd", ".Shape~4x4.NoBoxes.Jigsaw~1112122233343444.~R1C1_1"},
		{"16x16:G" + strings.Repeat(".", 255), ".Shape~16x16.~R1C1_16"},
		{"g" + strings.Repeat("0", 255), ".Shape~16x16.~R1C1_16"},
		// A 16x16 line of letters alone is ISS's, from A for 1.
		{"P" + strings.Repeat(".", 254) + "A", ".Shape~16x16.~R1C1_16~RgCg_1"},
		{"A" + strings.Repeat(".", 143), ".Shape~12x12.~R1C1_10"},
		{"  .Shape~6x6 .~R1C1_6 ~R6C6_1", ".Shape~6x6.~R1C1_6~R6C6_1"},
		{".Shape~16x16.~RgCg_16.AntiKing", ".Shape~16x16.AntiKing.~RgCg_16"},
		{".Shape~4x4.Cage~3~R1C1~R1C2.Cage~~R2C1~R2C2", ".Shape~4x4.Cage~3~R1C1~R1C2.Cage~0~R2C1~R2C2"},
		{".Shape~9x9.~R1C1_9", ".~R1C1_9"},
		{"9x9-x:9" + strings.Repeat(".", 80), ".Diagonal~1.Diagonal~-1.~R1C1_9"},
	}
	for _, tt := range tests {
		p, err := sized.Parse(tt.line)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.line, err)
			continue
		}
		if got := sized.FormatISS(p); got != tt.want {
			t.Errorf("Parse(%q) = %s, want %s", tt.line, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		line string
		col  int
		msg  string
	}{
		{"1...5...........", 5, "'5' is 5; a 4x4 grid holds 1 to 4"},
		{"1...x...........", 5, `'x' is not a digit of a 4x4 grid`},
		{"6x6:123", 5, "3 cells after \"6x6:\": a 6x6 grid has 36"},
		{"6x6-jigsaw:" + strings.Repeat(".", 36), 48, "no regions"},
		{"6x6-x:" + strings.Repeat(".", 36) + ":1", 43, "only a jigsaw has them"},
		{"6x6-nope:" + strings.Repeat(".", 36), 5, `unknown variant "nope"`},
		{"6x6-killer:" + strings.Repeat(".", 36), 5, "ISS string"},
		{"4x4-jigsaw:" + strings.Repeat(".", 16) + ":1122112233443345", 44, "past the 4 regions"},
		{"4x4-jigsaw:" + strings.Repeat(".", 16) + ":1112112233443344", 34, "more than 4 cells"},
		{"11..............", 0, "r1c1 and r1c2 both hold 1"},
		{".Shape~5x5", 2, "not a shape this program plays"},
		{"5x5:" + strings.Repeat(".", 25), 1, `"5x5": not a shape this program plays`},
		{".Shape~6x6.~R7C1_1", 13, `"R7C1" is not a cell: want R1C1 to R6C6`},
		{".Shape~6x6.~R1C1_7", 13, "want a cell and its digit 1-6"},
		{".Shape~6x6.Thermo~R1C1~R1C2.Arrow~R1C1", 12, ".Thermo, .Arrow: rules this program does not play"},
		{".Shape~6x6.Diagonal~1", 12, "one diagonal alone"},
		{".Shape~6x6.Jigsaw~111222111222333444333444555666555666", 12, "beside the boxes"},
		{".Shape~4x4.Cage~3~R1C1~R1C2.~R1C1_4", 0, "cage 1 at r1c1 (sum 3): its givens leave no digits for the rest"},
		{".Shape~4x4.Cage~3~R1C1~R1C2~R1C3", 0, "cage 1 at r1c1 (3 cells, sum 3): 3 different digits of 1-4 add up to 6 to 9"},
		{".Shape~4x4.Cage~11~R1C1~R1C2", 17, "cage sum \"11\": want 0"},
		{"1..2.3....4..1", 1, "14 cells: a grid has 16, 36, 81, 144 or 256"},
		{".Shape~4x4.Cage~99~R1C1~R1C2", 17, "cage sum \"99\": want 0"},
	}
	for _, tt := range tests {
		_, err := sized.Parse(tt.line)
		var se *solver.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q) = %v, want a syntax error", tt.line, err)
			continue
		}
		if se.Col != tt.col || !strings.Contains(se.Msg, tt.msg) {
			t.Errorf("Parse(%q): column %d %q; want column %d %q", tt.line, se.Col, se.Msg, tt.col, tt.msg)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1..2.3....4..1..", "6x6-x:" + strings.Repeat(".", 36), ".Shape~16x16.~RgCg_16",
		".Shape~4x4.Cage~3~R1C1~R1C2", "4x4-jigsaw:1...............:1122112233443344", strings.Repeat(".", 144)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		p, err := sized.Parse(line)
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse(%q) took an invalid puzzle: %v", line, err)
		}
		for _, write := range []func(sized.Puzzle) string{sized.Format, sized.FormatISS} {
			q, err := sized.Parse(write(p))
			if err != nil || !equal(p, q) {
				t.Fatalf("Parse(%q): %q reads back as %v, %v", line, write(p), q, err)
			}
		}
		if p.Shape != sized.Shape16 || len(p.Cages) == 0 {
			var s sized.Solver
			s.SolveWithin(p, 2, 200)
		}
	})
}

func TestLooks(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"...4...33...1...", true},
		{"  1..2.3....4..1..  # a comment", true},
		{strings.Repeat(".", 36), true},
		{strings.Repeat("0", 144), true},
		{strings.Repeat(".", 256), true},
		{"6x6-x:" + strings.Repeat(".", 3), true},
		{".Shape~16x16.~R1C1_5", true},
		{".Shape~ 6x6", true},
		{".Shape~5x5", true},
		{strings.Repeat(".", 81), false},
		{strings.Repeat(".", 80), false},
		{"9x9:" + strings.Repeat(".", 81), false},
		{".A.5" + strings.Repeat(".", 140), true},
		{".Windoku.AntiKing", false},
		{strings.Repeat(".", 35), true},
		{strings.Repeat(".", 82), false},
		{strings.Repeat(".", 36) + " a comment", true},
		{strings.Repeat("5", 16) + "# not a 4x4", false},
		{strings.Repeat("1", 16) + "# a 4x4 whose givens clash", true},
		{strings.Repeat("1", 1000), false},
		{strings.Repeat(".", 39) + "#", false},
		{strings.Repeat("x", 1000), false},
		{"1...x...........", true},
		{"x:" + strings.Repeat(".", 81), false},
		{".Shape~9x9.~R1C1_5", false},
		{".Diagonal~1.Diagonal~-1", false},
		{"killer:" + strings.Repeat(".", 249), false},
		{"", false},
		{"3x3::k:4097:3842", false},
		{"8x8-x:" + strings.Repeat(".", 64), true},
	}
	for _, tt := range tests {
		if got := sized.Looks(tt.line); got != tt.want {
			t.Errorf("Looks(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
