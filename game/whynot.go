package game

import (
	"time"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Reason says what rules a digit out of a cell (see Game.WhyNot).
type Reason uint8

// The reasons, in the order WhyNot looks for them.
const (
	// Open: nothing rules the digit out yet, as far as the digits on the
	// board and the ladder's steps from them tell. It is also the answer
	// for the solution's own digit: the answer gives nothing away.
	Open Reason = iota
	// Filled: the cell holds a digit already.
	Filled
	// PeerHolds: Peer, a peer of Cell under the rules (of a house, or a
	// knight's or king's move away: see Rule), holds the digit.
	PeerHolds
	// MateHolds: Peer, a cell of the same Killer cage, holds the digit,
	// and a cage repeats none.
	MateHolds
	// CageSum: no set of different digits adding up to the cage's sum
	// holds the digit together with those placed in the cage.
	CageSum
	// StepRules: a step of the ladder, Step, found on Board, rules it
	// out, or is the first of the Path of steps that does.
	StepRules
)

// WhyBudget is how long the walk of the ladder behind an answer may take
// (see WhyWork.Work): past it, the answer is Open, as it is for the
// solution's digit, so that running out of time gives nothing away.
const WhyBudget = 3 * time.Second

// whyBudget is the budget in force: WhyBudget, but the tests that check
// every answer of an opening lift it, so that a loaded machine does not
// turn an answer into Open.
var whyBudget = WhyBudget

// WhyNot is the answer to "why not this digit here?".
type WhyNot struct {
	Reason Reason
	Cell   solver.Cell
	Digit  uint8
	Peer   solver.Cell // PeerHolds, MateHolds: the cell holding the digit
	House  logic.Unit  // PeerHolds: the house Cell and Peer share (row, column, box, diagonal, window, in that order), when they share one (a jigsaw region's cells are in Shared)
	// Shared is, for PeerHolds, the house Cell and Peer share, from the
	// game's geometry, when they share one: its cells, its kind and, for
	// a jigsaw region, its label ("the region at r1c4": House.Label).
	Shared geometry.House
	// HouseCells are, for PeerHolds, the cells of the house Cell and Peer
	// share, on a grid of any size (Shared's Cells hold a 9x9 house's
	// only, and are zero on other grids); nil for a move apart.
	HouseCells []solver.Cell
	// Rule names, for PeerHolds, the rule that keeps Cell and Peer apart:
	// the key of the house they share (geometry.House.Key: "row",
	// "column", "box", "region", "diagonal.down", "diagonal.up", "window") or the
	// move between them ("knight", "king").
	Rule string
	// Relation is, for PeerHolds, how Cell and Peer are related: they
	// share House (geometry.SameHouse) or are a move apart.
	Relation geometry.Relation
	Cage     int // MateHolds, CageSum: the index in Cages of Cell's cage
	// Step and Board are the step that rules the digit out, or the
	// first step towards it, and the position it was found on
	// (StepRules), for a hint to show: the player can take it now.
	Step  *logic.Step
	Board *logic.Board
	// Path is the steps from Board, Step the first, whose last rules the
	// digit out and no step before it does (see logic.WhyNotPath): one
	// step when a step of the position does. Its length is the true
	// number of steps.
	Path []*logic.Step
}

// WhyWork is the slow part of an answer (see Game.AskWhyNot): the walk
// of the ladder from the position it was asked on. It holds a copy of
// that position and shares nothing with the game, so that it can run on
// any goroutine.
type WhyWork struct {
	w     WhyNot
	board *logic.Board
}

// Work walks the ladder from the position and returns the answer:
// StepRules with the path that rules the digit out, or Open when none
// does (a puzzle the ladder cannot solve without guessing) or when
// WhyBudget runs out first.
func (k *WhyWork) Work() WhyNot {
	w := k.w
	if path := logic.WhyNotPath(k.board, w.Cell, w.Digit, logic.Extreme, time.Now().Add(whyBudget)); len(path) > 0 {
		w.Reason, w.Step, w.Board, w.Path = StepRules, path[0], k.board, path
	}
	return w
}

// WhyNot tells what rules digit d out of cell c in the position on the
// board: the cell's own digit; a digit in one of its houses (its row,
// column and box first) or a knight's or king's move away under those
// rules; for Killer, a digit in its cage or the cage's sum; else the steps of the
// ladder that rule it out from here (see logic.WhyNotPath): one step when
// one does, else the path the ladder walks to it, kept to the steps the
// elimination stands on. The steps read the player's notes when they
// hold the solution's digit in every cell they are in (notes that lost
// it would prove anything), with d in c all the same. Open when nothing
// does: the solution's digit is always Open, without a walk, and so is
// a digit the ladder never rules out. It changes nothing and counts no
// hint; a step it finds is the player's to take as a hint (see
// TakeHint). It is AskWhyNot with its work done at once.
func (g *Game) WhyNot(c solver.Cell, d uint8) (WhyNot, error) {
	w, work, err := g.AskWhyNot(c, d)
	if work != nil {
		w = work.Work()
	}
	return w, err
}

// AskWhyNot is WhyNot in two parts: the answer as far as the digits on
// the board tell it, and, when only the ladder's steps can, the work
// that walks them (nil otherwise), to run off the game's goroutine.
// The answer without the work is Open.
func (g *Game) AskWhyNot(c solver.Cell, d uint8) (WhyNot, *WhyWork, error) {
	switch {
	case !g.validCell(c):
		return WhyNot{}, nil, ErrBadCell
	case !g.validDigit(d):
		return WhyNot{}, nil, ErrBadDigit
	}
	w := WhyNot{Cell: c, Digit: d}
	board := g.board()
	if board[c] != 0 {
		w.Reason = Filled
		return w, nil, nil
	}
	geo := g.rules.geometry()
	if geo == nil {
		return g.whyNotSized(w, &board), nil, nil
	}
	nine := board.nine()
	houses := geo.Houses()
	for _, i := range geo.HousesOf(c) { // its row, column and box first, as logic numbers its units
		for _, p := range houses[i].Cells {
			if p != c && board[p] == d {
				w.Reason, w.Peer, w.Rule, w.Shared, w.Relation = PeerHolds, p, houses[i].Key(), houses[i], geometry.SameHouse
				w.HouseCells = append([]solver.Cell(nil), houses[i].Cells[:]...)
				w.House = logic.UnitOf(houses[i])
				return w, nil, nil
			}
		}
	}
	for _, p := range g.rules.peers(c) {
		if rel, _ := geo.Between(c, p); rel.IsMove() && board[p] == d {
			w.Reason, w.Peer, w.Rule, w.Relation = PeerHolds, p, rel.String(), rel
			return w, nil, nil
		}
	}
	if i, ok := g.CageOf(c); ok {
		w.Cage = i
		for _, p := range g.rules.cages()[i].Cells {
			if p != c && board[p] == d {
				w.Reason, w.Peer = MateHolds, p
				return w, nil, nil
			}
		}
		if !variant.CageTakes(g.rules.cages()[i], &nine, c, d) {
			w.Reason = CageSum
			return w, nil, nil
		}
	}
	if d == g.solution[c] {
		return w, nil, nil // nothing sound rules it out: say no more
	}
	return w, &WhyWork{w: w, board: g.whyBoard(&nine, c, d)}, nil
}

// whyBoard is the position WhyNot's steps are looked for on: the digits
// on the board, the cages, and the player's notes when they are sound,
// with d left a candidate of c.
func (g *Game) whyBoard(board *solver.Grid, c solver.Cell, d uint8) *logic.Board {
	b := logic.NewPuzzleBoard(variant.Puzzle{Givens: *board, Rules: g.rules.puzzleRules()})
	for p := solver.Cell(0); p < 81; p++ {
		if g.givens[p] == 0 && board[p] != 0 {
			b.NonGivens.Add(p)
		}
	}
	for p := solver.Cell(0); p < 81; p++ {
		if board[p] == 0 && g.notes[p]&NineDigits != 0 && !g.notes[p].Has(g.solution[p]) {
			return b // a note lost the cell's digit: the notes prove nothing
		}
	}
	for p := solver.Cell(0); p < 81; p++ {
		if board[p] == 0 && p != c && g.notes[p]&NineDigits != 0 {
			b.Cands[p] &= g.notes[p].Logic()
		}
	}
	if n := g.notes[c] & NineDigits; n != 0 {
		b.Cands[c] &= (n | DigitSet(d)).Logic()
	}
	return b
}

// whyNotSized is AskWhyNot on a grid of another size than 9x9: the peer
// that shows d, with the house the two share (Shared; House is the 9x9
// logic's and stays zero) or the move between them. Steps that rule d
// out are the 9x9 logic's: on such a grid, a digit no peer shows is not
// explained further.
func (g *Game) whyNotSized(w WhyNot, board *cellDigits) WhyNot {
	r, ok := g.rules.(sizedRules)
	if !ok {
		return w
	}
	for _, p := range g.rules.peers(w.Cell) {
		if board[p] != w.Digit {
			continue
		}
		w.Reason, w.Peer = PeerHolds, p
		if h, ok := houseOf(r.geo, int(w.Cell), int(p)); ok {
			cells := make([]solver.Cell, len(h.Cells))
			for i, x := range h.Cells {
				cells[i] = solver.Cell(x)
			}
			w.Shared, w.HouseCells = geometry.House{Kind: h.Kind, Index: h.Index}, cells
			w.Rule, w.Relation = w.Shared.Key(), geometry.SameHouse
			return w
		}
		w.Rule, _ = g.rules.clash(w.Cell, p)
		w.Relation = geometry.Knight
		if w.Rule == geometry.King.String() {
			w.Relation = geometry.King
		}
		return w
	}
	return w
}
