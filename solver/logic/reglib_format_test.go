package logic

import (
	"strings"
	"testing"
)

// TestFormatRegLine checks FormatRegLine along the solve paths of sample
// puzzles: the line reads back as the same position (digits, placed
// digits, candidates) and the same step, and the library's check passes
// it: Next's step is one its technique's instances prove exactly.
func TestFormatRegLine(t *testing.T) {
	checked := map[Technique]int{}
	for _, set := range []struct {
		name string
		n    int
	}{{"17clue", 20}, {"top1465", 30}, {"hardest1106", 4}} {
		for _, g := range samples(t, set.name, set.n) {
			b := NewBoard(g)
			for !b.Solved() {
				s := Next(b)
				line := FormatRegLine(b, s)
				if s.Technique == Guess {
					if line != "" {
						t.Errorf("a guess written as %q", line)
					}
				} else {
					checked[s.Technique]++
					rl, err := ParseRegLine(line)
					if err != nil {
						t.Fatalf("%s: %v", line, err)
					}
					if rl.Board.Cells != b.Cells || rl.Board.Cands != b.Cands || rl.Board.NonGivens != b.NonGivens {
						t.Fatalf("%s reads back as another position", line)
					}
					if !rl.Matches(s) || rl.Code != RegCodeOf(s) || rl.Digits != RegDigits(s) {
						t.Fatalf("%s reads back as another step than %s", line, s.Describe("en"))
					}
					if ok, why := rl.Check(); !ok {
						t.Errorf("%s (%s): %s", line, s.Describe("en"), why)
					}
				}
				b.Apply(s)
				for _, p := range s.Placements {
					b.NonGivens.Add(p.Cell)
				}
			}
		}
	}
	t.Logf("lines checked by technique: %v", checked)
}

// FuzzParseRegLine checks that no line makes ParseRegLine panic, and that
// a line it reads is checked without a panic either.
func FuzzParseRegLine(f *testing.F) {
	f.Add(":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:")
	f.Add(":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2.+6.+981786+92+1+73+5+4..7...+6+9+2:391 392 494 395 495::")
	f.Add(":0300:2:3..2+781+5+4.+4+8+51+96.+3+1.+5+436+98.4.+2+1.7+835.13+8+5+249.58.3.+4..1.5.94...+8+9.4+78.+5..+8.16+25.+49:678 682:288::")
	f.Add("::::::")
	f.Fuzz(func(t *testing.T, line string) {
		rl, err := ParseRegLine(line)
		if err != nil {
			return
		}
		if rl.Board == nil {
			t.Fatal("no board and no error")
		}
		if _, known := RegCodes[rl.Code]; known && rl.Board.Cells.Conflict() == nil && strings.Count(line, "+") < 60 {
			rl.Check()
		}
	})
}

// TestRegDeletedInLibraryOrder: HoDoKu's harness compares lines as text,
// and practice wrote the deleted candidates by digit ("214 234 273")
// where the library writes them by cell ("124 624 126 226 626"). Lines of
// the library read back to their own deleted field.
func TestRegDeletedInLibraryOrder(t *testing.T) {
	for _, line := range []string{
		":0100:6:.15...+8378...+3...+9.+3+6..852427..53..6.........6+5+128..931643.............159....37.:124 624 126 226 626 951 454 455 456 457 458 484 784 485 785 486 786:684 685 686::",
		":0100:5:+43.2..79.5...3.+28.7.....36......9+6...49.7.13....8..+9...14....+29.7..4..+16.85..1+47+3:143 843 449 163 469:549 559 569::",
	} {
		rl, err := ParseRegLine(line)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Split(line, ":")[4]
		if got := regDeleted(rl.Board); got != want {
			t.Errorf("deleted candidates written %q, the library's %q", got, want)
		}
	}
}
