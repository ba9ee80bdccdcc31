package solver

import "strings"

// FilePuzzle is one puzzle of a puzzle file and where it was found.
type FilePuzzle struct {
	Grid Grid
	Line int    // the line it is on, counted from 1
	Text string // that line without the space around it: the puzzle and any comment
}

// ParseFile reads a file of puzzles written one a line, as the bundled
// level files and SadMan's .sdm collections hold them: each line is a
// puzzle as ParseLine reads it, perhaps followed by a comment after a
// space, a tab or '#'. Blank lines and lines whose first character other
// than space is '#' are skipped. Lines may end in "\r\n".
//
// A line that holds no puzzle does not stop the reading: it is counted in
// bad, and the first MaxFileErrors of them are reported in errs as
// *SyntaxErrors naming the line and, where it can, the column; the
// puzzles of the other lines are still returned. Both slices are in the
// order of the lines. Time and memory grow with the puzzles found, never
// with the bad lines.
//
// ParseFile is for collections; a file holding one puzzle in another
// layout, such as nine rows, is for Parse, and reads here as nine bad
// lines.
func ParseFile(text string) (puzzles []FilePuzzle, errs []error, bad int) {
	lineNo := 0
	for line := range strings.Lines(text) {
		lineNo++
		line = strings.TrimSuffix(line, "\n")
		line = strings.TrimSuffix(line, "\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		if len(line) < 81 && len(errs) == MaxFileErrors { // too short to be a puzzle: no error to build
			bad++
			continue
		}
		g, err := ParseLine(line)
		if err != nil {
			bad++
			if len(errs) < MaxFileErrors {
				err.(*SyntaxError).Line = lineNo
				errs = append(errs, err)
			}
			continue
		}
		puzzles = append(puzzles, FilePuzzle{Grid: g, Line: lineNo, Text: trimmed})
	}
	return puzzles, errs, bad
}

// MaxFileErrors is how many bad lines ParseFile reports one by one.
const MaxFileErrors = 100
