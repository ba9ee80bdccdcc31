package variant

import "github.com/sudokudesktop/sudoku/solver"

// The forum's short Killer format (enjoysudoku): 81 characters, a cage's
// sum cell holding its sum and every other cell an arrow towards it.

// shortSum decodes a sum cell of the short format.
func shortSum(b byte) (int, bool) {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0'), true
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 10, true
	case b >= 'a' && b <= 'j':
		return int(b-'a') + 36, true
	}
	return 0, false
}

// parseShort reads the forum's 81-character arrow format.
func parseShort(text string) (Puzzle, error) {
	var p Puzzle
	if n := len(text); n != 81 {
		return p, syntaxAt(min(n, 81), "short Killer format: %d characters, want 81 (a cage sum or an arrow for each cell)", n)
	}
	var next [81]int // the cell each arrow points to; a sum cell points to itself
	for i := 0; i < 81; i++ {
		b := text[i]
		if _, ok := shortSum(b); ok {
			next[i] = i
			continue
		}
		if b > 'j' && b <= 'z' && b != 'v' {
			return p, syntaxAt(i, "%s would be a cage sum of %d: the sums go up to 'j' for 45", quote(b), int(b-'a')+36)
		}
		dr, dc := 0, 0
		switch b {
		case '<':
			dc = -1
		case '>':
			dc = 1
		case '^':
			dr = -1
		case 'v':
			dr = 1
		case '`':
			dr, dc = -1, -1
		case '\'':
			dr, dc = -1, 1
		case ',':
			dr, dc = 1, -1
		case '.':
			dr, dc = 1, 1
		default:
			return p, syntaxAt(i, "%s is neither a cage sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)", quote(b))
		}
		r, c := i/9+dr, i%9+dc
		if r < 0 || r > 8 || c < 0 || c > 8 {
			return p, syntaxAt(i, "the arrow %s at %v points off the grid", quote(b), solver.Cell(i))
		}
		next[i] = r*9 + c
	}
	// root[i] is the sum cell that cell i's arrows lead to.
	var root [81]int
	for i := range root {
		root[i] = -1
	}
	for i := 0; i < 81; i++ {
		c, steps := i, 0
		for next[c] != c && root[c] < 0 {
			c = next[c]
			if steps++; steps > 81 {
				return p, syntaxAt(i, "the arrows from %v go round in a loop and reach no cage sum", solver.Cell(i))
			}
		}
		r := c
		if root[c] >= 0 {
			r = root[c]
		}
		for c := i; root[c] < 0; c = next[c] {
			root[c] = r
			if next[c] == c {
				break
			}
		}
	}
	index := map[int]int{} // sum cell -> cage
	for i := 0; i < 81; i++ {
		k, ok := index[root[i]]
		if !ok {
			s, _ := shortSum(text[root[i]])
			k = len(p.Cages)
			index[root[i]] = k
			p.Cages = append(p.Cages, Cage{Sum: s})
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, solver.Cell(i))
	}
	return p, nil
}
