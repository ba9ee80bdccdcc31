package main

import (
	"bytes"
	"testing"
)

// FuzzSolveLine feeds arbitrary bytes to solve and checks that it answers
// every input line with exactly one line, never panicking.
func FuzzSolveLine(f *testing.F) {
	for _, seed := range []string{
		"",
		"\n",
		"\r\n\r\n",
		lines(puzzle, empty, clash),
		puzzle + "\r\n" + puzzle,
		hashAt(40),
		puzzle + " # comment\n" + puzzle + "1\n",
		"\x00\xff\xfe\n\x1b[2J\r",
		"1 2 3 | 4 5 6 | 7 8 9\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errOut bytes.Buffer
		status := run([]string{"solve"}, bytes.NewReader(data), &out, &errOut)
		if status != exitOK && status != exitFail {
			t.Errorf("status %d, stderr %q", status, errOut.String())
		}
		want := bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			want++
		}
		got := out.Bytes()
		if n := bytes.Count(got, []byte("\n")); n != want {
			t.Errorf("%d output lines for %d input lines:\n%q", n, want, got)
		}
		if len(got) > 0 && got[len(got)-1] != '\n' {
			t.Errorf("output does not end with a newline: %q", got)
		}
		for line := range bytes.Lines(got) {
			line = bytes.TrimSuffix(line, []byte("\n"))
			if len(line) != 81 && !bytes.HasPrefix(line, []byte("error: ")) {
				t.Errorf("answer %q is neither a solution nor an error", line)
			}
		}
	})
}
