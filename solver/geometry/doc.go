// Package geometry describes the shape of a puzzle once, from its rules:
// its houses (the nine-cell groups that hold 1-9 once each: rows, columns,
// boxes, and with the rules that add them the two diagonals of Sudoku X
// and the four windows of Windoku), the houses of each cell, each cell's
// peers (the cells that may not hold its digit: those of its houses, a
// knight's or a king's move away under anti-knight and anti-king, and its
// Killer cage's other cells) and the cages.
//
// A [Geometry] is built once by [New] from a [Rules] value and is never
// changed afterwards, so that one value may be shared by every layer and
// goroutine. Its look-ups read precomputed tables and allocate nothing.
// [Classic] returns the shared geometry of a classic Sudoku.
//
// The rules are a set, not a list of variants: any combination of
// diagonals, windows, anti-knight, anti-king and cages is one Rules value.
package geometry
