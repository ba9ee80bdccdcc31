package fpuzzles

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
	"github.com/sudokudesktop/sudoku/solver/variant/fpuzzles/internal/lzstring"
)

// LinkPrefix is how an f-puzzles link starts; the compressed JSON follows.
const LinkPrefix = "https://www.f-puzzles.com/?load="

// outCell is a cell of the grid JSON writes: {} for an empty cell,
// {"value":5,"given":true} for a given, and a jigsaw's region number
// where it is not the number of the cell's box (f-puzzles numbers the
// boxes 0-8 in reading order and writes a cell's region only then).
type outCell struct {
	Value  int  `json:"value,omitempty"`
	Given  bool `json:"given,omitempty"`
	Region *int `json:"region,omitempty"`
}

// outCage is a "killercage" or an "extraregion"; f-puzzles writes a
// cage's sum as a string.
type outCage struct {
	Cells []string `json:"cells"`
	Value string   `json:"value,omitempty"`
}

// outPuzzle is the JSON f-puzzles exports, the parts this program plays.
type outPuzzle struct {
	Size        int         `json:"size"`
	Title       string      `json:"title,omitempty"`
	Author      string      `json:"author,omitempty"`
	Ruleset     string      `json:"ruleset,omitempty"`
	Grid        [][]outCell `json:"grid"`
	DiagonalP   bool        `json:"diagonal+,omitempty"`
	DiagonalN   bool        `json:"diagonal-,omitempty"`
	AntiKnight  bool        `json:"antiknight,omitempty"`
	AntiKing    bool        `json:"antiking,omitempty"`
	KillerCage  []outCage   `json:"killercage,omitempty"`
	ExtraRegion []outCage   `json:"extraregion,omitempty"`
}

// JSON returns the puzzle as f-puzzles' JSON, with what it says about
// itself. A cage without a sum is a "killercage" without a value.
func JSON(p variant.Puzzle, m Meta) []byte {
	out := outPuzzle{Size: 9, Title: m.Title, Author: m.Author, Ruleset: m.Rules,
		DiagonalP: p.Diagonals, DiagonalN: p.Diagonals, AntiKnight: p.AntiKnight, AntiKing: p.AntiKing}
	jigsaw := p.Regions != nil && !p.Regions.IsBoxes() && len(p.Regions) == 81
	out.Grid = make([][]outCell, 9)
	for r := range 9 {
		out.Grid[r] = make([]outCell, 9)
		for c := range 9 {
			at := solver.CellAt(r, c)
			cl := &out.Grid[r][c]
			if d := p.Givens[at]; d != 0 {
				cl.Value, cl.Given = int(d), true
			}
			if !jigsaw {
				continue
			}
			if n := int(p.Regions[at]); n != r/3*3+c/3 {
				cl.Region = &n // as f-puzzles writes it: where it is not the cell's box
			}
		}
	}
	for _, cg := range p.Cages {
		oc := outCage{Cells: cellNames(cg.Cells)}
		if cg.Sum != 0 {
			oc.Value = strconv.Itoa(cg.Sum)
		}
		out.KillerCage = append(out.KillerCage, oc)
	}
	if p.Windows {
		for _, top := range [][2]int{{1, 1}, {1, 5}, {5, 1}, {5, 5}} {
			var cells []solver.Cell
			for r := top[0]; r < top[0]+3; r++ {
				for c := top[1]; c < top[1]+3; c++ {
					cells = append(cells, solver.CellAt(r, c))
				}
			}
			out.ExtraRegion = append(out.ExtraRegion, outCage{Cells: cellNames(cells)})
		}
	}
	b, _ := json.Marshal(out) // ints, bools, strings and slices of them marshal
	return b
}

// Link returns an f-puzzles link that opens the puzzle in f-puzzles (and,
// with "fpuzzles" before the data, in SudokuPad).
func Link(p variant.Puzzle, m Meta) string {
	return LinkPrefix + Data(p, m)
}

// Data returns the puzzle's JSON compressed as f-puzzles puts it in its
// links (LZ-string, base64).
func Data(p variant.Puzzle, m Meta) string {
	return lzstring.CompressToBase64(string(JSON(p, m)))
}

func cellNames(cells []solver.Cell) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = fmt.Sprintf("R%dC%d", c.Row()+1, c.Col()+1)
	}
	return names
}
