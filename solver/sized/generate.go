package sized

import (
	"errors"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"math/rand/v2"
)

// ErrNoFill is what Fill returns when it finds no grid for the rules
// within its tries.
var ErrNoFill = errors.New("sized: no grid found for the rules")

// Fill returns a random full grid of p's shape that keeps p's givens and
// rules, drawn with rng. It tries a bounded search a few times over and
// returns ErrNoFill when all of them run out (rules that no grid keeps).
func (s *Solver) Fill(p Puzzle, rng *rand.Rand) ([]uint8, error) {
	s.e.rng = rng
	defer func() { s.e.rng = nil }()
	budget := 50 * p.Shape.Cells()
	for range 20 {
		g, n, done := s.SolveWithin(p, 1, budget)
		if n == 1 {
			return g, nil
		}
		if done {
			break
		}
	}
	return nil, ErrNoFill
}

// Dig returns a puzzle whose only solution is full, the grid of p's shape
// and rules: p's rules and as few of full's digits as it finds, taken out
// in a random order drawn with rng, two cells a half turn apart at a time
// (one for the centre), so that the givens are symmetric: no pair of
// givens left can go without making a second solution.
func (s *Solver) Dig(p Puzzle, full []uint8, rng *rand.Rand) Puzzle {
	q := p.Clone()
	copy(q.Givens, full)
	cells := p.Shape.Cells()
	order := rng.Perm(cells)
	for _, c := range order {
		m := cells - 1 - c
		if m < c || q.Givens[c] == 0 {
			continue
		}
		a, b := q.Givens[c], q.Givens[m]
		q.Givens[c], q.Givens[m] = 0, 0
		if s.Count(q, 2) != 1 {
			q.Givens[c], q.Givens[m] = a, b
		}
	}
	return q
}

// Generate returns a random puzzle of shape and rules p (whose givens are
// ignored) with one solution, and that solution: a grid from Fill dug out
// by Dig.
func (s *Solver) Generate(p Puzzle, rng *rand.Rand) (Puzzle, []uint8, error) {
	p = p.Clone()
	p.Givens = make([]uint8, p.Shape.Cells())
	full, err := s.Fill(p, rng)
	if err != nil {
		return Puzzle{}, nil, err
	}
	return s.Dig(p, full, rng), full, nil
}

// ErrLevelNotFound is what GenerateLevel returns when its tries found no
// puzzle of the level: a level the shape seldom or never reaches.
var ErrLevelNotFound = errors.New("sized: no puzzle of the level found")

// GenerateLevel returns a random puzzle of shape and rules p (whose givens
// are ignored) whose rating (see Rate) is level, and its solution. It
// takes givens out two at a time, a half turn apart (on 4x4 and 6x6 grids
// past easy, one at a time, with no symmetry), while the techniques
// up to level still solve the puzzle (which proves it has one solution;
// for Extreme, while it has one solution), and keeps the result when it
// needs level; it tries up to tries grids and returns ErrLevelNotFound
// when none gave one.
func (s *Solver) GenerateLevel(p Puzzle, level logic.Level, tries int, rng *rand.Rand) (Puzzle, []uint8, error) {
	p = p.Clone()
	p.Givens = make([]uint8, p.Shape.Cells())
	for range max(tries, 1) {
		full, err := s.Fill(p, rng)
		if err != nil {
			return Puzzle{}, nil, err
		}
		q := p.Clone()
		copy(q.Givens, full)
		geo := NewGeometry(&q)
		cells := p.Shape.Cells()
		// Small grids past easy are dug a cell at a time: a half turn's
		// pairs leave them too many givens to need more than singles.
		alone := p.Shape.N() <= 6 && level > logic.Easy
		for _, c := range rng.Perm(cells) {
			m := cells - 1 - c
			if alone {
				m = c
			}
			if m < c || q.Givens[c] == 0 {
				continue
			}
			a, b := q.Givens[c], q.Givens[m]
			q.Givens[c], q.Givens[m] = 0, 0
			keep := level == logic.Extreme && s.Count(q, 2) == 1 || level < logic.Extreme && solvesWithin(q, geo, level)
			if !keep {
				q.Givens[c], q.Givens[m] = a, b
			}
		}
		if r, err := Rate(q); err == nil && r.Level == level {
			return q, full, nil
		}
	}
	return Puzzle{}, nil, ErrLevelNotFound
}
