package sized

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver)
// writes a grid's size as ".Shape~6x6" and names cells in base 17: rows
// and columns 1-9 then a-g, "R1Cb" for row 1, column 11. Its givens are
// ".~R1Cb_11", the digit in decimal.

// issShape returns the shape an ISS string names with ".Shape~NxN", 9x9
// when it names none, and the zero Shape when it names one not played.
func issShape(text string) Shape {
	compact := strings.Join(strings.Fields(text), "")
	if i := strings.IndexByte(compact, '#'); i >= 0 {
		compact = compact[:i]
	}
	for item := range strings.SplitSeq(compact, ".") {
		if rest, ok := strings.CutPrefix(item, "Shape~"); ok {
			spec, digits, ranged := strings.Cut(rest, "~")
			s, err := ParseShape(spec)
			n := strconv.Itoa(s.N())
			if err != nil || strings.Count(spec, "x") != 1 || ranged && digits != n && digits != "1-"+n {
				return Shape{}
			}
			return s
		}
	}
	return Shape9
}

// ParseISS reads an Interactive Sudoku Solver constraint string of any
// shape: ".Shape~6x6" (9x9 when it has none), givens ".~R1C1_5", both
// diagonals ".Diagonal~1.Diagonal~-1", ".Windoku", ".AntiKnight",
// ".AntiKing", jigsaw regions ".NoBoxes.Jigsaw~<marks>" and cages
// ".Cage~15~R1C1~R1C2". A 9x9 string is read by variant.ParseISS. Any
// other type is a rule this program does not play, and the error names
// it.
func ParseISS(line string) (Puzzle, error) {
	text := strings.TrimSpace(line)
	s := issShape(text)
	if s == Shape9 {
		v, err := variant.ParseISS(line)
		if err != nil {
			return Puzzle{}, err
		}
		return FromVariant(v), nil
	}
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	p, err := parseISS(text, s)
	return finish(p, err, lead)
}

// parseISS reads a trimmed ISS string of shape s, which issShape gave
// (the zero Shape for one not played).
func parseISS(text string, s Shape) (Puzzle, error) {
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	// Each item with the byte it starts at; whitespace is dropped.
	type token struct {
		text string
		at   int
	}
	var compact []byte
	var pos []int
	for i := 0; i < len(text); i++ {
		if b := text[i]; b != ' ' && b != '\t' && b != '\n' && b != '\r' {
			compact = append(compact, b)
			pos = append(pos, i)
		}
	}
	pos = append(pos, len(text))
	col := func(k int) int { return pos[min(k, len(pos)-1)] }
	split := func(t token, sep string) []token {
		var out []token
		k := t.at
		for piece := range strings.SplitSeq(t.text, sep) {
			out = append(out, token{piece, k})
			k += len(piece) + 1
		}
		return out
	}
	if !s.Valid() {
		i := strings.Index(string(compact), "Shape~")
		return Puzzle{}, syntaxAt(col(i), "not a shape this program plays: want .Shape~ and one of %s (and the digits 1 to N, as ~6 or ~1-6 may say)", shapeNames())
	}
	p := New(s)
	n := s.N()
	cell := func(id string) (int, bool) {
		if len(id) != 4 || id[0]|0x20 != 'r' || id[2]|0x20 != 'c' {
			return 0, false
		}
		r, c := base17(id[1]), base17(id[3])
		if r < 1 || r > n || c < 1 || c > n {
			return 0, false
		}
		return s.Cell(r-1, c-1), true
	}
	last := issCellName(s, s.Cells()-1)
	var diagonals [2]int
	jigsawAt, noBoxesAt := 0, 0
	var unplayed []string
	unplayedAt := 0
	for _, item := range split(token{string(compact[1:]), 1}, ".") {
		args := split(item, "~")
		switch kind := args[0].text; kind {
		case "", "Given":
			for _, a := range args[1:] {
				if a.text == "" {
					continue
				}
				id, value, _ := strings.Cut(a.text, "_")
				c, ok := cell(id)
				if !ok {
					return p, syntaxAt(col(a.at), "%q is not a cell: want R1C1 to %s", id, last)
				}
				v, err := strconv.Atoi(value)
				if err != nil || v < 1 || v > n {
					return p, syntaxAt(col(a.at), "%q: want a cell and its digit 1-%d, as R1C1_%d", a.text, n, n)
				}
				if old := p.Givens[c]; old != 0 && int(old) != v {
					return p, syntaxAt(col(a.at), "%s is given twice, as %d and as %d", s.CellName(c), old, v)
				}
				p.Givens[c] = uint8(v)
			}
		case "Shape":
		case "Diagonal":
			if len(args) != 2 || args[1].text != "1" && args[1].text != "-1" {
				return p, syntaxAt(col(item.at), "%q: want .Diagonal~1 (↗) or .Diagonal~-1 (↘)", "."+item.text)
			}
			d := 0
			if args[1].text == "-1" {
				d = 1
			}
			diagonals[d] = col(item.at) + 1
		case "NoBoxes", "Windoku", "AntiKnight", "AntiKing":
			if len(args) > 1 {
				return p, syntaxAt(col(args[1].at-1), ".%s takes no arguments", kind)
			}
			switch kind {
			case "NoBoxes":
				noBoxesAt = col(item.at) + 1
			case "Windoku":
				p.Windows = true
			case "AntiKnight":
				p.AntiKnight = true
			case "AntiKing":
				p.AntiKing = true
			}
		case "Jigsaw":
			layout := args[len(args)-1]
			r, err := ParseRegions(s, layout.text, 0)
			if err != nil {
				se := err.(*solver.SyntaxError)
				se.Col = col(layout.at+se.Col-1) + 1
				return p, se
			}
			p.Regions, jigsawAt = r, col(item.at)+1
		case "Cage":
			if len(args) < 3 {
				return p, syntaxAt(col(item.at), "%q: a cage wants a sum and cells, as .Cage~10~R1C1~R1C2", "."+item.text)
			}
			cg := Cage{}
			if t := args[1].text; t != "" {
				v, err := strconv.Atoi(t)
				if err != nil || v < 0 || v > s.MaxSum() {
					return p, syntaxAt(col(args[1].at), "cage sum %q: want 0 (or nothing: no sum) to %d", t, s.MaxSum())
				}
				cg.Sum = v
			}
			for _, a := range args[2:] {
				c, ok := cell(a.text)
				if !ok {
					return p, syntaxAt(col(a.at), "%q is not a cell: want R1C1 to %s", a.text, last)
				}
				cg.Cells = append(cg.Cells, c)
			}
			p.Cages = append(p.Cages, cg)
		default:
			if len(unplayed) == 0 {
				unplayedAt = col(item.at)
			}
			unplayed = append(unplayed, "."+kind)
		}
	}
	switch {
	case len(unplayed) > 0:
		return p, syntaxAt(unplayedAt, "%s: rules this program does not play", strings.Join(unplayed, ", "))
	case jigsawAt != 0 && noBoxesAt == 0:
		return p, syntaxAt(jigsawAt-1, "jigsaw regions beside the boxes (.Jigsaw without .NoBoxes) are a rule this program does not play")
	case noBoxesAt != 0 && jigsawAt == 0:
		return p, syntaxAt(noBoxesAt-1, "no boxes and no regions in their place (.NoBoxes without .Jigsaw) is a rule this program does not play")
	case (diagonals[0] == 0) != (diagonals[1] == 0):
		return p, syntaxAt(max(diagonals[0], diagonals[1])-1, "one diagonal alone: this program plays both diagonals at once (Sudoku X)")
	}
	p.Diagonals = diagonals[0] != 0
	return p, nil
}

// base17 reads an ISS row or column character: 1-9, then a-g (either
// case) for 10-16; 0 for any other.
func base17(b byte) int {
	switch {
	case b >= '1' && b <= '9':
		return int(b - '0')
	case b|0x20 >= 'a' && b|0x20 <= 'g':
		return int(b|0x20-'a') + 10
	}
	return 0
}

// issCellName names cell c of shape s as ISS does, "R1Cb".
func issCellName(s Shape, c int) string {
	n := s.N()
	return "R" + strconv.FormatInt(int64(c/n+1), 17) + "C" + strconv.FormatInt(int64(c%n+1), 17)
}

// FormatISS writes p as an Interactive Sudoku Solver constraint string
// that ISS reads and ParseISS reads back to an equal puzzle: a 9x9 one as
// variant.FormatISS writes it; another shape as ".Shape~6x6", its rules,
// cages (".Cage~10~R1C1~R1C2", sum 0 for none) and givens (".~R1C1_5").
func FormatISS(p Puzzle) string {
	if p.Shape == Shape9 {
		if v, err := p.ToVariant(); err == nil {
			return variant.FormatISS(v)
		}
	}
	s := p.Shape
	var b strings.Builder
	b.WriteString(".Shape~" + s.String())
	if p.Regions != nil {
		b.WriteString(".NoBoxes.Jigsaw~")
		for _, k := range normalizeRegions(p.Regions) {
			b.WriteByte(DigitChar(int(k) + 1))
		}
	}
	if p.Diagonals {
		b.WriteString(".Diagonal~1.Diagonal~-1")
	}
	if p.Windows {
		b.WriteString(".Windoku")
	}
	if p.AntiKnight {
		b.WriteString(".AntiKnight")
	}
	if p.AntiKing {
		b.WriteString(".AntiKing")
	}
	for _, cg := range p.Cages {
		fmt.Fprintf(&b, ".Cage~%d", cg.Sum)
		for _, c := range cg.Cells {
			b.WriteString("~" + issCellName(s, c))
		}
	}
	first := true
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		if first {
			b.WriteByte('.')
			first = false
		}
		fmt.Fprintf(&b, "~%s_%d", issCellName(s, c), v)
	}
	return b.String()
}
