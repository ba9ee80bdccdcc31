// Package fpuzzles reads and writes the puzzles of f-puzzles
// (www.f-puzzles.com) and the SudokuPad links made from them, offline.
//
// f-puzzles keeps a puzzle as JSON, compressed with LZ-string into base64,
// in its link: https://www.f-puzzles.com/?load=N4IgzglgXgpiBcB... SudokuPad
// opens the same data behind "fpuzzles": https://sudokupad.app/fpuzzlesN4Ig...
// or https://sudokupad.app/?puzzleid=fpuzzlesN4Ig... (and the older
// app.crackingthecryptic.com/sudoku/fpuzzles... form). [Parse] reads any
// of these, the compressed data alone, or the JSON itself.
//
// The JSON's parts this program plays: the givens (grid[r][c].value with
// "given": true; a player's other digits are not givens and are left
// out), jigsaw regions (grid[r][c].region, a cell without one in its box),
// "diagonal+" with "diagonal-" (Sudoku X), "antiknight", "antiking",
// "killercage" (a cage and its sum, or a cage without one), a "cage" with
// a sum, the four Windoku windows as "extraregion", and the title,
// author and rules text ("ruleset"), returned as [Meta]. Every other rule
// is named by an *[UnplayedError]: nothing is dropped silently. A grid of
// another size than 9x9 is refused, and so are SudokuPad links that hold
// no puzzle (a short id to look up on the web; this program works
// offline) and SudokuPad's own "scl" format, which this package does not
// read.
//
// [Link] writes a puzzle as an f-puzzles link, [JSON] as f-puzzles' JSON.
// The JSON's shape follows what f-puzzles exports and what SudokuPad's
// f-puzzles reader (SudokuPad/sudokutools, src/fpuzzlesdecoder.js) and
// Rangsk's solver (dclamage/SudokuSolver, FPuzzlesBoard.cs) read.
package fpuzzles
