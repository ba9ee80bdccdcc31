package fpuzzles

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// cell is one cell of f-puzzles' grid. Region is a pointer: a cell
// without one is in its box, and null is a cell outside every region.
type cell struct {
	Value  json.RawMessage `json:"value,omitempty"`
	Given  bool            `json:"given,omitempty"`
	Region json.RawMessage `json:"region,omitempty"`
	// Parity ("odd", "even") and Extreme ("minimum", "maximum") are how
	// older f-puzzles kept those clues, in the cell.
	Parity  json.RawMessage `json:"parity,omitempty"`
	Extreme json.RawMessage `json:"extreme,omitempty"`
}

// cage is a "killercage", a "cage" or an "extraregion".
type cage struct {
	Cells []string        `json:"cells"`
	Value json.RawMessage `json:"value,omitempty"`
}

// maxJSON is the longest JSON Parse reads.
const maxJSON = 1 << 22

// parseJSON reads f-puzzles' JSON.
func parseJSON(data []byte) (variant.Puzzle, Meta, error) {
	var p variant.Puzzle
	var m Meta
	if len(data) > maxJSON {
		return p, m, fmt.Errorf("the puzzle is too long (%d bytes) to be a Sudoku", len(data))
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return p, m, fmt.Errorf("the puzzle's data is not f-puzzles JSON: %v", err)
	}
	if _, ok := top["grid"]; !ok {
		return p, m, fmt.Errorf("the puzzle's data has no grid: it is not f-puzzles JSON")
	}
	m.Title, m.Author, m.Rules = text(top["title"]), text(top["author"]), text(top["ruleset"])
	var grid [][]cell
	if err := json.Unmarshal(top["grid"], &grid); err != nil {
		return p, m, fmt.Errorf("the puzzle's grid is not f-puzzles' grid: %v", err)
	}
	size := len(grid)
	if raw, ok := top["size"]; ok {
		if err := json.Unmarshal(raw, &size); err != nil {
			return p, m, fmt.Errorf("the puzzle's size %s is not a number", short(raw))
		}
	}
	switch {
	case size != 9:
		return p, m, fmt.Errorf("a %dx%d grid: this program reads f-puzzles links of 9x9 grids so far", size, size)
	case len(grid) != 9:
		return p, m, fmt.Errorf("the grid has %d rows, not 9", len(grid))
	}
	var u unplayed
	if err := readGrid(grid, &p, &u); err != nil {
		return p, m, err
	}
	diagonals := [2]bool{flag(top["diagonal+"]), flag(top["diagonal-"])}
	switch diagonals {
	case [2]bool{true, true}:
		p.Diagonals = true
	case [2]bool{true, false}:
		u.note("the ↗ diagonal alone (this program plays both diagonals at once, Sudoku X)")
	case [2]bool{false, true}:
		u.note("the ↘ diagonal alone (this program plays both diagonals at once, Sudoku X)")
	}
	p.AntiKnight, p.AntiKing = flag(top["antiknight"]), flag(top["antiking"])
	if err := readCages(top, &p, &m, &u); err != nil {
		return p, m, err
	}
	keys := make([]string, 0, len(top))
	for k := range top {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch k {
		case "diagonal+", "diagonal-", "antiknight", "antiking", "killercage", "cage", "extraregion":
			continue
		}
		if slices.Contains(ignoredKeys, k) {
			continue
		}
		if n := count(top[k]); n > 0 {
			u.add(k, n)
		}
	}
	if err := u.err(); err != nil {
		return p, m, err
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return p, m, fmt.Errorf("the puzzle does not hold together: %v", err)
	}
	return p, m, nil
}

// readGrid reads the givens and the regions.
func readGrid(grid [][]cell, p *variant.Puzzle, u *unplayed) error {
	regions := make(geometry.Regions, 81)
	custom := false
	for r, row := range grid {
		if len(row) != 9 {
			return fmt.Errorf("row %d of the grid has %d cells, not 9", r+1, len(row))
		}
		for c, cl := range row {
			at := solver.CellAt(r, c)
			if cl.Given {
				d, ok := digit(cl.Value)
				if !ok {
					return fmt.Errorf("the given at %s is %s, not a digit 1-9", at, short(cl.Value))
				}
				p.Givens[at] = uint8(d)
			}
			if count(cl.Parity) > 0 {
				u.add("parity", 1)
			}
			if count(cl.Extreme) > 0 {
				u.add("extreme", 1)
			}
			regions[at] = uint8(r/3*3 + c/3)
			if len(cl.Region) == 0 {
				continue
			}
			if string(cl.Region) == "null" {
				u.note("cells outside every region")
				continue
			}
			n, ok := integer(cl.Region)
			if !ok || n < 0 || n > 8 {
				return fmt.Errorf("the region of %s is %s, not 0-8", at, short(cl.Region))
			}
			regions[at] = uint8(n)
			custom = true
		}
	}
	if custom && !regions.IsBoxes() {
		if err := regions.Validate(); err != nil {
			return fmt.Errorf("the puzzle's regions are not nine regions of nine cells: %v", err)
		}
		p.Regions = regions
	}
	return nil
}

// metaCage is SudokuPad's way to keep meta data in an f-puzzles "cage":
// a value such as "title: ...".
var metaCage = regexp.MustCompile(`^([^: ]+):\s*(.+)`)

// readCages reads "killercage", "cage" and "extraregion".
func readCages(top map[string]json.RawMessage, p *variant.Puzzle, m *Meta, u *unplayed) error {
	var killer, drawn, extra []cage
	for key, list := range map[string]*[]cage{"killercage": &killer, "cage": &drawn, "extraregion": &extra} {
		if raw, ok := top[key]; ok && string(raw) != "null" {
			if err := json.Unmarshal(raw, list); err != nil {
				return fmt.Errorf("the puzzle's %q is not a list of cages: %v", key, err)
			}
		}
	}
	add := func(cg cage, sum int) error {
		var cells []solver.Cell
		for _, s := range cg.Cells {
			c, ok := parseCell(s)
			if !ok {
				return fmt.Errorf("a cage has the cell %q, which is not R1C1-R9C9", s)
			}
			cells = append(cells, c)
		}
		if len(cells) > 0 {
			p.Cages = append(p.Cages, variant.Cage{Cells: cells, Sum: sum})
		}
		return nil
	}
	for _, cg := range killer {
		v := text(cg.Value)
		if v == "" {
			if err := add(cg, 0); err != nil {
				return err
			}
			continue
		}
		sum, err := strconv.Atoi(v)
		if err != nil || sum < 1 || sum > 45 {
			u.note("cages whose clue is not a sum")
			continue
		}
		if err := add(cg, sum); err != nil {
			return err
		}
	}
	for _, cg := range drawn {
		v := text(cg.Value)
		if sum, err := strconv.Atoi(v); err == nil && sum >= 1 && sum <= 45 {
			if err := add(cg, sum); err != nil {
				return err
			}
			continue
		}
		if mm := metaCage.FindStringSubmatch(v); mm != nil {
			switch strings.ToLower(mm[1]) {
			case "title":
				m.Title = cmp(m.Title, mm[2])
			case "author":
				m.Author = cmp(m.Author, mm[2])
			case "rules":
				m.Rules = cmp(m.Rules, mm[2])
			}
			continue // SudokuPad's settings and meta data: no rule
		}
		u.add("cage", 1)
	}
	if len(extra) > 0 {
		if windows(extra) {
			p.Windows = true
		} else {
			u.add("extraregion", len(extra))
		}
	}
	return nil
}

// cmp returns a, or b when a is "".
func cmp(a, b string) string {
	if a != "" {
		return a
	}
	return strings.TrimSpace(b)
}

// windows reports whether the extra regions are the four windows of
// Windoku, in any order.
func windows(extra []cage) bool {
	if len(extra) != 4 {
		return false
	}
	want := map[[2]int]bool{{1, 1}: true, {1, 5}: true, {5, 1}: true, {5, 5}: true}
	for _, e := range extra {
		if len(e.Cells) != 9 {
			return false
		}
		var set geometry.CellSet
		top := [2]int{9, 9}
		for _, s := range e.Cells {
			c, ok := parseCell(s)
			if !ok {
				return false
			}
			set.Add(c)
			top = [2]int{min(top[0], c.Row()), min(top[1], c.Col())}
		}
		if !want[top] || set.Count() != 9 {
			return false
		}
		for r := top[0]; r < top[0]+3; r++ {
			for c := top[1]; c < top[1]+3; c++ {
				if !set.Has(solver.CellAt(r, c)) {
					return false
				}
			}
		}
		delete(want, top)
	}
	return len(want) == 0
}

var cellPattern = regexp.MustCompile(`^[Rr]([1-9])[Cc]([1-9])$`)

// parseCell reads f-puzzles' "R1C1".
func parseCell(s string) (solver.Cell, bool) {
	m := cellPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	return solver.CellAt(int(m[1][0]-'1'), int(m[2][0]-'1')), true
}

// text returns a JSON string or number as text, "" for anything else.
func text(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return strings.TrimSpace(s)
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// integer reads a JSON number or a string of one.
func integer(raw json.RawMessage) (int, bool) {
	n, err := strconv.Atoi(text(raw))
	return n, err == nil
}

// digit reads a digit 1-9.
func digit(raw json.RawMessage) (int, bool) {
	d, ok := integer(raw)
	return d, ok && d >= 1 && d <= 9
}

// flag reports whether a JSON value is true.
func flag(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "true" }

// count returns how many clues a JSON value of a rule holds: the length
// of a list, 1 for true, a number or a string, 0 for false, null, "" and
// an empty list.
func count(raw json.RawMessage) int {
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) == nil {
		return len(list)
	}
	switch s := string(bytes.TrimSpace(raw)); s {
	case "", "false", "null", `""`, "0", "{}":
		return 0
	}
	return 1
}

// short returns raw JSON cut to a length for an error.
func short(raw json.RawMessage) string {
	s := string(raw)
	if len(s) > 20 {
		s = s[:20] + "..."
	}
	return s
}
