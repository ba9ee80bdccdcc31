package game

import (
	"errors"
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Variant is the kind of Sudoku a game plays: classic, or Killer, whose
// cages add rules of their own.
type Variant uint8

// The variants.
const (
	Classic Variant = iota
	Killer
)

// Variants lists the variants, in the order the window offers them.
var Variants = []Variant{Classic, Killer}

var variantNames = [...]string{Classic: "classic", Killer: "killer"}

// String returns the variant's name, "classic" or "killer": the name
// saves and statistics store.
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", uint8(v))
}

// ParseVariant returns the variant of a name String gives.
func ParseVariant(name string) (Variant, error) {
	for v, n := range variantNames {
		if n == name {
			return Variant(v), nil
		}
	}
	return 0, fmt.Errorf("unknown variant %q", name)
}

// NewKiller starts a Killer game of p at the given level, timed by clock
// (SystemClock when nil); the timer starts at once. A puzzle that fails
// p.Validate, or does not have exactly one solution, is refused with an
// error wrapping solver.ErrNotProper (and the reason: Validate's error,
// solver.ErrNoSolution or solver.ErrMultipleSolutions); a puzzle without
// cages is refused too (it is a classic one: see New), and so is a full
// grid (ErrNothingToSolve).
func NewKiller(p variant.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	g, err := newKillerGame(p, level, clock)
	if err != nil {
		return nil, err
	}
	g.timer.start()
	return g, nil
}

// newKillerGame returns a Killer game with a stopped timer at zero.
func newKillerGame(p variant.Puzzle, level logic.Level, clock Clock) (*Game, error) {
	if err := checkLevel(level); err != nil {
		return nil, err
	}
	sol, err := solveKiller(p)
	if err != nil {
		return nil, err
	}
	g := solvedGame(p.Givens, sol, level, clock)
	g.setCages(p)
	return g, nil
}

// solveKiller returns the only solution of a Killer puzzle (see NewKiller).
func solveKiller(p variant.Puzzle) (solver.Grid, error) {
	if len(p.Cages) == 0 {
		return solver.Grid{}, errors.New("game: a Killer puzzle without cages")
	}
	if p.Givens.Givens() == 81 && p.Givens.Conflict() == nil {
		return solver.Grid{}, ErrNothingToSolve
	}
	if err := p.Validate(); err != nil {
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, err)
	}
	var s variant.Solver
	switch sol, n := s.Solve(p, 2); n {
	case 1:
		return sol, nil
	case 0:
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrNoSolution)
	default:
		return solver.Grid{}, fmt.Errorf("%w: %w", solver.ErrNotProper, solver.ErrMultipleSolutions)
	}
}

// setCages gives the game p's cages, in the order Normalize puts them.
func (g *Game) setCages(p variant.Puzzle) {
	q := p.Clone()
	q.Normalize()
	g.cages = q.Cages
	g.geo = geometry.New(q.Rules)
}

// Variant returns the game's variant: Killer when it has cages.
func (g *Game) Variant() Variant {
	if g.cages != nil {
		return Killer
	}
	return Classic
}

// Cages returns the cages of a Killer game, each cage's cells in
// increasing order and the cages by their first cell; nil for a classic
// game. The slice is the game's: do not change it.
func (g *Game) Cages() []variant.Cage { return g.cages }

// Puzzle returns the puzzle: the givens and, for Killer, the cages (a copy).
func (g *Game) Puzzle() variant.Puzzle {
	return variant.Puzzle{Givens: g.givens, Rules: geometry.Rules{Cages: g.cages}}.Clone()
}

// CageOf returns the index in Cages of the cage that holds c, and false
// when c is in none (always, in a classic game).
func (g *Game) CageOf(c solver.Cell) (int, bool) { return g.geo.CageOf(c) }

// cageConflicts returns every pair of cells of one cage showing the same
// digit, as conflicts whose Unit is "cage", and the cells of the full
// cages whose digits miss their sum.
func (g *Game) cageConflicts(board *solver.Grid) (conflicts []Conflict, badSums []solver.Cell) {
	for _, cg := range g.geo.Cages() {
		sum, full := 0, true
		for i, a := range cg.Cells {
			d := board[a]
			if d == 0 {
				full = false
				continue
			}
			sum += int(d)
			for _, b := range cg.Cells[i+1:] {
				if board[b] == d {
					conflicts = append(conflicts, Conflict{A: a, B: b, Digit: d, Unit: "cage"})
				}
			}
		}
		if full && cg.Sum > 0 && sum != cg.Sum {
			badSums = append(badSums, cg.Cells...)
		}
	}
	return conflicts, badSums
}

// CageCombos returns the digit sets cage i may hold, given the digits
// shown in it and, in its empty cells, the player's notes (a cell without
// notes may take any digit its row, column, box and cage leave it), each
// marked possible or not (see variant.CageCombos); nil for a cage without
// a sum or no such cage.
func (g *Game) CageCombos(i int) []variant.Combo {
	if i < 0 || i >= len(g.cages) || g.cages[i].Sum == 0 {
		return nil
	}
	board := g.Board()
	cands := g.candidates(&board, false)
	cg := g.cages[i]
	masks := make([]uint16, len(cg.Cells))
	for k, c := range cg.Cells {
		switch {
		case board[c] != 0:
			masks[k] = 1 << (board[c] - 1)
		case g.notes[c] != 0:
			masks[k] = uint16(g.notes[c] >> 1)
		default:
			masks[k] = uint16(cands[c] >> 1)
		}
	}
	combos, _ := variant.CageCombos(cg.Sum, masks)
	return combos
}

// narrowByCages takes from the candidates of the empty cells every
// digit that no way of filling the cell's cage to its sum gives it.
func (g *Game) narrowByCages(board *solver.Grid, cands *[81]logic.Digits) {
	for _, cg := range g.geo.Cages() {
		if cg.Sum == 0 {
			continue
		}
		masks := make([]uint16, len(cg.Cells))
		for k, c := range cg.Cells {
			if board[c] != 0 {
				masks[k] = 1 << (board[c] - 1)
			} else {
				masks[k] = uint16(cands[c] >> 1)
			}
		}
		_, allowed := variant.CageCombos(cg.Sum, masks)
		for k, c := range cg.Cells {
			if board[c] == 0 {
				cands[c] &= logic.Digits(allowed[k]) << 1
			}
		}
	}
}
