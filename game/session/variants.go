package session

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"

	"github.com/sudokudesktop/sudoku/game"
	"github.com/sudokudesktop/sudoku/levels"
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// maker makes puzzles of a variant: its generator, and whether New takes
// a bundled puzzle first when the level has some.
type maker struct {
	generate func(context.Context, *generate.Generator, logic.Level) (variant.Puzzle, error)
	// bundledFirst: New plays a bundled puzzle of the level when there
	// is one, and generates only when there is none (generating one
	// takes seconds); otherwise it always generates (milliseconds).
	bundledFirst bool
}

// makers are the variants the generator makes puzzles of, by the
// variant's name (geometry.Variant.Name): one generator makes them all,
// and a Killer takes a bundled puzzle first (making one takes seconds).
// A variant New plays comes from here or from a bundled set
// (levels.Variants): offering another variant is one name more here.
var makers = func() map[string]maker {
	m := map[string]maker{}
	for _, name := range []string{geometry.ClassicName, "killer", "x", "windoku", "antiknight", "antiking", "killer-x", "jigsaw", "jigsaw-x", "jigsaw-killer"} {
		v, err := geometry.ParseVariant(name)
		if err != nil {
			panic(err) // the names above are known
		}
		m[name] = maker{generate: func(ctx context.Context, gen *generate.Generator, l logic.Level) (variant.Puzzle, error) {
			pz, err := gen.Puzzle(ctx, v, l, generate.Rotate180)
			return pz.Puzzle, err
		}, bundledFirst: v.Killer}
	}
	return m
}()

// Variants returns the variants New can play, each with a source of
// puzzles: a generator or a bundled set. Classic comes first, then the
// others as game.CompareVariants orders them. The slice is the caller's own.
func Variants() []geometry.Variant { return slices.Clone(offeredVariants()) }

// offeredVariants are Variants, worked out once: the makers and the
// bundled sets never change. The slice is shared.
var offeredVariants = sync.OnceValue(func() []geometry.Variant {
	names := slices.Collect(func(yield func(string) bool) {
		for name := range makers {
			if !yield(name) {
				return
			}
		}
	})
	names = append(names, levels.Variants()...)
	for _, s := range sizedShapes {
		names = append(names, s.String())
	}
	var out []geometry.Variant
	for _, name := range names {
		if v, err := geometry.ParseSizedVariant(name); err == nil && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.SortFunc(out, game.CompareVariants)
	return out
})

// offered reports whether New can play v (see Variants).
func offered(v geometry.Variant) bool { return slices.Contains(offeredVariants(), v) }

// SetVariant chooses the variant New plays from now on, one of Variants;
// any other is ignored. The view's NewVariant says which, for the window
// to keep.
func (s *Session) SetVariant(v geometry.Variant) {
	defer s.begin()()
	if offered(v) {
		s.variant = v
	}
}

// newGame plays a new puzzle of the level in the variant chosen: a
// bundled one or one the generator makes in the background, as the
// variant's maker says, asking first when a game in progress would be
// lost.
func (s *Session) newGame(level logic.Level) {
	v := s.variant
	if v.Size != 0 {
		s.newSized(v, level)
		return
	}
	m := makers[v.Name()]
	q := newQuestion(v, level)
	if m.generate != nil && !m.bundledFirst {
		s.askWith(q, func() { s.generate(v, level, m) })
		return
	}
	g, err := s.bundledGame(v, level)
	switch {
	case err == nil:
		s.askWith(q, func() {
			g = anew(g, s.opts.Clock) // its clock starts with the play, not the question
			s.play(g, newGameWords(g))
		})
	case m.generate != nil:
		s.askWith(q, func() { s.generate(v, level, m) })
	default:
		s.say("status.error", map[string]any{"Error": err.Error()})
	}
}

// generate makes a puzzle of the variant and level in the background and
// plays it.
func (s *Session) generate(v geometry.Variant, level logic.Level, m maker) {
	clock := s.opts.Clock
	s.makeInBackground(level, gameTerm(v, level), func(ctx context.Context, seed uint64) (*game.Game, error) {
		p, err := m.generate(ctx, generate.New(rand.NewPCG(seed, 2)), level)
		if err != nil {
			return nil, err
		}
		return game.New(p, level, clock)
	}, newGameWords)
}

// bundledGame makes a game of a bundled puzzle of the variant's level,
// picked with the session's random source from Options.Bundled (the
// bundled sets when nil). The set's name says the rules; its lines are
// classic lines or those variant.Parse reads.
func (s *Session) bundledGame(v geometry.Variant, level logic.Level) (*game.Game, error) {
	source := s.opts.Bundled
	if source == nil {
		source = levels.Random
	}
	return bundledFrom(source, s.opts.Rand, v, level, s.opts.Clock)
}

// bundledFrom is bundledGame from source.
func bundledFrom(source func(string, *rand.Rand) (string, int, error), rng *rand.Rand,
	v geometry.Variant, level logic.Level, clock game.Clock) (*game.Game, error) {
	name := levels.Set(v.Name(), level.String())
	text, n, err := source(name, rng)
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	p, err := parseBundled(text)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	p.Flags = v.Flags
	g, err := game.New(p, level, clock)
	if err != nil {
		return nil, fmt.Errorf("%s puzzle %d: %w", name, n, err)
	}
	return g, nil
}

// parseBundled reads a line of a bundled set, a rating after " #" or
// not: a line of any variant's format (a Killer's, "x:<givens>"), or a
// classic one, whose rules the set's name gives (see BundledSet).
func parseBundled(text string) (variant.Puzzle, error) {
	if i := strings.Index(text, " #"); i >= 0 {
		text = text[:i]
	}
	if variant.IsVariantLine(text) {
		return variant.Parse(text)
	}
	g, err := solver.ParseLine(text)
	return variant.Puzzle{Givens: g}, err
}

// newGameWords greets a new game: "New Hard puzzle. Good luck!", and for
// a game of rules beyond classic and Killer's, which look like classic on
// a plain board, or a jigsaw, whose regions are new to many, the rules too: "New Anti-knight · Medium puzzle.
// Anti-knight: no digit repeats a chess knight's move away. Good luck!"
// (the words "variant.<name>.about" of the variants New offers).
func newGameWords(g *game.Game) Message {
	v := g.Variant()
	if _, offered := makers[v.Name()]; v.Flags == (geometry.Flags{}) && !v.Jigsaw || !offered {
		return Message{Key: "status.new", Args: map[string]any{"Level": gameLevel(g)}}
	}
	return Message{Key: "status.new.rules", Args: map[string]any{"Level": gameLevel(g), "Rules": Term("variant." + v.Name() + ".about")}}
}
