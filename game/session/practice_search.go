package session

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/sudokudesktop/sudoku/solver/generate"
	"github.com/sudokudesktop/sudoku/solver/logic"
)

// PracticeFinder finds one position to practise technique t on, drawing
// all its randomness from src: the position, with the candidates left by
// the steps before, and the step of t that is the next one there (nothing
// easier applies). It returns ctx's error once ctx is done. It runs on
// the trainer's workers, many at a time.
type PracticeFinder func(ctx context.Context, t logic.Technique, src rand.Source) (*logic.Board, *logic.Step, error)

// GeneratedPositions is the trainer's PracticeFinder: it generates
// puzzles of t's level until the solve path of one meets t as its next
// step (see logic.PracticePosition), as `sudoku-cli practice` does.
func GeneratedPositions(ctx context.Context, t logic.Technique, src rand.Source) (*logic.Board, *logic.Step, error) {
	g := generate.New(src)
	for {
		p, err := g.Generate(ctx, t.Level(), generate.Rotate180)
		if err != nil {
			return nil, nil, err
		}
		// The rating walk takes Next's steps until its first forcing
		// chain: a puzzle whose rating never uses t rarely meets it.
		if !slices.Contains(p.Rating.Techniques, t) {
			continue
		}
		if b, s := logic.PracticePosition(p.Grid, t); s != nil {
			return b, s, nil
		}
	}
}

// DefaultPracticeWorkers is how many workers search at once: every core
// but one, for the window, and at least one.
func DefaultPracticeWorkers() int { return max(1, runtime.NumCPU()-1) }

// search is the trainer's search for positions of one technique, under
// way on its workers until cancelled.
type search struct {
	t      logic.Technique
	cancel context.CancelFunc
	done   sync.WaitGroup
}

// startSearch starts workers looking for positions of t with find; each
// position found, as a library line, goes to found through post. Seeds
// are drawn from next, one a puzzle search, so that no two workers search
// alike.
func startSearch(t logic.Technique, workers int, find PracticeFinder, seed uint64, next *atomic.Uint64,
	post func(func()), found func(*search, string)) *search {
	ctx, cancel := context.WithCancel(context.Background())
	s := &search{t: t, cancel: cancel}
	for range workers {
		s.done.Add(1)
		go func() {
			defer s.done.Done()
			for ctx.Err() == nil {
				b, st, err := find(ctx, t, rand.NewPCG(seed, next.Add(1)))
				if err != nil || st == nil || b == nil {
					if ctx.Err() == nil && err != nil { // a finder that fails for good: stop, not spin
						return
					}
					continue
				}
				line := logic.FormatRegLine(b, st)
				if line == "" || ctx.Err() != nil {
					continue
				}
				post(func() { found(s, line) })
			}
		}()
	}
	return s
}

// stop cancels the search and waits for its workers to end.
func (s *search) stop() {
	s.cancel()
	s.done.Wait()
}
