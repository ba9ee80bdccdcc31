package variant_test

import "github.com/sudokudesktop/sudoku/solver/internal/testsets"

// long reports whether SUDOKU_LONG asks for the full runs (testsets.Long):
// without it the slow tests walk samples.
func long() bool { return testsets.Long() }
