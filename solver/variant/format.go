package variant

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
)

// The tags and marks of the three Killer formats.
const (
	tagLine    = "killer:"
	tagLineN   = "killern:"
	tagSudoCue = "3x3:"
	arrows     = "<>^v`',." // the short format's arrows; '.' alone also blanks classic cells
	cageIDs    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
)

// IsKiller reports whether line is written in one of the Killer formats
// [Parse] reads, judged by its shape alone: a "killer:", "killern:" or
// "3x3:" tag, or 81 characters with at least one arrow other than '.'. A
// line for which IsKiller is false may still be a classic puzzle.
func IsKiller(line string) bool {
	line = cutComment(strings.TrimSpace(line))
	switch {
	case strings.HasPrefix(line, tagLine), strings.HasPrefix(line, tagLineN), strings.HasPrefix(line, tagSudoCue):
		return true
	}
	return looksShort(line)
}

// looksShort reports whether text (without its comment) is written in
// the forum's short format, or meant to be, judged by its characters:
// letters and digits (sums) and arrows alone, with at least one arrow
// other than '.' in 81 characters, and at least nine in a line of another
// length. So a short line a character short or long, or with a sum too
// large, is read as a Killer and told what is wrong with it, while a
// classic line with a stray comma is still read as a classic one.
func looksShort(text string) bool {
	n := 0
	for i := 0; i < len(text); i++ {
		switch b := text[i]; {
		case strings.IndexByte(arrows, b) >= 0 && b != '.':
			n++
		case b == '.', b >= '0' && b <= '9', b >= 'A' && b <= 'Z', b >= 'a' && b <= 'z':
		default:
			return false
		}
	}
	return n >= 9 || n >= 1 && len(text) == 81
}

// Parse reads one Killer puzzle written on one line in any of three
// formats, told apart by their look:
//
//   - the project's line, "killer:<cages>:<sums>:<givens>": <cages> is 81
//     characters, each the cell's cage id (A-Z, then a-z, then 0-9) or '.'
//     for a cell in no cage; <sums> the sums in id order, comma-separated,
//     0 for a cage without a sum; <givens> 81 characters of 1-9 or '.'.
//     With more than 62 cages the tag is "killern:" and <cages> is 81
//     comma-separated cage numbers counted from 1, 0 for no cage;
//   - the forum's short format: 81 characters where a cage's sum cell holds
//     its sum as one character (0-9, A-Z for 10-35, a-j for 36-45; 0 means
//     no sum) and every other cell an arrow to a neighbour in its cage:
//     '<' '>' '^' 'v', and '`' '\” ',' '.' for up-left, up-right,
//     down-left and down-right;
//   - SudoCue's long format, "3x3::k:" and 81 ':'-separated numbers, each
//     sum*256 + cage number (below 256: a cell in no cage). Killer-X, with
//     "d" between the first two colons, is refused for now.
//
// Space around the line is ignored, and so is a comment after the puzzle,
// from a blank or '#' on (none of the formats holds either). The error is a *[solver.SyntaxError]
// with Line 1 and the column where the reading stopped (0 when the fault is
// the puzzle's, as a cage whose sum its cells cannot make; the message
// names the cage or cell then). Callers reading files set Line.
func Parse(line string) (Puzzle, error) {
	p, err := parse(line)
	if err != nil {
		trimmed := strings.TrimSpace(line)
		if cut := cutComment(trimmed); cut != trimmed {
			// A comment after the puzzle; the whole line's error stands
			// when the puzzle without it is no better.
			if q, cerr := parse(cut); cerr == nil {
				return q, nil
			}
		}
	}
	return p, err
}

// parse is Parse of a line without a comment.
func parse(line string) (Puzzle, error) {
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	text := strings.TrimSpace(line)
	var p Puzzle
	var err error
	switch {
	case strings.HasPrefix(text, tagLineN):
		p, err = parseLine(text, true)
	case strings.HasPrefix(text, tagLine):
		p, err = parseLine(text, false)
	case strings.HasPrefix(text, tagSudoCue):
		p, err = parseSudoCue(text)
	case looksShort(text), len(text) == 81 && strings.ContainsAny(text, "<>^v`',"):
		p, err = parseShort(text)
	case text == "":
		return p, &solver.SyntaxError{Line: 1, Msg: "no puzzle found"}
	default:
		return p, &solver.SyntaxError{Line: 1, Col: lead + 1,
			Msg: `not a Killer puzzle: want "killer:", "killern:", "3x3:" or 81 cells of cage sums and arrows`}
	}
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

// cutComment returns the puzzle part of a trimmed line: none of the
// formats holds a blank or '#', so the first of them ends the puzzle and
// starts a comment, as after the 81 cells of a classic line (the bundled
// levels write " # " and the rating there).
func cutComment(text string) string {
	if i := strings.IndexAny(text, " \t#"); i >= 0 {
		return text[:i]
	}
	return text
}

// number reads a field of decimal digits alone: strconv.Atoi would also
// take a sign, and "+16" is no sum any format writes.
func number(field string) (int, error) {
	if field == "" || strings.TrimLeft(field, "0123456789") != "" {
		return 0, strconv.ErrSyntax
	}
	return strconv.Atoi(field)
}

// syntaxAt is a syntax error at byte offset i of the (ASCII) line.
func syntaxAt(i int, format string, args ...any) error {
	return &solver.SyntaxError{Line: 1, Col: i + 1, Msg: fmt.Sprintf(format, args...)}
}

// quote shows one byte of input in a message.
func quote(b byte) string {
	if b < 0x20 || b >= 0x7f {
		return fmt.Sprintf("byte %#02x", b)
	}
	return strconv.QuoteRune(rune(b))
}

// parseLine reads the "killer:" and "killern:" lines.
func parseLine(text string, numbered bool) (Puzzle, error) {
	var p Puzzle
	tag := tagLine
	if numbered {
		tag = tagLineN
	}
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
	g := fields[2]
	if len(g) != 81 {
		return p, syntaxAt(starts[2]+min(len(g), 81), "%d givens, want 81", len(g))
	}
	for i := 0; i < 81; i++ {
		switch b := g[i]; {
		case b >= '1' && b <= '9':
			p.Givens[i] = b - '0'
		case b == '.' || b == '0':
		default:
			return p, syntaxAt(starts[2]+i, "%s is not a digit or '.'", quote(b))
		}
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

// shortSum decodes a sum cell of the short format.
func shortSum(b byte) (int, bool) {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0'), true
	case b >= 'A' && b <= 'Z':
		return int(b-'A') + 10, true
	case b >= 'a' && b <= 'j':
		return int(b-'a') + 36, true
	}
	return 0, false
}

// parseShort reads the forum's 81-character arrow format.
func parseShort(text string) (Puzzle, error) {
	var p Puzzle
	if n := len(text); n != 81 {
		return p, syntaxAt(min(n, 81), "short Killer format: %d characters, want 81 (a cage sum or an arrow for each cell)", n)
	}
	var next [81]int // the cell each arrow points to; a sum cell points to itself
	for i := 0; i < 81; i++ {
		b := text[i]
		if _, ok := shortSum(b); ok {
			next[i] = i
			continue
		}
		if b > 'j' && b <= 'z' && b != 'v' {
			return p, syntaxAt(i, "%s would be a cage sum of %d: the sums go up to 'j' for 45", quote(b), int(b-'a')+36)
		}
		dr, dc := 0, 0
		switch b {
		case '<':
			dc = -1
		case '>':
			dc = 1
		case '^':
			dr = -1
		case 'v':
			dr = 1
		case '`':
			dr, dc = -1, -1
		case '\'':
			dr, dc = -1, 1
		case ',':
			dr, dc = 1, -1
		case '.':
			dr, dc = 1, 1
		default:
			return p, syntaxAt(i, "%s is neither a cage sum (0-9, A-Z, a-j) nor an arrow (< > ^ v ` ' , .)", quote(b))
		}
		r, c := i/9+dr, i%9+dc
		if r < 0 || r > 8 || c < 0 || c > 8 {
			return p, syntaxAt(i, "the arrow %s at %v points off the grid", quote(b), solver.Cell(i))
		}
		next[i] = r*9 + c
	}
	// root[i] is the sum cell that cell i's arrows lead to.
	var root [81]int
	for i := range root {
		root[i] = -1
	}
	for i := 0; i < 81; i++ {
		c, steps := i, 0
		for next[c] != c && root[c] < 0 {
			c = next[c]
			if steps++; steps > 81 {
				return p, syntaxAt(i, "the arrows from %v go round in a loop and reach no cage sum", solver.Cell(i))
			}
		}
		r := c
		if root[c] >= 0 {
			r = root[c]
		}
		for c := i; root[c] < 0; c = next[c] {
			root[c] = r
			if next[c] == c {
				break
			}
		}
	}
	index := map[int]int{} // sum cell -> cage
	for i := 0; i < 81; i++ {
		k, ok := index[root[i]]
		if !ok {
			s, _ := shortSum(text[root[i]])
			k = len(p.Cages)
			index[root[i]] = k
			p.Cages = append(p.Cages, Cage{Sum: s})
		}
		p.Cages[k].Cells = append(p.Cages[k].Cells, solver.Cell(i))
	}
	return p, nil
}

// parseSudoCue reads SudoCue's "3x3::k:" format.
func parseSudoCue(text string) (Puzzle, error) {
	var p Puzzle
	fields := strings.Split(text, ":")
	if len(fields) < 3 || fields[2] != "k" {
		return p, syntaxAt(min(len(text), len(fields[0])+len(fields[1])+2), `want "3x3::k:" (SudoCue's Killer format)`)
	}
	switch fields[1] {
	case "":
	case "d":
		return p, syntaxAt(4, "Killer-X (diagonals) is not supported yet")
	default:
		return p, syntaxAt(4, "%q: want nothing or d between the first two colons", fields[1])
	}
	cells := fields[3:]
	off := len("3x3::k:") + len(fields[1])
	if len(cells) != 81 {
		return p, syntaxAt(len(text), "%d cells after \"3x3::k:\", want 81", len(cells))
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

// Format writes p in the project's line format: "killer:<cages>:<sums>:<givens>",
// or "killern:" with numbered cages when p has more than 62 cages. [Parse]
// reads the line back to an equal puzzle. p should be valid; a cell in two
// cages is written in the later one.
func Format(p Puzzle) string {
	q := p.Clone()
	q.Normalize()
	var b strings.Builder
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
		b.WriteString(tagLineN)
		for i, k := range cage {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(k))
		}
	} else {
		b.WriteString(tagLine)
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
	for _, v := range q.Givens {
		if v >= 1 && v <= 9 {
			b.WriteByte('0' + v)
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// plural writes n things: "1 sum", "28 sums".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}
