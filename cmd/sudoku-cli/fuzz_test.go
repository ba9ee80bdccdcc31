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

// FuzzConvertLine feeds arbitrary bytes to convert in each format: one
// answer a line, never a panic, and every converted line reads back, with
// convert -to line, as what the input line read as.
func FuzzConvertLine(f *testing.F) {
	for _, seed := range []string{
		lines(puzzle, killerLine, killerShort, killerSudoCue+":"),
		lines(issX, lineXWindok, ".Windoku .AntiKing # x", ".Thermo~R1C1~R1C2"),
		"killer-x:AB:3\n3x3:d:k:1\nx:1\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, to := range converterNames {
			var out, errOut bytes.Buffer
			status := run([]string{"convert", "-to", to, "-j", "1"}, bytes.NewReader(data), &out, &errOut)
			if status != exitOK && status != exitFail {
				t.Fatalf("-to %s: status %d, stderr %q", to, status, errOut.String())
			}
			want := bytes.Count(data, []byte("\n"))
			if len(data) > 0 && data[len(data)-1] != '\n' {
				want++
			}
			if n := bytes.Count(out.Bytes(), []byte("\n")); n != want {
				t.Fatalf("-to %s: %d output lines for %d input lines", to, n, want)
			}
			var asLine, back bytes.Buffer
			run([]string{"convert", "-j", "1"}, bytes.NewReader(data), &asLine, &errOut)
			run([]string{"convert", "-j", "1"}, bytes.NewReader(out.Bytes()), &back, &errOut)
			a, b := bytes.Split(asLine.Bytes(), []byte("\n")), bytes.Split(back.Bytes(), []byte("\n"))
			for i := range a {
				if i < len(b) && !bytes.HasPrefix(b[i], []byte("error: ")) && !bytes.Equal(a[i], b[i]) {
					t.Fatalf("-to %s: line %d reads as %q, its conversion as %q", to, i+1, a[i], b[i])
				}
			}
		}
	})
}
