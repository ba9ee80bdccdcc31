package session

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// puzzleGame makes a game of p, of any variant, at the level the logic
// engine rates it, when it has exactly one solution; otherwise nil and
// why not.
func (s *Session) puzzleGame(p variant.Puzzle) (*game.Game, Message) {
	g, err := game.FromPuzzle(p, s.gameOptions())
	switch {
	case errors.Is(err, solver.ErrNoSolution):
		return nil, noSolution(p)
	case err != nil:
		return nil, refusal(err, p.Variant())
	}
	return g, Message{Key: "status.puzzle.started", Args: map[string]any{"Level": gameLevel(g)}}
}

// noSolution says why a puzzle has no solution: the cages whose sum
// alone, dropped, leaves one (variant.Puzzle.CulpritCages), named by their
// first cell and sum; or, when no one sum is to blame, that the givens
// and the cages cannot all be kept; or, without cages, that it has none.
func noSolution(p variant.Puzzle) Message {
	culprits := p.CulpritCages()
	switch {
	case len(culprits) == 0 && len(p.Cages) == 0:
		return Message{Key: "status.puzzle.none"}
	case len(culprits) == 0:
		return Message{Key: "status.puzzle.none-killer"}
	}
	names := make([]string, len(culprits))
	for i, k := range culprits {
		names[i] = fmt.Sprintf("%s (%d)", p.Cages[k].Anchor(), p.Cages[k].Sum)
	}
	return Message{Key: "status.puzzle.cage-sum", Args: map[string]any{"Cages": strings.Join(names, ", "), "Count": len(culprits)}}
}

// isVariantText reports whether text holds puzzles of a variant: some
// line of it is in a format only variant.Parse reads (a Killer's, a line
// tagged with a variant's name, an ISS string: see variant.IsVariantLine).
func isVariantText(text string) bool {
	for line := range strings.Lines(text) {
		if variant.IsVariantLine(line) {
			return true
		}
	}
	return false
}

// parseVariantText reads text that holds puzzles of variants: one
// puzzle, or a file of many, one a line, told apart line by line
// (variant.IsVariantLine), so that classic lines may stand among them;
// blank lines and lines starting with '#' are skipped, and a comment may
// follow a puzzle after a space (an ISS string, which holds blanks, ends
// at a '#' alone: variant.Parse knows).
func parseVariantText(text string) parsed {
	var p parsed
	lineNo := 0
	bad := func(err error) {
		p.bad++
		if se := (*solver.SyntaxError)(nil); errors.As(err, &se) {
			se.Line = lineNo // the file's line, not the puzzle's
		}
		if len(p.errs) < solver.MaxFileErrors {
			p.errs = append(p.errs, err)
		}
	}
	for line := range strings.Lines(text) {
		lineNo++
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		if variant.IsVariantLine(trimmed) {
			pz, err := variant.Parse(trimmed)
			if err != nil {
				bad(err)
				continue
			}
			p.puzzles = append(p.puzzles, solver.FilePuzzle{Grid: pz.Givens, Line: lineNo, Text: trimmed})
			p.rules = append(p.rules, pz)
			continue
		}
		ps, errs, _ := solver.ParseFile(trimmed) // a classic line, as a file of them reads it
		if len(ps) != 1 {
			if len(errs) > 0 {
				bad(errs[0])
			} else {
				bad(fmt.Errorf("line %d: no puzzle", lineNo))
			}
			continue
		}
		p.puzzles = append(p.puzzles, solver.FilePuzzle{Grid: ps[0].Grid, Line: lineNo, Text: trimmed})
		p.rules = append(p.rules, variant.Puzzle{Givens: ps[0].Grid}) // no cages: a classic one
	}
	switch {
	case len(p.puzzles) == 1 && p.bad == 0:
		return parsed{one: &p.rules[0]}
	case len(p.puzzles) == 0 && len(p.errs) > 0:
		p.err = p.errs[0]
	case len(p.puzzles) == 0:
		p.err = errors.New("no puzzle")
	default:
		p.err = fmt.Errorf("%d puzzles: one at a time", len(p.puzzles))
	}
	return p
}

// cageLine returns the combinations line of the selected cell's cage, nil
// when none is to show.
func (s *Session) cageLine() *CageLine {
	c := s.cur.selected
	i, ok := s.g.CageOf(c)
	if !ok || c < 0 || s.g.Cages()[i].Sum == 0 {
		return nil
	}
	cg := s.g.Cages()[i]
	l := &CageLine{Anchor: cg.Anchor(), Sum: cg.Sum, Size: len(cg.Cells)}
	for _, cb := range s.g.CageCombos(i) {
		ds := make([]uint8, 0, bits.OnesCount16(cb.Digits))
		for d := uint8(1); d <= 9; d++ {
			if cb.Digits>>(d-1)&1 != 0 {
				ds = append(ds, d)
			}
		}
		l.Combos = append(l.Combos, CageCombo{Digits: ds, Possible: cb.Possible})
	}
	return l
}
