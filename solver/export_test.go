package solver

// Guesses returns the branches bt has taken since it was made, for the
// benchmarks' guesses/puzzle.
func Guesses(bt *Backtracker) int { return bt.guesses }
