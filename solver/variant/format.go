package variant

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokudesktop/sudoku/solver"
	"github.com/sudokudesktop/sudoku/solver/geometry"
)

// The tags and marks of the formats.
const (
	tagLine    = "killer:"
	tagLineN   = "killern:"
	tagSudoCue = "3x3:"
	arrows     = "<>^v`',." // the short format's arrows; '.' alone also blanks classic cells
	cageIDs    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
)

// IsKiller reports whether line is written in one of the Killer formats
// [Parse] reads, judged by its shape alone: a "killer:", "killern:" or
// "3x3:" tag, a tag naming a Killer variant ("killer-x:"), an Interactive
// Sudoku Solver string with a ".Cage", or 81 characters with at least one
// arrow other than '.'. A line for which IsKiller is false may still be a
// classic puzzle, or a variant without cages (see [IsVariantLine]).
func IsKiller(line string) bool {
	text := strings.TrimSpace(line)
	if looksISS(text) {
		return strings.Contains(text, ".Cage~")
	}
	text = cutComment(text)
	switch {
	case strings.HasPrefix(text, tagLine), strings.HasPrefix(text, tagLineN), strings.HasPrefix(text, tagSudoCue):
		return true
	}
	if tag, ok := lineTag(text); ok {
		return strings.Contains(strings.ToLower(tag), "killer")
	}
	return looksShort(text)
}

// IsVariantLine reports whether line is written in a format that [Parse]
// reads and [solver.ParseLine] does not, judged by its shape alone: any
// Killer line (see [IsKiller]), a line tagged with a variant's name
// ("x:", "windoku:", "x-antiking:"; an unknown name too, so that Parse
// names it), or an Interactive Sudoku Solver constraint string. Such a
// line is never a classic line, so callers read classic lines first and
// the others with Parse.
func IsVariantLine(line string) bool {
	text := strings.TrimSpace(line)
	if looksISS(text) || IsKiller(text) {
		return true
	}
	text = cutComment(text)
	_, ok := lineTag(text)
	return ok || looksJigsaw(text)
}

// looksJigsaw reports whether text is the forum's jigsaw line: 162
// characters, the 81 givens (1-9, '.' or '0' for blanks) and then the 81
// marks of the regions (see [geometry.ParseRegions]).
func looksJigsaw(text string) bool {
	if len(text) != 162 {
		return false
	}
	for i := 0; i < 81; i++ {
		if b := text[i]; b != '.' && (b < '0' || b > '9') {
			return false
		}
	}
	for i := 81; i < 162; i++ {
		if b := text[i]; b < '!' || b > '~' {
			return false
		}
	}
	return true
}

// parseJigsawLine reads the forum's jigsaw line (see looksJigsaw).
func parseJigsawLine(text string) (Puzzle, error) {
	var p Puzzle
	if err := parseGivens(&p.Givens, text[:81], 0); err != nil {
		return p, err
	}
	r, err := geometry.ParseRegions(text[81:])
	if err != nil {
		return p, regionsError(err, 81)
	}
	p.Regions = r
	return p, nil
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

// Parse reads one puzzle written on one line, of any variant, in any of
// the formats below, told apart by their look:
//
//   - the project's line. A classic puzzle is 81 characters of 1-9 and
//     '.' or '0' for blanks (as [solver.ParseLine] reads them). A variant
//     without cages is tagged with its name, as [geometry.Variant.Name]
//     writes it: "<variant>:<givens>" ("x:", "windoku:", "x-antiking:"),
//     <givens> 81 characters of 1-9 or '.'. A Killer is
//     "killer:<cages>:<sums>:<givens>": <cages> is 81 characters, each the
//     cell's cage id (A-Z, then a-z, then 0-9) or '.' for a cell in no
//     cage; <sums> the sums in id order, comma-separated, 0 for a cage
//     without a sum. With more than 62 cages the tag is "killern:" and
//     <cages> is 81 comma-separated cage numbers counted from 1, 0 for no
//     cage. A Killer with more rules is tagged with its variant's name
//     ("killer-x:", "killer-windoku-antiking:"; "killern-x:" numbered). A
//     jigsaw ends in ":<regions>", 81 characters that mark each cell's
//     region (see [geometry.ParseRegions]): "jigsaw:<givens>:<regions>",
//     "jigsaw-killer:<cages>:<sums>:<givens>:<regions>";
//   - the forum's jigsaw line: 162 characters, the 81 givens and then the
//     81 marks of the regions;
//   - Interactive Sudoku Solver's constraint string (see [ParseISS]):
//     ".Diagonal~1.Diagonal~-1.~R1C3_1.Cage~15~R1C3~R1C4",
//     ".NoBoxes.Jigsaw~<81 marks>.~R1C1_5";
//   - the forum's short Killer format: 81 characters where a cage's sum
//     cell holds its sum as one character (0-9, A-Z for 10-35, a-j for
//     36-45; 0 means no sum) and every other cell an arrow to a neighbour
//     in its cage: '<' '>' '^' 'v', and '`' '\” ',' '.' for up-left,
//     up-right, down-left and down-right;
//   - SudoCue's long Killer format, "3x3::k:" ("3x3:d:k:" for Killer-X)
//     and 81 ':'-separated numbers, each sum*256 + cage number (below 256:
//     a cell in no cage), and maybe a ':' after the last one.
//
// Space around the line is ignored, and so is a comment after the puzzle,
// from a blank or '#' on (none of the formats but ISS's holds either; an
// ISS string ignores blanks and ends at a '#'). The error is a
// *[solver.SyntaxError] with Line 1 and the column where the reading
// stopped (0 when the fault is the puzzle's, as a cage whose sum its cells
// cannot make; the message names the cage or cell then). Callers reading
// files set Line. A rule this program does not play (ISS's thermometers,
// arrows, ...) is named in the error, never dropped.
func Parse(line string) (Puzzle, error) {
	p, err := parse(line)
	if err != nil {
		trimmed := strings.TrimSpace(line)
		if cut := cutComment(trimmed); cut != trimmed && !looksISS(trimmed) {
			// A comment after the puzzle; the whole line's error stands
			// when the puzzle without it is no better.
			if q, cerr := parse(cut); cerr == nil {
				return q, nil
			}
		}
	}
	return p, err
}

// parse is Parse of a line without a comment (but for an ISS string,
// which ends at a '#' and holds blanks).
func parse(line string) (Puzzle, error) {
	lead := len(line) - len(strings.TrimLeft(line, " \t"))
	text := strings.TrimSpace(line)
	var p Puzzle
	var err error
	tag, tagged := lineTag(text)
	switch {
	case looksISS(text):
		p, err = parseISS(text)
	case strings.HasPrefix(text, tagSudoCue):
		p, err = parseSudoCue(text)
	case tagged:
		p, err = parseTagged(text, tag)
	case looksJigsaw(text):
		p, err = parseJigsawLine(text)
	case looksShort(text), len(text) == 81 && strings.ContainsAny(text, "<>^v`',"):
		p, err = parseShort(text)
	case text == "":
		return p, &solver.SyntaxError{Line: 1, Msg: "no puzzle found"}
	case classicLike(text):
		var g solver.Grid
		g, err = solver.ParseLine(text)
		p.Givens = g
	default:
		return p, &solver.SyntaxError{Line: 1, Col: lead + 1,
			Msg: `not a puzzle: want 81 cells, a tag ("killer:", "x:", "3x3:"), an ISS string (".Diagonal~1...") or 81 cells of cage sums and arrows`}
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

// classicLike reports whether text holds only what a classic line may:
// digits, blanks ". 0 _ * -", and spaces and '|' between cells.
func classicLike(text string) bool {
	return strings.Trim(text, "0123456789._*-| ") == ""
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
	if field == "" || strings.TrimLeft(field, "0123456789") != "" || len(field) > 9 {
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

// plural writes n things: "1 sum", "28 sums".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// appendGivens appends the 81 givens, '.' for an empty cell.
func appendGivens(b *strings.Builder, g *solver.Grid) {
	for _, v := range g {
		if v >= 1 && v <= 9 {
			b.WriteByte('0' + v)
		} else {
			b.WriteByte('.')
		}
	}
}
