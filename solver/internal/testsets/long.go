package testsets

import "os"

// Long reports whether the full runs are asked for: SUDOKU_LONG set to
// anything but "" (README's table of opt-in tests). Without it, the tests
// that would walk a whole set walk a sample of it that still touches every
// technique, variant and level, so that go test ./... stays in CI's time.
func Long() bool {
	return os.Getenv("SUDOKU_LONG") != ""
}
