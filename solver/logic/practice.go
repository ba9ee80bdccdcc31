package logic

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
)

// ParseTechnique returns the technique with the given ID, as "x-wing".
func ParseTechnique(id string) (Technique, error) {
	for _, r := range ladderTable {
		if r.id == id {
			return r.t, nil
		}
	}
	return 0, fmt.Errorf("unknown technique %q", id)
}

// Practisable reports whether positions can be found to practise
// technique t: Next takes it (it is tried on the ladder, so "nothing
// easier applies" has a meaning) and HoDoKu has a code for it.
func Practisable(t Technique) bool {
	if t >= numTechniques || !rungFor(t).tried {
		return false
	}
	return RegCodeOf(&Step{Technique: t}) != ""
}

// PracticePosition walks the solve path of puzzle g one Next step at a
// time and returns the first position where Next's step is of technique
// t, that is where t applies and no easier rung of the ladder does, with
// that step. The position's placed digits are marked NonGivens and its
// candidates are those the path left. It returns nil, nil when the path
// never meets t, or when the step cannot be written as a line of HoDoKu's
// library that the technique proves exactly (see FormatRegLine and
// CheckRegLine).
func PracticePosition(g solver.Grid, t Technique) (*Board, *Step) {
	b := NewBoard(g)
	for !b.Solved() {
		s := Next(b)
		if s == nil {
			return nil, nil
		}
		if s.Technique == t {
			if ok, _ := CheckRegLine(FormatRegLine(b, s)); ok {
				return b, s
			}
		}
		b.Apply(s)
		for _, p := range s.Placements {
			b.NonGivens.Add(p.Cell)
		}
	}
	return nil, nil
}
