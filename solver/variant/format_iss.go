package variant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// Interactive Sudoku Solver's constraint strings
// (github.com/sigh/Interactive-Sudoku-Solver, js/sudoku_parser.js and
// js/sudoku_constraint.js): items that each start with '.', a type and
// its arguments separated by '~'. The types this program plays:
//
//	.~R1C3_1~R1C7_2      givens, a cell and its digit (also .Given~...)
//	.Cage~15~R1C3~R1C4   a Killer cage and its sum ("" or 0: no sum)
//	.Diagonal~1          the ↗ diagonal, r9c1-r1c9 (ISS draws it ╱)
//	.Diagonal~-1         the ↘ diagonal, r1c1-r9c9 (╲)
//	.Windoku .AntiKnight .AntiKing
//	.NoBoxes.Jigsaw~<81 marks>  jigsaw regions in place of the boxes, a
//	                     mark per cell (".Jigsaw~9x9~<marks>" of old ISS too)
//	.Shape~9x9           the default shape, which ISS leaves out
//
// ISS ignores whitespace anywhere in the string. Any other type is a rule
// this program does not play, and an error names it.

// issRules are the ISS types without arguments that set a flag.
var issRules = []string{"Windoku", "AntiKnight", "AntiKing"}

// looksISS reports whether text (trimmed, comment not cut) is an ISS
// constraint string: it starts with '.', its first item is a type's name
// or givens, and it holds a '~' before any '#', or is made of named items
// alone (".Windoku.AntiKing") and is not 81 characters long, the length
// of a classic or short Killer line.
func looksISS(text string) bool {
	if !strings.HasPrefix(text, ".") {
		return false
	}
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	compact := strings.Join(strings.Fields(text), "")
	// The first item is a type's name or givens ("~R1C1_5"), never a
	// digit or an arrow as in a classic or short Killer line.
	first := strings.TrimLeft(compact, ".")
	if first == "" || first[0] != '~' && (first[0] < 'A' || first[0] > 'Z') {
		return false
	}
	if strings.IndexByte(compact, '~') >= 0 {
		return true
	}
	if len(compact) == 81 {
		return false
	}
	named := false
	for item := range strings.SplitSeq(compact[1:], ".") {
		if item == "" {
			continue
		}
		if !issName(item) {
			return false
		}
		named = true
	}
	return named
}

// issName reports whether s is an ISS type's name: a capital letter, then
// letters and digits.
func issName(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if b := s[i]; !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}

// issWords turns an ISS type's name into words: "LittleKiller" is
// "little killer".
func issWords(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				b.WriteByte(' ')
			}
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// ParseISS reads one puzzle written as an Interactive Sudoku Solver
// constraint string, such as ".Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2" or
// ".Windoku.Cage~15~R1C3~R1C4". Whitespace anywhere is ignored, as ISS
// ignores it, and a '#' ends the string. [Parse] reads these strings too;
// ParseISS reads nothing else. Errors are *[solver.SyntaxError] as Parse's;
// a rule this program does not play is named with its column ("thermo
// (.Thermo~R1C1~R1C2) is a rule this program does not play").
func ParseISS(line string) (Puzzle, error) {
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	p, err := parseISS(strings.TrimSpace(line))
	if err != nil {
		if se, ok := err.(*solver.SyntaxError); ok && se.Col > 0 {
			se.Col += lead
		}
		return Puzzle{}, err
	}
	p.Normalize()
	if err := p.Validate(); err != nil {
		return Puzzle{}, &solver.SyntaxError{Line: 1, Msg: err.Error()}
	}
	return p, nil
}

// issToken is a piece of an ISS string with its byte offset in the line.
type issToken struct {
	text string
	at   int
}

// parseISS reads a trimmed ISS string.
func parseISS(text string) (Puzzle, error) {
	var p Puzzle
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	// The string without whitespace, and where each of its bytes was.
	var compact []byte
	var pos []int
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			continue
		}
		compact = append(compact, text[i])
		pos = append(pos, i)
	}
	pos = append(pos, len(text))
	s := string(compact)
	if !strings.HasPrefix(s, ".") {
		return p, syntaxAt(pos[0], "an ISS constraint string starts with '.'")
	}
	// split cuts the token at sep into tokens with their offsets.
	split := func(t issToken, sep byte) []issToken {
		var out []issToken
		k := t.at
		for piece := range strings.SplitSeq(t.text, string(sep)) {
			out = append(out, issToken{piece, k})
			k += len(piece) + 1
		}
		return out
	}
	col := func(k int) int { return pos[min(k, len(pos)-1)] }
	var diagonals [2]int        // the column+1 of .Diagonal~1 and of .Diagonal~-1
	jigsawAt, noBoxesAt := 0, 0 // the column+1 of .Jigsaw and of .NoBoxes
	var unplayed []string
	firstUnplayed := 0
	var unplayedItem string
	for _, item := range split(issToken{s[1:], 1}, '.') {
		args := split(item, '~')
		kind := args[0].text
		switch kind {
		case "", "Given":
			for _, a := range args[1:] {
				if a.text == "" {
					continue
				}
				cellID, value, _ := strings.Cut(a.text, "_")
				c, ok := issCell(cellID)
				if !ok {
					return p, syntaxAt(col(a.at), "%q is not a cell: want R1C1 to R9C9", cellID)
				}
				if strings.Contains(value, "_") {
					return p, syntaxAt(col(a.at), "%s limited to the digits %s: candidates are a rule this program does not play; a given is one digit", c, strings.ReplaceAll(value, "_", ", "))
				}
				if len(value) != 1 || value[0] < '1' || value[0] > '9' {
					return p, syntaxAt(col(a.at), "%q: want a cell and its digit, as R1C3_1", a.text)
				}
				v := value[0] - '0'
				if old := p.Givens[c]; old != 0 && old != v {
					return p, syntaxAt(col(a.at), "%v is given twice, as %d and as %d", c, old, v)
				}
				p.Givens[c] = v
			}
		case "Shape":
			spec := ""
			if len(args) > 1 {
				spec = s[args[1].at : item.at+len(item.text)]
			}
			switch spec {
			case "9x9", "9x9~9", "9x9~1-9":
			default:
				return p, syntaxAt(col(item.at), "shape %q: this program plays 9x9 grids of the digits 1-9", spec)
			}
		case "Diagonal":
			if len(args) != 2 || args[1].text != "1" && args[1].text != "-1" {
				return p, syntaxAt(col(item.at), "%q: want .Diagonal~1 (↗) or .Diagonal~-1 (↘)", "."+item.text)
			}
			d := 0
			if args[1].text == "-1" {
				d = 1
			}
			if diagonals[d] == 0 {
				diagonals[d] = col(item.at) + 1
			}
		case "NoBoxes":
			if len(args) > 1 {
				return p, syntaxAt(col(args[1].at-1), ".NoBoxes takes no arguments")
			}
			noBoxesAt = col(item.at) + 1
		case "Jigsaw":
			if len(args) < 2 || len(args) > 3 {
				return p, syntaxAt(col(item.at), "%q: want .Jigsaw~<81 marks>, a region's mark per cell", "."+item.text)
			}
			if jigsawAt != 0 {
				return p, syntaxAt(col(item.at), "a second .Jigsaw: one layout holds all the regions")
			}
			layout := args[len(args)-1]
			r, err := geometry.ParseRegions(layout.text)
			if err != nil {
				se := regionsError(err, layout.at).(*solver.SyntaxError)
				se.Col = col(se.Col-1) + 1
				return p, se
			}
			p.Regions, jigsawAt = r, col(item.at)+1
		case "Windoku", "AntiKnight", "AntiKing":
			if len(args) > 1 {
				return p, syntaxAt(col(args[1].at-1), ".%s takes no arguments", kind)
			}
			switch kind {
			case "Windoku":
				p.Windows = true
			case "AntiKnight":
				p.AntiKnight = true
			case "AntiKing":
				p.AntiKing = true
			}
		case "Cage":
			if len(args) < 3 {
				return p, syntaxAt(col(item.at), "%q: a cage wants a sum and cells, as .Cage~15~R1C3~R1C4", "."+item.text)
			}
			sum := 0
			if t := args[1].text; t != "" {
				v, err := number(t)
				if err != nil || v > 45 {
					return p, syntaxAt(col(args[1].at), "cage sum %q: want 0 (or nothing: no sum) to 45", t)
				}
				sum = v
			}
			cage := Cage{Sum: sum}
			for _, a := range args[2:] {
				c, ok := issCell(a.text)
				if !ok {
					return p, syntaxAt(col(a.at), "%q is not a cell: want R1C1 to R9C9", a.text)
				}
				cage.Cells = append(cage.Cells, c)
			}
			if len(cage.Cells) > 9 {
				return p, syntaxAt(col(item.at), "the cage at %v has %d cells; a cage holds at most 9", cage.Anchor(), len(cage.Cells))
			}
			p.Cages = append(p.Cages, cage)
		default:
			name := kind
			if !issName(kind) {
				return p, syntaxAt(col(item.at), "%q is not a constraint type", kind)
			}
			if len(unplayed) == 0 {
				firstUnplayed = col(item.at)
				unplayedItem = "." + item.text
			}
			if w := issWords(name); !slices.Contains(unplayed, w) {
				unplayed = append(unplayed, w)
			}
		}
	}
	if len(unplayed) > 0 {
		if len(unplayedItem) > 40 {
			unplayedItem = unplayedItem[:40] + "..."
		}
		msg := fmt.Sprintf("%s (%s) is a rule this program does not play", unplayed[0], unplayedItem)
		if len(unplayed) > 1 {
			msg += "; nor is " + strings.Join(unplayed[1:], ", ")
		}
		return p, syntaxAt(firstUnplayed, "%s", msg)
	}
	switch {
	case jigsawAt != 0 && noBoxesAt == 0:
		return p, syntaxAt(jigsawAt-1, "jigsaw regions beside the boxes (.Jigsaw without .NoBoxes) are a rule this program does not play; a jigsaw is .NoBoxes.Jigsaw~<marks>")
	case noBoxesAt != 0 && jigsawAt == 0:
		return p, syntaxAt(noBoxesAt-1, "no boxes and no regions in their place (.NoBoxes without .Jigsaw) is a rule this program does not play")
	}
	switch {
	case diagonals[0] != 0 && diagonals[1] != 0:
		p.Diagonals = true
	case diagonals[0] != 0:
		return p, syntaxAt(diagonals[0]-1, "the ↗ diagonal (.Diagonal~1) alone: this program plays both diagonals at once (Sudoku X)")
	case diagonals[1] != 0:
		return p, syntaxAt(diagonals[1]-1, "the ↘ diagonal (.Diagonal~-1) alone: this program plays both diagonals at once (Sudoku X)")
	}
	return p, nil
}

// issCell reads an ISS cell id, "R1C3" (the letters in either case).
func issCell(id string) (solver.Cell, bool) {
	if len(id) != 4 || id[0] != 'R' && id[0] != 'r' || id[2] != 'C' && id[2] != 'c' ||
		id[1] < '1' || id[1] > '9' || id[3] < '1' || id[3] > '9' {
		return 0, false
	}
	return solver.Cell(int(id[1]-'1')*9 + int(id[3]-'1')), true
}

// FormatISS writes p as an Interactive Sudoku Solver constraint string
// that ISS reads: the rules first (".NoBoxes.Jigsaw~<81 digits 0-8>",
// ".Diagonal~1.Diagonal~-1", ".Windoku", ".AntiKnight", ".AntiKing"), then the cages (".Cage~15~R1C3~R1C4", sum
// 0 for a cage without one), then the givens (".~R1C3_1~R1C7_2"); a
// classic puzzle without givens is ".Shape~9x9". [ParseISS] and [Parse]
// read it back to an equal puzzle.
func FormatISS(p Puzzle) string {
	q := p.Clone()
	q.Normalize()
	var b strings.Builder
	if !q.Regions.IsBoxes() {
		b.WriteString(".NoBoxes.Jigsaw~")
		for _, k := range q.Regions {
			b.WriteByte('0' + k)
		}
	}
	if q.Diagonals {
		b.WriteString(".Diagonal~1.Diagonal~-1")
	}
	for _, r := range issRules {
		if r == "Windoku" && q.Windows || r == "AntiKnight" && q.AntiKnight || r == "AntiKing" && q.AntiKing {
			b.WriteString("." + r)
		}
	}
	for _, c := range q.Cages {
		b.WriteString(".Cage~")
		b.WriteString(strconv.Itoa(c.Sum))
		for _, x := range c.Cells {
			b.WriteByte('~')
			writeISSCell(&b, x)
		}
	}
	first := true
	for i, v := range q.Givens {
		if v < 1 || v > 9 {
			continue
		}
		if first {
			b.WriteByte('.')
			first = false
		}
		b.WriteByte('~')
		writeISSCell(&b, solver.Cell(i))
		b.WriteByte('_')
		b.WriteByte('0' + v)
	}
	if b.Len() == 0 {
		return ".Shape~9x9"
	}
	return b.String()
}

// writeISSCell writes a cell as ISS names it, "R1C3".
func writeISSCell(b *strings.Builder, c solver.Cell) {
	b.WriteByte('R')
	b.WriteByte(byte('1' + c.Row()))
	b.WriteByte('C')
	b.WriteByte(byte('1' + c.Col()))
}
