package geometry

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sudokudesktop/sudoku/solver"
)

// Regions is a jigsaw layout: for each cell, row-major, the number (0-8)
// of the region that holds it, nine cells to a region. A jigsaw puzzle's
// regions take the place of the boxes. Nil stands for the boxes
// themselves: the rules of every other puzzle.
//
// The regions of a valid layout are numbered in the order of their first
// cells, row-major (see Normalize), so that one layout has one spelling.
type Regions []uint8

// ErrNotJigsaw is what ParseRegions returns for a layout that is the
// boxes', which is no jigsaw.
var ErrNotJigsaw = errors.New("geometry: the regions are the boxes")

// BoxRegions returns the boxes as a layout: what a puzzle without regions
// plays.
func BoxRegions() Regions {
	r := make(Regions, 81)
	for c := solver.Cell(0); c < 81; c++ {
		r[c] = uint8(c.Row()/3*3 + c.Col()/3)
	}
	return r
}

// IsBoxes reports whether the layout is the boxes' (nil is).
func (r Regions) IsBoxes() bool {
	if r == nil {
		return true
	}
	if len(r) != 81 {
		return false
	}
	for c := solver.Cell(0); c < 81; c++ {
		if r[c] != uint8(c.Row()/3*3+c.Col()/3) {
			return false
		}
	}
	return true
}

// Equal reports whether two layouts are the same, nil and the boxes'
// being the same layout.
func (r Regions) Equal(s Regions) bool {
	if r == nil || s == nil {
		return r.IsBoxes() && s.IsBoxes()
	}
	if len(r) != len(s) {
		return false
	}
	for i := range r {
		if r[i] != s[i] {
			return false
		}
	}
	return true
}

// Validate returns an error unless the layout has 81 cells, each in a
// region 0-8, nine cells to a region. Regions need not be connected.
func (r Regions) Validate() error {
	if r == nil {
		return nil
	}
	if len(r) != 81 {
		return fmt.Errorf("regions: %d cells, want 81", len(r))
	}
	var size [9]int
	for c, k := range r {
		if k > 8 {
			return fmt.Errorf("regions: %s is in region %d, want 1-9", solver.Cell(c), int(k)+1)
		}
		size[k]++
	}
	for k, n := range size {
		if n != 9 {
			return fmt.Errorf("regions: region %d has %d cells, want 9", k+1, n)
		}
	}
	return nil
}

// Normalize returns the layout with its regions numbered in the order of
// their first cells, row-major; the boxes' layout is nil. A layout that
// is not valid is returned unchanged.
func (r Regions) Normalize() Regions {
	if r.Validate() != nil {
		return r
	}
	if r.IsBoxes() {
		return nil
	}
	var to [9]uint8
	var seen [9]bool
	next := uint8(0)
	out := make(Regions, 81)
	for c, k := range r {
		if !seen[k] {
			seen[k], to[k] = true, next
			next++
		}
		out[c] = to[k]
	}
	return out
}

// Connected reports whether each region is one piece, its cells joined
// side by side.
func (r Regions) Connected() bool {
	if r == nil {
		return true
	}
	if r.Validate() != nil {
		return false
	}
	var done [9]bool
	for start := solver.Cell(0); start < 81; start++ {
		k := r[start]
		if done[k] {
			continue
		}
		done[k] = true
		var seen CellSet
		seen.Add(start)
		stack := []solver.Cell{start}
		n := 0
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			for _, p := range sides(c) {
				if r[p] == k && !seen.Has(p) {
					seen.Add(p)
					stack = append(stack, p)
				}
			}
		}
		if n != 9 {
			return false
		}
	}
	return true
}

// sides returns the cells beside c: above, left, right and below.
func sides(c solver.Cell) []solver.Cell {
	var out []solver.Cell
	r, k := c.Row(), c.Col()
	if r > 0 {
		out = append(out, c-9)
	}
	if k > 0 {
		out = append(out, c-1)
	}
	if k < 8 {
		out = append(out, c+1)
	}
	if r < 8 {
		out = append(out, c+9)
	}
	return out
}

// String writes the layout as 81 digits 1-9, row-major, the region of
// each cell: the forum's spelling of a jigsaw layout. Nil writes the
// boxes.
func (r Regions) String() string {
	if r == nil {
		r = BoxRegions()
	}
	var b strings.Builder
	for _, k := range r {
		b.WriteByte('1' + k)
	}
	return b.String()
}

// LayoutError is what ParseRegions returns for a layout it cannot read:
// the column (from 1) of the character at fault, 0 when the fault is the
// whole layout's.
type LayoutError struct {
	Col int
	Msg string
}

func (e *LayoutError) Error() string {
	if e.Col == 0 {
		return "regions: " + e.Msg
	}
	return fmt.Sprintf("regions: character %d: %s", e.Col, e.Msg)
}

// ParseRegions reads a jigsaw layout from 81 characters, row-major, one
// per cell, the cells of a region sharing a character: digits (0-9),
// letters (a-z, A-Z, case counting) or any other printable symbol, nine
// kinds of them nine times each. Spaces and line breaks are skipped. The
// layout comes back normalized; the boxes' layout is ErrNotJigsaw. Any
// other error is a *LayoutError naming the character at fault.
func ParseRegions(s string) (Regions, error) {
	var marks []byte
	var at []int
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
		case ch < '!' || ch > '~':
			return nil, &LayoutError{i + 1, fmt.Sprintf("%q is not a region's mark", ch)}
		default:
			marks = append(marks, ch)
			at = append(at, i+1)
		}
	}
	if len(marks) != 81 {
		return nil, &LayoutError{0, fmt.Sprintf("%d cells, want 81", len(marks))}
	}
	var number [256]int
	var count [9]int
	next := 0
	r := make(Regions, 81)
	for c, ch := range marks {
		if number[ch] == 0 {
			if next == 9 {
				return nil, &LayoutError{at[c], fmt.Sprintf("%q marks a tenth region; a layout has nine", ch)}
			}
			next++
			number[ch] = next
		}
		k := number[ch] - 1
		if count[k]++; count[k] > 9 {
			return nil, &LayoutError{at[c], fmt.Sprintf("%q puts a tenth cell (%s) in its region", ch, solver.Cell(c))}
		}
		r[c] = uint8(k)
	}
	if next < 9 {
		return nil, &LayoutError{0, fmt.Sprintf("%d regions, want 9", next)}
	}
	for k, n := range count {
		if n != 9 {
			ch := marks[slices.IndexFunc(marks, func(b byte) bool { return number[b] == k+1 })]
			return nil, &LayoutError{0, fmt.Sprintf("the region marked %q has %d cells, want 9", ch, n)}
		}
	}
	if r.IsBoxes() {
		return nil, ErrNotJigsaw
	}
	return r, nil
}

// layoutKey keys the geometries Layout keeps.
type layoutKey struct {
	flags   Flags
	regions [81]uint8 // normalized
}

// normalizedKey returns the layout r (valid) normalized, as an array,
// without allocating.
func normalizedKey(r Regions) (key [81]uint8) {
	var to [9]uint8
	var seen [9]bool
	next := uint8(0)
	for c, k := range r {
		if !seen[k] {
			seen[k], to[k] = true, next
			next++
		}
		key[c] = to[k]
	}
	return key
}

// maxLayouts bounds the jigsaw geometries Layout keeps; past it they are
// all let go, so that a generator trying layout after layout does not hold
// every one.
const maxLayouts = 256

var layouts struct {
	sync.Mutex
	m map[layoutKey]*Geometry
}

// Layout returns the geometry without cages of the rules f on the jigsaw
// regions r: Shared(f) for the boxes, else one kept for the layout while
// few layouts are in use, so that the puzzles of one layout share it.
func Layout(f Flags, r Regions) *Geometry {
	if r.IsBoxes() || r.Validate() != nil {
		return Shared(f)
	}
	key := layoutKey{f, normalizedKey(r)}
	layouts.Lock()
	defer layouts.Unlock()
	if g, ok := layouts.m[key]; ok {
		return g
	}
	if layouts.m == nil || len(layouts.m) >= maxLayouts {
		layouts.m = make(map[layoutKey]*Geometry)
	}
	g := New(Rules{Flags: f, Regions: r})
	layouts.m[key] = g
	return g
}
