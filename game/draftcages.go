package game

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// formatDraftCages writes the cages of a puzzle being entered as the save
// keeps them: each cage its cells (0-80) comma-separated, '=' and its sum,
// the cages separated by ';', as "0,1,2=17;9,10=5". Unlike a "killer:"
// line it holds cages that need not make a puzzle yet.
func formatDraftCages(cages []variant.Cage) string {
	var b strings.Builder
	for i, cg := range cages {
		if i > 0 {
			b.WriteByte(';')
		}
		for k, c := range cg.Cells {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(c)))
		}
		b.WriteByte('=')
		b.WriteString(strconv.Itoa(cg.Sum))
	}
	return b.String()
}

// parseDraftCages reads what formatDraftCages writes; "" is no cages. A
// cage of no cells or more than nine, a cell off the grid or in two
// cages, or a sum outside 0-45 is refused.
func parseDraftCages(text string) ([]variant.Cage, error) {
	if text == "" {
		return nil, nil
	}
	var cages []variant.Cage
	var taken [81]bool
	for n, item := range strings.Split(text, ";") {
		cells, sum, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("cage %d: no '=' before the sum", n+1)
		}
		s, err := strconv.Atoi(sum)
		if err != nil || s < 0 || s > 45 {
			return nil, fmt.Errorf("cage %d: sum %q, want 0 to 45", n+1, sum)
		}
		cg := variant.Cage{Sum: s}
		for f := range strings.SplitSeq(cells, ",") {
			c, err := strconv.Atoi(f)
			if err != nil || c < 0 || c > 80 {
				return nil, fmt.Errorf("cage %d: cell %q, want 0 to 80", n+1, f)
			}
			if taken[c] {
				return nil, fmt.Errorf("cage %d: %v is in a cage already", n+1, solver.Cell(c))
			}
			taken[c] = true
			cg.Cells = append(cg.Cells, solver.Cell(c))
		}
		if len(cg.Cells) > 9 {
			return nil, fmt.Errorf("cage %d: %d cells, at most 9", n+1, len(cg.Cells))
		}
		cages = append(cages, cg)
	}
	return cages, nil
}
