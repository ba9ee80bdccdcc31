package geometry

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// A FlagRule is one of the rules Flags hold: its name, its part of a
// variant's name ("x"), and how to read and set it.
type FlagRule struct {
	Name string
	Has  func(Flags) bool
	Set  func(f *Flags, on bool)
}

// flagRules are the rules of Flags in the order names list them.
var flagRules = []FlagRule{
	{"x", func(f Flags) bool { return f.Diagonals }, func(f *Flags, on bool) { f.Diagonals = on }},
	{"windoku", func(f Flags) bool { return f.Windows }, func(f *Flags, on bool) { f.Windows = on }},
	{"antiknight", func(f Flags) bool { return f.AntiKnight }, func(f *Flags, on bool) { f.AntiKnight = on }},
	{"antiking", func(f Flags) bool { return f.AntiKing }, func(f *Flags, on bool) { f.AntiKing = on }},
}

// FlagRules returns the rules Flags hold, in the order variants' names
// list them, so that a list of rules (a menu of them) is made from the
// geometry rather than written again.
func FlagRules() []FlagRule { return slices.Clone(flagRules) }

// namePart is one rule's part of a variant's name.
type namePart struct {
	name string
	has  func(Variant) bool
	set  func(*Variant)
}

// A rule's part of a variant's name, in the order names list them. The
// names are the keys that statistics, bundled sets, level names and the
// command line's -variant flag use; they never change once shipped.
var nameParts = func() []namePart {
	parts := []namePart{
		{"jigsaw", func(v Variant) bool { return v.Jigsaw }, func(v *Variant) { v.Jigsaw = true }},
		{"killer", func(v Variant) bool { return v.Killer }, func(v *Variant) { v.Killer = true }},
	}
	for _, r := range flagRules {
		parts = append(parts, namePart{r.Name, func(v Variant) bool { return r.Has(v.Flags) }, func(v *Variant) { r.Set(&v.Flags, true) }})
	}
	return parts
}()

// ClassicName is the name of the rules of classic Sudoku.
const ClassicName = "classic"

// Variant is what a puzzle plays: its rule flags, whether it has Killer
// cages and whether jigsaw regions replace its boxes (cages and regions
// each puzzle brings its own of), and the size of a grid other than 9x9.
// Variants compare with ==; their names key statistics, bundled sets and
// level names.
type Variant struct {
	Flags
	Killer bool
	Jigsaw bool
	// Size is the number of digits of a grid other than 9x9, and of
	// cells in each of its rows, columns and boxes: 4, 6, 12 or 16
	// (package solver/sized plays them); 0 for 9x9, the grid the rest of
	// this package serves.
	Size int
}

// sizes are the sizes of grid other than 9x9 a Variant may have, as
// package solver/sized's shapes give them.
var sizes = []int{4, 6, 12, 16}

// Variant returns the variant that r plays.
func (r Rules) Variant() Variant {
	return Variant{Flags: r.Flags, Killer: len(r.Cages) > 0, Jigsaw: !r.Regions.IsBoxes()}
}

// Name returns the variant's name: "classic" for classic Sudoku, else the
// names of its rules joined by "-" in the order jigsaw, killer, x,
// windoku, antiknight, antiking ("killer", "x", "killer-x", "x-antiking",
// "jigsaw-x"), after the size of a grid other than 9x9 ("6x6" for
// classic rules on it, "16x16-jigsaw-x").
func (v Variant) Name() string {
	var parts []string
	if v.Size != 0 {
		parts = append(parts, fmt.Sprintf("%dx%d", v.Size, v.Size))
	}
	for _, p := range nameParts {
		if p.has(v) {
			parts = append(parts, p.name)
		}
	}
	if len(parts) == 0 {
		return ClassicName
	}
	return strings.Join(parts, "-")
}

// String returns the variant's name.
func (v Variant) String() string { return v.Name() }

// Qualify returns s named for the variant, as level names, file names
// and messages name things: s alone for classic Sudoku, which goes
// unnamed there ("hard"), else the variant's name, sep and s
// ("killer-hard", "x hard").
func (v Variant) Qualify(s, sep string) string {
	if v.IsClassic() {
		return s
	}
	return v.Name() + sep + s
}

// IsClassic reports whether v is classic Sudoku.
func (v Variant) IsClassic() bool { return v == Variant{} }

// ParseVariant reads a variant's name as Rules.Name writes it, or its
// rules' names in any order, separated by "-", "," or "+" ("x,antiking",
// "antiking+x"); case does not matter. "classic" and "" are classic. An
// unknown name is an error that names it and lists the known ones.
func ParseVariant(s string) (Variant, error) {
	var v Variant
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" || s == ClassicName {
		return v, nil
	}
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ',' || r == '+' }) {
		i := slices.IndexFunc(nameParts, func(p namePart) bool { return p.name == f })
		switch {
		case i < 0:
			return Variant{}, fmt.Errorf("unknown variant %q: want classic or any of %s", f, knownNames())
		default:
			nameParts[i].set(&v)
		}
	}
	return v, nil
}

// ParseSizedVariant reads a variant's name as Name writes it, the size
// of a grid other than 9x9 too ("6x6", "16x16-jigsaw-x"); "9x9-x" is
// "x". ParseVariant, which the 9x9 readers use, knows no sizes.
func ParseSizedVariant(s string) (Variant, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	head, rest, _ := strings.Cut(t, "-")
	var n, m int
	if k, err := fmt.Sscanf(head, "%dx%d", &n, &m); err != nil || k != 2 || fmt.Sprintf("%dx%d", n, m) != head {
		return ParseVariant(s)
	}
	if n != m || n != 9 && !slices.Contains(sizes, n) {
		return Variant{}, fmt.Errorf("unknown size %q: want 4x4, 6x6, 9x9, 12x12 or 16x16", head)
	}
	v, err := ParseVariant(rest)
	if n != 9 {
		v.Size = n
	}
	return v, err
}

func knownNames() string {
	names := make([]string, len(nameParts))
	for i, p := range nameParts {
		names[i] = p.name
	}
	return strings.Join(names, ", ")
}

// Anchor is the cage's first cell in row-major order, the cell that names
// the cage in messages ("the cage at r1c1"); 0 for a cage without cells.
func (c Cage) Anchor() solver.Cell {
	if len(c.Cells) == 0 {
		return 0
	}
	return slices.Min(c.Cells)
}

// Compare orders variants as menus and lists show them: classic first,
// then by how many rules they add, then by their rules in the order
// killer, x, windoku, antiknight, antiking, jigsaw (the jigsaws after the
// variants of the boxes, though their names put jigsaw first); the 9x9
// variants before those of other sizes, which go by size. It returns -1,
// 0 or +1 as v comes before, with or after w.
func (v Variant) Compare(w Variant) int {
	if c := cmp.Compare(v.Size, w.Size); c != 0 {
		return c
	}
	a, b := v.ruleRanks(), w.ruleRanks()
	if c := cmp.Compare(len(a), len(b)); c != 0 {
		return c
	}
	return slices.Compare(a, b)
}

// ruleRanks are the ranks of v's rules in the order Compare lists them,
// increasing: a rule's place in nameParts, jigsaw's after all others.
func (v Variant) ruleRanks() []int {
	var out []int
	for i, p := range nameParts {
		if p.has(v) {
			if p.name == "jigsaw" {
				i = len(nameParts)
			}
			out = append(out, i)
		}
	}
	slices.Sort(out)
	return out
}
