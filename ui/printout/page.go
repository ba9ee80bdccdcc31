package printout

import (
	"fmt"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/logic"
	"github.com/sudokudesktop/sudoku/solver/sized"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Page is one puzzle to print: its givens and, for a game in progress, the
// player's digits and pencil notes.
type Page struct {
	// Givens are the clues, drawn bold and black.
	Givens solver.Grid
	// Entries are the player's digits, drawn in blue. Cells that hold a
	// given ignore their entry; the zero Grid means no progress.
	Entries solver.Grid
	// Notes are the pencil marks, drawn small in a 3x3 layout in cells
	// that hold neither a given nor an entry. Nil means none.
	Notes *[81]logic.Digits
	// Title is drawn above the grid: the heading of a PNG and of a
	// one-puzzle page, the caption of a puzzle on a shared page.
	Title string
	// Footer is a small line under the grid, for example the puzzle's code
	// or the time played. It may be empty.
	Footer string
	// Cages are a Killer puzzle's cages, drawn as dashed outlines inside
	// the cells with each sum small at the top left of its cage's first
	// cell, the notes there closing up below it; nil for a classic one.
	Cages []variant.Cage
	// Flags are the puzzle's rules beyond classic Sudoku that the grid
	// shows: Sudoku X's diagonals drawn as thin grey lines under the
	// digits, Windoku's windows shaded light grey. Anti-knight and
	// anti-king have nothing to draw: the title names them.
	Flags geometry.Flags
	// Regions are a jigsaw's regions, nil for the boxes: the borders
	// between two regions are drawn thick, and no box lines. With
	// TintRegions each region is shaded a light grey, neighbouring
	// regions in different ones.
	Regions     geometry.Regions
	TintRegions bool

	// Shape is the grid's size and the shape of its boxes: the zero Shape
	// and sized.Shape9 draw the 9x9 fields above (Givens, Entries, Notes,
	// Regions). Any other shape draws N x N cells from GivenCells,
	// EntryCells, NoteCells and SizedRegions, thick lines around its boxes
	// (a 6x6 box is 2 rows by 3 columns) or between its jigsaw regions,
	// and Flags' diagonals; such a page may not have Cages, and Windoku's
	// windows are not drawn on it.
	Shape sized.Shape
	// GivenCells are the clues of a grid of Shape, a digit 1 to N per
	// cell row-major and 0 for an empty one; nil for an empty grid.
	GivenCells []uint8
	// EntryCells are the player's digits on a grid of Shape, as
	// GivenCells; nil for none.
	EntryCells []uint8
	// NoteCells are the pencil marks on a grid of Shape, bit d set for
	// note d (1 to N), drawn small in a layout shaped like a box (2 rows
	// of 3 on a 6x6); nil for none.
	NoteCells []uint32
	// SizedRegions are the jigsaw regions of a grid of Shape, the region
	// of each cell numbered 0 to N-1, nil for the boxes; drawn and tinted
	// as Regions are.
	SizedRegions []uint8
	// Letters writes the digits 10 to 16 of a grid of Shape as the letters
	// A to G, as puzzle lines do; without it they are written "10" to "16".
	Letters bool
}

// Sheet is one A4 page of a PDF: up to nine puzzles in a grid.
type Sheet struct {
	// Title is the heading at the top of the page; it may be empty.
	Title string
	// Footer is a small line at the bottom of the page, such as "2 / 5".
	Footer string
	// PerPage chooses the layout: 1 (one big puzzle), 2, 4 or 6 puzzles,
	// or 9 small ones (as answer pages have them). Zero picks the smallest
	// layout that holds Puzzles, so a short last page keeps the size of
	// the others only if PerPage is set.
	PerPage int
	// Puzzles are laid out left to right, top to bottom; at most PerPage.
	Puzzles []Page
}

// layouts are the numbers of puzzles a Sheet can hold.
var layouts = []int{1, 2, 4, 6, AnswersPerPage}

// puzzleLayouts are those a set of puzzles is printed with; nine a page
// are too small to solve on, but right for checking answers.
var puzzleLayouts = layouts[:4]

// layout returns the sheet's columns and rows of puzzles.
func (s *Sheet) layout() (cols, rows int, err error) {
	per := s.PerPage
	if per == 0 {
		for _, n := range layouts {
			if n >= len(s.Puzzles) {
				per = n
				break
			}
		}
	}
	switch per {
	case 1:
		cols, rows = 1, 1
	case 2:
		cols, rows = 1, 2
	case 4:
		cols, rows = 2, 2
	case 6:
		cols, rows = 2, 3
	case AnswersPerPage:
		cols, rows = 3, 3
	default:
		if s.PerPage == 0 {
			return 0, 0, fmt.Errorf("printout: %d puzzles do not fit on one page", len(s.Puzzles))
		}
		return 0, 0, fmt.Errorf("printout: %d puzzles per page; want 1, 2, 4, 6 or 9", s.PerPage)
	}
	if len(s.Puzzles) > per {
		return 0, 0, fmt.Errorf("printout: %d puzzles on a page laid out for %d", len(s.Puzzles), per)
	}
	return cols, rows, nil
}

// cellKind says what a cell shows.
type cellKind int

const (
	blank cellKind = iota
	given
	entry
	notes
)

// cell returns what cell i shows: a given or entry digit, or the pencil
// notes (1-9 only) of an otherwise empty cell.
func (p *Page) cell(i int) (cellKind, uint8, logic.Digits) {
	switch {
	case p.Givens[i] != 0:
		return given, p.Givens[i], 0
	case p.Entries[i] != 0:
		return entry, p.Entries[i], 0
	case p.Notes != nil && p.Notes[i]&logic.AllDigits != 0:
		return notes, 0, p.Notes[i] & logic.AllDigits
	}
	return blank, 0, 0
}

// check reports a cell that holds something other than 0-9, or a cage
// with a cell off the grid or a sum no cage can have.
func (p *Page) check() error {
	if p.sized() {
		return p.checkSized()
	}
	for i := range 81 {
		if v := p.Givens[i]; v > 9 {
			return fmt.Errorf("printout: %q: given %d at %s is not a digit", p.Title, v, solver.Cell(i))
		}
		if v := p.Entries[i]; v > 9 {
			return fmt.Errorf("printout: %q: entry %d at %s is not a digit", p.Title, v, solver.Cell(i))
		}
	}
	for _, cg := range p.Cages {
		for _, c := range cg.Cells {
			if c < 0 || c >= 81 {
				return fmt.Errorf("printout: %q: a cage holds cell %d, off the grid", p.Title, int(c))
			}
		}
		if cg.Sum < 0 || cg.Sum > 45 {
			return fmt.Errorf("printout: %q: a cage's sum %d is not 0-45", p.Title, cg.Sum)
		}
	}
	return nil
}
