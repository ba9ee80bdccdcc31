// Package sized plays Sudoku on grids of every size this program knows:
// 4x4 (boxes of 2x2), 6x6 (2x3), 9x9 (3x3), 12x12 (3x4) and 16x16 (4x4),
// with the rules of the 9x9 variants where they make sense: both
// diagonals, windows, anti-knight, anti-king, jigsaw regions in place of
// the boxes, and Killer cages.
//
// A [Puzzle] is a [Shape] and its givens and rules. [Parse] reads one from
// a plain line of 16, 36, 81, 144 or 256 cells (digits past 9 written as
// the letters A-G), from this program's tagged line ("6x6-x:<givens>",
// "16x16-jigsaw:<givens>:<regions>") or from an Interactive Sudoku
// Solver constraint string (".Shape~6x6.~R1C1_5"); [Format] and
// [FormatISS] write them. [Solver] counts and solves the puzzles of every
// shape with one search, which tests check against brute force and
// against the 9x9 engines of solver/variant on the puzzles both play.
//
// [Board], [Next], [Path] and [Rate] are human-style steps on any shape:
// the 9x9 logic's techniques from full house to X- and XY-chains, told in
// its sentences ([Step.Describe]); a puzzle they cannot finish is extreme.
// [Solver.GenerateLevel] makes puzzles of a level, and [Shape.Levels]
// says which levels a shape has: those its generator reaches every time.
//
// The 9x9 packages (solver, solver/variant, solver/logic) stay the fast
// path of the 9x9 grid; this package is the one place that knows the
// other sizes.
package sized
