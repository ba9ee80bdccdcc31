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
// All randomness comes from the math/rand/v2 source the caller passes, so
// the same seed gives the same puzzles; there are no globals. Generation
// stops when its context is cancelled.
package generate
