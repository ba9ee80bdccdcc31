// Package generate makes Sudoku puzzles with exactly one solution at a
// chosen difficulty.
//
// A puzzle starts as a random solution grid. Givens are then taken away,
// one symmetry orbit at a time in random order, as long as the fast solver
// still proves the solution unique; for the easy level, also as long as
// singles alone still solve it. Each orbit is tried once, so the result is
// minimal: no orbit of givens can be removed without a second solution
// (or, for easy, without needing more than singles). With no symmetry an
// orbit is one cell and the puzzle is minimal in the usual sense. Finally
// package logic rates the puzzle, and a puzzle of another level is thrown
// away and the next one tried.
//
// # Variants
//
// [Generator.Puzzle] makes a puzzle of any variant (geometry.Variant):
// classic through [Generator.Generate]; Sudoku X, Windoku, anti-knight,
// anti-king and their mixes the same way, digging under the rules with
// the variant engine (package solver/variant) and the singles check
// reading the rules' houses and peers; and Killers of any rules (Killer-X:
// cages and diagonals). A classic solution grid is spread by shuffling
// bands, rows, stacks and columns, which breaks diagonals, windows and
// knight's and king's moves; a grid of other rules is mixed from a base
// grid of the rules by relabelling its digits, turning or reflecting it,
// which every rule keeps, and completing a few of its digits again (see
// grid.go).
//
// # Jigsaw
//
// A jigsaw (geometry.Variant.Jigsaw; jigsaw-x and jigsaw-killer too) is
// played on a layout made for it: nine connected regions of nine cells,
// made from the boxes by random swaps along the regions' borders (see
// jigsaw.go), keeping the givens' symmetry so that a symmetric puzzle has
// a symmetric layout. A layout whose bounded search finds no filling is
// dropped and another made; the filling found is dug (or cut into cages)
// as any other grid. [FillLayout] settles any layout, with no bound.
//
// # Killer
//
// A Killer (a variant with cages): a random solution grid is cut into
// connected cages of [MinCage] to [MaxCage] cells, mostly 2 to 4, with no
// givens. While the fast variant solver finds a second solution, the
// layout is repaired where the two differ: a differing cell moves to a
// neighbouring cage or trades places with one of its cells, so that its
// old cage's sum rules the second solution out. A repair takes a few
// microseconds where a fresh layout is unique only one time in five to
// twenty, so repairing makes unique Killers several times faster than
// starting over. The puzzle is rated last, stopping at the first step
// beyond the level.
//
// All randomness comes from the math/rand/v2 source the caller passes, so
// the same seed gives the same puzzles; no random state is global (the
// base grids and tables shared between generators are the same on every
// run). Generation stops when its context is cancelled.
package generate
