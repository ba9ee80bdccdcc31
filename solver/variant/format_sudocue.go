package variant

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// SudoCue's long Killer format: "3x3::k:", or "3x3:d:k:" for Killer-X,
// then 81 numbers separated by ':', each sum*256 + cage number, and, as
// SudoCue and Interactive Sudoku Solver write it, a ':' after the last.

// parseSudoCue reads SudoCue's "3x3::k:" and "3x3:d:k:" formats.
func parseSudoCue(text string) (Puzzle, error) {
	var p Puzzle
	fields := strings.Split(text, ":")
	if len(fields) < 3 || fields[2] != "k" {
		return p, syntaxAt(min(len(text), len(fields[0])+len(fields[1])+2), `want "3x3::k:" or "3x3:d:k:" (SudoCue's Killer format)`)
	}
	switch fields[1] {
	case "":
	case "d":
		p.Diagonals = true
	default:
		return p, syntaxAt(4, "%q: want nothing (Killer) or d (Killer-X) between the first two colons", fields[1])
	}
	cells := fields[3:]
	head := "3x3:" + fields[1] + ":k:"
	off := len(head)
	if len(cells) == 82 && cells[81] == "" {
		cells = cells[:81] // the colon SudoCue writes after the last number
	}
	if len(cells) != 81 {
		return p, syntaxAt(len(text), "%d cells after %q, want 81", len(cells), head)
	}
	index := map[int]int{} // SudoCue cage number -> cage
	var first []int        // the first cell of each cage
	for i, f := range cells {
		v, err := number(f)
		if err != nil || v > 0xFFFF {
			return p, syntaxAt(off, "%q: want sum*256 + cage number (0 to 65535)", f)
		}
		if v >= 256 {
			n, s := v%256, v/256
			k, ok := index[n]
			if !ok {
				k = len(p.Cages)
				index[n] = k
				p.Cages = append(p.Cages, Cage{Sum: s})
				first = append(first, i)
			}
			if p.Cages[k].Sum != s {
				return p, syntaxAt(off, "cage %d has sum %d at %v but %d at %v", n, p.Cages[k].Sum, solver.Cell(first[k]), s, solver.Cell(i))
			}
			p.Cages[k].Cells = append(p.Cages[k].Cells, solver.Cell(i))
		}
		off += len(f) + 1
	}
	return p, nil
}

// FormatSudoCue writes p in SudoCue's long Killer format, "3x3::k:" (or
// "3x3:d:k:" for Killer-X), 81 numbers sum*256 + cage number (0 for a cell
// in no cage) and a ':' after the last, as SudoCue writes it. The format
// holds cages and the diagonals alone: a puzzle without cages, with givens,
// with a cage without a sum, or with windows, anti-knight or anti-king is
// an error that says what the format cannot carry.
func FormatSudoCue(p Puzzle) (string, error) {
	q := p.Clone()
	q.Normalize()
	if len(q.Cages) == 0 {
		return "", errors.New("SudoCue's format is for Killers, and the puzzle has no cages")
	}
	var missing []string
	if q.Windows {
		missing = append(missing, "windoku")
	}
	if q.AntiKnight {
		missing = append(missing, "anti-knight")
	}
	if q.AntiKing {
		missing = append(missing, "anti-king")
	}
	if len(missing) > 0 {
		return "", fmt.Errorf("SudoCue's format holds Killer and Killer-X alone, not %s", strings.Join(missing, " or "))
	}
	for i, v := range q.Givens {
		if v != 0 {
			return "", fmt.Errorf("SudoCue's Killer format holds no givens, and %v holds %d", solver.Cell(i), v)
		}
	}
	var cell [81]int
	for k, c := range q.Cages {
		if c.Sum == 0 {
			return "", fmt.Errorf("the cage at %v has no sum, which SudoCue's format cannot hold", c.Anchor())
		}
		for _, x := range c.Cells {
			if x >= 0 && x < 81 {
				cell[x] = c.Sum*256 + k + 1
			}
		}
	}
	var b strings.Builder
	b.WriteString("3x3:")
	if q.Diagonals {
		b.WriteByte('d')
	}
	b.WriteString(":k:")
	for _, v := range cell {
		b.WriteString(strconv.Itoa(v))
		b.WriteByte(':')
	}
	return b.String(), nil
}
