package game

import (
	"math/bits"
	"slices"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// SizedHint is advice on a grid of another size than 9x9, from the
// human-style steps of package sized: an entry that differs from the
// solution first (Kind logic.WrongEntry, Cell), then, with marks, a cell
// whose notes have lost its digit (logic.WrongNote), else the next step
// (logic.NextStep, Step and the Board it was found on). When no step of
// the ladder applies, Step is nil and the hint gives one cell's digit
// from the solution (Cell, Digit): the player is never left with
// nothing. A solved grid is logic.Solved.
type SizedHint struct {
	Shape sized.Shape // the grid's
	Kind  logic.HintKind
	Cell  solver.Cell
	Digit uint8
	Step  *sized.Step
	Board *sized.Board
}

// SizedHint works out the hint for the position of a game of another
// size than 9x9 (see SizedHint), with marks reading the player's notes
// as Hint does: a cell without notes counts every candidate the digits
// allow. It counts a hint taken and fires EventHint with the cells the
// hint points at to the depth, as Hint does. A 9x9 game's hints are
// Hint's (ErrNineHint); a game that is over takes none (ErrGameOver).
func (g *Game) SizedHint(depth logic.Depth, marks bool) (SizedHint, error) {
	switch {
	case depth > logic.Full:
		return SizedHint{}, ErrBadDepth
	case g.Over():
		return SizedHint{}, ErrGameOver
	case g.shape == sized.Shape9:
		return SizedHint{}, ErrNineHint
	}
	h, err := g.sizedHint(marks)
	if err != nil {
		return SizedHint{}, err
	}
	if !g.hinted {
		g.hinted = true
		g.hints = Saturated(g.hints)
	}
	g.emit(EventHint, h.Cells(depth))
	return h, nil
}

// sizedHint works SizedHint out.
func (g *Game) sizedHint(marks bool) (SizedHint, error) {
	for c := range solver.Cell(g.size) {
		if d := g.entries[c]; d != 0 && d != g.solution[c] {
			return SizedHint{Shape: g.shape, Kind: logic.WrongEntry, Cell: c, Digit: d}, nil
		}
	}
	if g.solved() {
		return SizedHint{Shape: g.shape, Kind: logic.Solved}, nil
	}
	p := g.rules.sizedPuzzle(&g.givens)
	b, err := sized.NewBoard(p)
	if err != nil {
		return SizedHint{}, err // cannot happen: the givens are proper, with no cages
	}
	for c := range g.size {
		if d := g.entries[c]; d != 0 {
			b.Place(c, int(d))
		}
	}
	if marks {
		for c := range solver.Cell(g.size) {
			if n := g.notes[c]; g.digit(c) == 0 && n != 0 {
				if !n.Has(g.solution[c]) {
					return SizedHint{Shape: g.shape, Kind: logic.WrongNote, Cell: c}, nil
				}
				b.Cands[c] &= uint16(n >> 1)
			}
		}
	}
	if st := sized.Next(b); st != nil {
		return SizedHint{Shape: g.shape, Kind: logic.NextStep, Step: st, Board: b}, nil
	}
	// Stuck: the empty cell with the fewest candidates, and its digit.
	best, fewest := solver.Cell(-1), 1<<30
	for c := range solver.Cell(g.size) {
		if g.digit(c) != 0 {
			continue
		}
		if n := bits.OnesCount16(b.Cands[c]); n < fewest {
			best, fewest = c, n
		}
	}
	return SizedHint{Shape: g.shape, Kind: logic.NextStep, Cell: best, Digit: g.solution[best], Board: b}, nil
}

// Cells returns the cells the hint points at to a depth, in increasing
// order: the house of the step (its first) or the cell for logic.Where
// and logic.Which, and with logic.Full also the pattern's cells and
// those the step changes.
func (h SizedHint) Cells(depth logic.Depth) []solver.Cell {
	var out []solver.Cell
	switch {
	case h.Kind != logic.NextStep:
		if h.Kind != logic.Solved {
			out = append(out, h.Cell)
		}
	case h.Step == nil:
		out = append(out, h.Cell)
	default:
		st := h.Step
		if len(st.Houses) > 0 {
			for _, c := range h.Board.Geometry().Houses()[st.Houses[0]].Cells {
				out = append(out, solver.Cell(c))
			}
		} else if len(st.Cells) > 0 {
			out = append(out, solver.Cell(st.Cells[0]))
		}
		if depth == logic.Full {
			for _, c := range st.Cells {
				out = append(out, solver.Cell(c))
			}
			for _, p := range st.Placements {
				out = append(out, solver.Cell(p.Cell))
			}
			for _, e := range st.Eliminations {
				out = append(out, solver.Cell(e.Cell))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Text puts the hint into words at the depth, in lang ("en" or
// "zh-Hans"), with the 9x9 hints' sentences: where to look, then which
// technique, then the whole step (sized.Step.Describe).
func (h SizedHint) Text(depth logic.Depth, lang string) string {
	return h.TextWith(depth, lang, false)
}

// TextWith is Text, writing the digits 10-16 as the letters A-G when
// letters is set, as a board showing letters draws them.
func (h SizedHint) TextWith(depth logic.Depth, lang string, letters bool) string {
	digit := strconv.Itoa
	if letters {
		digit = sized.LetterDigit
	}
	shape := h.Shape
	name := func(c solver.Cell) string { return shape.CellName(int(c)) }
	switch h.Kind {
	case logic.WrongEntry:
		return logic.Words(lang, "hint.wrong-entry", map[string]string{"Cell": name(h.Cell)})
	case logic.WrongNote:
		return logic.Words(lang, "hint.wrong-note", map[string]string{"Cell": name(h.Cell)})
	case logic.Solved:
		return logic.Words(lang, "hint.solved", nil)
	}
	if h.Step == nil {
		stuck := logic.Words(lang, "sized.stuck", nil)
		if depth < logic.Full {
			return stuck
		}
		return stuck + logic.Word(lang, "sentence.join") +
			logic.Words(lang, "sized.stuck.cell", map[string]string{"Cell": name(h.Cell), "Digit": digit(int(h.Digit))})
	}
	if depth == logic.Full {
		return h.Step.DescribeWith(h.Board, lang, digit)
	}
	st := h.Step
	where := ""
	if len(st.Houses) > 0 {
		where = sized.HouseName(h.Board.Geometry().Houses()[st.Houses[0]], shape, lang)
	} else if len(st.Cells) > 0 {
		where = name(solver.Cell(st.Cells[0]))
	}
	data := map[string]string{"Where": where, "Name": st.Technique.Name(lang), "AName": st.Technique.NameWithArticle(lang)}
	if depth == logic.Where {
		return logic.Words(lang, "hint.where", data)
	}
	return logic.Words(lang, "hint.which", data)
}

// ApplySizedHint plays what a hint of a grid of another size proves, as
// ApplyStep plays a 9x9 step: the step's placements and eliminations, or
// the stuck hint's one digit, as one move. Other hints change nothing.
func (g *Game) ApplySizedHint(h SizedHint) error {
	if h.Kind != logic.NextStep || h.Board == nil {
		return nil
	}
	if h.Step == nil {
		return g.applyFound([]logic.Candidate{{Cell: h.Cell, Digit: h.Digit}}, nil)
	}
	conv := func(cs []sized.Candidate) []logic.Candidate {
		out := make([]logic.Candidate, len(cs))
		for i, c := range cs {
			out[i] = logic.Candidate{Cell: solver.Cell(c.Cell), Digit: uint8(c.Digit)}
		}
		return out
	}
	return g.applyFound(conv(h.Step.Placements), conv(h.Step.Eliminations))
}
