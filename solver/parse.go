package solver

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// SyntaxError reports malformed puzzle text and where it is. Line and Col
// count from 1; Col is 0 when the error concerns a whole line.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	if e.Col == 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Col, e.Msg)
}

// isBlank reports whether b stands for an empty cell. '-' is a blank inside
// a row; lines made only of dashes and '+' are separators (see isSeparator).
func isBlank(b rune) bool {
	switch b {
	case '.', '0', '_', '*', '-':
		return true
	}
	return false
}

// isSpacer reports whether b may stand between cells without meaning.
func isSpacer(b rune) bool {
	switch b {
	case ' ', '\t', '|', '+', '\r':
		return true
	}
	return false
}

// badRune describes a character that is neither a cell nor a spacer, the
// i-th byte of line.
func badRune(line string, i int, r rune) string {
	if r == utf8.RuneError && !strings.HasPrefix(line[i:], "\uFFFD") {
		return "not valid UTF-8 text"
	}
	return fmt.Sprintf("%q is not a digit", r)
}

// ParseLine reads a puzzle written on one line: 81 cells, digits 1-9 and one
// of ". 0 _ * -" for blanks. Spaces and '|' between cells are ignored; after
// the 81st cell the line may go on with a space or '#' and a comment. Errors
// are *SyntaxError with Line 1; callers reading files set Line themselves.
func ParseLine(line string) (Grid, error) {
	var g Grid
	n, col := 0, 0
	spaced := false // a space or tab came after the 81st cell
	for i, r := range line {
		col++
		isCell := r >= '1' && r <= '9' || isBlank(r)
		switch {
		case n == 81 && (r == '#' || spaced && !isSpacer(r)):
			return g, nil // the rest is a comment
		case n == 81 && isCell:
			return g, &SyntaxError{1, col, "more than 81 cells"}
		case r >= '1' && r <= '9':
			g[n] = uint8(r - '0')
			n++
		case isCell:
			n++
		case isSpacer(r):
			spaced = spaced || n == 81 && (r == ' ' || r == '\t')
		default:
			return g, &SyntaxError{1, col, badRune(line, i, r)}
		}
	}
	if n < 81 {
		return g, &SyntaxError{1, col + 1, fmt.Sprintf("line ends after %d cells, want 81", n)}
	}
	return g, nil
}

// Parse reads one puzzle in any of the formats players paste and files carry:
//
//   - one line of 81 cells, as ParseLine reads it;
//   - nine lines of nine cells, with or without spaces and '|' between
//     boxes, and separator lines such as "------+-------+------" or
//     "-----------" between bands (Simple Sudoku .ss is of this kind);
//   - SadMan .sdk text: '#' header lines (#A author, #D description, ...)
//     followed by nine rows, optionally under a "[Puzzle]" section, whose
//     other sections ("[State]" and so on) are skipped.
//
// Blank lines and lines starting with '#' are skipped everywhere. The error
// is a *SyntaxError that names the line and, where it can, the column.
func Parse(text string) (Grid, error) {
	type row struct {
		line  int
		text  string
		cells int
	}
	// Ten rows decide every outcome; the rest of the text is only checked
	// for bad characters, so a huge paste costs time in proportion and no
	// memory.
	const keep = 10
	var rows []row
	skipSection := false
	lineNo := 0
	for line := range strings.Lines(text) {
		lineNo++
		line = strings.TrimRight(strings.TrimSuffix(line, "\n"), "\r")
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || trimmed[0] == '#':
			continue
		case trimmed[0] == '[' && trimmed[len(trimmed)-1] == ']':
			skipSection = !strings.EqualFold(trimmed, "[puzzle]")
			continue
		case skipSection:
			continue
		}
		// A whole puzzle on this line, perhaps with a comment; checked
		// before separators, as 81 dashes are a blank puzzle.
		if len(line) >= 81 {
			if _, err := ParseLine(line); err == nil {
				if len(rows) < keep {
					rows = append(rows, row{lineNo, line, 81})
				}
				continue
			}
		}
		if isSeparator(trimmed) {
			continue
		}
		cells, err := countCells(line, lineNo)
		if err != nil {
			return Grid{}, err
		}
		if len(rows) < keep {
			rows = append(rows, row{lineNo, line, cells})
		}
	}
	switch {
	case len(rows) == 0:
		return Grid{}, &SyntaxError{1, 0, "no puzzle found"}
	case len(rows) == 1 || rows[0].cells >= 81:
		g, err := ParseLine(rows[0].text)
		if err != nil {
			err.(*SyntaxError).Line = rows[0].line
			return g, err
		}
		if len(rows) > 1 {
			return g, &SyntaxError{rows[1].line, 0, "text after the puzzle; give one puzzle at a time"}
		}
		return g, nil
	}
	var g Grid
	for i, r := range rows {
		if i == 9 {
			return g, &SyntaxError{r.line, 0, "a tenth row; a grid has nine"}
		}
		if r.cells != 9 {
			return g, &SyntaxError{r.line, 0, fmt.Sprintf("row has %d cells, want 9", r.cells)}
		}
		n := 0
		for _, c := range r.text {
			switch {
			case c >= '1' && c <= '9':
				g[i*9+n] = uint8(c - '0')
				n++
			case isBlank(c):
				n++
			}
		}
	}
	if len(rows) < 9 {
		last := rows[len(rows)-1].line
		return g, &SyntaxError{last, 0, fmt.Sprintf("only %d rows, want 9", len(rows))}
	}
	return g, nil
}

// countCells counts the cells of one content line and rejects characters
// that are neither cells nor spacers.
func countCells(line string, lineNo int) (int, error) {
	n, col := 0, 0
	for i, r := range line {
		col++
		switch {
		case r >= '1' && r <= '9', isBlank(r):
			n++
		case isSpacer(r):
		default:
			return 0, &SyntaxError{lineNo, col, badRune(line, i, r)}
		}
	}
	return n, nil
}

// isSeparator reports whether a trimmed line is a ruling between bands, such
// as "-----------", "------+-------+------", "=========" or "*-----------*",
// rather than a row whose nine blanks are written as dashes or stars.
func isSeparator(line string) bool {
	dashes, plus := 0, false
	for _, r := range line {
		switch r {
		case '-', '*':
			dashes++
		case '+', '=':
			plus = true
		case ' ', '\t', '|':
		default:
			return false
		}
	}
	return dashes > 0 && (plus || dashes != 9)
}
