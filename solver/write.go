package solver

import (
	"bufio"
	"io"
	"strings"
)

// Format is a layout Write puts a puzzle in. Parse reads each back.
type Format uint8

// The formats of puzzle files.
const (
	FormatLine Format = iota // one line of 81 characters, '.' for blanks (.txt, .sdm)
	FormatSDK                // SadMan's .sdk: nine rows of nine
	FormatSS                 // Simple Sudoku's .ss: rows with '|' between boxes, "-----------" between bands
)

// FormatOf returns the format of a file with extension ext, compared
// ignoring case: FormatSDK for ".sdk", FormatSS for ".ss", and FormatLine
// for any other.
func FormatOf(ext string) Format {
	switch strings.ToLower(ext) {
	case ".sdk":
		return FormatSDK
	case ".ss":
		return FormatSS
	}
	return FormatLine
}

// Write writes the puzzle g to w in format f, '.' for blanks, each line
// ending in a newline.
func Write(w io.Writer, g Grid, f Format) error {
	bw := bufio.NewWriter(w)
	line := g.String()
	switch f {
	case FormatSDK:
		for r := 0; r < 9; r++ {
			bw.WriteString(line[r*9 : r*9+9])
			bw.WriteByte('\n')
		}
	case FormatSS:
		for r := 0; r < 9; r++ {
			if r == 3 || r == 6 {
				bw.WriteString("-----------\n")
			}
			row := line[r*9 : r*9+9]
			bw.WriteString(row[:3] + "|" + row[3:6] + "|" + row[6:] + "\n")
		}
	default:
		bw.WriteString(line + "\n")
	}
	return bw.Flush()
}
