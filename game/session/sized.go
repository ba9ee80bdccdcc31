package session

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
)

// sizedShapes are the grids of other sizes than 9x9 New plays, classic
// rules on each, made by package sized's generator: 4x4 and 6x6 for
// children and new players, 12x12 and 16x16 for the patient.
var sizedShapes = []sized.Shape{sized.Shape4, sized.Shape6, sized.Shape12, sized.Shape16}

// shapeOf returns the shape of a variant's grid: sized.Shape9 for 9x9.
func shapeOf(v geometry.Variant) sized.Shape {
	if s, ok := sized.ShapeOf(v.Size); ok && v.Size != 0 {
		return s
	}
	return sized.Shape9
}

// LevelsOf returns the levels New offers for variant v, the easiest
// first: all five on a 9x9 grid, and on another size those its
// generator reaches every time (sized.Shape.Levels: a 4x4 is easy alone,
// a 6x6 easy or hard), so that a level's name never promises more than
// the grid gives. The slice is the caller's own.
func LevelsOf(v geometry.Variant) []logic.Level {
	if v.Size == 0 {
		return slices.Clone(logic.Levels)
	}
	return shapeOf(v).Levels()
}

// sizedTries bounds the grids tried for a puzzle of the level before New
// gives up: the levels offered come within a few.
const sizedTries = 200

// newSized plays a new puzzle of variant v, a grid of another size than
// 9x9, made in the background at the level, asking first when a game in
// progress would be lost. A level the grid does not offer (see LevelsOf)
// is refused: its puzzles all need less.
func (s *Session) newSized(v geometry.Variant, level logic.Level) {
	shape := shapeOf(v)
	if !slices.Contains(shape.Levels(), level) {
		s.say("status.level-not-offered", map[string]any{"Grid": variantTerm(geometry.Variant{Size: v.Size}), "Level": levelTerm(level)})
		return
	}
	clock := s.opts.Clock
	s.askWith(newQuestion(v, level), func() {
		s.makeInBackground(level, gameTerm(v, level), func(ctx context.Context, seed uint64) (*game.Game, error) {
			p := sized.New(shape)
			p.Flags = v.Flags
			rng := rand.New(rand.NewPCG(seed, 2))
			var gen sized.Solver
			for range sizedTries {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				q, _, err := gen.GenerateLevel(p, level, 1, rng)
				switch {
				case errors.Is(err, sized.ErrLevelNotFound):
					continue
				case err != nil:
					return nil, err
				}
				return game.NewSized(q, level, clock)
			}
			return nil, sized.ErrLevelNotFound
		}, newGameWords)
	})
}

// anew returns a game of g's puzzle at g's level from its start, its
// clock from now: a game made before a question, played once it is
// answered. It is g itself when that fails, which it cannot: g's puzzle
// is proper.
func anew(g *game.Game, clock game.Clock) *game.Game {
	var fresh *game.Game
	var err error
	if g.Shape() == sized.Shape9 {
		fresh, err = game.New(g.Puzzle(), g.Level(), clock)
	} else {
		fresh, err = game.NewSized(g.SizedPuzzle(), g.Level(), clock)
	}
	if err != nil {
		return g
	}
	return fresh
}

// parseSized reads text holding one puzzle of another size than 9x9 (see
// sized.Looks): a plain line of 16, 36, 144 or 256 cells, a tagged line
// ("6x6-x:…", "16x16-jigsaw:…:…") or an ISS string of that shape, alone
// on its line. Other text is not its: false.
func parseSized(text string) (parsed, bool) {
	line := strings.TrimSpace(text)
	if line == "" || strings.ContainsAny(line, "\r\n") || !sized.Looks(line) {
		return parsed{}, false
	}
	p, err := sized.Parse(line)
	if err != nil {
		return parsed{err: err}, true
	}
	if p.Shape == sized.Shape9 {
		return parsed{}, false
	}
	return parsed{sized: &p}, true
}

// offerSized plays p, a puzzle of another size than 9x9, when it is a
// proper one, as offer plays a 9x9 one: solved and rated in the
// background, then played, asking first when a game in progress would be
// lost. greeting, when set, replaces the usual words. Killer cages are
// played on 9x9 grids only: such a puzzle is refused, saying so.
func (s *Session) offerSized(p sized.Puzzle, greeting func(*game.Game) Message) {
	if s.mode == entering {
		s.say("status.puzzle.sized-entering", map[string]any{"Grid": variantTerm(geometry.Variant{Size: p.Shape.N()})})
		return
	}
	job := &ratingJob{}
	s.bg.rating = job
	p = p.Clone()
	opts := s.gameOptions()
	s.bg.jobs.Add(1)
	go func() {
		defer s.bg.jobs.Done()
		g, err := game.FromSized(p, opts)
		s.post(func() {
			defer s.begin()()
			if s.bg.rating != job {
				return // superseded
			}
			s.bg.rating = nil
			if err != nil {
				v := p.Variant()
				v.Size = p.Shape.N()
				s.line.status = sizedRefusal(err, v)
				return
			}
			msg := Message{Key: "status.puzzle.started", Args: map[string]any{"Level": gameLevel(g)}}
			if greeting != nil {
				msg = greeting(g)
			}
			s.askToPlay(g, msg)
		})
	}()
}

// sizedRefusal says why a puzzle of another size cannot be played, as
// refusal does for a 9x9 one.
func sizedRefusal(err error, v geometry.Variant) Message {
	if errors.Is(err, game.ErrSizedCages) {
		return Message{Key: "status.puzzle.sized-killer", Args: map[string]any{"Grid": variantTerm(geometry.Variant{Size: v.Size})}}
	}
	return refusal(err, v)
}
