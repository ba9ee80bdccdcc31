// Package solver holds the Sudoku grid, its text formats and the search
// engines behind the game.
//
// A [Grid] is 81 bytes in row-major order, 0 for a blank cell and 1-9 for a
// digit. [Parse] reads the formats that players paste and files carry: one
// 81-character line, nine lines of nine, grids drawn with '|', '-' and '+',
// SadMan .sdk and Simple Sudoku .ss text. Every error says what is wrong and
// where, as "line L, column C: ...".
//
// The default engine is a candidate-pruned backtracking search built for
// speed. It keeps, for every digit, a bitboard of the cells where that digit
// may still go, one 27-bit word per band of three rows. Two cheap table
// look-ups enforce "once per row and box" inside a band and "once per column
// and box" inside a stack; together with naked singles they find every
// single and every locked candidate before the search guesses. On a puzzle
// that this leaves wide open (55 cells or more), the search also applies
// the triad rule (three cells of a row, or column, inside a box hold three
// digits) and guesses, as tdoku does, on the placement of a digit in a
// band or stack: does the digit take this minirow, or not. On other
// puzzles, where that rule seldom finds anything, it guesses on a digit in
// a cell with the fewest candidates. Guesses are binary, and the search
// keeps its states on a fixed stack, so solving allocates nothing. [Solve], [Count], [Solutions] and [IsUnique] use it; a
// [Backtracker] can be reused to avoid even the pool.
//
// Package solver/dlx holds the second engine, Knuth's Dancing Links over the
// 324-column exact-cover matrix; the tests check each engine against the other.
package solver
