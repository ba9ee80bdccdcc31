package session

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// SetVariant chooses the variant New plays from now on (Classic or
// Killer); the view's NewVariant says which, for the window to keep.
func (s *Session) SetVariant(v game.Variant) {
	defer s.begin()()
	if v == game.Classic || v == game.Killer {
		s.variant = v
	}
}

// newKiller plays a bundled Killer puzzle of the level, or, for a level
// with none bundled, one the generator makes in the background, asking
// first when a game in progress would be lost.
func (s *Session) newKiller(level logic.Level) {
	g, err := s.bundledKiller(level)
	if err != nil {
		s.askWith(newQuestion(game.Killer, level), func() { s.generateKiller(level) })
		return
	}
	s.askWith(newQuestion(game.Killer, level), func() {
		if fresh, err := game.NewKiller(g.Puzzle(), g.Level(), s.opts.Clock); err == nil {
			g = fresh // its clock starts with the play, not the question
		}
		s.play(g, Message{Key: "status.new", Args: map[string]any{"Level": gameLevel(g)}})
	})
}

// generateKiller makes a Killer of the level in the background and plays
// it.
func (s *Session) generateKiller(level logic.Level) {
	clock := s.opts.Clock
	s.makeInBackground(level, gameTerm(game.Killer, level), func(ctx context.Context, gen *generate.Generator) (*game.Game, error) {
		pz, err := gen.Killer(ctx, level)
		if err != nil {
			return nil, err
		}
		return game.NewKiller(pz.Puzzle, level, clock)
	})
}

// bundledKiller makes a game of a bundled Killer puzzle of the level,
// picked with the session's random source.
func (s *Session) bundledKiller(level logic.Level) (*game.Game, error) {
	source := s.opts.Killers
	if source == nil {
		source = levels.Random
	}
	name := "killer-" + level.String()
	text, n, err := source(name, s.opts.Rand)
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	if i := strings.Index(text, " #"); i >= 0 { // a rating after the puzzle, as the classic levels have
		text = text[:i]
	}
	p, err := variant.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	g, err := game.NewKiller(p, level, s.opts.Clock)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	return g, nil
}

// rateKiller returns the level and score of a Killer puzzle with exactly
// one solution, as logic.Rate gives them for a classic one.
func rateKiller(p variant.Puzzle) (logic.Level, float64, error) {
	r, err := logic.RatePuzzle(p)
	return r.Level, r.Score, err
}

// killerGame makes a game of a Killer puzzle at the level rateKiller gives
// it, when it has exactly one solution; otherwise nil and why not.
func (s *Session) killerGame(p variant.Puzzle) (*game.Game, Message) {
	g, err := game.NewKiller(p, logic.Medium, s.opts.Clock) // solved first: rating needs a proper puzzle
	if errors.Is(err, solver.ErrNoSolution) {
		return nil, noKillerSolution(p)
	}
	if err != nil {
		return nil, killerRefusal(err)
	}
	level, _, err := rateKiller(p)
	if err != nil {
		return nil, killerRefusal(err)
	}
	if level != logic.Medium {
		if g, err = game.NewKiller(p, level, s.opts.Clock); err != nil {
			return nil, killerRefusal(err)
		}
	}
	return g, Message{Key: "status.puzzle.started", Args: map[string]any{"Level": gameLevel(g)}}
}

// noKillerSolution says why a Killer puzzle has no solution: the cages
// whose sum alone, dropped, leaves one (variant.Puzzle.CulpritCages),
// named by their first cell and sum; or, when no one sum is to blame,
// that the givens and the cages cannot all be kept.
func noKillerSolution(p variant.Puzzle) Message {
	culprits := p.CulpritCages()
	if len(culprits) == 0 {
		return Message{Key: "status.puzzle.none-killer"}
	}
	names := make([]string, len(culprits))
	for i, k := range culprits {
		names[i] = fmt.Sprintf("%s (%d)", p.Cages[k].Anchor(), p.Cages[k].Sum)
	}
	return Message{Key: "status.puzzle.cage-sum", Args: map[string]any{"Cages": strings.Join(names, ", "), "Count": len(culprits)}}
}

// killerRefusal says why a Killer puzzle cannot be played: refusal's
// words, or the engine's own, which name the cage or cell at fault.
func killerRefusal(err error) Message {
	var ce *solver.ConflictError
	if errors.As(err, &ce) || errors.Is(err, solver.ErrNoSolution) || errors.Is(err, solver.ErrMultipleSolutions) ||
		errors.Is(err, game.ErrNothingToSolve) {
		return refusal(err)
	}
	return Message{Key: "status.puzzle.killer-bad", Args: map[string]any{"Error": strings.TrimPrefix(err.Error(), solver.ErrNotProper.Error()+": ")}}
}

// puzzleWord returns the puzzle of a line of a puzzle file: the line up
// to the first space, tab or '#', where a comment may start. No Killer
// format holds any of them.
func puzzleWord(line string) string {
	line = strings.TrimSpace(line)
	if i := strings.IndexAny(line, " \t#"); i >= 0 {
		return line[:i]
	}
	return line
}

// isKillerText reports whether text holds Killer puzzles: some line of it
// is in one of the Killer formats (see variant.IsKiller).
func isKillerText(text string) bool {
	for line := range strings.Lines(text) {
		if w := puzzleWord(line); w != "" && variant.IsKiller(w) {
			return true
		}
	}
	return false
}

// parseKillerText reads text that holds Killer puzzles: one puzzle, or a
// file of many, one a line, told apart line by line (variant.IsKiller), so
// that classic lines may stand among them; blank lines and lines starting
// with '#' are skipped, and a comment may follow a puzzle after a space.
func parseKillerText(text string) parsed {
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
		if w := puzzleWord(trimmed); variant.IsKiller(w) {
			pz, err := variant.Parse(w)
			if err != nil {
				bad(err)
				continue
			}
			p.puzzles = append(p.puzzles, solver.FilePuzzle{Grid: pz.Givens, Line: lineNo, Text: trimmed})
			p.killers = append(p.killers, pz)
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
		p.killers = append(p.killers, variant.Puzzle{Givens: ps[0].Grid}) // no cages: a classic one
	}
	switch {
	case len(p.puzzles) == 1 && p.bad == 0 && len(p.killers[0].Cages) > 0:
		return parsed{killer: &p.killers[0]}
	case len(p.puzzles) == 0 && len(p.errs) > 0:
		p.err = p.errs[0]
	case len(p.puzzles) == 0:
		p.err = errors.New("no puzzle")
	default:
		p.err = fmt.Errorf("%d puzzles: one at a time", len(p.puzzles))
	}
	return p
}

// offerKiller plays a Killer puzzle when it has exactly one solution,
// asking first when a game in progress would be lost; greeting, when set,
// replaces the usual words. A puzzle being entered is left as it is: the
// draft has no cages yet.
func (s *Session) offerKiller(p variant.Puzzle, greeting func(*game.Game) Message) {
	g, msg := s.killerGame(p)
	if g == nil {
		s.line.status = msg
		return
	}
	if greeting != nil {
		msg = greeting(g)
	}
	s.askToPlay(g, msg)
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
