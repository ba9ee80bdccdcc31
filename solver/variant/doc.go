// Package variant holds Sudoku variants beside the classic game of package
// solver: the puzzle model, its text formats and a fast solver for every
// set of rules: Killer Sudoku, Sudoku X, Windoku, anti-knight, anti-king
// and any combination of them.
//
// # Model
//
// A [Puzzle] is a classic grid of givens plus the rules of its variant, a
// [geometry.Rules] value: the flags that add houses (the two diagonals of
// Sudoku X, the four windows of Windoku) or peers (a knight's or a king's
// move away), and Killer cages: up to nine cells whose digits differ and,
// when the cage has a sum, add up to it. Cages need not touch, cells may
// lie outside every cage, and givens are allowed. [Puzzle.Validate] names
// the cage or cell at fault.
//
// # Formats
//
// [Parse] reads one line in any of these formats, told apart by their
// look: the project's line (a classic puzzle's 81 cells; "x:<givens>",
// "windoku:", "x-antiking:" and any variant's name as a tag; a Killer's
// "killer:<cages>:<sums>:<givens>", "killern:" with more than 62 cages,
// "killer-x:" and any Killer variant), Interactive Sudoku Solver's
// constraint strings (".Diagonal~1.Diagonal~-1.~R1C3_1.Cage~15~R1C3~R1C4"),
// the enjoysudoku forum's 81-character arrow format for Killers, and
// SudoCue's "3x3::k:" and "3x3:d:k:" (Killer-X). [Format] writes the
// project's line, [FormatISS] ISS's string and [FormatSudoCue] SudoCue's
// (Killer and Killer-X alone). [IsKiller] tells a Killer line from a
// classic one, [IsVariantLine] any line Parse reads from a classic one.
// Errors are *[solver.SyntaxError] values with the column, and a rule
// this program does not play is named, never dropped.
// Package fpuzzles, beside this one, reads f-puzzles and SudokuPad links
// and writes f-puzzles links.
//
// # Solving
//
// The engine keeps a 9-bit candidate mask per cell and propagates to a
// fixed point before each guess:
//
//   - a fixed digit leaves every peer (row, column, box, diagonal, window,
//     cage, and a knight's or king's move away under those rules);
//   - a digit with one place left in a house goes there, and a digit a
//     house keeps to the cells it shares with a crossing house (a box and
//     a line, a window and a box, a diagonal and a box) leaves the rest
//     of the crossing house;
//   - every sum group keeps its cells to the digits of the combinations
//     still possible: a table lists, for each size and sum, the digit sets
//     that make it, and a set survives when the group's open cells allow
//     all its digits. A digit in every surviving set with one place left
//     is placed; with several, every cell that sees them all loses it;
//   - groups whose digits may repeat (see below) are held to their sums by
//     bounds: the least and greatest totals of their parts of different
//     digits.
//
// Sum groups are the cages with sums plus groups derived once per puzzle by
// the rule of 45: for every box, diagonal and window, and every run of
// neighbouring rows or columns, the cells left when the cages inside are taken off (innies),
// the cells that stick out of the cages covering it (outies), and a mix of
// both with the fewest cells (innies minus outies make a known total).
// These are the deductions a Killer solver makes by hand, and what the
// optimizer of Interactive Sudoku Solver (sigh/Interactive-Sudoku-Solver,
// whose engine notes inspired this one) adds to its cages.
//
// Guesses are binary: a digit in a cell, or, back at the same level, not
// that digit. The cell is the one with the most failed guesses per
// candidate ("conflict scores", halved now and then), or, before any guess
// has failed, the first with the fewest candidates. The levels of the
// search live on a fixed stack inside a [Solver], so solving allocates
// nothing.
//
// Package solver/variant/plain is the second engine, Dancing Links with a
// column per house and digit (diagonals and windows as rows are), rows for
// cage combinations, and secondary columns for the digits of two cells a
// knight's or king's move apart; the tests check each engine against the
// other, and both against a brute force where it finishes.
package variant
