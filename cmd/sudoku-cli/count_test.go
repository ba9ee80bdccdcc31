package main

import "testing"

func TestCount(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		input  string
		want   string
		status int
	}{
		{"unique", nil, lines(puzzle), lines("1"), exitOK},
		{"default limit", nil, lines(empty), lines("2"), exitOK},
		{"limit 5", []string{"-limit", "5"}, lines(empty, puzzle), lines("5", "1"), exitOK},
		{"limit 1", []string{"-limit", "1"}, lines(empty, puzzle), lines("1", "1"), exitOK},
		{"limit 1000", []string{"-limit", "1000"}, lines(empty), lines("1000"), exitOK},
		{"no solution", nil, lines(noSolution), lines("0"), exitOK},
		{"a clash, named", nil, lines(clash, puzzle), lines(clashError, "1"), exitFail},
		{
			"malformed",
			[]string{"-limit", "5"},
			lines(puzzle, "", hashAt(40), empty),
			lines("1", "error: line 2, column 1: line ends after 0 cells, want 81", "error: line 3, column 40: '#' is not a digit", "5"),
			exitFail,
		},
		{"CRLF, no final newline", nil, puzzle + "\r\n" + empty, lines("1", "2"), exitOK},
	}
	for _, engine := range engineNames {
		for _, jobs := range []string{"1", "2"} {
			for _, tt := range tests {
				t.Run(engine+"/j"+jobs+"/"+tt.name, func(t *testing.T) {
					args := append([]string{"count", "-j", jobs, "-engine", engine}, tt.args...)
					got, stderr, status := cli(t, tt.input, args...)
					if got != tt.want || status != tt.status || stderr != "" {
						t.Errorf("got %q, status %d, stderr %q; want %q, status %d", got, status, stderr, tt.want, tt.status)
					}
				})
			}
		}
	}
}
