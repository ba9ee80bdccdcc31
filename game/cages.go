package game

import (
	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Variant returns the variant the game plays: its rule flags, whether it
// has Killer cages or jigsaw regions, and the size of a grid other than
// 9x9. Its Name keys statistics and saves.
func (g *Game) Variant() geometry.Variant { return g.rules.variant() }

// Cages returns the cages of a Killer game, each cage's cells in
// increasing order and the cages by their first cell; nil for a classic
// game. The slice is the game's: do not change it.
func (g *Game) Cages() []variant.Cage { return g.rules.cages() }

// Puzzle returns the puzzle of a 9x9 game: the givens and the rules (a
// copy). SizedPuzzle serves a grid of any size.
func (g *Game) Puzzle() variant.Puzzle {
	return variant.Puzzle{Givens: g.givens.nine(), Rules: g.rules.puzzleRules()}.Clone()
}

// SizedPuzzle returns the puzzle, of any size, as package sized holds
// it: its shape, givens and rules (a copy).
func (g *Game) SizedPuzzle() sized.Puzzle { return g.rules.sizedPuzzle(&g.givens) }

// Reach returns the cells a knight's move from c under anti-knight and a
// king's move from c under anti-king, those in c's own houses included,
// in increasing order: nil without those rules or outside the grid.
func (g *Game) Reach(c solver.Cell) []solver.Cell { return g.rules.reach(c) }

// CageOf returns the index in Cages of the cage that holds c, and false
// when c is in none (always, in a classic game).
func (g *Game) CageOf(c solver.Cell) (int, bool) { return g.rules.cageOf(c) }

// cageConflicts returns every pair of cells of one cage showing the same
// digit, as conflicts whose Unit is "cage", and the cells of the full
// cages whose digits miss their sum.
func (g *Game) cageConflicts(board *cellDigits) (conflicts []Conflict, badSums []solver.Cell) {
	for _, cg := range g.rules.cages() {
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
// notes may take any digit its peers leave it), each
// marked possible or not (see variant.CageCombos); nil for a cage without
// a sum or no such cage.
func (g *Game) CageCombos(i int) []variant.Combo {
	cages := g.rules.cages()
	if i < 0 || i >= len(cages) || cages[i].Sum == 0 {
		return nil
	}
	board := g.board()
	cands := g.candidates(&board, false)
	cg := cages[i]
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
func (g *Game) narrowByCages(board *cellDigits, cands *cellNotes) {
	for _, cg := range g.rules.cages() {
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
				cands[c] &= Digits(allowed[k]) << 1
			}
		}
	}
}
