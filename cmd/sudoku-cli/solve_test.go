package main

import (
	"strings"
	"testing"
)

// hashAt returns the puzzle with '#' written over column col (from 1).
func hashAt(col int) string { return puzzle[:col-1] + "#" + puzzle[col:] }

func TestSolve(t *testing.T) {
	junk := strings.Repeat("x", 1<<20)
	digits := strings.Repeat("1", 1<<20)
	spaces := strings.Repeat(" ", 1<<20)
	tests := []struct {
		name   string
		input  string
		want   string
		status int
	}{
		{"unique", lines(puzzle), lines(solution), exitOK},
		{"several unique", lines(puzzle, solution, puzzle), lines(solution, solution, solution), exitOK},
		{"multiple solutions", lines(empty), lines("error: multiple solutions"), exitFail},
		{"no solution", lines(noSolution), lines("error: no solution"), exitFail},
		{"a clash, named", lines(clash), lines(clashError), exitFail},
		{"a byte-order mark first", "\uFEFF" + lines(puzzle, puzzle), lines(solution, solution), exitOK},
		{"comment after the cells", lines(puzzle+" # from the paper", puzzle+"#x"), lines(solution, solution), exitOK},
		{"spaced and ruled", lines(strings.Join(strings.SplitAfter(puzzle, "..."), " | ")), lines(solution), exitOK},
		{
			"malformed with line numbers",
			lines(puzzle, empty, hashAt(40), puzzle[:80], puzzle+"1", "héllo"),
			lines(
				solution,
				"error: multiple solutions",
				"error: line 3, column 40: '#' is not a digit",
				"error: line 4, column 81: line ends after 80 cells, want 81",
				"error: line 5, column 82: more than 81 cells",
				"error: line 6, column 1: 'h' is not a digit",
			),
			exitFail,
		},
		{"empty input", "", "", exitOK},
		{"empty line", lines(puzzle, "", puzzle), lines(solution, "error: line 2, column 1: line ends after 0 cells, want 81", solution), exitFail},
		{"only a newline", "\n", lines("error: line 1, column 1: line ends after 0 cells, want 81"), exitFail},
		{"CRLF", puzzle + "\r\n" + clash + "\r\n\r\n", lines(solution, clashError, "error: line 3, column 1: line ends after 0 cells, want 81"), exitFail},
		{"CRLF unique", puzzle + "\r\n" + puzzle + "\r\n", lines(solution, solution), exitOK},
		{"no final newline", puzzle + "\n" + puzzle, lines(solution, solution), exitOK},
		{"no final newline after CR", puzzle + "\r\n" + puzzle + "\r", lines(solution, solution), exitOK},
		{"no final newline, malformed", puzzle + "\n" + hashAt(7), lines(solution, "error: line 2, column 7: '#' is not a digit"), exitFail},
		{"binary junk", "\x00\xff\xfe\n\x1b[2J", lines(`error: line 1, column 1: '\x00' is not a digit`, `error: line 2, column 1: '\x1b' is not a digit`), exitFail},
		{"invalid UTF-8", "..\xff", lines(`error: line 1, column 3: not valid UTF-8 text`), exitFail},
		{"1 MiB junk line", lines(puzzle, junk, puzzle), lines(solution, "error: line 2, column 1: 'x' is not a digit", solution), exitFail},
		{"1 MiB of digits", lines(digits, puzzle), lines("error: line 1, column 82: more than 81 cells", solution), exitFail},
		{"1 MiB of spaces", lines(spaces, puzzle), lines("error: line 1, column 65537: line longer than 65536 bytes", solution), exitFail},
		{"1 MiB comment", lines(puzzle+" #"+junk, puzzle), lines("error: line 1, column 65537: line longer than 65536 bytes", solution), exitFail},
		{"1 MiB junk line, no final newline", puzzle + "\n" + junk, lines(solution, "error: line 2, column 1: 'x' is not a digit"), exitFail},
		{"long line that fits", lines(strings.Repeat(" ", 60000)+puzzle, puzzle), lines(solution, solution), exitOK},
		{"line of exactly the buffer", lines(strings.Repeat(" ", maxLine-82)+puzzle, puzzle), lines(solution, solution), exitOK},
	}
	for _, engine := range engineNames {
		for _, jobs := range []string{"1", "3"} {
			for _, tt := range tests {
				t.Run(engine+"/j"+jobs+"/"+tt.name, func(t *testing.T) {
					got, stderr, status := cli(t, tt.input, "solve", "-j", jobs, "-engine", engine)
					if got != tt.want {
						t.Errorf("got\n%.500s\nwant\n%.500s", got, tt.want)
					}
					if status != tt.status {
						t.Errorf("status %d, want %d", status, tt.status)
					}
					if stderr != "" {
						t.Errorf("stderr: %s", stderr)
					}
				})
			}
		}
	}
}
