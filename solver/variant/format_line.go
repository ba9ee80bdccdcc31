package variant

import (
	"errors"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The project's own line: a classic puzzle's 81 cells, "<variant>:<givens>"
// for a variant without cages, and "<killer variant>:<cages>:<sums>:<givens>"
// for a Killer of any variant; a jigsaw variant adds ":<regions>" at the
// end (see Parse).

// lineTag returns the tag of a project line, the text before its first
// ':' when that is a name: letters, and '-', ',' or '+' between them
// ("killer", "x-windoku"). SudoCue's "3x3" is no tag.
func lineTag(text string) (string, bool) {
	i := strings.IndexByte(text, ':')
	if i <= 0 {
		return "", false
	}
	tag := text[:i]
	for j := 0; j < len(tag); j++ {
		switch b := tag[j]; {
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z':
		case (b == '-' || b == ',' || b == '+') && j > 0:
		default:
			return "", false
		}
	}
	return tag, true
}

// parseTagged reads a line tagged with a variant's name: "x:<givens>", or
// for a Killer variant "killer-x:<cages>:<sums>:<givens>". A "killern"
// in the name reads the numbered cages.
func parseTagged(text, tag string) (Puzzle, error) {
	parts := strings.FieldsFunc(strings.ToLower(tag), func(r rune) bool { return r == '-' || r == ',' || r == '+' })
	numbered := false
	for i, part := range parts {
		if part == "killern" {
			parts[i], numbered = "killer", true
		}
	}
	v, err := geometry.ParseVariant(strings.Join(parts, "-"))
	if err != nil {
		return Puzzle{}, syntaxAt(0, "%v", err)
	}
	var p Puzzle
	var regions geometry.Regions
	if v.Jigsaw {
		i := strings.LastIndexByte(text, ':')
		if i <= len(tag) {
			return Puzzle{}, syntaxAt(len(text), "no regions: a %s line ends in :<regions>, 81 characters", v.Name())
		}
		if regions, err = geometry.ParseRegions(text[i+1:]); err != nil {
			return Puzzle{}, regionsError(err, i+1)
		}
		text = text[:i]
	}
	if v.Killer {
		if p, err = parseCages(text, tag+":", numbered); err != nil {
			return Puzzle{}, err
		}
	} else {
		rest := text[len(tag)+1:]
		if i := strings.IndexByte(rest, ':'); i >= 0 {
			want := tag + ":<givens>"
			if v.Jigsaw {
				want += ":<regions>"
			}
			return Puzzle{}, syntaxAt(len(tag)+1+i, "a field too many: a %s line is %s, and only a Killer's tag (%s:) takes cages", v.Name(), want, geometry.Variant{Flags: v.Flags, Jigsaw: v.Jigsaw, Killer: true}.Name())
		}
		if err := parseGivens(&p.Givens, rest, len(tag)+1); err != nil {
			return Puzzle{}, err
		}
	}
	p.Flags = v.Flags
	p.Regions = regions
	return p, nil
}

// regionsError turns an error of geometry.ParseRegions, reading the field
// at byte offset start, into a syntax error at its place.
func regionsError(err error, start int) error {
	var le *geometry.LayoutError
	switch {
	case errors.As(err, &le) && le.Col > 0:
		return syntaxAt(start+le.Col-1, "%s", le.Msg)
	case errors.As(err, &le):
		return syntaxAt(start, "the regions: %s", le.Msg)
	case errors.Is(err, geometry.ErrNotJigsaw):
		return syntaxAt(start, "the regions are the boxes: that is no jigsaw")
	}
	return syntaxAt(start, "%v", err)
}

// parseGivens reads the 81 givens of a tagged line, field g at byte offset
// start: 1-9, and '.' or '0' for an empty cell.
func parseGivens(givens *solver.Grid, g string, start int) error {
	if len(g) != 81 {
		return syntaxAt(start+min(len(g), 81), "%d givens, want 81", len(g))
	}
	for i := 0; i < 81; i++ {
		switch b := g[i]; {
		case b >= '1' && b <= '9':
			givens[i] = b - '0'
		case b == '.' || b == '0':
		default:
			return syntaxAt(start+i, "%s is not a digit or '.'", quote(b))
		}
	}
	return nil
}

// parseCages reads a Killer line after its tag, "<tag><cages>:<sums>:<givens>";
// tag ends in ':'.
func parseCages(text, tag string, numbered bool) (Puzzle, error) {
	var p Puzzle
	fields := strings.Split(text[len(tag):], ":")
	starts := make([]int, len(fields))
	at := len(tag)
	for i, f := range fields {
		starts[i] = at
		at += len(f) + 1
	}
	if len(fields) != 3 {
		if len(fields) > 3 {
			return p, syntaxAt(starts[3]-1, "a fifth field; want %s<cages>:<sums>:<givens>", tag)
		}
		return p, syntaxAt(len(text), "line ends after %d fields; want %s<cages>:<sums>:<givens>", len(fields)+1, tag)
	}
	// cage[i] is the cage number of cell i, 0 for none.
	var cage [81]int
	var where [81]int // the byte offset of each cell's cage mark
	ids := fields[0]
	if numbered {
		n, off := 0, starts[0]
		for item := range strings.SplitSeq(ids, ",") {
			if n == 81 {
				return p, syntaxAt(off-1, "more than 81 cage numbers")
			}
			v, err := number(item)
			if err != nil || v > 81 {
				return p, syntaxAt(off, "cage number %q: want 0 (no cage) to 81", item)
			}
			cage[n], where[n] = v, off
			n++
			off += len(item) + 1
		}
		if n < 81 {
			return p, syntaxAt(off-1, "%d cage numbers, want 81", n)
		}
	} else {
		if len(ids) != 81 {
			return p, syntaxAt(starts[0]+min(len(ids), 81), "%d cage marks, want 81", len(ids))
		}
		for i := 0; i < 81; i++ {
			b := ids[i]
			where[i] = starts[0] + i
			if b == '.' {
				continue
			}
			k := strings.IndexByte(cageIDs, b)
			if k < 0 {
				return p, syntaxAt(starts[0]+i, "%s is not a cage id (A-Z, a-z, 0-9) or '.'", quote(b))
			}
			cage[i] = k + 1
		}
	}
	var sums []int
	off := starts[1]
	if fields[1] != "" {
		for item := range strings.SplitSeq(fields[1], ",") {
			v, err := number(item)
			if err != nil || v > 405 {
				return p, syntaxAt(off, "cage sum %q: want 0 (no sum) to 45", item)
			}
			if len(sums) == 81 {
				return p, syntaxAt(off, "more than 81 cage sums")
			}
			sums = append(sums, v)
			off += len(item) + 1
		}
	}
	used := make([]bool, len(sums))
	cages := 0
	for _, k := range cage {
		cages = max(cages, k)
	}
	for i, k := range cage {
		if k == 0 {
			continue
		}
		if k > len(sums) {
			return p, syntaxAt(where[i], "cage %s at %v has no sum: the line gives %s for %d cages",
				cageName(k, numbered), solver.Cell(i), plural(len(sums), "sum"), cages)
		}
		used[k-1] = true
	}
	for k, u := range used {
		if !u {
			return p, syntaxAt(starts[1], "sum %d is for cage %s, which has no cells", k+1, cageName(k+1, numbered))
		}
	}
	if err := parseGivens(&p.Givens, fields[2], starts[2]); err != nil {
		return p, err
	}
	p.Cages = make([]Cage, len(sums))
	for k := range p.Cages {
		p.Cages[k].Sum = sums[k]
	}
	for i, k := range cage {
		if k > 0 {
			p.Cages[k-1].Cells = append(p.Cages[k-1].Cells, solver.Cell(i))
		}
	}
	return p, nil
}

// cageName is how a cage is called in a "killer:" or "killern:" line.
func cageName(k int, numbered bool) string {
	if numbered || k > len(cageIDs) {
		return strconv.Itoa(k)
	}
	return strconv.Quote(cageIDs[k-1 : k])
}

// Format writes p in the project's line format: a classic puzzle as its 81
// cells ('.' for blanks); a variant without cages as "<variant>:<givens>",
// the variant's name as [geometry.Variant.Name] writes it ("x:",
// "windoku:", "x-antiking:"); a Killer as "killer:<cages>:<sums>:<givens>",
// or with more rules "killer-x:...", and "killern:" ("killern-x:") with
// numbered cages when p has more than 62 cages. A jigsaw adds its regions
// at the end, 81 digits 1-9 ("jigsaw:<givens>:<regions>",
// "jigsaw-killer:<cages>:<sums>:<givens>:<regions>"). [Parse] reads the
// line back to an equal puzzle. p should be valid; a cell in two cages is
// written in the later one.
func Format(p Puzzle) string {
	q := p.Clone()
	q.Normalize()
	var b strings.Builder
	name := q.Variant().Name()
	if len(q.Cages) == 0 {
		if !q.Variant().IsClassic() {
			b.WriteString(name)
			b.WriteByte(':')
		}
		appendGivens(&b, &q.Givens)
		appendRegions(&b, q.Regions)
		return b.String()
	}
	numbered := len(q.Cages) > len(cageIDs)
	var cage [81]int
	for k, c := range q.Cages {
		for _, cell := range c.Cells {
			if cell >= 0 && cell < 81 {
				cage[cell] = k + 1
			}
		}
	}
	if numbered {
		b.WriteString(strings.Replace(name, "killer", "killern", 1))
		b.WriteByte(':')
		for i, k := range cage {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(k))
		}
	} else {
		b.WriteString(name)
		b.WriteByte(':')
		for _, k := range cage {
			if k == 0 {
				b.WriteByte('.')
			} else {
				b.WriteByte(cageIDs[k-1])
			}
		}
	}
	b.WriteByte(':')
	for k, c := range q.Cages {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(c.Sum))
	}
	b.WriteByte(':')
	appendGivens(&b, &q.Givens)
	appendRegions(&b, q.Regions)
	return b.String()
}

// appendRegions writes ":<regions>" of a jigsaw, nothing for the boxes.
func appendRegions(b *strings.Builder, r geometry.Regions) {
	if r.IsBoxes() {
		return
	}
	b.WriteByte(':')
	b.WriteString(r.String())
}
