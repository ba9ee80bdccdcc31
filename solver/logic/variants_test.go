package logic

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// emptyBoard returns the board of an empty puzzle under flags.
func emptyBoard(flags geometry.Flags) *Board {
	return NewPuzzleBoard(variant.Puzzle{Rules: geometry.Rules{Flags: flags}})
}

func TestBoardUnitsFollowTheGeometry(t *testing.T) {
	tests := []struct {
		name  string
		flags geometry.Flags
		units int
		peers int // of r3c3
	}{
		{"classic", geometry.Flags{}, 27, 20},
		{"x", geometry.Flags{Diagonals: true}, 29, 26},
		{"windoku", geometry.Flags{Windows: true}, 31, 23},
		{"antiknight", geometry.Flags{AntiKnight: true}, 27, 26},
		{"antiking", geometry.Flags{AntiKing: true}, 27, 23},
		{"x-windoku", geometry.Flags{Diagonals: true, Windows: true}, 33, 28},
	}
	r3c3 := solver.CellAt(2, 2)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := emptyBoard(tt.flags)
			if got := len(b.Units()); got != tt.units {
				t.Errorf("%d units, want %d", got, tt.units)
			}
			if got := b.Peers(r3c3).Count(); got != tt.peers {
				t.Errorf("r3c3 has %d peers, want %d", got, tt.peers)
			}
			geo := geometry.Shared(tt.flags)
			for c := solver.Cell(0); c < 81; c++ {
				if b.Peers(c) != CellSet(geo.Peers(c)) {
					t.Errorf("peers of %s differ from the geometry's", c)
				}
			}
			for i, h := range geo.Houses() {
				u := b.Units()[i]
				if u.Set() != CellSet(h.Set) || u.Key() != h.Key() || u.Index() != h.Index {
					t.Errorf("unit %d (%s) is not house %d (%s %d)", u, u, i, h.Key(), h.Index+1)
				}
			}
		})
	}
}

func TestHiddenSingleInADiagonal(t *testing.T) {
	b := emptyBoard(geometry.Flags{Diagonals: true})
	for k := 0; k < 9; k++ {
		if k != 4 {
			b.Eliminate(solver.CellAt(k, k), 7)
		}
	}
	s := Find(b, HiddenSingle)
	if s == nil {
		t.Fatal("no hidden single")
	}
	if want := (Candidate{solver.CellAt(4, 4), 7}); !slices.Equal(s.Placements, []Candidate{want}) || !slices.Equal(s.Units, []Unit{Diagonal(0)}) {
		t.Fatalf("placements %v in %v, want %v in the ↘ diagonal", s.Placements, s.Units, want)
	}
	if got := s.Describe("en"); !strings.Contains(got, "the ↘ diagonal") {
		t.Errorf("words %q do not name the ↘ diagonal", got)
	}
	// On a classic board the same marks make no single.
	c := NewBoard(solver.Grid{})
	c.Cands = b.Cands
	if s := Find(c, HiddenSingle); s != nil {
		t.Errorf("classic board: %v", s.Placements)
	}
}

func TestLockedCandidatesWindowAgainstRow(t *testing.T) {
	b := emptyBoard(geometry.Flags{Windows: true})
	// In window 1 (r2-4c2-4) the 5 is left only in row 2.
	for r := 2; r <= 3; r++ {
		for c := 1; c <= 3; c++ {
			b.Eliminate(solver.CellAt(r, c), 5)
		}
	}
	var found *Step
	for _, s := range FindAll(b, LockedCandidates) {
		if slices.Equal(s.Units, []Unit{Window(0), Row(1)}) {
			found = s
		}
	}
	if found == nil {
		t.Fatal("no locked candidates from window 1 to row 2")
	}
	var want []Candidate
	for _, c := range []int{0, 4, 5, 6, 7, 8} {
		want = append(want, Candidate{solver.CellAt(1, c), 5})
	}
	if !slices.Equal(found.Eliminations, want) {
		t.Errorf("eliminations %v, want %v", found.Eliminations, want)
	}
	if got := found.Describe("en"); !strings.Contains(got, "window 1") || !strings.Contains(got, "row 2") {
		t.Errorf("words %q do not name window 1 and row 2", got)
	}
}

func TestKnightsMoveNamedInWords(t *testing.T) {
	// The eight cells a knight's move from r5c5 hold 1-8.
	var g solver.Grid
	for i, rc := range [][2]int{{2, 3}, {2, 5}, {3, 2}, {3, 6}, {5, 2}, {5, 6}, {6, 3}, {6, 5}} {
		g[solver.CellAt(rc[0], rc[1])] = uint8(i + 1)
	}
	p := variant.Puzzle{Givens: g, Rules: geometry.Rules{Flags: geometry.Flags{AntiKnight: true}}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	b := NewPuzzleBoard(p)
	centre := solver.CellAt(4, 4)
	if b.Cands[centre] != DigitSet(9) {
		t.Fatalf("r5c5 has %v, want 9 alone", b.Cands[centre])
	}
	if r := b.Between(centre, solver.CellAt(2, 3)); r != geometry.Knight {
		t.Errorf("Between(r5c5, r3c4) = %v", r)
	}
	for _, s := range FindAll(b, NakedSingle) {
		if s.Placements[0].Cell != centre {
			continue
		}
		got := s.Reason("en")
		if !strings.Contains(got, "1 in r3c4 (a knight's move away)") {
			t.Errorf("reason %q does not say r3c4 is a knight's move away", got)
		}
		if zh := s.Reason("zh-Hans"); !strings.Contains(zh, "马步") {
			t.Errorf("zh-Hans reason %q does not say a knight's move", zh)
		}
		return
	}
	t.Fatal("no naked single in r5c5")
}

func TestUniquenessIsOffOnVariants(t *testing.T) {
	for _, flags := range []geometry.Flags{{Diagonals: true}, {Windows: true}, {AntiKnight: true}, {AntiKing: true}} {
		b := emptyBoard(flags)
		for _, tech := range []Technique{UniqueRectangle1, UniqueRectangle2, HiddenRectangle, AvoidableRectangle1, BUGPlus1} {
			if appliesTo(tech, b) {
				t.Errorf("%v applies with %+v", tech, flags)
			}
		}
	}
	if !appliesTo(UniqueRectangle1, NewBoard(solver.Grid{})) {
		t.Error("unique rectangles do not apply to a classic board")
	}
}

func TestNewPuzzleBoardWithMarksKeepsTheRules(t *testing.T) {
	var marks [81]Digits
	for c := range marks {
		marks[c] = AllDigits
	}
	r := geometry.Rules{Flags: geometry.Flags{AntiKing: true}}
	b := NewPuzzleBoardWithMarks(r, solver.Grid{}, &marks)
	if b.Flags() != r.Flags || b.Peers(solver.CellAt(2, 2)).Count() != 23 {
		t.Errorf("flags %+v, %d peers of r3c3", b.Flags(), b.Peers(solver.CellAt(2, 2)).Count())
	}
	if b.Cands != marks {
		t.Error("marks not kept")
	}
}
