package variant

// Guesses returns how many guesses the last solve of s made: the nodes of
// its search tree, each a digit tried in a cell (or, as a house's pair, in
// one of the two places). Benchmarks report it per puzzle: unlike the wall
// clock, the machine's load does not change it.
func Guesses(s *Solver) int {
	if s.e == nil {
		return 0
	}
	return s.e.nodes
}
