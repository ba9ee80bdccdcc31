package sized

import (
	"fmt"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
	"github.com/sudokudesktop/sudoku/solver/variant"
)

// Parse reads one puzzle of any shape from a line:
//
//   - a plain line of 16, 36, 144 or 256 cells: the digits 1-9, then A-G
//     for 10-16 (in either case), '.' or '0' for an empty cell. A 12x12 or
//     16x16 line with no digit 1-9 and a letter past C or G writes its
//     digits as letters from A for 1, as Interactive Sudoku Solver writes
//     them;
//   - this program's tagged line: the shape, its variant's name and the
//     givens ("6x6:<36 cells>", "6x6-x:<36 cells>"), a jigsaw adding its
//     regions, N marks used N times each ("16x16-jigsaw:<256 cells>:<256
//     marks>");
//   - an Interactive Sudoku Solver constraint string, ".Shape~6x6" and the
//     rest (see ParseISS);
//   - anything else is read as a 9x9 line by variant.Parse, every format it
//     reads, so that Parse reads every puzzle of this program.
//
// Errors are *solver.SyntaxError with Line 1 and the column where the
// reading stopped (0 when the fault is the puzzle's, as two givens that
// clash).
func Parse(line string) (Puzzle, error) {
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	text, iss := puzzleText(line)
	var p Puzzle
	var err error
	shape, tagged := shapeTag(text)
	switch {
	case iss && issShape(text) != Shape9:
		return ParseISS(line)
	case tagged && shape != Shape9:
		p, err = parseTagged(text)
	case !iss && !tagged && Looks(line) && plainLength(text):
		p, err = parsePlain(text, 0)
	case !iss && !tagged && Looks(line) && badShapeTag(text):
		tag, _, _ := strings.Cut(text, ":")
		return Puzzle{}, syntaxAt(lead, "%q: not a shape this program plays: want one of %s", tag, shapeNames())
	case !iss && !tagged && Looks(line):
		return Puzzle{}, syntaxAt(lead, "%d cells: a grid has %s", len(text), cellCounts())
	default:
		if tagged {
			line, _ = NineLine(text)
		}
		v, verr := variant.Parse(line)
		if verr != nil {
			return Puzzle{}, verr
		}
		return FromVariant(v), nil
	}
	return finish(p, err, lead)
}

// plainLength reports whether text is as long as a plain line of a shape
// other than 9x9 and no tagged line or ISS string: parsePlain says what is
// wrong with a character that writes no cell.
func plainLength(text string) bool {
	s, ok := ShapeOfCells(len(text))
	return ok && s != Shape9 && !strings.ContainsAny(text, ":~")
}

// cellsOnly reports whether text holds only what the cells of a plain
// line are written with: digits, the letters A-P (ISS's letters up to 16)
// in either case, and blanks.
func cellsOnly(text string) bool {
	for i := 0; i < len(text); i++ {
		if b := text[i]; !(isBlank(b) || b >= '0' && b <= '9' || b|0x20 >= 'a' && b|0x20 <= 'p') {
			return false
		}
	}
	return true
}

// shapeTag returns the shape of a tagged line, "6x6:" or "6x6-x:", and
// whether text starts with such a tag.
func shapeTag(text string) (Shape, bool) {
	tag, _, ok := strings.Cut(text, ":")
	if !ok {
		return Shape{}, false
	}
	name, _, _ := strings.Cut(tag, "-")
	s, err := ParseShape(name)
	if err != nil || strings.ContainsAny(name, " \t") {
		return Shape{}, false
	}
	return s, true
}

// syntaxAt returns a *solver.SyntaxError at the 0-based byte i.
func syntaxAt(i int, format string, args ...any) error {
	return &solver.SyntaxError{Line: 1, Col: i + 1, Msg: fmt.Sprintf(format, args...)}
}

// parsePlain reads the cells of a plain line that starts at byte at of
// the line.
func parsePlain(text string, at int) (Puzzle, error) {
	s, ok := ShapeOfCells(len(text))
	if !ok {
		return Puzzle{}, syntaxAt(at, "%d cells: a grid has %s", len(text), cellCounts())
	}
	p := New(s)
	n := s.N()
	// ISS writes digits past 9 as letters from A for 1; such a line has
	// no digit 1-9 and a letter past those of this program's lines.
	letters := n >= 10 && !strings.ContainsAny(text, "123456789") &&
		strings.IndexFunc(text, func(r rune) bool { return r|0x20 > rune(DigitChar(n))|0x20 && r|0x20 <= 'z' }) >= 0
	for i := 0; i < len(text); i++ {
		b := text[i]
		var v int
		switch {
		case isBlank(b) || b == '0':
			continue
		case letters && (b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'):
			v = int(b|0x20-'a') + 1
		default:
			d, ok := DigitOf(b)
			if !ok {
				return Puzzle{}, syntaxAt(at+i, "%q is not a digit of a %s grid: want 1-%c, or '.' or '0' for an empty cell", b, s, DigitChar(n))
			}
			v = d
		}
		if v > n {
			return Puzzle{}, syntaxAt(at+i, "%q is %d; a %s grid holds 1 to %d", b, v, s, n)
		}
		p.Givens[i] = uint8(v)
	}
	return p, nil
}

func cellCounts() string {
	var parts []string
	for _, s := range Shapes() {
		parts = append(parts, fmt.Sprint(s.Cells()))
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// parseTagged reads "6x6-x:<givens>" or "6x6-jigsaw:<givens>:<regions>".
func parseTagged(text string) (Puzzle, error) {
	tag, rest, _ := strings.Cut(text, ":")
	name, vname, _ := strings.Cut(tag, "-")
	s, _ := ParseShape(name)
	v, err := geometry.ParseVariant(vname)
	if err != nil {
		return Puzzle{}, syntaxAt(len(name)+1, "%v", err)
	}
	if v.Killer {
		return Puzzle{}, syntaxAt(len(name)+1, "a %s Killer is written as an ISS string (.Shape~%s.Cage~...); the tagged line holds no cages", s, s)
	}
	givens, regions, hasRegions := strings.Cut(rest, ":")
	at := len(tag) + 1
	if len(givens) != s.Cells() {
		return Puzzle{}, syntaxAt(at, "%d cells after %q: a %s grid has %d", len(givens), tag+":", s, s.Cells())
	}
	p, err := parsePlain(givens, at)
	if err != nil {
		return Puzzle{}, err
	}
	p.Flags = v.Flags
	switch {
	case v.Jigsaw && !hasRegions:
		return Puzzle{}, syntaxAt(len(text), "no regions: a %s line ends in :<regions>, %d marks", Name(s, v), s.Cells())
	case !v.Jigsaw && hasRegions:
		return Puzzle{}, syntaxAt(at+len(givens), "regions after the givens of a %s line: only a jigsaw has them", Name(s, v))
	case v.Jigsaw:
		if p.Regions, err = ParseRegions(s, regions, at+len(givens)+1); err != nil {
			return Puzzle{}, err
		}
	}
	return p, nil
}

// ParseRegions reads a jigsaw layout of shape s: a mark per cell, any N
// different characters used N times each, numbered in the order they
// first appear. at is the byte of the line the marks start at, for the
// error's column.
func ParseRegions(s Shape, marks string, at int) ([]uint8, error) {
	n := s.N()
	if len(marks) != s.Cells() {
		return nil, syntaxAt(at, "%d region marks: a %s grid wants %d, one per cell", len(marks), s, s.Cells())
	}
	var index [256]int16
	var count [256]int
	var order []byte
	for i := range index {
		index[i] = -1
	}
	out := make([]uint8, len(marks))
	for i := 0; i < len(marks); i++ {
		b := marks[i]
		if b <= ' ' || b > '~' {
			return nil, syntaxAt(at+i, "%q is not a region mark", b)
		}
		if index[b] < 0 {
			if len(order) == n {
				return nil, syntaxAt(at+i, "a region mark %q past the %d regions of a %s grid", b, n, s)
			}
			index[b] = int16(len(order))
			order = append(order, b)
		}
		count[b]++
		if count[b] > n {
			return nil, syntaxAt(at+i, "region %q has more than %d cells", b, n)
		}
		out[i] = uint8(index[b])
	}
	if len(order) < n {
		return nil, syntaxAt(at, "%d regions: a %s grid has %d", len(order), s, n)
	}
	return out, nil
}

// Format writes p as a line that Parse reads back: a 9x9 puzzle as
// variant.Format writes it; another shape as a plain line ("6x6" rules),
// a tagged line ("6x6-x:<givens>", "6x6-jigsaw:<givens>:<regions>"), or
// with cages an ISS string (see FormatISS).
func Format(p Puzzle) string {
	if p.Shape == Shape9 {
		if v, err := p.ToVariant(); err == nil {
			return variant.Format(v)
		}
	}
	if len(p.Cages) > 0 {
		return FormatISS(p)
	}
	var b strings.Builder
	if !p.Variant().IsClassic() {
		b.WriteString(p.Name())
		b.WriteByte(':')
	}
	for _, v := range p.Givens {
		b.WriteByte(DigitChar(int(v)))
	}
	if p.Regions != nil {
		b.WriteByte(':')
		for _, k := range normalizeRegions(p.Regions) {
			b.WriteByte(DigitChar(int(k) + 1))
		}
	}
	return b.String()
}

// FormatGrid writes a grid of shape s as a plain line: its digits as
// DigitChar writes them.
func FormatGrid(g []uint8) string {
	b := make([]byte, len(g))
	for i, v := range g {
		b[i] = DigitChar(int(v))
	}
	return string(b)
}

// Looks reports whether line holds a puzzle of a shape other than 9x9
// (whether or not it is a valid one): a plain line of 16, 36, 144 or 256
// cells, a tagged line whose shape is not 9x9 ("6x6-x:..."), or an ISS
// string whose .Shape is not 9x9. The command line and the game read
// such lines with Parse and every other line as before.
func Looks(line string) bool {
	text, iss := puzzleText(line)
	switch _, tagged := shapeTag(text); {
	case iss:
		return strings.Contains(text, "Shape~") && issShape(text) != Shape9
	case tagged:
		return !nineTag(text)
	}
	if badShapeTag(text) {
		return true
	}
	// Text after the cells is a comment only when the cells are a grid.
	cut := text != strings.TrimSpace(line)
	if plainLength(text) {
		if !cut {
			return true
		}
		_, err := parsePlain(text, 0)
		return err == nil
	}
	s := nearestShape(len(text))
	return !cut && text != "" && cellsOnly(text) && s != Shape9 && abs(s.Cells()-len(text)) <= s.N()
}

// puzzleText returns the puzzle of a line without what follows it: an
// ISS string whole (it ignores blanks and ends at a '#' itself), any other
// line up to its first blank or '#', as the 9x9 lines are read; and
// whether it is an ISS string: a '.' and then '~' or a type's name, told
// from a plain line's cells by a '~' or a letter no cell is written with
// (past G).
func puzzleText(line string) (text string, iss bool) {
	text = strings.TrimSpace(line)
	if rest, ok := strings.CutPrefix(text, "."); ok {
		rest = strings.TrimLeft(rest, " \t")
		if strings.Contains(rest, "~") {
			return text, true
		}
		for i := 0; i < len(rest); i++ {
			b := rest[i] | 0x20
			if b < 'a' || b > 'z' {
				break
			}
			if b > 'g' {
				return text, true
			}
		}
	}
	if i := strings.IndexAny(text, " \t#"); i >= 0 {
		text = text[:i]
	}
	return text, false
}

// nearestShape returns the shape whose cell count is nearest to cells, so
// that a line a row or less short of (or past) a 6x6 is told so rather
// than read as a 9x9 one.
func nearestShape(cells int) Shape {
	best := Shape9
	for _, s := range Shapes() {
		if abs(s.Cells()-cells) < abs(best.Cells()-cells) {
			best = s
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// isBlank reports whether b writes an empty cell in a plain line: '.',
// or '_', '*' or '-' as the 9x9 lines allow.
func isBlank(b byte) bool { return b == '.' || b == '_' || b == '*' || b == '-' }

// nineTag reports whether text starts with a 9x9 shape tag, "9x9:" or
// "9x9-x:".
func nineTag(text string) bool {
	s, tagged := shapeTag(text)
	return tagged && s == Shape9
}

// NineLine returns a line tagged with the 9x9 shape ("9x9:<givens>",
// "9x9-x:<givens>") as the 9x9 readers take it, without the shape ("<81
// givens>", "x:<givens>"), and true; any other line unchanged, and false.
func NineLine(line string) (string, bool) {
	text, iss := puzzleText(line)
	if iss || !nineTag(text) {
		return line, false
	}
	tag, rest, _ := strings.Cut(strings.TrimSpace(line), ":")
	name := strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(tag), "9x9"), "-")
	if name == "" {
		return rest, true
	}
	return name + ":" + rest, true
}

// badShapeTag reports whether text starts with a tag of a shape not
// played, as "5x5:" or "8x8-x:": digits, 'x', digits, then ':' or '-';
// SudoCue's "3x3:" (its boxes' size, on 9x9 lines) is not one.
func badShapeTag(text string) bool {
	tag, _, ok := strings.Cut(text, ":")
	if !ok {
		return false
	}
	name, _, _ := strings.Cut(tag, "-")
	a, b, ok := strings.Cut(strings.ToLower(name), "x")
	digits := func(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }
	return ok && digits(a) && digits(b) && name != "3x3"
}

// finish ends the reading of a line whose puzzle starts lead bytes in: a
// syntax error's column counted from the line's start, or the puzzle
// normalized and validated, its faults as syntax errors without a column.
func finish(p Puzzle, err error, lead int) (Puzzle, error) {
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
